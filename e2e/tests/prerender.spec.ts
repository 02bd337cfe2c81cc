import { expect, remoteOrigins, test } from '../fixtures';
import { routeTable } from '../route-table';

/** Count moments after first byte when <main> has no text (a flash of empty or spinner content). */
const watchForEmptyMain = () => {
  Reflect.set(window, '__emptyMainMoments', 0);
  new MutationObserver(() => {
    const main = document.querySelector('main');
    if (main && main.textContent?.trim() === '') {
      Reflect.set(window, '__emptyMainMoments', Number(Reflect.get(window, '__emptyMainMoments')) + 1);
    }
  }).observe(document, { childList: true, subtree: true, characterData: true });
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

for (const route of routeTable) {
  test(`${route.path} is served as HTML with its heading and title, and hydrates cleanly`, async ({ page, request, pageErrors }) => {
    const response = await request.get(route.path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    const heading = typeof route.heading === 'string' ? escapeRegExp(route.heading.replace(/&/g, '&amp;')) : route.heading.source;
    expect(html).toMatch(new RegExp(`<h1[^>]*>(?:<[^>]+>)*${heading}`));
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    expect(html).toContain(`data-prerendered-path="${route.path}"`);

    await page.addInitScript(watchForEmptyMain);
    await page.goto(route.path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => Reflect.get(window, '__emptyMainMoments'))).toBe(0);
    expect(await page.title()).toBe(html.match(/<title>([^<]+)<\/title>/)?.[1]?.replace(/&amp;/g, '&'));
    expect(pageErrors).toEqual([]);
  });
}

test('a remote section hydrates its prerendered HTML instead of rendering it again', async ({ page, pageErrors }) => {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      Reflect.set(window, '__serverHeading', document.querySelector('[data-island] h1'));
    });
  });
  await page.goto('/glossary');
  await page.waitForLoadState('networkidle');
  const kept = await page.evaluate(() => {
    const node: unknown = Reflect.get(window, '__serverHeading');
    return node instanceof Element && node.isConnected;
  });
  expect(kept).toBe(true);
  // Client navigation still works after hydration.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Tutorials' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tutorials' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Glossary' })).toBeVisible();
  expect(pageErrors).toEqual([]);
});

test('a remote that is down at page load replaces its prerendered section with the fallback', async ({ page }) => {
  await page.route(`${remoteOrigins.learn}/**`, (route) => route.abort('connectionrefused'));
  await page.goto('/glossary');
  await expect(page.getByRole('alert')).toContainText('Glossary is temporarily unavailable');
  await expect(page.getByRole('banner')).toBeVisible();
});

test('sitemap.xml lists every public route, and unknown paths fall back to the client page', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const route of routeTable.filter((entry) => entry.path !== '/not-found')) {
    expect(sitemap).toContain(`${route.path === '/' ? '/' : route.path}</loc>`);
  }
  const unknown = await (await request.get('/no/such/page')).text();
  expect(unknown).not.toContain('data-prerendered-path');
});
