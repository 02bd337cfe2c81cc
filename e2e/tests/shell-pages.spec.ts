import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  buildInfoSchema,
  RELEASE_FILE,
  releaseRecordSchema,
  shortCommit,
  type BuildInfo,
  type ReleaseRecord,
} from '@tla/platform/contracts/app-status';
import { parsePublished } from '@tla/platform/contracts/parse-published';
import { RUM_PATH } from '@tla/platform/contracts/release-health';
import { appIds, remoteIds, type AppId } from '@tla/platform/contracts/remote-id';
import { publishedSource } from '@tla/platform/search/split-search';
import { z } from '@tla/federated/zod';
import type { Page } from '@playwright/test';
import { expect, keepFromLeavingFor, test } from '../fixtures';
import { appTag, appTags, everyAppTag } from '../app-tags';
import { axeScan, isSevere, wcag21AndBestPractice } from '../accessibility';
import { deployedDists } from '../../scripts/deploy-target';

/** The site's default placeholder destinations (shared-ui/federated/src/site-config.ts without VITE_* overrides). */
const partnerOrigin = 'https://partner.example';
const createTokenUrl = `${partnerOrigin}/create`;

/** The shell's static pages. */
const staticPaths = ['/about', '/affiliate', '/contact', '/privacy-policy', '/terms-of-service'];

const repo = resolve(fileURLToPath(import.meta.url), '..', '..', '..');

const homeHeading = 'Expert Resources for Solana Token Creation & DeFi';

/** Scroll through the page so every section that loads near the viewport has loaded. */
async function scrollThrough(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y <= height; y += 600) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(50);
  }
}

test('home: every section is there, in order, with its links', { tag: everyAppTag }, async ({ page, pageErrors }) => {
  await page.goto('/');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: homeHeading })).toBeVisible();
  await expect(
    main.getByText('Official Solana Partner, Trusted by 2,000+ Token Creators'),
  ).toBeVisible();
  // The counter counts up to its final value in 2 s (corrections.spec.ts checks the whole sequence).
  await expect(main.getByText('10,234')).toBeVisible();
  await expect(main.getByText('+35 new tokens daily')).toBeVisible();
  await expect(main.getByRole('link', { name: /^Create Token/ })).toHaveAttribute(
    'href',
    createTokenUrl,
  );
  await expect(main.getByRole('link', { name: 'Learn How It Works' }).first()).toHaveAttribute(
    'href',
    '/tutorials',
  );

  await scrollThrough(page);

  const videos = main.getByRole('region', { name: 'Launch and Promote Your Meme Coin' });
  await expect(videos.getByText('Step 1: Launch')).toBeVisible();
  await expect(videos.getByText('Step 2: Promote')).toBeVisible();
  await expect(videos.getByRole('link', { name: /^Create Meme Coin/ })).toHaveAttribute(
    'href',
    createTokenUrl,
  );
  await expect(videos.getByRole('link', { name: /^Promote Meme Coin/ })).toHaveAttribute(
    'href',
    'https://promote.example',
  );
  await expect(
    videos.getByText('Join thousands of successful meme coin creators on Solana'),
  ).toBeVisible();

  const categories = main.getByRole('region', { name: 'Dive Into Solana Development' });
  for (const slug of ['token-creation', 'liquidity', 'smart-contracts']) {
    await expect(categories.locator(`a[href="/blog/category/${slug}"]`)).toBeVisible();
  }

  const banner = main.getByRole('region', {
    name: 'Create Your Solana Token or Meme Coin in Minutes',
  });
  await expect(banner.getByRole('link', { name: /^Create Meme Coin/ })).toHaveAttribute(
    'href',
    createTokenUrl,
  );
  await expect(banner.getByRole('link', { name: 'Learn How It Works' })).toHaveAttribute(
    'href',
    '/blog/create-solana-token-without-code-complete-guide',
  );
  await expect(banner.getByText('Join 2,000+ token creators')).toBeVisible();

  // The three federated sections (mf_learn, mf_blog) render their own headings and links.
  await expect(
    main.getByRole('heading', { level: 2, name: 'Step-by-Step Tutorials' }),
  ).toBeVisible();
  await expect(main.locator('a[href="/tutorials/create-spl-token"]').first()).toBeVisible();
  await expect(main.locator('a[href="/tutorials/raydium-liquidity-pool"]').first()).toBeVisible();
  await expect(main.getByRole('link', { name: /View All Tutorials/ })).toHaveAttribute(
    'href',
    '/tutorials',
  );
  await expect(main.getByRole('heading', { level: 2, name: 'Developer Resources' })).toBeVisible();
  await expect(main.getByRole('link', { name: /Explore More/ })).toHaveAttribute(
    'href',
    '/resources',
  );
  await expect(main.getByRole('heading', { level: 2, name: 'Latest from Our Blog' })).toBeVisible();
  await expect(main.getByRole('link', { name: /View All Articles/ })).toHaveAttribute(
    'href',
    '/blog',
  );

  const community = main.getByRole('region', { name: 'Join Our Community' });
  await expect(community.getByRole('link', { name: /Join Our Telegram/ })).toHaveAttribute(
    'href',
    'https://t.me/example_channel',
  );
  for (const benefit of ['Instant Updates', 'Community Support', 'Exclusive Content']) {
    await expect(community.getByRole('heading', { name: benefit })).toBeVisible();
  }

  const partners = main.getByRole('region', { name: 'Our Partners' });
  await expect(partners.getByRole('listitem')).toHaveCount(4);
  await expect(partners.getByRole('link')).toHaveCount(1);
  await expect(partners.getByRole('link')).toHaveAttribute('href', partnerOrigin);

  const testimonials = main.getByRole('region', { name: 'What Token Creators Say' });
  await expect(testimonials.getByRole('img', { name: '5 out of 5 stars' })).toHaveCount(3);
  for (const stat of ['2,000+', '$50M+', '99.9%', '24/7'])
    await expect(testimonials.getByText(stat, { exact: true })).toBeVisible();

  const faq = main.getByRole('region', { name: 'Frequently Asked Questions' });
  const questions = faq.getByRole('button');
  await expect(questions).toHaveCount(5);
  await questions.nth(0).click();
  await questions.nth(3).click();
  await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'false');
  await expect(questions.nth(3)).toHaveAttribute('aria-expanded', 'true');
  await questions.nth(3).click();
  await expect(questions.nth(3)).toHaveAttribute('aria-expanded', 'false');
  await expect(faq.getByRole('link', { name: /Create Your Token Now/ })).toHaveAttribute(
    'href',
    createTokenUrl,
  );

  // Sections come in the home page's order, top to bottom.
  const order = await main.getByRole('heading', { level: 2 }).allTextContents();
  expect(order.slice(0, 10)).toEqual([
    'Launch and Promote Your Meme Coin',
    'Dive Into Solana Development',
    'Create Your Solana Token or Meme Coin in Minutes',
    'Step-by-Step Tutorials',
    'Developer Resources',
    'Join Our Community',
    'Our Partners',
    'Latest from Our Blog',
    'What Token Creators Say',
    'Frequently Asked Questions',
  ]);
  await expect(page).toHaveTitle(
    'Create a Solana Token or Meme Coin: Guides and Tutorials | Token Launch Academy',
  );
  await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', /meme coin/);
  expect(pageErrors).toEqual([]);
});

