import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { request as apiRequest } from '@playwright/test';
import { BUILD_ID_FILE } from '@tla/platform/contracts/app-status';
import { RELEASE_HEALTH_PATH, RUM_PATH } from '@tla/platform/contracts/release-health';
import { healthReportSchema, type ReleaseHealth } from '@tla/platform/contracts/rum-beacon';
import { deployedDists } from '../../scripts/deploy-target';
import { appTags } from '../app-tags';
import { expect, test } from '../fixtures';

/**
 * Release health from real browsers, under nginx: pages of the site send their beacons to /_rum
 * (through nginx to the release service's socket), and /_status shows each live release's page
 * views and vitals. The deployment's figures outlive a run, so the test counts what it adds.
 */
test(
  'pages report the releases they ran; /_status shows their views and vitals',
  { tag: appTags('blog') },
  async ({ browser, deployment, site }) => {
    test.setTimeout(120_000);
    const dists = deployedDists(deployment);
    const live = (app: 'shell' | 'blog') =>
      readFileSync(join(dists[app], BUILD_ID_FILE), 'utf8').trim();
    const figures = async (app: 'shell' | 'blog'): Promise<ReleaseHealth | undefined> => {
      const answer = await site.get(RELEASE_HEALTH_PATH);
      expect(answer.status).toBe(200);
      const { releases } = healthReportSchema.parse(answer.json());
      return releases.find((release) => release.app === app && release.release === live(app));
    };
    const blogViewsBefore = (await figures('blog'))?.views ?? 0;

    // Three readers, each reading a page of the blog and leaving (the page hidden, then closed).
    for (let reader = 0; reader < 3; reader += 1) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const beacon = page.waitForRequest((request) => request.url().endsWith(RUM_PATH));
      await page.goto(new URL('/blog', deployment.apps.shell.url).href);
      // The first beacon goes once the page is idle after its load.
      expect((await beacon).method()).toBe('POST');
      await context.close();
    }

    await expect
      .poll(async () => (await figures('blog'))?.views ?? 0, { timeout: 15_000 })
      .toBeGreaterThanOrEqual(blogViewsBefore + 3);
    const blog = await figures('blog');
    expect(blog?.vitals.TTFB?.samples).toBeGreaterThanOrEqual(1);
    expect(blog?.vitals.LCP?.samples).toBeGreaterThanOrEqual(1);

    // The team's view: /_status, the blog's live release in its readers' table.
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(new URL('/_status', deployment.apps.shell.url).href);
    const readers = page.getByRole('table', { name: 'Blog (mf-blog): readers’ browsers' });
    const row = readers.getByRole('row', { name: new RegExp(`^${live('blog')}`) });
    await expect(row).toBeVisible();
    const cells = await row.getByRole('cell').allTextContents();
    expect(Number(cells[0])).toBeGreaterThanOrEqual(blogViewsBefore + 3);
    expect(cells[5]).toMatch(/^\d[\d,]* ms$/);
    await context.close();
  },
);

test('beacons from another origin, too large, or flooding are refused at the site', async ({
  deployment,
}) => {
  test.setTimeout(120_000);
  const api = await apiRequest.newContext({ ignoreHTTPSErrors: true });
  const url = new URL(RUM_PATH, deployment.apps.shell.url).href;
  const beacon = {
    releases: { shell: null },
    views: ['shell'],
    errored: [],
    errors: [],
    vitals: {},
  };
  const headers = { 'Content-Type': 'text/plain', 'Sec-Fetch-Site': 'same-origin' };
  const origin = new URL(deployment.apps.shell.url).origin;
  const other = await api.post(url, {
    headers: { ...headers, Origin: 'https://elsewhere.test' },
    data: JSON.stringify(beacon),
  });
  expect(other.status()).toBe(403);
  const notJson = await api.post(url, { headers: { ...headers, Origin: origin }, data: '{' });
  expect(notJson.status()).toBe(400);
  const large = await api.post(url, {
    headers: { ...headers, Origin: origin },
    data: 'x'.repeat(17 * 1024),
  });
  expect(large.status()).toBe(413);
  // nginx's own pace per client: past its burst (and the pace since), 429 before the service
  // reads anything. Sent in batches until one comes, at most a few hundred.
  const statuses: number[] = [];
  while (!statuses.includes(429) && statuses.length < 600) {
    const batch = Array.from({ length: 30 }, () =>
      api
        .post(url, { headers: { ...headers, Origin: 'https://elsewhere.test' }, data: '{}' })
        .then((answer) => answer.status()),
    );
    statuses.push(...(await Promise.all(batch)));
  }
  expect(statuses).toContain(429);
  // The site still serves its pages.
  expect((await api.get(new URL('/blog', deployment.apps.shell.url).href)).status()).toBe(200);
  await api.dispose();
});
