import type { Page, Request } from '@playwright/test';
import { REMOTE_ENTRY_FILE } from '@tla/platform/contracts/remote-id';
import { expect, test, waitForHydration } from '../fixtures';
import { appTags, everyAppTag } from '../app-tags';

/** Records every request, and whether each has finished. */
function requestLog(page: Page) {
  const requests: Request[] = [];
  const pending = new Set<Request>();
  page.on('request', (request) => {
    requests.push(request);
    pending.add(request);
  });
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
  return { requests, pending };
}

/** Notes, from the first script on, whether a spinner ever appears in the page's main area. */
const watchForSpinners = () => {
  const note = () => {
    if (document.querySelector('main [data-slot="spinner"]'))
      document.documentElement.dataset.spinnerSeen = 'true';
  };
  new MutationObserver(note).observe(document, { subtree: true, childList: true });
};

const spinnerSeen = (page: Page) =>
  page.evaluate(() => document.documentElement.dataset.spinnerSeen === 'true');

/**
 * Notes, from the first script on, each island that arrives in the page's main area and the heading
 * it holds the moment it arrives: the HTML it showed before its code had rendered anything.
 */
const watchIslandsArriving = () => {
  const seen = new WeakSet<Element>();
  const arrivals: { island: string | null; heading: string | null }[] = [];
  Reflect.set(window, '__islandArrivals', arrivals);
  new MutationObserver(() => {
    for (const island of document.querySelectorAll('main [data-island]')) {
      if (seen.has(island)) continue;
      seen.add(island);
      arrivals.push({
        island: island.getAttribute('data-island'),
        heading: island.querySelector('h1')?.textContent?.trim() ?? null,
      });
    }
  }).observe(document, { subtree: true, childList: true });
};

const islandArrivals = (page: Page) =>
  page.evaluate(() => JSON.stringify(Reflect.get(window, '__islandArrivals')));

/** A page's prerendered fragment, as a remote publishes it (not the manifest). */
const isFragment = (url: string) => /\/_islands\/[\w-]+\/.+\.json$/.test(url);

/** The browser's warnings about preloads a page did not use, as they are logged. */
function unusedPreloadWarnings(page: Page) {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (/preloaded using link preload but not used/.test(message.text()))
      warnings.push(message.text());
  });
  return warnings;
}

/** Waits until 4 s after the load event: Chromium warns of an unused preload a few seconds after it. */
const pastTheUnusedPreloadWarning = (page: Page) =>
  page.waitForFunction(
    () => {
      const [navigation] = performance.getEntriesByType('navigation');
      return (
        navigation instanceof PerformanceNavigationTiming &&
        navigation.loadEventEnd > 0 &&
        performance.now() - navigation.loadEventEnd > 4_000
      );
    },
    undefined,
    { timeout: 15_000 },
  );

/**
 * Hovering a link to a section fetches, all at once, the remote's section module and the chunks of
 * the page the link leads to (from the remote's manifest), so the click that follows needs no script.
 */