test('home: the category cards show skeletons while /api/categories loads, then the cards', { tag: appTags('shell', 'blog') }, async ({
  page,
}) => {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/categories', async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/');
  const categories = page.getByRole('region', { name: 'Dive Into Solana Development' });
  await expect(categories.getByRole('status')).toHaveText('Loading categories');
  await expect(categories.locator('[data-slot="skeleton"]')).toHaveCount(3);
  await expect(categories.getByRole('link')).toHaveCount(0);

  release();

  await expect(categories.getByRole('link')).toHaveCount(3);
  await expect(categories.locator('[data-slot="skeleton"]')).toHaveCount(0);
  await expect(categories.getByRole('heading', { name: 'Token Creation' })).toBeVisible();
});

test('/contact: field errors are tied to their fields, and a valid message succeeds without a request', { tag: appTag('shell') }, async ({
  page,
}) => {
  await page.goto('/contact');
  // The message goes nowhere: no request carries it (sections fetched in idle time may still load,
  // and the page's release-health beacon may go, without it).
  const requests: string[] = [];
  page.on('request', (request) => {
    const sent = `${request.method()} ${request.url()} ${request.postData() ?? ''}`;
    const beacon = new URL(request.url()).pathname === RUM_PATH;
    if (
      (request.method() !== 'GET' && !beacon) ||
      /ada(%40|@)example\.com|liquidity(\+|%20| )pools/i.test(sent)
    )
      requests.push(sent);
  });
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByLabel('Name', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Name', { exact: true })).toBeFocused();
  await expect(page.getByLabel('Email', { exact: true })).toHaveAccessibleDescription(
    'Please enter your email address.',
  );

  await page.getByLabel('Name', { exact: true }).fill('Ada');
  await page.getByLabel('Email', { exact: true }).fill('ada@example.com');
  await page.getByLabel('Subject', { exact: true }).fill('Hello');
  await page.getByLabel('Message', { exact: true }).fill('A question about liquidity pools.');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: "Thanks for reaching out! We'll get back to you shortly." }),
  ).toBeVisible();
  expect(requests).toEqual([]);
});

