/**
 * Every build gets an id, written to dist/build-id.txt (BUILD_ID_FILE) so prerendered HTML can name
 * the build it belongs to, and to build.json with the commit and the time, for the status page and
 * `npm run status`. The code learns it as islands/build-info.ts says: the shell's compiled in, a
 * remote's registered by its remoteEntry.js, so that a remote's chunks, and the pages listing them,
 * stay the same from one build to the next when their code does.
 */
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { BUILD_ID_FILE, BUILD_INFO_FILE } from '../contracts/app-status';
import { BUILD_REGISTRY_GLOBAL, federationName, REMOTE_ENTRY_FILE } from '../contracts/remote-id';
import type { AppId } from '../deploy/deployment';
import { buildInfo } from './build-info-file';

const buildInfoModule = fileURLToPath(new URL('../islands/build-info.ts', import.meta.url));

/** The statement at the top of a remote's entry that registers its build, by federation name. */
export const registrationOf = (name: string, buildId: string): string =>
  `(globalThis[${JSON.stringify(BUILD_REGISTRY_GLOBAL)}] ??= {})[${JSON.stringify(name)}] = ${JSON.stringify(buildId)};\n`;

type BundledChunk = { type: 'chunk'; fileName: string; imports: string[]; moduleIds: string[] };
type BundledFile = BundledChunk | { type: 'asset' };

/**
 * The chunk of `bundle` that holds `moduleId` if the chunk `from` imports it statically (so it is
 * evaluated before `from`'s own statements run); undefined otherwise.
 */
export function staticallyImported(
  bundle: Record<string, BundledFile>,
  from: string,
  moduleId: string,
): string | undefined {
  const seen = new Set<string>();
  const pending = [from];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    const chunk = bundle[file];
    if (chunk?.type !== 'chunk') continue;
    if (file !== from && chunk.moduleIds.includes(moduleId)) return file;
    pending.push(...chunk.imports);
  }
  return undefined;
}

export function buildIdPlugin(app: AppId, buildId: string, routes: readonly string[]): Plugin {
  let root = '';
  const registeredAs = app === 'shell' ? undefined : federationName(app);
  return {
    name: 'tla-build-id',
    config: () => ({
      define: registeredAs
        ? {
            // Empty, so that no VITE_BUILD_ID of the environment finds its way into the chunks.
            'import.meta.env.VITE_BUILD_ID': JSON.stringify(''),
            'import.meta.env.VITE_BUILD_REGISTERED_AS': JSON.stringify(registeredAs),
          }
        : { 'import.meta.env.VITE_BUILD_ID': JSON.stringify(buildId) },
    }),
    configResolved(config) {
      root = config.root;
    },
    renderChunk(code, chunk) {
      if (!registeredAs || chunk.fileName !== REMOTE_ENTRY_FILE) return null;
      return { code: `${registrationOf(registeredAs, buildId)}${code}`, map: null };
    },
    generateBundle(_options, bundle) {
      // Were the module evaluated before the entry's own statements, it would find no id, and the
      // shell would take the remote's code for any build's.
      const early = registeredAs && staticallyImported(bundle, REMOTE_ENTRY_FILE, buildInfoModule);
      if (early) {
        this.error(
          `${REMOTE_ENTRY_FILE} imports ${early} statically, which holds islands/build-info.ts: it would run before the entry registers build ${buildId}`,
        );
      }
      this.emitFile({ type: 'asset', fileName: BUILD_ID_FILE, source: `${buildId}\n` });
      const info = buildInfo({ app, buildId, routes, dir: root });
      this.emitFile({
        type: 'asset',
        fileName: BUILD_INFO_FILE,
        source: `${JSON.stringify(info, null, 2)}\n`,
      });
    },
  };
}
