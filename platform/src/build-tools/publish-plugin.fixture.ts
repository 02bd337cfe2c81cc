import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, type Plugin } from 'vite';

/**
 * A Vite build of a one-script page with `plugin`, in a temporary folder; `check` reads its output
 * folder. The folder is removed afterwards, whatever happens.
 */
export async function buildWithPlugin(
  plugin: Plugin,
  check: (dist: string) => void | Promise<void>,
): Promise<void> {
  const root = mkdtempSync(join(tmpdir(), 'tla-publish-'));
  try {
    writeFileSync(
      join(root, 'index.html'),
      '<!doctype html><script type="module" src="./main.js"></script>',
    );
    writeFileSync(join(root, 'main.js'), 'document.title = "x";');
    const dist = join(root, 'dist');
    await build({
      root,
      configFile: false,
      logLevel: 'silent',
      build: { outDir: dist },
      plugins: [plugin],
    });
    await check(dist);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}