test('the redirect page follows an allowed target after a moment', { tag: appTag('shell') }, async ({ page }) => {
  // The page is read before it leaves, however slow the machine; then it must try to leave.
  const departures = await keepFromLeavingFor(page, partnerOrigin);
  await page.goto('/guide/deploy-token');
  await expect(page.getByRole('heading', { level: 1, name: 'Deploy Your Token' })).toBeVisible();
  await expect(page.getByText('Redirecting you to partner.example')).toBeVisible();
  await expect(page.getByRole('link', { name: /Continue/ })).toHaveAttribute(
    'href',
    createTokenUrl,
  );
  await expect(page.getByRole('link', { name: /Back to Home/ })).toHaveAttribute('href', '/');
  await expect.poll(() => departures).toContain(createTokenUrl);
});

test('the redirect page sends internal targets through the router', { tag: appTag('shell') }, async ({ page }) => {
  await page.goto('/guide/deploy-token?target=%2Fabout');
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/about');
});

for (const target of ['https://evil.example/create', 'javascript:alert(1)', '//evil.example']) {
  test(`the redirect page refuses ${target} and never follows it`, { tag: appTag('shell') }, async ({ page }) => {
    const foreign: string[] = [];
    await page.route('https://evil.example/**', (route) => {
      foreign.push(route.request().url());
      return route.abort();
    });
    await page.route(`${partnerOrigin}/**`, (route) => {
      foreign.push(route.request().url());
      return route.abort();
    });
    await page.goto(`/guide/deploy-token?target=${encodeURIComponent(target)}`);
    await expect(page.getByRole('alert')).toContainText('This link cannot be followed');
    await expect(page.getByRole('link', { name: /Continue/ })).toHaveCount(0);
    await expect(page.locator('meta[http-equiv="refresh"]')).toHaveCount(0);
    await page.waitForTimeout(2_500);
    expect(new URL(page.url()).pathname).toBe('/guide/deploy-token');
    expect(foreign).toEqual([]);
  });
}

for (const path of ['/', '/about', '/affiliate', '/contact']) {
  test(`every external link on ${path} opens in a new tab without opener or referrer`, { tag: appTag('shell') }, async ({
    page,
  }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    if (path === '/') await scrollThrough(page);
    await page.waitForLoadState('networkidle');
    const links = await page
      .locator('a[href^="http"]')
      .evaluateAll((anchors) =>
        anchors
          .filter(
            (anchor) =>
              anchor instanceof HTMLAnchorElement && anchor.origin !== window.location.origin,
          )
          .map((anchor) => ({
            href: anchor.getAttribute('href'),
            target: anchor.getAttribute('target'),
            rel: anchor.getAttribute('rel'),
          })),
      );
    expect(links.length).toBeGreaterThan(3);
    for (const link of links)
      expect(link, link.href ?? '').toMatchObject({ target: '_blank', rel: 'noopener noreferrer' });
  });
}

test('robots.txt allows everything and points at the sitemap', { tag: appTag('shell') }, async ({ site }) => {
  const response = await site.get('/robots.txt');
  expect(response.status).toBe(200);
  expect(response.header('content-type')).toContain('text/plain');
  const body = response.text();
  expect(body).toContain('User-agent: *');
  expect(body).toContain('Allow: /');
  expect(body).toMatch(/^Sitemap: https:\/\/\S+\/sitemap\.xml$/m); // absolute, as crawlers expect
});

test('the favicon and the default social image are served', { tag: appTag('shell') }, async ({ site }) => {
  expect((await site.get('/favicon.svg')).status).toBe(200);
  const image = await site.get('/images/og-default.jpg');
  expect(image.status).toBe(200);
  expect(image.header('content-type')).toBe('image/jpeg');
});

const axePages = [
  '/',
  ...staticPaths,
  '/guide/deploy-token?target=https%3A%2F%2Fevil.example',
];

test.describe('accessibility scans', () => {
  // axe injects its own styles and evaluates code, which the site's CSP rightly refuses: accessibility
  // scans run with the CSP bypassed (csp.spec.ts checks every page under it).
  test.use({ bypassCSP: true });

  for (const theme of ['dark', 'light'] as const) {
    for (const path of axePages) {
      test(`axe: no serious or critical violations on ${path} (${theme})`, { tag: appTag('shell') }, async ({
        page,
      }, testInfo) => {
        await page.addInitScript((chosen) => window.localStorage.setItem('theme', chosen), theme);
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await page.goto(path);
        await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        if (path === '/') await scrollThrough(page);
        await page.waitForLoadState('networkidle');
        const results = await axeScan(page).withTags(wcag21AndBestPractice).analyze();
        const severe = results.violations.filter(isSevere);
        const counts = {
          serious: severe.filter((violation) => violation.impact === 'serious').length,
          critical: severe.filter((violation) => violation.impact === 'critical').length,
          other: results.violations.length - severe.length,
        };
        testInfo.annotations.push({
          type: 'axe',
          description: `${path} ${theme}: ${JSON.stringify(counts)}`,
        });
        console.log(
          `axe ${path} ${theme}: ${JSON.stringify(counts)}${results.violations.map((v) => ` ${v.id}(${v.impact})`).join('')}`,
        );
        expect(
          severe.map((violation) => ({
            id: violation.id,
            impact: violation.impact,
            nodes: violation.nodes.map((node) => node.target.join(' ')),
          })),
        ).toEqual([]);
      });
    }
  }
});

