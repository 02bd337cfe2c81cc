import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import type { Deployment } from '@tla/platform/deploy/deployment';
import { BUILD_ID_FILE } from '@tla/platform/contracts/app-status';
import { RUM_PATH } from '@tla/platform/contracts/release-health';
import { deployedDists, deploymentRoot } from '../../scripts/deploy-target';
import { appTag } from '../app-tags';
import { expect, test, waitForHydration } from '../fixtures';
import { restampedBuild, withClickFault } from '../release-builds';
import { runScript as run } from '../repo-script';

/**
 * A blog release shown to some readers before all of them, under nginx: a preview only its link's
 * holder sees, then promoted; another discarded, its link showing the live site again; a canary that a share of readers (their bucket) sees on every page
 * until the release service aborts it, its readers' pages erring; a healthy canary released through
 * the service that the service promotes by itself. The deployment's canary policy asks for few views
 * (e2e/deployments/release-trials.json).
 */

/** `npm run release -- blog …` on this project's deployment. */
const release = (args: string[], env: Record<string, string>) =>
  run('scripts/release.ts', ['blog', ...args], env);

/** The blog's live release on `deployment`. */
const liveBlogRelease = (deployment: Deployment) =>
  readFileSync(join(deployedDists(deployment).blog, BUILD_ID_FILE), 'utf8').trim();

/**
 * A new blog release staged as a preview: the live build stamped anew in `dir` (no build), checked
 * and kept by `--preview`. Returns its id and the link printed for it.
 */
async function stagedPreview(deployment: Deployment, env: Record<string, string>, dir: string) {
  const next = restampedBuild(deployedDists(deployment).blog, dir);
  const previewed = await release(['--build', dir, '--preview'], env);
  expect(previewed.code, previewed.output).toBe(0);
  expect(previewed.output).toContain(`blog: release ${next} is kept as a preview`);
  return { next, link: /preview link \(.*\): (\S+)/.exec(previewed.output)?.[1] ?? '' };
}

/** The status page, as `page`'s reader gets it, names `id` as the blog's release. */
async function expectBlogRelease(page: Page, id: string): Promise<void> {
  await page.goto('/_status');
  await expect(page.getByRole('status').filter({ hasText: /^Read at / })).toBeVisible();
  await expect(
    page.getByRole('table', { name: `Blog (mf-blog): live release ${id}` }),
  ).toBeVisible();
}

/**
 * `npm run status` tells how the last canary ended as the status page on `page` does; both are kept
 * with the test's results, so a run shows what a team reads.
 */
async function expectStatusCommand(
  page: Page,
  ended: RegExp,
  env: Record<string, string>,
  after: string,
): Promise<void> {
  const told = await page.getByRole('region', { name: 'Canary' }).innerText();
  const status = await run('scripts/status.ts', [], env);
  expect(status.output).toMatch(ended);
  await test.info().attach(`/_status and npm run status after ${after}`, {
    body: `${told}\n\n${status.output}`,
    contentType: 'text/plain',
  });
}

/** A reader's browser with the site's base URL, optionally in bucket `bucket` already. */
async function reader(browser: Browser, baseURL: string, bucket?: number): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL });
  if (bucket !== undefined)
    await context.addCookies([{ name: 'tla_bucket', value: String(bucket), url: baseURL }]);
  return context;
}

/** A post whose page the faulty canary builds make throw on a click. */
const POST = '/blog/spl-token-developer-guide';

/**
 * A reader in `bucket` reads the post (a page view) and clicks in it (an interaction, for INP), then
 * the blog's list (another): the page's beacons tell both.
 */
async function readPost(browser: Browser, baseURL: string, bucket: number) {
  const context = await reader(browser, baseURL, bucket);
  try {
    const page = await context.newPage();
    await page.goto(POST);
    await waitForHydration(page);
    await page.getByRole('heading', { level: 1 }).click();
    const told = page.waitForRequest((request) => request.url().endsWith(RUM_PATH));
    await page.goto('/blog');
    await told;
  } finally {
    await context.close();
  }
}

test.describe.configure({ mode: 'serial' });

let work: string;
test.beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'tla-e2e-release-trials-'));
});
test.afterAll(() => {
  rmSync(work, { recursive: true, force: true });
});

