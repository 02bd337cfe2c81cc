import type { Request } from '@playwright/test';
import { expect, test } from '../fixtures';

/**
 * Hovering a link to a section fetches, all at once, the remote's section module and the chunks of
 * the page the link leads to (from the remote's manifest), so the click that follows needs no script.
 */
test('hovering Blog fetches its section and page code; the click then fetches no script', async ({
  page,
  pageErrors,
}) => {
  const requests: Request[] = [];
  const pending = new Set<Request>();
  page.on('request', (request) => {
    requests.push(request);
    pending.add(request);
  });
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
  await page.goto('/');
  const blogLink = page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Blog' });
  await blogLink.hover();
  // The blog's section module and the list page's own chunk (chunks are named after their modules).
  for (const chunk of [/\/blog-routes-[\w-]+\.js$/, /\/blog-list-page-[\w-]+\.js$/]) {
    await expect
      .poll(() => requests.some((request) => chunk.test(request.url())), { timeout: 15_000 })
      .toBe(true);
  }
  // Everything the hover started has arrived (the whole batch was requested at once).
  await expect.poll(() => pending.size, { timeout: 15_000 }).toBe(0);
  const before = requests.length;
  await blogLink.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Blog', exact: true })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Articles' }).getByRole('heading').first(),
  ).toBeVisible();
  const afterClick = requests.slice(before);
  expect(
    afterClick
      .filter((request) => request.resourceType() === 'script')
      .map((request) => request.url()),
  ).toEqual([]);
  expect(pageErrors).toEqual([]);
});