/** What `npm run status -- --json` prints for this project's deployment, parsed as the page parses it. */
function statusOnDisk(deploymentFile: string | undefined): { app: AppId; build: BuildInfo; release?: ReleaseRecord }[] {
  const output = execFileSync('npx', ['tsx', 'scripts/status.ts', '--json'], {
    cwd: repo,
    env: { ...process.env, ...(deploymentFile ? { TLA_DEPLOYMENT: deploymentFile } : {}) },
    encoding: 'utf8',
  });
  const schema = z.array(
    z.object({
      app: z.enum(appIds),
      build: buildInfoSchema,
      release: releaseRecordSchema.optional(),
    }),
  );
  return parsePublished(schema, output, 'npm run status -- --json');
}

const statusCaptions: Record<AppId, string> = {
  shell: 'Shell',
  blog: 'Blog (mf-blog)',
  learn: 'Learn (mf-learn)',
  simulator: 'Simulator (mf-simulator)',
};

test('/_status shows what npm run status reads, marks a blocked entry as not loading, and is unlisted', { tag: everyAppTag }, async ({
  page,
  site,
  deploymentFile,
  remoteBases,
}) => {
  const statuses = statusOnDisk(deploymentFile);
  expect(statuses.map(({ app }) => app)).toEqual(['shell', 'blog', 'learn', 'simulator']);

  // The learn team's entry does not load in this browser (blocked, as by a proxy or an outage).
  await page.route(`${remoteBases.learn}remoteEntry.js`, (route) => route.abort());
  await page.goto('/_status');
  await expect(page.getByRole('status').filter({ hasText: /^Read at / })).toBeVisible();
  for (const { app, build, release } of statuses) {
    const id = release?.id ?? build.buildId;
    const table = page.getByRole('table', { name: `${statusCaptions[app]}: live release ${id}` });
    await expect(table.getByRole('row', { name: /^Live release/ })).toContainText(id);
    await expect(table.getByRole('row', { name: /^Commit/ })).toContainText(shortCommit(build));
    await expect(table.getByRole('row', { name: /^Rollback target/ })).toContainText(
      release?.rollbackTarget?.id ?? 'None recorded',
    );
    if (app === 'shell') continue;
    await expect(table.getByRole('row', { name: /^Entry in this browser/ })).toContainText(
      app === 'learn' ? 'Not loading: it could not be fetched' : 'Loads',
    );
  }

  const robots = (html: string) => html.match(/<meta name="robots"[^>]*>/g) ?? [];
  // Prerendered with its own robots tag only (the client page's says "index"), kept out of the
  // sitemap and the site's search.
  expect(robots((await site.get('/_status')).text())).toEqual([
    expect.stringContaining('content="noindex"'),
  ]);
  expect((await site.get('/sitemap.xml')).text()).not.toContain('/_status');
  const search = await publishedSource('/search.json', async (path) => (await site.get(path)).text());
  const pages = await search.documents(Array.from({ length: search.documentCount }, (_, id) => id));
  expect(pages.size).toBe(search.documentCount);
  expect([...pages.values()].map((page) => page.url)).not.toContain('/_status');
});

test(
  '/_status asks for no release record a remote lacks: no 404, no console error',
  { tag: everyAppTag },
  async ({ page, pageErrors, deployment, remoteBases }) => {
    // A remote deployed as built has no release.json in its live folder.
    const dists = deployedDists(deployment);
    const unreleased = remoteIds.filter((id) => !existsSync(join(dists[id], RELEASE_FILE)));
    const asked: string[] = [];
    const failed: string[] = [];
    page.on('response', (response) => {
      asked.push(response.url());
      if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
    });
    await page.goto('/_status');
    await expect(page.getByRole('status').filter({ hasText: /^Read at / })).toBeVisible();
    for (const id of unreleased) {
      expect(asked, `${id} has no release record`).not.toContain(
        `${remoteBases[id]}${RELEASE_FILE}`,
      );
    }
    expect(failed, 'answered with an error').toEqual([]);
    expect(pageErrors).toEqual([]);
  },
);
