/**
 * Lighthouse (its default mobile run: a mid-range phone on slow 4G, simulated) on a page: a run's
 * category scores and the timings behind the performance score (their medians: lighthouse-scores.ts).
 * Debian's Chromium, launched headless with the bench's flags.
 */
import { chromiumLaunchOptions } from '../../scripts/chromium-options';
import { launchChrome, lighthouse } from '../tools/index';
import { timings, type Category, type LighthouseRun } from './lighthouse-scores';

/**
 * Lighthouse sometimes fails to record a page's trace (NO_NAVSTART and the like, "run Lighthouse
 * again"): such a run is tried again, up to twice, rather than losing the whole bench.
 */
const attemptsPerRun = 3;

async function lighthouseResult(url: string, port: number, blocked: readonly string[]) {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(url, {
      port,
      logLevel: 'error',
      ...(blocked.length > 0 ? { blockedUrlPatterns: [...blocked] } : {}),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { runtimeError } = result.lhr;
    if (!runtimeError) return result.lhr;
    if (attempt === attemptsPerRun)
      throw new Error(`Lighthouse on ${url}, ${attempt} tries: ${runtimeError.message}`);
    console.warn(`Lighthouse on ${url}: ${runtimeError.code}; trying again`);
  }
}

export type LighthouseSession = {
  /** A run of `url`; requests matching `blocked` (Lighthouse's `*` patterns) fail. */
  run(url: string, blocked?: readonly string[]): Promise<LighthouseRun>;
  close(): void;
};

/** One headless Chromium that Lighthouse runs page after page in. */
export async function openLighthouse(): Promise<LighthouseSession> {
  const chrome = await launchChrome({
    chromePath: chromiumLaunchOptions.executablePath,
    chromeFlags: ['--headless=new', ...chromiumLaunchOptions.args],
  });
  return {
    async run(url, blocked = []) {
      const lhr = await lighthouseResult(url, chrome.port, blocked);
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
