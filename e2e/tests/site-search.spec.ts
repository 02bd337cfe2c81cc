import type { Page, Request } from '@playwright/test';
import { expect, test, waitForHydration } from '../fixtures';
import { appTag, appTags, everyAppTag, topologyTag } from '../app-tags';
import { axeScan, seriousViolations, wcag21AndBestPractice } from '../accessibility';

/**
 * The site's search (⌘K / Ctrl+K, or the header's button) as a reader meets it on the deployed site:
 * every section's index, the reader's own posts, and nothing of it loaded before it is asked for.
 */
const POSTS_KEY = 'token-launch-academy:blog-posts';

/** A request of the search's own: its code (the dialog's chunk, the search library) or an index. */
const isSearchRequest = (request: Request) =>
  /search-dialog|search\.json|\/search\//.test(new URL(request.url()).pathname);

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Search the site' });
const searchBox = (page: Page) => dialog(page).getByRole('combobox', { name: 'Search the site' });

async function openWithShortcut(page: Page) {
  // A keyboard shortcut is the page's code: it works once the page has hydrated.
  await waitForHydration(page);
  await page.keyboard.press('ControlOrMeta+k');
  await expect(searchBox(page)).toBeFocused();
  // The indexes have loaded once the dialog offers to search them.
  await expect(
    dialog(page).getByText(/^Type to search \d+ pages, sections and terms\.$/),
  ).toBeVisible();
}

/** Moves the active option with the arrow keys until it is the one named; false if it never is. */
async function arrowTo(page: Page, name: RegExp) {
  const target = dialog(page).getByRole('option', { name });
  await expect(target).toBeVisible();
  for (let step = 0; step < 40; step += 1) {
    if ((await target.getAttribute('aria-selected')) === 'true') return;
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`no arrow key reached ${name}`);
}

for (const path of ['/', '/blog']) {
  test(`the first load of ${path} downloads no search code and no index`, { tag: appTags('shell', 'blog') }, async ({
    page,
    pageErrors,
  }) => {
    const requests: string[] = [];
    page.on('request', (request) => {
      if (isSearchRequest(request)) requests.push(request.url());
    });
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(requests).toEqual([]);

    // Hovering the button starts loading it; opening it shows results from the indexes.
    await page.getByRole('button', { name: 'Search the site' }).hover();
    await expect.poll(() => requests.length).toBeGreaterThan(0);
    expect(pageErrors).toEqual([]);
  });
}

test('⌘K opens the search; a tutorial section is found and Enter lands on its heading', { tag: [...appTags('shell', 'learn'), topologyTag] }, async ({
  page,
  pageErrors,
}) => {
  await page.goto('/');
  await openWithShortcut(page);
  await searchBox(page).fill('devnet airdrop faucet');
  const tutorials = dialog(page).getByRole('group', { name: 'Tutorials' });
  const section = tutorials.getByRole('option', { name: /Get devnet SOL from the airdrop faucet/ });
  await expect(section).toBeVisible();
  // The words that matched are marked in what the option shows.
  await expect(section.locator('mark').first()).toBeVisible();
  await arrowTo(page, /Get devnet SOL from the airdrop faucet/);
  await page.keyboard.press('Enter');

  await expect(dialog(page)).toBeHidden();
  await expect(page).toHaveURL(
    /\/tutorials\/create-spl-token#get-devnet-sol-from-the-airdrop-faucet$/,
  );
  const heading = page.getByRole('heading', { name: 'Get devnet SOL from the airdrop faucet' });
  await expect(heading).toBeInViewport();
  expect(pageErrors).toEqual([]);
});