test('hovering Blog fetches its section and page code; the click then fetches no script', { tag: appTags('shell', 'blog') }, async ({
  page,
  pageErrors,
}) => {
  // A reader who saves data: nothing is fetched in idle time, so every request here is the hover's.
  await page.addInitScript(() =>
    Object.defineProperty(navigator, 'connection', { value: { saveData: true } }),
  );
  const { requests, pending } = requestLog(page);
  await page.goto('/');
  await waitForHydration(page);
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

/**
 * A navigation keeps the current page until the next one can show (a transition): no spinner in
 * between, whether the section's code was fetched ahead (hover) or only after the click.
 */
test('navigating between sections and inside one never shows a spinner', { tag: everyAppTag }, async ({
  page,
  pageErrors,
}) => {
  await page.addInitScript(watchForSpinners);
  await page.goto('/about');
  await waitForHydration(page);
  const main = page.getByRole('navigation', { name: 'Main' });

  // Not hovered first: the click itself fetches the blog's code.
  await main.getByRole('link', { name: 'Blog' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Blog', exact: true })).toBeVisible();
  // Inside the section: a post's page loads its own chunks (the markdown renderer) after the click.
  const articles = page.getByRole('list', { name: 'Articles' });
  const title = ((await articles.getByRole('heading').first().textContent()) ?? '').trim();
  await articles.getByRole('link', { name: title }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  // Hovered first, then clicked.
  for (const [link, heading] of [
    [main.getByRole('link', { name: 'Tutorials' }), 'Tutorials'],
    [page.getByRole('banner').getByRole('link', { name: 'Token Simulator' }), 'Token Simulator'],
    [page.getByRole('contentinfo').getByRole('link', { name: 'Glossary' }), 'Glossary'],
  ] as const) {
    await link.hover();
    await link.click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  expect(await spinnerSeen(page)).toBe(false);
  expect(pageErrors).toEqual([]);
});

/**
 * After a page has loaded and the browser is idle, the sections the frame links to are fetched
 * (each remote's entry, section module, the linked page's chunks and its prerendered HTML), so a
 * click on any of them shows the section's page at once, with no script to fetch and no spinner; the
 * home page's widgets still wait for the reader to come near them.
 */
test('after idle on /, a click on Blog, Tutorials, Glossary or Token Simulator fetches no code and shows no spinner', { tag: everyAppTag }, async ({
  page,
  remoteBases,
  pageErrors,
}) => {
  await page.addInitScript(watchForSpinners);
  await page.addInitScript(watchIslandsArriving);
  const { requests, pending } = requestLog(page);
  const unusedPreloads = unusedPreloadWarnings(page);
  await page.goto('/');
  // Everything idle time does for the links is done (the page marks it), and nothing is in flight.
  await expect(page.locator('html')).toHaveAttribute('data-idle-prefetch', 'done', {
    timeout: 15_000,
  });
  const entries = requests
    .map((request) => request.url())
    .filter((url) => url.endsWith(`/${REMOTE_ENTRY_FILE}`));
  expect(entries).toEqual(
    expect.arrayContaining(
      [remoteBases.blog, remoteBases.learn, remoteBases.simulator].map(
        (base) => new URL(REMOTE_ENTRY_FILE, base).href,
      ),
    ),
  );
  // Fetched, not run: the widget far below the fold is still waiting for the reader.
  await expect(page.locator('[data-island="mf_blog/latest-posts"]')).toHaveAttribute(
    'data-island-deferred',
    'true',
  );
  await expect.poll(() => pending.size, { timeout: 15_000 }).toBe(0);
  // Nothing fetched for nothing: the browser warns about each preload the page has not used a few
  // seconds after its load event; the sections fetched ahead must not be among them.
  await pastTheUnusedPreloadWarning(page);
  expect(unusedPreloads).toEqual([]);
  // The prerendered HTML of each page the frame links to came too.
  const fragments = requests.map((request) => request.url()).filter(isFragment);
  for (const page of ['blog', 'tutorials', 'glossary', 'token-simulator']) {
    expect(fragments.some((url) => url.endsWith(`/${page}.json`)), `${page}.json`).toBe(true);
  }

  for (const [link, heading] of [
    [page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }), 'Blog'],
    [
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Tutorials' }),
      'Tutorials',
    ],
    [page.getByRole('contentinfo').getByRole('link', { name: 'Glossary' }), 'Glossary'],
    [page.getByRole('banner').getByRole('link', { name: 'Token Simulator' }), 'Token Simulator'],
  ] as const) {
    const before = requests.length;
    const arrivedBefore: unknown[] = JSON.parse(await islandArrivals(page));
    await link.click();
    await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
    // The section's island arrived holding its page's heading: the HTML fetched ahead, shown before
    // its code rendered it.
    const arrived: unknown[] = JSON.parse(await islandArrivals(page));
    expect(arrived.slice(arrivedBefore.length), `the ${heading} island as it arrived`).toContainEqual(
      expect.objectContaining({ heading }),
    );
    expect(requests.slice(before).map((request) => request.url()).filter(isFragment)).toEqual([]);
    const scripts = requests
      .slice(before)
      .filter((request) => request.resourceType() === 'script')
      .map((request) => request.url())
      // The simulator's charts are drawn in the browser only, after its page has shown: their chunk,
      // and the react-dom share it asks the remote entry for.
      .filter((url) => !/\/(charts-|[\w-]*loadShare__react_mf_2_dom__)[\w-]*\.js$/.test(url));
    expect(scripts, `scripts fetched after the click on ${heading}`).toEqual([]);
  }
  expect(await spinnerSeen(page)).toBe(false);
  expect(pageErrors).toEqual([]);
});

/** A page the server did not prerender (the editor of a reader's own post) renders once its code is there. */
test('the editor deep link of a reader’s post shows its form without a spinner once its code is cached', { tag: appTags('blog', 'shell') }, async ({
  page,
  pageErrors,
}) => {
  const main = page.getByRole('main');
  await page.goto('/blog/editor');
  await main.getByRole('textbox', { name: 'Title' }).fill('Deep Link Diary');
  await main.getByRole('textbox', { name: 'Content' }).fill('Written to be opened again.');
  await main.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Marketing' }).click();
  await main.getByRole('button', { name: 'Publish Post' }).click();
  await expect(page).toHaveURL(/\/blog\/editor\/deep-link-diary$/);

  await page.addInitScript(watchForSpinners);
  await page.reload();
  await expect(main.getByRole('textbox', { name: 'Slug' })).toHaveValue('deep-link-diary');
  expect(await spinnerSeen(page)).toBe(false);
  expect(pageErrors).toEqual([]);
});

// Nothing fetched for nothing on any kind of page: the section's stylesheets and code the page
// preloads are the ones it uses, and what idle time fetches ahead for its links is not preloaded
// for nothing either.
for (const path of [
  '/blog',
  '/blog/spl-token-developer-guide',
  '/tutorials',
  '/tutorials/create-spl-token',
  '/resources',
  '/glossary',
  '/token-simulator',
]) {
  test(`${path} uses everything it preloads`, { tag: everyAppTag }, async ({ page, pageErrors }) => {
    const unusedPreloads = unusedPreloadWarnings(page);
    await page.goto(path);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await pastTheUnusedPreloadWarning(page);
    expect(unusedPreloads).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
}
