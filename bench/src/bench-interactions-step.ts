// The interactions in `npm run bench`, so that a slower one shows in its output: every case of
// interaction-cases.ts on the phone profile, beside VitePress's comparable ones (its build with local
// search, which the page-load reference leaves out), median of 5, as `npm run bench:interactions`
// measures them alone.
import { join } from 'node:path';
import { repoRoot } from '../../scripts/workspace';
import { interactionCases } from './interaction-cases';
import { interactionLines, interactionRecord, measuredInteractions } from './interaction-report';
import { measureBesideVitePress } from './interaction-runs';
import { buildVitePressSearchReference } from './vitepress-search-reference';

const runs = 5;

/** Measures them with ours served at `oursOrigin`; `reuseVitepress`: keep an earlier search build. */
export async function run({
  oursOrigin,
  reuseVitepress,
  vitepressVersion,
}: {
  oursOrigin: string;
  reuseVitepress: boolean;
  vitepressVersion: string;
}) {
  const vitepressDir = await buildVitePressSearchReference(
    join(repoRoot, '.tmp', 'bench-vitepress-search'),
    { reuse: reuseVitepress },
  );
  const measures = await measureBesideVitePress({
    oursOrigin,
    vitepressDir,
    cases: interactionCases,
    runs,
  });
  const measured = measuredInteractions(interactionCases, measures.runsById);
  return {
    lines: interactionLines(measured, measures, vitepressVersion),
    record: interactionRecord(measured, measures, vitepressVersion),
  };
}
