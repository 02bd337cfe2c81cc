import type { Request } from '@playwright/test';
import { expect, test } from '../fixtures';

/**
 * After a page has loaded and the browser is idle, the sections its header links to are fetched
 * (each remote's entry and section module), so a click finds their code there; the home page's
 * widgets still wait for the reader to come near them.
 */
test('after idle on /, the linked sections and their pages are fetched in the background; a click on Blog fetches no script', async ({
  page,
  remoteBases,
  pageErrors,
}) => {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  const entries = () =>
    requests
      .map((request) => request.url())
      .filter((url) => url.endsWith('/remoteEntry.js'))
      .map((url) => new URL(url).href);

  await page.goto('/');
  await expect
    .poll(entries, { timeout: 15_000 })
    .toEqual(
      expect.arrayContaining(
        [remoteBases.blog, remoteBases.learn, remoteBases.simulator].map(
          (base) => new URL('remoteEntry.js', base).href,
        ),
      ),
    );
  // Fetched, not run: the widget far below the fold is still waiting for the reader.
  await expect(page.locator('[data-island="mf_blog/latest-posts"]')).toHaveAttribute(
    'data-island-deferred',
    'true',
  );

  // The blog's section module follows its entry (its chunk is named after the module).
  await expect
    .poll(() => requests.some((request) => /\/blog-routes-[\w-]+\.js$/.test(request.url())), {
      timeout: 15_000,
    })
    .toBe(true);
  await page.waitForLoadState('networkidle');
  const before = requests.length;
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Blog', exact: true })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Articles' }).getByRole('heading').first(),
  ).toBeVisible();
  // The section's code and its page's chunks were all fetched before the click: only data after it.
  const afterClick = requests.slice(before);
  expect(
    afterClick
      .filter((request) => request.resourceType() === 'script')
      .map((request) => request.url()),
  ).toEqual([]);
  expect(
    afterClick.map((request) => request.url()).filter((url) => url.endsWith('/remotes.json')),
  ).toEqual([]);
  expect(pageErrors).toEqual([]);
});
