import type { RemoteRuntime } from '@tla/platform/runtime/remote-runtime';
import type { RemoteSection } from '../remote-sections';
import { prerenderedIsland, type ServerIslands } from '../server-islands';
import type { StandInHtml } from './island-machine';

type Where = {
  section: Pick<RemoteSection, 'remote' | 'module' | 'label'>;
  deferred: boolean;
  /** The prerender's fragments; absent in the browser. */
  server: ServerIslands | undefined;
  runtime: RemoteRuntime;
  location: { pathname: string; search: string };
};

/**
 * What shows until the section's code renders. In the prerender: its fragment. In the browser: the
 * HTML the page came with, or else the HTML of a page the site fetched ahead (a link the reader was
 * near), which its code then renders afresh rather than hydrates: the reader's own things, cached
 * since the build, may differ. With search params the page may differ from that HTML, made for the
 * bare path: none is shown.
 */
export function standInHtml({
  section,
  deferred,
  server,
  runtime,
  location,
}: Where): StandInHtml | undefined {
  const fragment = server
    ? server.lookup(section.remote, section.module, { deferred })
    : prerenderedIsland(`${section.remote}/${section.module}`, location.pathname);
  if (fragment) return { kind: 'prerendered', fragment };
  if (server || location.search !== '') return undefined;
  const fetched = runtime.fetchedFragment(section, location.pathname);
  return fetched && { kind: 'fetched', html: fetched.html };
}