test(
  'a preview link shows the staged release to its holder only, until it is promoted',
  { tag: appTag('blog') },
  async ({ page, browser, deployment, deploymentEnv, site }) => {
    // A smoke check in Chromium and two composes.
    test.setTimeout(300_000);
    const baseURL = deployment.apps.shell.url;
    const before = liveBlogRelease(deployment);
    const { next, link } = await stagedPreview(deployment, deploymentEnv, join(work, 'preview'));
    expect(link).toMatch(new RegExp(`^${baseURL}_preview/[A-Za-z0-9_-]{32}$`));
    expect(liveBlogRelease(deployment)).toBe(before);

    // The holder opens the link: the home page, then the site with the staged blog composed in.
    await page.goto(link);
    await expect(page).toHaveURL(baseURL);
    await expectBlogRelease(page, next);
    const holderPage = await page.goto('/blog');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(holderPage?.headers()['x-robots-tag']).toBe('noindex');
    expect(holderPage?.headers()['cache-control']).toBe('private, no-store');

    // Another reader, and one with a tampered link, get the live site.
    const other = await reader(browser, baseURL);
    const tampered = await reader(browser, baseURL);
    try {
      await expectBlogRelease(await other.newPage(), before);
      const tamperedPage = await tampered.newPage();
      await tamperedPage.goto(`${link.slice(0, -1)}${link.endsWith('A') ? 'B' : 'A'}`);
      await expect(tamperedPage).toHaveURL(baseURL);
      await expectBlogRelease(tamperedPage, before);
      const crawled = await site.get('/blog');
      expect(crawled.headers['x-robots-tag']).toBeUndefined();

      // Promoted: that exact release, no build, live for everyone.
      const promoted = await release(['--promote', next], deploymentEnv);
      expect(promoted.code, promoted.output).toBe(0);
      expect(promoted.output).toContain(`blog: release ${next} is live`);
      expect(promoted.output).not.toContain('building');
      expect(liveBlogRelease(deployment)).toBe(next);
      await expectBlogRelease(await other.newPage(), next);
    } finally {
      await other.close();
      await tampered.close();
    }
  },
);

