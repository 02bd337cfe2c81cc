import { expect, reactRendererCount, test } from '../fixtures';

/** Chromium logs the 404 of a page's own document as a console error: expected on a not-found page. */
const unexpected = (errors: string[]) =>
  errors.filter((error) => !/Failed to load resource: .*status of 404/.test(error));
import { appTag, appTags, everyAppTag, topologyTag } from '../app-tags';
import { routeTable } from '../route-table';

test('unknown paths answer 404 with the not-found page, its title and links', { tag: [appTag('shell'), topologyTag] }, async ({ page, pageErrors }) => {
  for (const path of ['/does-not-exist', '/blog-typo/x', '/guide/other', '/resources/no-such-resource']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page).toHaveTitle('Page not found | Token Launch Academy');
    await expect(page.getByRole('link', { name: 'Browse Tutorials' })).toBeVisible();
  }
  expect(unexpected(pageErrors)).toEqual([]);
});

test('a mistyped tutorial address answers 404 and suggests the tutorial the reader meant', { tag: appTags('shell', 'learn') }, async ({ page, pageErrors }) => {
  const response = await page.goto('/tutorials/create-spl-tokn');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  const suggestions = page.getByRole('navigation', { name: 'Were you looking for one of these?' });
  await suggestions.getByRole('link', { name: 'How to Create an SPL Token' }).first().click();
  await expect(page).toHaveURL(/\/tutorials\/create-spl-token$/);
  await expect(page.getByRole('heading', { level: 1, name: 'How to Create an SPL Token' })).toBeVisible();
  expect(unexpected(pageErrors)).toEqual([]);
});

test('a post written in the editor still loads straight from its address', { tag: [...appTags('shell', 'blog'), topologyTag] }, async ({ page, pageErrors }) => {
  await page.goto('/blog');
  await page.evaluate(() =>
    localStorage.setItem(
      'token-launch-academy:blog-posts',
      JSON.stringify([
        {
          id: 900,
          title: 'My Own Launch Notes',
          slug: 'my-own-launch-notes',
          excerpt: 'Notes.',
          content: 'Written in this browser.',
          categoryId: 4,
          featuredImage: null,
          publishedAt: '2026-01-05T08:00:00.000Z',
          readTime: 1,
        },
      ]),
    ),
  );
  const response = await page.goto('/blog/my-own-launch-notes');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'My Own Launch Notes' })).toBeVisible();
  expect(pageErrors).toEqual([]);
});

test('in-app navigation reaches every section, and the browser loads React once', { tag: [...everyAppTag, topologyTag] }, async ({ page, pageErrors }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const [link, heading] of [
    ['Blog', 'Blog'],
    ['Tutorials', 'Tutorials'],
    ['Resources', 'Resources'],
    ['About', 'About Us'],
    ['Home', 'Expert Resources for Solana Token Creation & DeFi'],
  ] as const) {
    await nav.getByRole('link', { name: link, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
  }
  await page.getByRole('banner').getByRole('link', { name: 'Token Simulator' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Token Simulator' })).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Glossary' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Glossary' })).toBeVisible();

  // Three remotes and the shell are on the page; one React renderer served them all.
  expect(await reactRendererCount(page)).toBe(1);
  expect(pageErrors).toEqual([]);
});

test('each page sets its own title', { tag: everyAppTag }, async ({ page }) => {
  await page.goto('/tutorials');
  await expect(page).toHaveTitle('Tutorials | Token Launch Academy');
  await page.goto('/');
  await expect(page).toHaveTitle(
    'Create a Solana Token or Meme Coin: Guides and Tutorials | Token Launch Academy',
  );
});

test('the header search leads to the blog with the search term', { tag: appTags('shell', 'blog') }, async ({ page, site }) => {
  // The served page's form already goes there, as the blog's contract says: it works unhydrated.
  const served = (await site.get('/about')).text();
  expect(served).toMatch(/<form role="search"[^>]* action="\/blog" method="get">/);
  await page.goto('/about');
  const search = page.getByRole('banner').getByRole('searchbox', { name: 'Search articles' }).first();
  await search.fill('  liquidity  ');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/blog\?search=liquidity$/);
  await expect(search).toHaveValue('');
});

test('hovering a section link starts loading its remote before the click', { tag: [appTag('shell'), topologyTag] }, async ({ page, remoteBases }) => {
  await page.goto('/about');
  const entry = page.waitForRequest((request) => request.url().startsWith(remoteBases.learn));
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Tutorials' }).hover();
  await entry;
});

test('no page scrolls sideways on a 320 px phone', { tag: everyAppTag }, async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  const paths = [
    ...routeTable.filter((route) => !route.leavesFor).map((route) => route.path),
    '/tutorials/create-spl-token',
    '/_status',
  ];
  for (const path of paths) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Reading what it published…')).toHaveCount(0);
    // Every part drawn, as the page draws itself before a jump: a part not yet drawn has no width.
    await page.evaluate(() => document.documentElement.classList.add('render-all'));
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect
      .soft(overflow, `${path} is wider than the screen by ${overflow} px`)
      .toBeLessThanOrEqual(0);
  }
});
