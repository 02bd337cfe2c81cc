/**
 * The build this code belongs to, so the shell hydrates a remote's prerendered HTML only with the
 * code that made it. Each app bundles its own copy of this module.
 *
 * A remote's id is not compiled into its code: every chunk importing it would then change from one
 * build to the next, and with them every page that lists the chunks, so a release that changes one
 * post would change every page of the blog. Its remoteEntry.js, which is never cached, registers the
 * id before any exposed module runs (build-tools/build-id-plugin.ts). The shell's code, and a remote's
 * prerender, have theirs compiled in (`import.meta.env.VITE_BUILD_ID`): a shell release changes every
 * page anyway.
 */
import { BUILD_REGISTRY_GLOBAL } from '../contracts/remote-id';

const nonEmpty = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

function registered(): unknown {
  const name: unknown = import.meta.env.VITE_BUILD_REGISTERED_AS;
  const registry: unknown = Reflect.get(globalThis, BUILD_REGISTRY_GLOBAL);
  if (typeof name !== 'string' || typeof registry !== 'object' || registry === null)
    return undefined;
  return Reflect.get(registry, name);
}

export const buildId: string | undefined =
  nonEmpty(import.meta.env.VITE_BUILD_ID) ?? nonEmpty(registered());
