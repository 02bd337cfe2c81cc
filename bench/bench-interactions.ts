// npm run bench:interactions: how long the site's everyday interactions keep a phone waiting, beside
// the same kind of interaction on the VitePress build of our content. Each interaction (a tap on an
// accordion, a tab, a chip, a menu; three keys in a filter or a search; a new value in a field) runs
// on a freshly loaded page that has settled, on a phone profile (390×844 at 3x, touch, CPU slowed
// 4x), in Chromium. Its figure is INP's: the longest Event Timing duration among its events, grouped
// by interactionId (for typing, the longest key); beside it, the longest Long Animation Frame during
// it, named by its longest script, which says what to fix. Median and spread of --runs N (default 5),
// ours and VitePress's interleaved run by run. Prints a table and writes
// bench-results/interactions.json. Measurement, not a test: nothing passes or fails on timings, but
// an interaction that did not happen (nothing opened, the address did not change) stops the run.
// Flags: --runs N, --reuse-vitepress (serve the VitePress build of an earlier run), --only a,b (the
// interactions with these ids, see src/interaction-cases.ts). The runs: src/interaction-runs.ts.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { readShellPolicyInputs } from '@tla/platform/deploy/content-security-policy';
import { localDeployment } from '@tla/platform/deploy/deployment';
import { startStaticServers } from '@tla/platform/server/static-server';
import { repoRoot, workspaceDists } from '../scripts/workspace';
import { waitForFreePorts } from './src/free-ports';
import { interactionCases, type InteractionCase } from './src/interaction-cases';
import {
  interactionLines,
  interactionRecord,
  measuredInteractions,
} from './src/interaction-report';
import { measureBesideVitePress } from './src/interaction-runs';
import { installedVitePressVersion } from './src/vitepress-reference';
import { buildVitePressSearchReference } from './src/vitepress-search-reference';

const optionsSchema = z.object({
  runs: z.coerce.number().int().min(1),
  reuseVitepress: z.boolean(),
  only: z.array(z.string()),
});

function readOptions(): z.infer<typeof optionsSchema> {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '5' },
      'reuse-vitepress': { type: 'boolean', default: false },
      only: { type: 'string', default: '' },
    },
  });
  return optionsSchema.parse({
    runs: values.runs,
    reuseVitepress: values['reuse-vitepress'],
    only: values.only.split(',').filter((id) => id !== ''),
  });
}

/** The cases to measure: all, or those `--only` names (an unknown id is an error, not nothing). */
function selectCases(only: readonly string[]): readonly InteractionCase[] {
  const unknown = only.filter((id) => !interactionCases.some((c) => c.id === id));
  if (unknown.length > 0)
    throw new Error(
      `--only: no interaction ${unknown.join(', ')} (there are ${interactionCases.map((c) => c.id).join(', ')})`,
    );
  return only.length === 0 ? interactionCases : interactionCases.filter((c) => only.includes(c.id));
}

/** Serves the site (it must be built) and runs the cases on it and on VitePress's build. */
async function measure(
  dists: ReturnType<typeof workspaceDists>,
  vitepressDir: string,
  cases: readonly InteractionCase[],
  runs: number,
) {
  await waitForFreePorts();
  const servers = await startStaticServers({
    deployment: localDeployment,
    dists,
    policyInputs: readShellPolicyInputs(dists.shell),
  });
  try {
    return await measureBesideVitePress({
      oursOrigin: new URL(localDeployment.apps.shell.url).origin,
      vitepressDir,
      cases,
      runs,
    });
  } finally {
    for (const server of servers) server.close();
  }
}

async function main(): Promise<void> {
  const options = readOptions();
  const cases = selectCases(options.only);
  const dists = workspaceDists();
  if (!existsSync(join(dists.shell, 'index.html')))
    throw new Error(`no build in ${dists.shell}: run npm run build first`);
  const vitepressVersion = installedVitePressVersion();
  const vitepressDir = await buildVitePressSearchReference(
    join(repoRoot, '.tmp', 'bench-vitepress-search'),
    { reuse: options.reuseVitepress },
  );
  const measures = await measure(dists, vitepressDir, cases, options.runs);
  const measured = measuredInteractions(cases, measures.runsById);
  console.log(interactionLines(measured, measures, vitepressVersion).join('\n'));
  mkdirSync(join(repoRoot, 'bench-results'), { recursive: true });
  writeFileSync(
    join(repoRoot, 'bench-results', 'interactions.json'),
    JSON.stringify(
      {
        date: new Date().toISOString(),
        ...interactionRecord(measured, measures, vitepressVersion),
      },
      null,
      2,
    ),
  );
  console.log('\nwrote bench-results/interactions.json');
}

await main();
