/**
 * Lighthouse (its default mobile run: a mid-range phone on slow 4G, simulated) on a page, as the
 * issue's goal reads it: the median of several runs per category score, with the timings behind the
 * performance score. Debian's Chromium, launched headless with the bench's flags.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumLaunchOptions } from '../chromium-options';

type Category = 'performance' | 'accessibility' | 'best-practices' | 'seo';
const timings = {
  fcpMs: 'first-contentful-paint',
  lcpMs: 'largest-contentful-paint',
  tbtMs: 'total-blocking-time',
  speedIndexMs: 'speed-index',
} as const;

export type LighthouseScores = Record<Category, number> & Record<keyof typeof timings, number>;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/**
 * Lighthouse sometimes fails to record a page's trace (NO_NAVSTART and the like, "run Lighthouse
 * again"): such a run is tried again, up to twice, rather than losing the whole bench.
 */
const attemptsPerRun = 3;

async function lighthouseRun(url: string, port: number) {
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

/** Each field's median over `runs` Lighthouse runs of `url` (scores 0-100, timings in ms). */
export async function lighthouseScores(url: string, runs: number): Promise<LighthouseScores> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumLaunchOptions.executablePath,
    chromeFlags: ['--headless=new', ...chromiumLaunchOptions.args],
  });
  try {
    const each: LighthouseScores[] = [];
    for (let run = 0; run < runs; run += 1) {
      const lhr = await lighthouseRun(url, chrome.port);
      const score = (id: Category) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const ms = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? -1);
      each.push({
        performance: score('performance'),
        accessibility: score('accessibility'),
        'best-practices': score('best-practices'),
        seo: score('seo'),
        fcpMs: ms(timings.fcpMs),
        lcpMs: ms(timings.lcpMs),
        tbtMs: ms(timings.tbtMs),
        speedIndexMs: ms(timings.speedIndexMs),
      });
    }
    const pick = (key: keyof LighthouseScores) => median(each.map((scores) => scores[key]));
    return {
      performance: pick('performance'),
      accessibility: pick('accessibility'),
      'best-practices': pick('best-practices'),
      seo: pick('seo'),
      fcpMs: pick('fcpMs'),
      lcpMs: pick('lcpMs'),
      tbtMs: pick('tbtMs'),
      speedIndexMs: pick('speedIndexMs'),
    };
  } finally {
    chrome.kill();
  }
}
