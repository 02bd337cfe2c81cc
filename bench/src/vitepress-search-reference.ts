// The VitePress peer of bench/vitepress-reference.ts with its local search on, for the interactions
// bench: typing in a docs site's search is one of the interactions compared, and the reference as
// `npm run bench` builds it has no search at all (a search button would change the bytes it measures).
// Same sources, same config, plus `search: { provider: 'local' }`, in a folder of its own so a run of
// `npm run bench` beside it never finds its output replaced.
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { precompressDir } from '@tla/platform/build-tools/precompress';
import { buildVitePress } from '../tools/index';
import { buildVitePressReference, failingOnWarnings } from './vitepress-reference';

/**
 * Builds the VitePress reference in `srcDir` with its local search, precompressed, and returns its
 * output folder. `reuse`: an earlier output there is served as it is (a second run of the bench the
 * same day need not wait for two VitePress builds). Any warning fails the build, as for the reference.
 */
export async function buildVitePressSearchReference(
  srcDir: string,
  { reuse = false }: { reuse?: boolean } = {},
): Promise<string> {
  const outDir = join(srcDir, 'dist');
  if (reuse && existsSync(join(outDir, 'index.html'))) return outDir;
  // The helper writes the sources (and builds them once without search, which checks them); the
  // build here only adds the search, so both references stay one site.
  await buildVitePressReference(srcDir);
  rmSync(outDir, { recursive: true, force: true });
  await failingOnWarnings(`building ${srcDir} with search`, () =>
    buildVitePress(srcDir, {
      onAfterConfigResolve(siteConfig) {
        siteConfig.site.themeConfig = {
          ...z.record(z.string(), z.unknown()).parse(siteConfig.site.themeConfig),
          search: { provider: 'local' },
        };
      },
    }),
  );
  await precompressDir(outDir);
  return outDir;
}
