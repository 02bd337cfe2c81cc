import type { AppId } from '@tla/platform/contracts/remote-id';
import { expect, test } from '../fixtures';
import { routeTable } from '../route-table';
import { smokeTag } from '../app-tags';

/**
 * What any app's change must leave working across the site, run with every app's own tests: each
 * app's main page renders (the fixture fails a test on a page error, a console error or a CSP
 * violation), and the header leads from section to section. Typed by app, so a new app must say here
 * where its main page is before the site's tests compile.
 */
const mainPages: Record<AppId, { path: string; headerLink: string }> = {
  shell: { path: '/', headerLink: 'Home' },
  blog: { path: '/blog', headerLink: 'Blog' },
  learn: { path: '/tutorials', headerLink: 'Tutorials' },
  simulator: { path: '/token-simulator', headerLink: 'Token Simulator' },
};

const sections = Object.entries(mainPages).map(([app, page]) => {
  const route = routeTable.find((candidate) => candidate.path === page.path);
  if (!route || route.owner !== app) {
    throw new Error(`cross-site smoke: ${page.path} is not a route ${app} owns in route-table.ts`);
  }
  return { app, ...page, heading: route.heading };
});

for (const { app, path, heading } of sections) {
  test(
    `${app}: ${path} renders its heading with no error`,
    { tag: smokeTag },
    async ({ page, pageErrors }) => {
      await page.goto(path);
      await expect(
        page.getByRole('heading', { level: 1, name: heading, exact: true }),
      ).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
      expect(pageErrors).toEqual([]);
    },
  );
}

test(
  'the header leads to every section and back home',
  { tag: smokeTag },
  async ({ page, pageErrors }) => {
    await page.goto('/');
    // Home last, so every section is also left through the header.
    const home = sections.filter((section) => section.path === '/');
    const others = sections.filter((section) => section.path !== '/');
    for (const { path, headerLink, heading } of [...others, ...home]) {
      await page.getByRole('banner').getByRole('link', { name: headerLink, exact: true }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: heading, exact: true }),
      ).toBeVisible();
      await expect(page).toHaveURL((url) => url.pathname === path);
    }
    expect(pageErrors).toEqual([]);
  },
);
