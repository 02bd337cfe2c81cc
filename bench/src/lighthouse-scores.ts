/**
 * What the bench keeps of Lighthouse's runs on a page: each category score and the timings behind the
 * performance score, and their medians over several runs. Plain data, apart from the runs themselves
 * (lighthouse.ts), so its tests and tables need no Lighthouse installed.
 */
import { median, spread } from './statistics';

export type Category = 'performance' | 'accessibility' | 'best-practices' | 'seo';
export const timings = {
  fcpMs: 'first-contentful-paint',
  lcpMs: 'largest-contentful-paint',
  tbtMs: 'total-blocking-time',
  speedIndexMs: 'speed-index',
} as const;

/** One Lighthouse run's category scores (0-100) and timings (ms). */
export type LighthouseRun = Record<Category, number> & Record<keyof typeof timings, number>;
/** Each field's median over several runs, and TBT's spread (`min–max`) over them. */
export type LighthouseScores = LighthouseRun & { tbtSpread: string };

/** The medians of a page's runs, with TBT's spread (it moves the most from run to run). */
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
