import type { Page } from '@playwright/test';
import { expect, recordFirstPaintTheme, test, waitForHydration } from '../fixtures';
import { appTag } from '../app-tags';
import { axeScan, seriousViolations } from '../accessibility';

// Behaviours that only the served page shows, in real Chromium.

/** The site's default create-token destination (site-config without VITE_* overrides). */
const createTokenUrl = 'https://partner.example/create';

test('theme: with nothing stored, a light-preferring OS still gets the dark site from the first paint', { tag: appTag('shell') }, async ({
  page,
  pageErrors,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.addInitScript(recordFirstPaintTheme);
  await page.goto('/');

  expect(await page.evaluate(() => Reflect.get(window, '__themeAtBody'))).toBe('dark');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expect(page.locator('html')).not.toHaveClass(/\blight\b/);
  await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
  expect(pageErrors).toEqual([]);
});

test('theme: a stored "system" follows the OS, also when it changes', { tag: appTag('shell') }, async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('theme', 'system');
      sessionStorage.setItem('seeded', 'true');
    }
  });
  await page.emulateMedia({ colorScheme: 'light' });
  await page.addInitScript(recordFirstPaintTheme);
  await page.goto('/about');
  expect(await page.evaluate(() => Reflect.get(window, '__themeAtBody'))).toBe('light');
  await expect(page.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible();

  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
});

/** Every number the hero counter shows, as the reader sees it (innerText skips what CSS hides). */
const recordCounter = () => {
  const seen: string[] = [];
  Reflect.set(window, '__counterSeen', seen);
  const read = () => {
    const label = [...document.querySelectorAll('p')].find(
      (p) => p.textContent === 'Tokens created',
    );
    const value = label?.nextElementSibling;
    if (value instanceof HTMLElement) {
      const text = value.innerText.trim();
      if (text !== '' && seen.at(-1) !== text) seen.push(text);
    }
    requestAnimationFrame(read);
  };
  requestAnimationFrame(read);
};

async function countsSeen(page: Page): Promise<number[]> {
  const seen = await page.evaluate(() => {
    const recorded: unknown = Reflect.get(window, '__counterSeen');
    return Array.isArray(recorded) ? recorded.map(String) : [];
  });
  return seen.map((text) => Number(text.replace(/,/g, '')));
}

test('counter: the served page starts at 10,000 and only ever counts up to 10,234, without a hydration warning', { tag: appTag('shell') }, async ({
  page,
  pageErrors,
}) => {
  await page.addInitScript(recordCounter);
  await page.goto('/');
  await expect(page.getByRole('main').getByText('10,234')).toBeVisible();
  // The recorder samples once a frame: let it see the last value too.
  await expect.poll(async () => (await countsSeen(page)).at(-1)).toBe(10_234);

  const seen = await countsSeen(page);
  expect(seen[0]).toBe(10_000);
  expect(seen.length).toBeGreaterThan(5); // it animated
  seen.forEach((value, index) => expect(value).toBeGreaterThanOrEqual(seen[index - 1] ?? value));
  expect(pageErrors).toEqual([]);
});