test('the button opens it too; Esc closes it; a glossary term and a static page are found', { tag: appTags('shell', 'learn') }, async ({
  page,
  pageErrors,
}) => {
  await page.goto('/about');
  await page.getByRole('button', { name: 'Search the site' }).click();
  await expect(searchBox(page)).toBeFocused();
  await searchBox(page).fill('rent');
  await expect(
    dialog(page).getByRole('group', { name: 'Glossary' }).getByRole('option').first(),
  ).toBeVisible();
  await searchBox(page).fill('privacy cookies');
  await expect(
    dialog(page).getByRole('group', { name: 'Pages' }).getByRole('option').first(),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
  await expect(page.getByRole('button', { name: 'Search the site' })).toBeFocused();
  expect(pageErrors).toEqual([]);
});

test("a word only in the reader's own post finds it; its markup is shown as text", { tag: [...appTags('shell', 'blog'), topologyTag] }, async ({
  page,
  pageErrors,
}) => {
  const title = 'My <img src=x onerror="window.__injected=1"> zorblaxian launch';
  await page.addInitScript(
    ([key, post]) => {
      if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, post);
    },
    [
      POSTS_KEY,
      JSON.stringify([
        {
          id: 500,
          title,
          slug: 'my-zorblaxian-launch',
          excerpt: null,
          content:
            'We planned the **zorblaxian** airdrop <script>window.__injected=2</script> carefully.',
          categoryId: 4,
          featuredImage: null,
          publishedAt: '2026-02-01T08:00:00.000Z',
          readTime: 3,
        },
      ]),
    ] as const,
  );
  await page.goto('/tutorials');
  await openWithShortcut(page);
  await searchBox(page).fill('zorblaxian');
  const yours = dialog(page).getByRole('group', { name: 'Your posts' }).getByRole('option');
  await expect(yours).toHaveCount(1);
  await expect(yours).toContainText('<img src=x onerror="window.__injected=1">');
  await expect(dialog(page).locator('img, script')).toHaveCount(0);
  expect(await page.evaluate(() => Reflect.get(window, '__injected'))).toBeUndefined();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/blog\/my-zorblaxian-launch$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  expect(pageErrors).toEqual([]);
});

test('a long, symbol-filled or empty query keeps the dialog working and says when nothing matches', { tag: appTag('shell') }, async ({
  page,
  pageErrors,
}) => {
  await page.goto('/glossary');
  await openWithShortcut(page);
  await searchBox(page).fill('(.*+?[\\^$|{}'.repeat(80));
  await expect(dialog(page).getByText(/^No results for “/)).toBeVisible();
  await searchBox(page).fill('<b>mint</b>'.repeat(100));
  await expect(dialog(page).getByRole('option').first()).toBeVisible();
  await searchBox(page).fill('qqqqzzzzxxxx');
  await expect(dialog(page).getByText('No results for “qqqqzzzzxxxx”.')).toBeVisible();
  await searchBox(page).fill('   ');
  await expect(dialog(page).getByText(/^Type to search/)).toBeVisible();
  await searchBox(page).fill('liquidity');
  await expect(dialog(page).getByRole('option').first()).toBeVisible();
  expect(pageErrors).toEqual([]);
});

test('an index that does not load: the other sections are searched, with a note', { tag: everyAppTag }, async ({
  page,
  pageErrors,
}) => {
  await page.route('**/tutorials/search.json', (route) => route.fulfill({ status: 503, body: '' }));
  await page.goto('/');
  await waitForHydration(page);
  await page.keyboard.press('ControlOrMeta+k');
  await expect(
    dialog(page)
      .getByRole('status')
      .filter({ hasText: 'Tutorials could not be searched right now' }),
  ).toBeVisible();
  await searchBox(page).fill('liquidity');
  await expect(
    dialog(page).getByRole('group', { name: 'Blog' }).getByRole('option').first(),
  ).toBeVisible();
  await expect(dialog(page).getByRole('group', { name: 'Tutorials' })).toHaveCount(0);
  // The one expected error: the failed index is reported in the console.
  expect(pageErrors.filter((error) => !/503|Tutorials could not be loaded/.test(error))).toEqual(
    [],
  );
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the header’s button opens the search over the screen; a tap opens a result', { tag: appTag('shell') }, async ({
    page,
    pageErrors,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Search the site' }).tap();
    await expect(searchBox(page)).toBeFocused();
    await expect(dialog(page)).toBeInViewport({ ratio: 1 });
    await searchBox(page).fill('bonding curve');
    const glossary = dialog(page)
      .getByRole('group', { name: 'Glossary' })
      .getByRole('option')
      .first();
    await expect(glossary).toBeVisible();
    await glossary.tap();
    await expect(dialog(page)).toBeHidden();
    await expect(page).toHaveURL(/\/glossary#[a-z-]+$/);
    expect(pageErrors).toEqual([]);
  });
});

test.describe('accessibility', () => {
  // axe injects its own code, which the CSP refuses (csp.spec.ts checks every page under it).
  test.use({ bypassCSP: true });
  for (const theme of ['dark', 'light'] as const) {
    test(`axe: the open search with results has no serious or critical violations (${theme})`, { tag: appTag('shell') }, async ({
      page,
    }) => {
      await page.addInitScript((chosen) => window.localStorage.setItem('theme', chosen), theme);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto('/');
      await openWithShortcut(page);
      await searchBox(page).fill('token');
      await expect(dialog(page).getByRole('option').first()).toBeVisible();
      const scan = axeScan(page).withTags(wcag21AndBestPractice).include('[role="dialog"]');
      expect(await seriousViolations(scan)).toEqual([]);
    });
  }
});
