// npm run bench: what readers download and how fast pages appear, in headless Chromium. Builds the
// site (federated, prerendered), serves it beside a plain single-page build of the same source, a
// script-free reference (each route's composed HTML without its scripts) and a VitePress build of
// our content (src/served-sites.ts), then measures, each in its own module: every route's loads
// (src/page-loads.ts), in-app navigation after idle (src/navigations.ts), the same clicks as a
// reader who does not wait makes them (src/reader-clicks.ts), the everyday interactions on a phone
// (src/bench-interactions-step.ts), Lighthouse's mobile run (src/lighthouse-runs.ts, the home page
// also with release health's client blocked) and the bytes of that client (src/rum-client.ts).
// Prints tables and writes bench-results/bench.json (src/page-report.ts). Measurement, not a test:
// nothing here passes or fails on timings. Flags: --no-build (reuse the current builds), --runs N
// (mobile and Lighthouse runs per route, default 3), --no-lighthouse, --no-interactions,
// --navigation-only (the clicks alone: no page loads, no interactions, no Lighthouse).
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { z } from 'zod';
import { chromiumLaunchOptions } from '../scripts/chromium-options';
import { repoRoot } from '../scripts/workspace';
import * as interactions from './src/bench-interactions-step';
import * as lighthouseRuns from './src/lighthouse-runs';
import * as navigations from './src/navigations';
import * as pageLoads from './src/page-loads';
import {
  benchRecord,
  lighthouseLines,
  loadRows,
  navigationRows,
  vitepressComparisons,
} from './src/page-report';
import { formatPeerComparison, formatTable } from './src/peer-comparison';
import { launchReaderBrowser } from './src/reader-browser';
import * as readerClicks from './src/reader-clicks';
import { rumClientBytes, rumClientLine } from './src/rum-client';
import { serveSites } from './src/served-sites';
import { installedVitePressVersion } from './src/vitepress-reference';

/** The tutorial: its VitePress build, a docs page, is the bar for every route's Lighthouse TBT. */
const docsPageRoute = '/tutorials/create-spl-token';
/** The routes the VitePress build of our content has too (the same paths). */
const vitepressRoutes: ReadonlySet<string> = new Set([
  '/',
  '/blog',
  '/blog/spl-token-developer-guide',
  '/tutorials',
  docsPageRoute,
]);
/** The pages measured: the home page, each section's first page, a post and a tutorial. */
const routes = [...vitepressRoutes, '/glossary', '/token-simulator'];

const optionsSchema = z.object({
  build: z.boolean(),
  runs: z.coerce.number().int().min(1),
  lighthouse: z.boolean(),
  interactions: z.boolean(),
  navigationOnly: z.boolean(),
});

function readOptions(): z.infer<typeof optionsSchema> {
  const { values } = parseArgs({
    options: {
      'no-build': { type: 'boolean', default: false },
      runs: { type: 'string', default: '3' },
      'no-lighthouse': { type: 'boolean', default: false },
      'no-interactions': { type: 'boolean', default: false },
      'navigation-only': { type: 'boolean', default: false },
    },
  });
  return optionsSchema.parse({
    build: !values['no-build'],
    runs: values.runs,
    lighthouse: !values['no-lighthouse'] && !values['navigation-only'],
    interactions: !values['no-interactions'] && !values['navigation-only'],
    navigationOnly: values['navigation-only'],
  });
}

type Context = Omit<pageLoads.PageLoadsContext, 'browser' | 'readerBrowser'>;

/** The loads and the clicks, in the browsers they need: closed before Lighthouse opens its own. */
async function measureInBrowsers(context: Context, navigationOnly: boolean) {
  const browser = await chromium.launch(chromiumLaunchOptions);
  const readerBrowser = await launchReaderBrowser();
  try {
    const loads: pageLoads.PageLoads = navigationOnly
      ? { routes: [], vitepress: new Map() }
      : await pageLoads.run({ ...context, browser, readerBrowser });
    const clicks = await navigations.run({ ...context, readerBrowser });
    return { loads, clicks, readerClicks: await readerClicks.run({ ...context, readerBrowser }) };
  } finally {
    await browser.close();
    await readerBrowser.close();
  }
}

async function main(): Promise<void> {
  const options = readOptions();
  if (options.build) execFileSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
  const sites = await serveSites(routes);
  const context: Context = { origins: sites.origins, routes, vitepressRoutes, runs: options.runs };
  try {
    const { loads, clicks, ...reader } = await measureInBrowsers(context, options.navigationOnly);
    // The loads and clicks are printed before Lighthouse runs, so a Lighthouse failure loses none.
    console.log(formatTable(loadRows(loads.routes)));
    console.log(
      "\nafter idle, pointerdown → the frame that shows the page's h1 (desktop; median ms, spread)",
    );
    console.log(formatTable(navigationRows(clicks.navigations)));
    console.log(readerClicks.report(reader.readerClicks, clicks.navigations).join('\n'));
    const vitepressVersion = installedVitePressVersion();
    const phone = options.interactions
      ? await interactions.run({
          oursOrigin: sites.origins.ours,
          reuseVitepress: !options.build,
          vitepressVersion,
        })
      : undefined;
    if (phone) console.log(phone.lines.join('\n'));
    const rumClient = await rumClientBytes();
    console.log(rumClientLine(rumClient));
    const lighthouse = options.lighthouse ? await lighthouseRuns.run(context) : undefined;

    const comparisons = vitepressComparisons(loads, lighthouse);
    if (lighthouse && lighthouse.ours.length > 0)
      console.log(lighthouseLines(lighthouse, options.runs, docsPageRoute).join('\n'));
    console.log(
      formatPeerComparison(vitepressVersion, options.runs, comparisons, clicks.vitepress),
    );
    mkdirSync(join(repoRoot, 'bench-results'), { recursive: true });
    const record = {
      ...benchRecord({
        runs: options.runs,
        loads: loads.routes,
        navigations: clicks.navigations,
        lighthouse: lighthouse?.ours ?? [],
        vitepressVersion,
        comparisons,
        vitepressNavigations: clicks.vitepress,
        rumClient,
        withoutRum: lighthouse?.withoutRum,
      }),
      readerClicks: reader.readerClicks,
      ...(phone ? { interactions: phone.record } : {}),
    };
    writeFileSync(join(repoRoot, 'bench-results', 'bench.json'), JSON.stringify(record, null, 2));
    console.log(
      '\nwrote bench-results/bench.json (mobile figures: medians; bytes: compressed, as sent)',
    );
  } finally {
    sites.close();
  }
}

await main();
