import { expect, test } from '../fixtures';
import type { Page } from '@playwright/test';
import { appTag, appTags } from '../app-tags';

/** The blog's localStorage key and a reader's post as the store saves it. */
const POSTS_KEY = 'token-launch-academy:blog-posts';

function readerPost(i: number) {
  return {
    id: 100 + i,
    title: `Reader post ${i}`,
    slug: `reader-post-${i}`,
    excerpt: `Excerpt ${i}`,
    content: `Body of reader post ${i}.`,
    categoryId: 4,
    featuredImage: null,
    publishedAt: `2026-01-${String(i + 1).padStart(2, '0')}T08:00:00.000Z`,
    readTime: 4,
  };
}

const cards = (page: Page) => page.getByRole('list', { name: 'Articles' }).getByRole('heading', { level: 3 });
const main = (page: Page) => page.getByRole('main');

async function writePost(page: Page, { title, content, category }: { title: string; content: string; category: string }) {
  await page.goto('/blog/editor');
  await expect(page.getByRole('heading', { level: 1, name: 'Create New Blog Post' })).toBeVisible();
  await main(page).getByRole('textbox', { name: 'Title' }).fill(title);
  await main(page).getByRole('textbox', { name: 'Content' }).fill(content);
  await main(page).getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: category }).click();
  await main(page).getByRole('button', { name: 'Publish Post' }).click();
  await expect(main(page).getByText('Post created successfully!')).toBeVisible();
}

