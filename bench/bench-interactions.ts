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
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { z } from 'zod';
import { readShellPolicyInputs } from '@tla/platform/deploy/content-security-policy';
import { localDeployment } from '@tla/platform/deploy/deployment';
import { startStaticServers } from '@tla/platform/server/static-server';
import { chromiumLaunchOptions } from '../scripts/chromium-options';
import { repoRoot, workspaceDists } from '../scripts/workspace';
import { waitForFreePorts } from './src/free-ports';
import { interactionCases, type InteractionCase } from './src/interaction-cases';
import * as interactionRuns from './src/interaction-runs';
import {
  eventDurationThresholdMs,
  interactionRows,
  phaseRows,
  summarize,
} from './src/interactions';
import { formatTable, ratio } from './src/peer-comparison';
import { installedVitePressVersion, serveVitePressReference } from './src/vitepress-reference';
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

/**
 * Serves the site (it must be built) and VitePress's build, and runs the cases on them; with the
 * machine's load average before and after, which says how busy it was meanwhile.
 */
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
  const vitepress = await serveVitePressReference(vitepressDir);
  const browser = await chromium.launch(chromiumLaunchOptions);
  const origins = {
    ours: new URL(localDeployment.apps.shell.url).origin,
    vitepress: vitepress.origin,
  };
  try {
    const loadAtStart = loadavg();
    const runsById = await interactionRuns.run({ browser, origins, cases, runs });
    return { runsById, loadAtStart, loadAtEnd: loadavg() };
  } finally {
    await browser.close();
    vitepress.close();
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

  const { runsById, loadAtStart, loadAtEnd } = await measure(
    dists,
    vitepressDir,
    cases,
    options.runs,
  );

  const measured = cases.map((c) => ({
    id: c.id,
    label: c.label,
    site: c.site,
    path: c.path,
    ...(c.peer === undefined ? {} : { peer: c.peer }),
    summary: summarize(runsById.get(c.id) ?? []),
    runs: runsById.get(c.id) ?? [],
  }));
  console.log(
    `\nInteractions on a phone (390×844 at 3x, touch, CPU ${interactionRuns.cpuSlowdown}x slower), ms: the longest Event Timing duration of the interaction (typing: the longest key), median of ${options.runs} (min–max); 0: under ${eventDurationThresholdMs} ms. VitePress ${vitepressVersion} of our content beside ours. Load average ${loadAtStart.map((n) => n.toFixed(1)).join(' ')} at the start, ${loadAtEnd.map((n) => n.toFixed(1)).join(' ')} at the end.`,
  );
  console.log(formatTable(interactionRows(measured)));
  console.log(
    '\nWhere the time went (medians, ms): input delay (the page busy), processing (its handlers), presentation (to the next frame)',
  );
  console.log(formatTable(phaseRows(measured)));

  const byId = new Map(measured.map((m) => [m.id, m]));
  const comparisons = measured.flatMap((m) => {
    const peer = m.peer === undefined ? undefined : byId.get(m.peer);
    return peer
      ? [
          {
            ours: m.id,
            vitepress: peer.id,
            oursMs: m.summary.medianMs,
            vitepressMs: peer.summary.medianMs,
            ratio: ratio(m.summary.medianMs, peer.summary.medianMs),
          },
        ]
      : [];
  });
  mkdirSync(join(repoRoot, 'bench-results'), { recursive: true });
  writeFileSync(
    join(repoRoot, 'bench-results', 'interactions.json'),
    JSON.stringify(
      {
        date: new Date().toISOString(),
        runs: options.runs,
        profile: {
          ...interactionRuns.phone,
          cpuSlowdown: interactionRuns.cpuSlowdown,
          eventDurationThresholdMs,
        },
        loadAverage: { start: loadAtStart, end: loadAtEnd },
        vitepressVersion,
        interactions: measured,
        comparisons,
      },
      null,
      2,
    ),
  );
  console.log('\nwrote bench-results/interactions.json');
}

await main();
