/**
 * Lighthouse (its default mobile run: a mid-range phone on slow 4G, simulated) on a page, as the
 * issue's goal reads it: the median of several runs per category score, with the timings behind the
 * performance score. Debian's Chromium, launched headless with the bench's flags.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumLaunchOptions } from '../chromium-options';
import { median, spread } from './statistics';

type Category = 'performance' | 'accessibility' | 'best-practices' | 'seo';
const timings = {
  fcpMs: 'first-contentful-paint',
  lcpMs: 'largest-contentful-paint',
  tbtMs: 'total-blocking-time',
  speedIndexMs: 'speed-index',
} as const;

/** One Lighthouse run's category scores (0-100) and timings (ms). */
export type LighthouseRun = Record<Category, number> & Record<keyof typeof timings, number>;
/** Each field's median over several runs, and TBT's spread (`min–max`) over them. */
export type LighthouseScores = LighthouseRun & { tbtSpread: string };

/**
 * Lighthouse sometimes fails to record a page's trace (NO_NAVSTART and the like, "run Lighthouse
 * again"): such a run is tried again, up to twice, rather than losing the whole bench.
 */
const attemptsPerRun = 3;

async function lighthouseResult(url: string, port: number) {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(url, { port, logLevel: 'error' });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { runtimeError } = result.lhr;
    if (!runtimeError) return result.lhr;
    if (attempt === attemptsPerRun)
      throw new Error(`Lighthouse on ${url}, ${attempt} tries: ${runtimeError.message}`);
    console.warn(`Lighthouse on ${url}: ${runtimeError.code}; trying again`);
  }
}

export type LighthouseSession = {
  run(url: string): Promise<LighthouseRun>;
  close(): void;
};

/** One headless Chromium that Lighthouse runs page after page in. */
export async function openLighthouse(): Promise<LighthouseSession> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumLaunchOptions.executablePath,
    chromeFlags: ['--headless=new', ...chromiumLaunchOptions.args],
  });
  return {
    async run(url) {
      const lhr = await lighthouseResult(url, chrome.port);
      const score = (id: Category) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const ms = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? -1);
      return {
        performance: score('performance'),
        accessibility: score('accessibility'),
        'best-practices': score('best-practices'),
        seo: score('seo'),
        fcpMs: ms(timings.fcpMs),
        lcpMs: ms(timings.lcpMs),
        tbtMs: ms(timings.tbtMs),
        speedIndexMs: ms(timings.speedIndexMs),
      };
    },
    close() {
      chrome.kill();
    },
  };
}

/** The medians of a page's runs, with TBT's spread (it moves by tens of ms between runs). */
export function medianScores(runs: readonly LighthouseRun[]): LighthouseScores {
  if (runs.length === 0) throw new Error('No Lighthouse run to take a median of');
  const pick = (key: keyof LighthouseRun) => median(runs.map((run) => run[key]));
  return {
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    'best-practices': pick('best-practices'),
    seo: pick('seo'),
    fcpMs: pick('fcpMs'),
    lcpMs: pick('lcpMs'),
    tbtMs: pick('tbtMs'),
    speedIndexMs: pick('speedIndexMs'),
    tbtSpread: spread(runs.map((run) => run.tbtMs)),
  };
}
