// @vitest-environment node
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';
import { afterEach, expect, test } from 'vitest';
import { BUILD_ID_FILE } from '../contracts/app-status';
import { BUILD_REGISTRY_GLOBAL, REMOTE_ENTRY_FILE } from '../contracts/remote-id';
import { buildIdPlugin, staticallyImported } from './build-id-plugin';

const buildInfoModule = fileURLToPath(new URL('../islands/build-info.ts', import.meta.url));

const dirs: string[] = [];
afterEach(() => {
  Reflect.deleteProperty(globalThis, BUILD_REGISTRY_GLOBAL);
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function scratchDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'tla-build-id-'));
  dirs.push(dir);
  return dir;
}

/**
 * A remote in miniature built as the blog with build id `buildId`: its entry (remoteEntry.js) loads
 * an exposed page, which says which build it is, as a federation entry loads exposed modules.
 */
async function buildRemote(
  buildId: string,
  entry: string,
  { dir = scratchDir(), otherEntry }: { dir?: string; otherEntry?: string } = {},
): Promise<string> {
  writeFileSync(join(dir, 'entry.js'), entry);
  if (otherEntry) writeFileSync(join(dir, 'other.js'), otherEntry);
  writeFileSync(
    join(dir, 'page.js'),
    `export { buildId } from ${JSON.stringify(buildInfoModule)};\nexport const title = 'A post';\n`,
  );
  const outDir = join(dir, `dist-${buildId}`);
  await build({
    root: dir,
    logLevel: 'silent',
    configFile: false,
    plugins: [buildIdPlugin('blog', buildId, ['/blog/*'])],
    build: {
      outDir,
      minify: false,
      modulePreload: false,
      rollupOptions: {
        input: {
          remoteEntry: join(dir, 'entry.js'),
          ...(otherEntry ? { other: join(dir, 'other.js') } : {}),
        },
        preserveEntrySignatures: 'exports-only',
        output: {
          entryFileNames: (chunk) =>
            chunk.name === 'remoteEntry' ? REMOTE_ENTRY_FILE : '[name].js',
          chunkFileNames: 'assets/[name]-[hash].js',
        },
      },
    },
  });
  writeFileSync(join(outDir, 'package.json'), '{"type":"module"}');
  return outDir;
}

const lazyEntry = "export const get = () => import('./page.js');\n";

test("a remote's code learns its build from the entry, and no chunk carries the id", async () => {
  const dist = await buildRemote('b-first', lazyEntry);
  const entry: unknown = await import(pathToFileURL(join(dist, REMOTE_ENTRY_FILE)).href);
  const page: unknown = await Reflect.get(Object(entry), 'get')();
  expect(Reflect.get(Object(page), 'buildId')).toBe('b-first');
  expect(readFileSync(join(dist, BUILD_ID_FILE), 'utf8')).toBe('b-first\n');
  const chunks = readdirSync(join(dist, 'assets'));
  expect(chunks.length).toBeGreaterThan(0);
  for (const chunk of chunks) {
    expect(readFileSync(join(dist, 'assets', chunk), 'utf8')).not.toContain('b-first');
  }
});

test("two builds of the same code differ in the entry only, so the pages listing chunks don't", async () => {
  const dir = scratchDir();
  const first = await buildRemote('b-first', lazyEntry, { dir });
  const second = await buildRemote('b-second', lazyEntry, { dir });
  expect(readdirSync(join(second, 'assets'))).toEqual(readdirSync(join(first, 'assets')));
  expect(readFileSync(join(second, REMOTE_ENTRY_FILE), 'utf8')).not.toBe(
    readFileSync(join(first, REMOTE_ENTRY_FILE), 'utf8'),
  );
});

test('a build whose entry would run the module before registering the id fails, saying so', async () => {
  // The page is imported by two entries, so it is a chunk of its own that both import statically.
  const eager = "import { buildId } from './page.js';\nexport const get = () => buildId;\n";
  const otherEntry = "export { title } from './page.js';\n";
  await expect(buildRemote('b-eager', eager, { otherEntry })).rejects.toThrow(
    /remoteEntry\.js imports .* statically, which holds islands\/build-info\.ts/,
  );
});

test('a chunk the entry reaches only through dynamic imports is not imported statically', () => {
  const chunk = (imports: string[], moduleIds: string[] = []) =>
    ({ type: 'chunk', fileName: '', imports, moduleIds }) as const;
  const bundle = {
    'remoteEntry.js': chunk(['assets/runtime.js']),
    'assets/runtime.js': chunk(['assets/shared.js']),
    'assets/shared.js': chunk([], ['/app/react.js']),
    'assets/page.js': chunk(['assets/shared.js'], ['/app/build-info.ts']),
  };
  expect(staticallyImported(bundle, 'remoteEntry.js', '/app/build-info.ts')).toBeUndefined();
  expect(staticallyImported(bundle, 'remoteEntry.js', '/app/react.js')).toBe('assets/shared.js');
});
