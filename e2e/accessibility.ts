import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The WCAG 2.1 A and AA rules and axe's best practices: the scans that name their standard. */
export const wcag21AndBestPractice = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * An axe scan of the page as it stands. It runs in the page itself ("legacy" mode): the default runs
 * axe in each frame, then opens a second page to merge the results, which costs more than the scan
 * on a short page; the site embeds no cross-origin frame where it is scanned. Only violations are
 * collected: the passes of a long tutorial are thousands of nodes nobody reads. Together these make a
 * scan of the longest tutorial about 2.5 times faster, with the same violations found.
 */
export const axeScan = (page: Page) =>
  new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });

/** Whether a violation is of the impact the site may not have: serious or critical. */
export const isSevere = ({ impact }: { impact?: string | null }) =>
  impact === 'serious' || impact === 'critical';

/** The serious and critical violations of a scan, one line each: "rule: the nodes' selectors". */
export async function seriousViolations(scan: AxeBuilder): Promise<string[]> {
  const { violations } = await scan.analyze();
  return violations
    .filter(isSevere)
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}