test('counter: with reduced motion the served page shows 10,234 from the first paint and never changes', { tag: appTag('shell') }, async ({
  page,
  pageErrors,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.addInitScript(recordCounter);
  await page.goto('/');
  await page.waitForTimeout(2_500);
  expect(await countsSeen(page)).toEqual([10_234]);
  expect(pageErrors).toEqual([]);
});

const mobileMenu = (page: Page) => page.locator('nav[aria-label="Mobile"]').locator('..');
const menuHeight = (page: Page) =>
  mobileMenu(page).evaluate((element) => element.getBoundingClientRect().height);

/**
 * Click the menu button inside the page, then hold the menu's max-height transition and read its
 * height at moments through it: the frames a reader sees, whatever else the main thread is doing (a
 * busy machine draws fewer frames in 300 ms, but each moment still has the same height).
 */
async function toggleAndSample(page: Page, buttonName: string) {
  return mobileMenu(page).evaluate(
    async (menu, name) => {
      const button = [...document.querySelectorAll('button')].find(
        (candidate) => candidate.getAttribute('aria-label') === name,
      );
      if (!button) throw new Error(`no ${name} button`);
      button.click();
      // The transition starts with the frame that draws the new state.
      let transition: Animation | undefined;
      for (let frame = 0; frame < 30 && !transition; frame += 1) {
        await new Promise(requestAnimationFrame);
        transition = menu
          .getAnimations()
          .find((animation) => animation instanceof CSSTransition && animation.transitionProperty === 'max-height');
      }
      if (!transition) return { duration: 0, samples: [], settled: menu.getBoundingClientRect().height };
      transition.pause();
      const duration = Number(transition.effect?.getComputedTiming().duration ?? 0);
      const samples: { at: number; height: number }[] = [];
      for (let at = 0; at <= duration; at += duration / 12) {
        transition.currentTime = at;
        samples.push({ at, height: menu.getBoundingClientRect().height });
      }
      transition.finish();
      return { duration, samples, settled: menu.getBoundingClientRect().height };
    },
    buttonName,
  );
}

test('mobile menu: closed items are out of reach; it opens and closes over 300 ms up to 96 units', { tag: appTag('shell') }, async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const menu = mobileMenu(page);

  // Closed: nothing in it is read out or reached with Tab.
  await expect(page.getByRole('navigation', { name: 'Mobile' })).toHaveCount(0);
  await expect(menu).toBeHidden();
  for (let press = 0; press < 12; press += 1) {
    await page.keyboard.press('Tab');
    expect(await menu.evaluate((element) => element.contains(document.activeElement))).toBe(false);
  }

  const opening = await toggleAndSample(page, 'Open menu');
  expect(opening.duration).toBe(300);
  const open = opening.settled;
  expect(open).toBeGreaterThan(100);
  expect(open).toBeLessThanOrEqual(384); // max-h-96 = 24rem
  // It grows through in-between heights and is still growing well into the 300 ms.
  const inBetween = opening.samples.filter(({ height }) => height > 0 && height < open);
  expect(inBetween.length).toBeGreaterThan(2);
  expect(Math.max(...inBetween.map(({ at }) => at))).toBeGreaterThan(150);
  opening.samples.forEach(({ height }, index) =>
    expect(height).toBeGreaterThanOrEqual(opening.samples[index - 1]?.height ?? 0),
  );

  const nav = page.getByRole('navigation', { name: 'Mobile' });
  await nav.getByRole('link', { name: 'Tutorials' }).focus();
  await expect(nav.getByRole('link', { name: 'Tutorials' })).toBeFocused();

  const closing = await toggleAndSample(page, 'Close menu');
  expect(closing.duration).toBe(300);
  expect(closing.samples.filter(({ height }) => height > 0 && height < open).length).toBeGreaterThan(2);
  expect(closing.settled).toBe(0);
  await expect(menu).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Mobile' })).toHaveCount(0);
});

test.describe('accessibility scan', () => {
  // axe injects its own styles and evaluates code, which the site's CSP rightly refuses: accessibility
  // scans run with the CSP bypassed (csp.spec.ts checks every page under it).
  test.use({ bypassCSP: true });

  test('mobile menu: the header has no serious accessibility violations, closed or open', { tag: appTag('shell') }, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    expect(await seriousViolations(axeScan(page).include('header'))).toEqual([]);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    expect(await seriousViolations(axeScan(page).include('header'))).toEqual([]);
  });
});

test('mobile menu: reduced motion opens and closes it at once', { tag: appTag('shell') }, async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  expect(
    await mobileMenu(page).evaluate((element) => getComputedStyle(element).transitionProperty),
  ).toBe('none');
  await page.getByRole('button', { name: 'Open menu' }).click();
  expect(await menuHeight(page)).toBeGreaterThan(100);
  await page.getByRole('button', { name: 'Close menu' }).click();
  expect(await menuHeight(page)).toBe(0);
});

test('redirect page: the served <head> carries the 2 s meta refresh to the allow-listed default target', { tag: appTag('shell') }, async ({
  site,
}) => {
  // React writes a void element as `<meta …/>`; the slash means nothing in HTML.
  const html = (await site.get('/guide/deploy-token')).text().replace(/\s*\/>/g, '>');
  const head = html.slice(0, html.indexOf('</head>'));
  const refresh = `<meta http-equiv="refresh" content="2;url=${createTokenUrl}">`;
  expect(head).toContain(refresh);
  expect(html).not.toContain(`<noscript>${refresh}`);
});

test('redirect page: an internal target is followed by the router and the served refresh never fires', { tag: appTag('shell') }, async ({
  page,
}) => {
  const partner: string[] = [];
  await page.route('https://partner.example/**', (route) => {
    partner.push(route.request().url());
    return route.abort();
  });
  await page.goto('/guide/deploy-token?target=%2Fabout');
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
  // The served page's refresh (2 s after load) would have taken the reader to the partner by now.
  await page.waitForTimeout(3_000);
  await waitForHydration(page);
  expect(new URL(page.url()).pathname).toBe('/about');
  expect(partner).toEqual([]);
});
