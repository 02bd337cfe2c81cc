import { expect, test } from '../fixtures';

const post = '/blog/spl-token-developer-guide';

test('a post lists its sections, the posts before and after it, and related posts of its category', async ({ page }) => {
  await page.goto(post);
  const contents = page.getByRole('navigation', { name: 'Contents' });
  await expect(contents).toBeVisible();
  const entries = contents.getByRole('link');
  expect(await entries.count()).toBeGreaterThanOrEqual(3);

  // A contents entry leads to its heading, below the sticky header.
  const entry = entries.nth(2);
  const title = (await entry.textContent()) ?? '';
  await entry.click();
  const heading = page.getByRole('heading', { level: 2, name: title, exact: true });
  await expect(page).toHaveURL(new RegExp(`${post}#${(await heading.getAttribute('id')) ?? 'none'}$`));
  const headerBottom = await page.getByRole('banner').evaluate((header) => header.getBoundingClientRect().bottom);
  await expect.poll(() => heading.evaluate((element) => element.getBoundingClientRect().top)).toBeGreaterThanOrEqual(headerBottom);

  const related = page.getByRole('region', { name: 'Related articles' });
  await expect(related.getByRole('heading', { level: 3 })).toHaveText([
    'How to Create a Meme Coin on Solana: The Complete Guide',
    'Introducing the Token Simulator: Plan Your Solana Launch Before You Spend a Lamport',
  ]);

  const more = page.getByRole('navigation', { name: 'More posts' });
  await expect(more.getByRole('link', { name: /Previous post/ })).toHaveAttribute('href', '/blog/how-to-create-a-meme-coin-on-solana');
  await more.getByRole('link', { name: /Next post/ }).click();
  await expect(page).toHaveURL(/\/blog\/create-solana-token-without-code-complete-guide$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/without code/i);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('the prerendered post carries its contents, previous and next, and related posts', async ({ site }) => {
  const html = (await site.get(post)).text();
  expect(html).toContain('aria-label="Contents"');
  expect(html).toContain('aria-label="More posts"');
  expect(html).toContain('href="/blog/how-to-create-a-meme-coin-on-solana"');
  expect(html).toContain('href="/blog/create-solana-token-without-code-complete-guide"');
  expect(html).toContain('Related articles');
});