test('list → category → search → pages, all in the address', { tag: appTag('blog') }, async ({ page, pageErrors }) => {
  // Nine page loads: on a busy two-core machine they outlast the default test timeout.
  test.slow();
  await page.goto('/blog');
  await expect(page.getByRole('heading', { level: 1, name: 'Blog', exact: true })).toBeVisible();
  await expect(cards(page)).toHaveCount(7);
  await expect(cards(page).first()).toHaveText('Marketing Your Meme Coin: A Launch Plan That Builds Trust');

  await main(page).getByRole('navigation', { name: 'Article categories' }).getByRole('link', { name: 'Liquidity', exact: true }).click();
  await expect(page).toHaveURL(/\/blog\/category\/liquidity$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Liquidity Articles' })).toBeVisible();
  await expect(cards(page)).toHaveCount(1);

  const search = main(page).getByRole('searchbox', { name: 'Search articles' });
  await search.fill('  token-2022 ');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/blog\?search=token-2022$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Search results for "token-2022"' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Article categories' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to all articles' }).click();
  await expect(page).toHaveURL(/\/blog$/);

  await page.goto('/blog?category=defi');
  await expect(main(page).getByRole('heading', { name: 'No articles found' })).toBeVisible();

  // 20 of the reader's own posts + 7 built-in ones: three pages of nine.
  await page.evaluate(
    ([key, posts]) => localStorage.setItem(key, JSON.stringify(posts)),
    [POSTS_KEY, Array.from({ length: 20 }, (_, i) => readerPost(i))] as const,
  );
  await page.goto('/blog?page=2');
  const pagination = page.getByRole('navigation', { name: 'Pagination' });
  await expect(pagination.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(cards(page)).toHaveCount(9);
  await pagination.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/blog\/page\/3$/);
  await expect(pagination.getByRole('button', { name: 'Next' })).toBeDisabled();
  await expect(cards(page).last()).toHaveText(/Introducing the Token Simulator/);

  for (const malformed of ['0', '-3', '2.5', 'abc']) {
    await page.goto(`/blog?page=${malformed}`);
    await expect(pagination.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(pagination.getByRole('button', { name: 'Previous' })).toBeDisabled();
  }
  await page.goto('/blog?page=99');
  await expect(pagination.getByRole('link', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
  expect(pageErrors).toEqual([]);
});

test("a list's page asked for in the query is served with its own cards, before any script runs", { tag: appTag('blog') }, async ({ site }) => {
  const redirect = await site.get('/blog?category=liquidity');
  expect(redirect.status).toBe(301);
  expect(redirect.headers.location).toBe('/blog/category/liquidity');
  const html = (await site.get('/blog/category/liquidity')).text();
  // The category's one card, not the newest posts of the whole list.
  expect(html).toContain('Adding Liquidity to Your Solana Token: Raydium Pools Explained');
  expect(html).not.toContain('Marketing Your Meme Coin: A Launch Plan That Builds Trust');
  expect((await site.get('/blog?page=2')).headers.location).toBe('/blog/page/2');
  expect((await site.get('/blog?search=pool&page=2')).status).toBe(200);
});

test('open a post from the list', { tag: appTag('blog') }, async ({ page, pageErrors }) => {
  await page.goto('/blog');
  await page.getByRole('link', { name: 'Adding Liquidity to Your Solana Token: Raydium Pools Explained' }).click();
  await expect(page).toHaveURL(/\/blog\/adding-liquidity-to-your-solana-token$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Adding Liquidity to Your Solana Token: Raydium Pools Explained' })).toBeVisible();
  await expect(main(page).getByText('May 15, 2025')).toBeVisible();
  await expect(main(page).getByText('8 min read')).toBeVisible();
  await expect(main(page).getByRole('img', { name: 'Adding Liquidity to Your Solana Token: Raydium Pools Explained' })).toBeVisible();
  await expect(main(page).getByRole('heading', { level: 2, name: 'What a liquidity pool is' })).toBeVisible();
  await expect(main(page).getByRole('heading', { name: 'Ready to Create Your Solana Token?' })).toBeVisible();
  await expect(page).toHaveTitle('Adding Liquidity to Your Solana Token: Raydium Pools Explained | Token Launch Academy');
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
  await main(page).getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Blog' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Blog', exact: true })).toBeVisible();
  expect(pageErrors).toEqual([]);
});

test('write a post: first in the list after a reload; edit it under a new slug', { tag: appTag('blog') }, async ({ page, pageErrors }) => {
  // Seven page loads and two saves: on a busy two-core machine they outlast the default timeout.
  test.slow();
  await writePost(page, { title: 'My E2E Launch Diary', content: '## Day one\n\nCreated the **mint** on devnet.', category: 'Marketing' });
  await expect(page).toHaveURL(/\/blog\/editor\/my-e2e-launch-diary$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Blog Post' })).toBeVisible();

  await page.goto('/blog');
  await page.reload();
  await expect(cards(page).first()).toHaveText('My E2E Launch Diary');

  await page.goto('/blog/editor/my-e2e-launch-diary');
  const slug = main(page).getByRole('textbox', { name: 'Slug' });
  await expect(slug).toHaveValue('my-e2e-launch-diary');
  await slug.fill('launch-diary-week-one');
  await main(page).getByRole('button', { name: 'Update Post' }).click();
  await expect(main(page).getByText('Post updated successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/blog\/editor\/launch-diary-week-one$/);

  await page.goto('/blog/launch-diary-week-one');
  await expect(page.getByRole('heading', { level: 1, name: 'My E2E Launch Diary' })).toBeVisible();
  await expect(main(page).getByRole('heading', { level: 2, name: 'Day one' })).toBeVisible();

  await page.goto('/blog/my-e2e-launch-diary');
  await expect(page).toHaveURL(/\/not-found$/);
  expect(pageErrors).toEqual([]);
});

test('the draft survives a reload', { tag: appTag('blog') }, async ({ page }) => {
  await page.goto('/blog/editor');
  await main(page).getByRole('textbox', { name: 'Title' }).fill('Unfinished thoughts');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('token-launch-academy:blog-editor-draft:new'))).toContain('Unfinished thoughts');
  page.on('dialog', (dialog) => void dialog.accept());
  await page.reload();
  await expect(main(page).getByText('Draft restored')).toBeVisible();
  await expect(main(page).getByRole('textbox', { name: 'Title' })).toHaveValue('Unfinished thoughts');
});

test('an unknown slug leads to the not-found page, replacing history', { tag: appTag('blog') }, async ({ page, pageErrors }) => {
  await page.goto('/blog');
  await page.goto('/blog/this-post-does-not-exist');
  await expect(page).toHaveURL(/\/not-found$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/blog$/);
  expect(pageErrors).toEqual([]);
});

test('a post with script in links and raw HTML executes nothing', { tag: appTag('blog') }, async ({ page, pageErrors }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  await writePost(page, {
    title: 'Hostile content',
    content: 'Click [x](javascript:alert(1)) here.\n\n<img src=x onerror=alert(1)>\n\n<script>alert(2)</script>\n\nThe end.',
    category: 'Tokenomics',
  });
  await expect(page).toHaveURL(/\/blog\/editor\/hostile-content$/);
  await main(page).getByRole('tab', { name: 'Preview' }).click();
  await expect(main(page).getByRole('tabpanel', { name: 'Preview' }).getByText('The end.')).toBeVisible();

  await page.goto('/blog/hostile-content');
  await expect(page.getByRole('heading', { level: 1, name: 'Hostile content' })).toBeVisible();
  await expect(main(page).getByText('The end.')).toBeVisible();
  await expect(main(page).getByRole('link', { name: 'x', exact: true })).toHaveCount(0);
  // The page's own JSON-LD data blocks are the only scripts in it; the post's script is gone.
  await expect(main(page).locator('img[src="x"], script:not([type="application/ld+json"])')).toHaveCount(0);
  await main(page).getByText('x', { exact: true }).click();
  await page.waitForTimeout(300);
  expect(dialogs).toEqual([]);
  expect(pageErrors).toEqual([]);
});

test('GET /api/categories answers the five categories as JSON', { tag: appTag('blog') }, async ({ site }) => {
  const response = await site.get('/api/categories');
  expect(response.status).toBe(200);
  expect(response.header('content-type')).toContain('application/json');
  const body = response.json();
  expect(Array.isArray(body) ? body.map((category: { slug?: unknown }) => category.slug) : body).toEqual([
    'token-creation',
    'no-code-solutions',
    'tokenomics',
    'marketing',
    'liquidity',
  ]);
});

test('the home page composes the blog’s "Latest from Our Blog" with the three newest posts', { tag: appTags('blog', 'shell') }, async ({ page, pageErrors }) => {
  await page.goto('/');
  const section = page.getByRole('region', { name: 'Latest from Our Blog' });
  // The widget loads as the reader scrolls near it.
  await expect(async () => {
    await page.mouse.wheel(0, 1200);
    await expect(section).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  const titles = section.getByRole('heading', { level: 3 });
  await expect(titles).toHaveCount(3);
  await expect(titles.first()).toHaveText('Marketing Your Meme Coin: A Launch Plan That Builds Trust');
  await expect(section.getByRole('link', { name: 'View All Articles' })).toHaveAttribute('href', '/blog');
  await section.getByRole('link', { name: 'Adding Liquidity to Your Solana Token: Raydium Pools Explained' }).click();
  await expect(page).toHaveURL(/\/blog\/adding-liquidity-to-your-solana-token$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Adding Liquidity to Your Solana Token: Raydium Pools Explained' })).toBeVisible();
  expect(pageErrors).toEqual([]);
});

test('leaving the editor with unsaved changes asks first', { tag: appTag('blog') }, async ({ page, pageErrors }) => {
  await page.goto('/blog/editor');
  await main(page).getByRole('textbox', { name: 'Title' }).fill('Not yet');
  const answers = [false, true];
  const asked: string[] = [];
  page.on('dialog', (dialog) => {
    asked.push(dialog.message());
    void (answers.shift() ? dialog.accept() : dialog.dismiss());
  });
  await main(page).getByRole('link', { name: 'Cancel' }).click();
  await expect.poll(() => asked.length).toBe(1);
  await expect(page).toHaveURL(/\/blog\/editor$/);
  await expect(main(page).getByRole('textbox', { name: 'Title' })).toHaveValue('Not yet');

  await main(page).getByRole('link', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/blog$/);
  expect(asked[0]).toContain('You have unsaved changes.');
  expect(pageErrors).toEqual([]);
});
