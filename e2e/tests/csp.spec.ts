import { expect, keepFromLeavingFor, test } from '../fixtures';
import { routeTable } from '../route-table';
import { appTag, everyAppTag } from '../app-tags';

/**
 * Every route under the deployed Content-Security-Policy: the fixture fails a test on any violation
 * (securitypolicyviolation events and Chromium's console reports). Each page is scrolled to its end,
 * so below-the-fold islands, video embeds and (where configured) the ad script load too.
 */
const pages: { path: string; heading?: string | RegExp }[] = [
  ...routeTable.filter((route) => !route.leavesFor),
  { path: '/blog/how-to-create-a-meme-coin-on-solana' },
  { path: '/tutorials/create-spl-token' },
  { path: '/tutorials/token-swap-interface' },
  { path: '/resources/contract-templates' },
  { path: '/glossary#mint-authority' },
];

// Where this sweep runs (the paths topology) it is also that topology's deep-link check: each page's
// heading inside the site's frame.
for (const { path, heading } of pages) {
  test(`${path} loads with no Content-Security-Policy violation`, { tag: everyAppTag }, async ({ page, pageErrors }) => {
    await page.goto(path);
    await expect(
      page.getByRole('heading', { level: 1, ...(heading === undefined ? {} : { name: heading, exact: true }) }),
    ).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    });
    await page.waitForLoadState('networkidle');
    expect(pageErrors).toEqual([]);
  });
}

test('the redirect page leaves for its target without a violation', { tag: appTag('shell') }, async ({ page }) => {
  const departures = await keepFromLeavingFor(page, 'https://partner.example');
  await page.goto('/guide/deploy-token');
  await expect(page.getByRole('heading', { level: 1, name: 'Deploy Your Token' })).toBeVisible();
  await expect.poll(() => departures).toContain('https://partner.example/create');
});

test('script text a page’s code inserts is refused and reported, an import map included', { tag: appTag('shell') }, async ({ context }) => {
  // A page of its own: the fixture's page fails a test on any violation, and here two are expected.
  const page = await context.newPage();
  const reports: string[] = [];
  await page.exposeBinding('recordViolation', (_source, report: string) => reports.push(report));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const record: unknown = Reflect.get(window, 'recordViolation');
      if (typeof record === 'function') record(`${event.violatedDirective}: ${event.sample}`);
    });
  });
  await page.goto('/blog');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const outcome = await page.evaluate(() => {
    const insert = (type: string, text: string) => {
      const script = document.createElement('script');
      if (type) script.type = type;
      try {
        script.textContent = text;
        document.head.append(script);
        return 'inserted';
      } catch (error) {
        return error instanceof TypeError ? 'refused' : String(error);
      }
    };
    return {
      importMap: insert('importmap', '{"imports":{"react":"https://elsewhere.example/react.js"}}'),
      inline: insert('', 'window.insertedScriptRan = true'),
      ran: Reflect.has(window, 'insertedScriptRan'),
    };
  });
  expect(outcome).toEqual({ importMap: 'refused', inline: 'refused', ran: false });
  await expect.poll(() => reports).toEqual([
    expect.stringMatching(/^require-trusted-types-for: HTMLScriptElement textContent\|\{"imports"/),
    expect.stringMatching(/^require-trusted-types-for: HTMLScriptElement textContent\|window\.insertedScriptRan/),
  ]);
});