test(
  'a discarded preview: its link and cookie show the live site again, and it cannot be promoted',
  { tag: appTag('blog') },
  async ({ page, deployment, deploymentEnv }) => {
    // A smoke check in Chromium and a compose; the build is the live one stamped anew.
    test.setTimeout(300_000);
    const baseURL = deployment.apps.shell.url;
    const live = liveBlogRelease(deployment);
    const { next, link } = await stagedPreview(deployment, deploymentEnv, join(work, 'discard'));
    await page.goto(link);
    await expectBlogRelease(page, next);
    expect((await release(['--list'], deploymentEnv)).output).toContain(next);

    const discarded = await release(['--discard'], deploymentEnv);
    expect(discarded.code, discarded.output).toBe(0);
    expect(discarded.output).toContain(`blog: the preview of release ${next} is dropped`);

    // The holder's cookie selects nothing now: the live site's pages, as every reader gets them.
    await expectBlogRelease(page, live);
    const blog = await page.goto('/blog');
    expect(blog?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(blog?.headers()['x-robots-tag']).toBeUndefined();
    // The link itself: the live site's home page, no error page.
    const opened = await page.goto(link);
    expect(opened?.status()).toBe(200);
    await expect(page).toHaveURL(baseURL);
    await expectBlogRelease(page, live);

    // Its kept release is gone: not listed, and promoting it is refused, naming it.
    expect((await release(['--list'], deploymentEnv)).output).not.toContain(next);
    const promoted = await release(['--promote', next], deploymentEnv);
    expect(promoted.code).toBe(1);
    expect(promoted.output).toContain(
      `blog has no preview or canary of release ${next} on "${deployment.name}" to promote`,
    );
    expect(liveBlogRelease(deployment)).toBe(live);
  },
);

test(
  'a canary serves its bucket of readers on every page; erring, it is aborted by the service',
  { tag: appTag('blog') },
  async ({ browser, deployment, deploymentEnv }) => {
    test.setTimeout(300_000);
    const baseURL = deployment.apps.shell.url;
    const before = liveBlogRelease(deployment);
    const next = restampedBuild(deployedDists(deployment).blog, join(work, 'canary'));
    withClickFault(join(work, 'canary'));

    const started = await release(
      ['--build', join(work, 'canary'), '--canary', '20'],
      deploymentEnv,
    );
    expect(started.code, started.output).toBe(0);
    expect(started.output).toContain(`blog: release ${next} is live for 20 % of readers`);
    const second = await release(
      ['--build', join(work, 'canary'), '--canary', '50'],
      deploymentEnv,
    );
    expect(second.code).toBe(1);
    expect(second.output).toContain(
      `a canary of blog (release ${next}, 20 % of readers) is already running`,
    );
    const beside = await release(['--build', join(work, 'canary')], deploymentEnv);
    expect(beside.code).toBe(1);
    expect(beside.output).toContain(`blog has a canary running on "${deployment.name}"`);

    const inside = await reader(browser, baseURL, 7);
    const outside = await reader(browser, baseURL, 64);
    const fresh = await reader(browser, baseURL);
    try {
      const insidePage = await inside.newPage();
      const outsidePage = await outside.newPage();
      // The bucket keeps the canary across pages and visits; the rest keep the live release.
      for (let visit = 0; visit < 2; visit += 1) {
        await expectBlogRelease(insidePage, next);
        await insidePage.goto('/blog');
        await expect(insidePage.getByRole('heading', { level: 1 })).toBeVisible();
        await expectBlogRelease(outsidePage, before);
      }
      // Every reader's status page, and npm run status, tell which canary runs and for whom.
      const told = `blog release ${next} is live for 20 % of readers, since `;
      await expect(outsidePage.getByRole('region', { name: 'Canary' })).toContainText(told);
      const status = await run('scripts/status.ts', [], deploymentEnv);
      expect(status.output).toContain(told);
      // A new browser is given its bucket by the server, and gets that bucket's pages.
      const freshPage = await fresh.newPage();
      await freshPage.goto('/');
      const bucket = (await fresh.cookies()).find(({ name }) => name === 'tla_bucket')?.value;
      expect(bucket).toMatch(/^\d{1,2}$/);
      await expectBlogRelease(freshPage, Number(bucket) < 20 ? next : before);

      // Readers in the bucket and outside it read a post and click in it: the canary's post page
      // throws. The service sees the canary's share of page views with an error pass the live
      // release's by more than the margin, and aborts it.
      for (const batch of [
        [1, 5, 9, 64],
        [13, 17, 80, 95],
      ]) {
        await Promise.all(batch.map((each) => readPost(browser, baseURL, each)));
      }
      const why = new RegExp(
        `The last canary, blog release ${next}, ended automatically at \\S+: aborted: \\d+ of \\d+ page views with an error in blog, live: \\d+ of \\d+\\.`,
      );
      // Its readers get the live release on their next page, and the status page says why.
      await expect(async () => {
        await expectBlogRelease(insidePage, before);
        await expect(insidePage.getByRole('region', { name: 'Canary' })).toContainText(why, {
          timeout: 1_000,
        });
      }).toPass({ timeout: 60_000 });
      await expectStatusCommand(insidePage, why, deploymentEnv, 'the abort');
      const log = readFileSync(join(deploymentRoot(deployment), 'logs', 'release-service.log'));
      expect(log.toString('utf8')).toMatch(
        new RegExp(`canary: blog release ${next}, aborted: \\d+ of \\d+ page views with an error`),
      );
    } finally {
      await Promise.all([inside.close(), outside.close(), fresh.close()]);
    }
  },
);

test(
  'a healthy canary released through the service with --auto-promote goes live by itself',
  { tag: appTag('blog') },
  async ({ browser, page, deployment, deploymentEnv }) => {
    // A smoke check in Chromium and two composes, through the service.
    test.setTimeout(300_000);
    const baseURL = deployment.apps.shell.url;
    const added = await run('scripts/release-keys.ts', ['add', 'blog'], deploymentEnv);
    const key = /\b(tla_\S+)/.exec(added.output)?.[1] ?? '';
    expect(key, added.output).not.toBe('');
    const next = restampedBuild(deployedDists(deployment).blog, join(work, 'healthy'));
    // The team's CI reaches the site's address (Node resolves no .test name: it is given it).
    const site = `http://${deployment.listenAddress}:${new URL(baseURL).port}/`;
    const started = await run(
      'scripts/release.ts',
      ['blog', '--build', join(work, 'healthy'), '--canary', '50', '--auto-promote', '--to', site],
      { TLA_RELEASE_KEY: key },
    );
    expect(started.code, started.output).toBe(0);
    expect(started.output).toContain(`blog: release ${next} is live for 50 % of readers`);

    // Readers on both sides read a post, click in it and read the list, and nothing goes wrong:
    // their clicks give both releases a p75 INP, which the service waits for before it promotes.
    for (const batch of [
      [2, 17, 60, 75],
      [33, 48, 90],
    ]) {
      await Promise.all(batch.map((each) => readPost(browser, baseURL, each)));
    }
    const why = new RegExp(
      `The last canary, blog release ${next}, ended automatically at \\S+: promoted: 0 of \\d+ page views with an error in blog, live: \\d+ of \\d+`,
    );
    // The promotion switches, composes every page, then ends the canary: told once all is done.
    await expect(async () => {
      await expectBlogRelease(page, next);
      await expect(page.getByRole('region', { name: 'Canary' })).toContainText(why, {
        timeout: 1_000,
      });
    }).toPass({ timeout: 180_000 });
    expect(liveBlogRelease(deployment)).toBe(next);
    await expectStatusCommand(page, why, deploymentEnv, 'the promotion');
  },
);
