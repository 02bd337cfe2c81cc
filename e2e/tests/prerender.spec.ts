import { ISLAND_ATTRIBUTE, PRERENDERED_PATH_ATTRIBUTE } from '@tla/platform/contracts/page-protocol';
import { parsePublished } from '@tla/platform/contracts/parse-published';
import { islandsManifestSchema, remotesFileSchema } from '@tla/platform/contracts/published';
import { expect, keepFromLeavingFor, test, waitForHydration } from '../fixtures';
import { routeTable } from '../route-table';
import { appTag, appTags, everyAppTag } from '../app-tags';

/**
 * Watch every mutation from the first byte: count the moments when <main>, once it has shown content,
 * is empty again or shows only a loading spinner (a flash during hydration), and those when the bar a
 * navigation shows while it waits for a section's code is on screen (the first page waits for none).
 */
const watchForEmptyMain = () => {
  let seenContent = false;
  Reflect.set(window, '__emptyMainMoments', 0);
  Reflect.set(window, '__loadingBarMoments', 0);
  new MutationObserver(() => {
    if (document.querySelector('[role="progressbar"][aria-label="Loading page"]')) {
      Reflect.set(window, '__loadingBarMoments', Number(Reflect.get(window, '__loadingBarMoments')) + 1);
    }
    const main = document.querySelector('main');
    if (!main) return;
    const text = main.textContent?.trim() ?? '';
    const spinnerOnly = main.querySelector('[data-slot="spinner"]') !== null && !main.querySelector('h1');
    if (text !== '' && !spinnerOnly) {
      seenContent = true;
    } else if (seenContent) {
      Reflect.set(window, '__emptyMainMoments', Number(Reflect.get(window, '__emptyMainMoments')) + 1);
    }
  }).observe(document, { childList: true, subtree: true, characterData: true });
};

const decodeEntities = (text: string) =>
  text
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The text of the first <h1> of an HTML document, as a reader without JavaScript would see it. */
function firstHeadingText(html: string): string | undefined {
  const inner = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1];
  return inner === undefined ? undefined : decodeEntities(inner.replace(/<[^>]+>/g, '')).trim();
}

for (const route of routeTable) {
  test(`${route.path} is served as HTML with its heading and title, and hydrates cleanly in the frame`, { tag: appTags(route.owner, 'shell') }, async ({ page, site, pageErrors }) => {
    const response = await site.get(route.path);
    expect(response.status).toBe(200);
    const html = response.text();
    const heading = firstHeadingText(html);
    if (typeof route.heading === 'string') expect(heading).toBe(route.heading);
    else expect(heading).toMatch(route.heading);
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    expect(html).toContain(`${PRERENDERED_PATH_ATTRIBUTE}="${route.path}"`);

    await page.addInitScript(watchForEmptyMain);
    if (route.leavesFor) await keepFromLeavingFor(page, route.leavesFor);
    await page.goto(route.path);
    // The page inside the site's frame, as a reader following a deep link sees it.
    await expect(page.getByRole('heading', { level: 1, name: route.heading, exact: true })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page).toHaveTitle(decodeEntities(html.match(/<title>([^<]+)<\/title>/)?.[1] ?? ''));
    // One canonical address, this page's own, on the site's origin.
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`^https://[^/]+${route.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
    );
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => Reflect.get(window, '__emptyMainMoments'))).toBe(0);
    expect(await page.evaluate(() => Reflect.get(window, '__loadingBarMoments'))).toBe(0);
    expect(pageErrors).toEqual([]);
  });
}

test('a remote section hydrates its prerendered HTML instead of rendering it again', { tag: everyAppTag }, async ({ page, pageErrors }) => {
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

test('a remote that is down at page load replaces its prerendered section with the fallback', { tag: everyAppTag }, async ({ remoteBases, page }) => {
  await page.route(`${remoteBases.learn}**`, (route) => route.abort('connectionrefused'));
  await page.goto('/glossary');
  await expect(page.getByRole('alert')).toContainText('Glossary is temporarily unavailable');
  await expect(page.getByRole('banner')).toBeVisible();
});

test('sitemap.xml lists every public route, and an unknown path gets the not-found page', { tag: everyAppTag }, async ({ site }) => {
  const sitemap = (await site.get('/sitemap.xml')).text();
  for (const route of routeTable.filter((entry) => entry.path !== '/not-found')) {
    expect(sitemap).toContain(`${route.path === '/' ? '/' : route.path}</loc>`);
  }
  const unknown = await site.get('/no/such/page');
  expect(unknown.status).toBe(404);
  expect(unknown.text()).toContain(`${PRERENDERED_PATH_ATTRIBUTE}="/not-found"`);
  expect(sitemap).not.toContain('/not-found<');
});

test('the home page’s remote widgets load their code only when the reader comes near them', { tag: everyAppTag }, async ({ remoteBases,
  page,
  pageErrors,
}) => {
  const remoteScripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' && request.url().startsWith(remoteBases.blog))
      remoteScripts.push(request.url());
  });
  // A reader who saves data: no section is fetched in idle time (section-prefetch.spec.ts), so every
  // blog script here is the widget's own.
  await page.addInitScript(() =>
    Object.defineProperty(navigator, 'connection', { value: { saveData: true } }),
  );
  await page.goto('/');
  const widget = page.locator('[data-island="mf_blog/latest-posts"]');
  // Readable from the HTML, but no code from the blog yet: the widget is far below the fold.
  await expect(
    page.getByRole('heading', { level: 2, name: 'Latest from Our Blog' }),
  ).toBeAttached();
  await expect(widget).toHaveAttribute('data-island-deferred', 'true');
  expect(remoteScripts).toEqual([]);

  await page
    .getByRole('heading', { level: 2, name: 'Latest from Our Blog' })
    .scrollIntoViewIfNeeded();
  await expect(widget).toHaveAttribute('data-island-ready', 'true');
  await expect(widget).not.toHaveAttribute('data-island-deferred');
  expect(remoteScripts.length).toBeGreaterThan(0);
  expect(pageErrors).toEqual([]);
});

test('a link in a widget whose code has not arrived yet is followed by the router, without a reload', { tag: everyAppTag }, async ({ remoteBases,
  page,
  pageErrors,
}) => {
  await page.goto('/');
  // The blog's code is slow today: the reader clicks before the widget has hydrated.
  await page.route(`${remoteBases.blog}remoteEntry.js`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue().catch(() => {});
  });
  await page.evaluate(() => Reflect.set(window, '__sameDocument', true));
  const title = 'Adding Liquidity to Your Solana Token: Raydium Pools Explained';
  await page
    .getByRole('region', { name: 'Latest from Our Blog' })
    .getByRole('link', { name: title })
    .click();
  await expect(page).toHaveURL(/\/blog\/adding-liquidity-to-your-solana-token$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  expect(await page.evaluate(() => Reflect.get(window, '__sameDocument'))).toBe(true);
  expect(pageErrors).toEqual([]);
});

test('a section page loads only its own page’s code, and its served HTML preloads that code', { tag: everyAppTag }, async ({ remoteBases,
  page,
  site,
  pageErrors,
}) => {
  const blogScripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' && request.url().startsWith(remoteBases.blog))
      blogScripts.push(new URL(request.url()).pathname);
  });
  const pageCode = (name: string) => blogScripts.filter((path) => new RegExp(`/${name}-[\\w-]+\\.js$`).test(path));

  await page.goto('/blog');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  expect(pageCode('blog-list-page')).toHaveLength(1);
  // The list carries neither the post page (markdown, highlighting) nor the editor.
  expect(pageCode('post-page')).toEqual([]);
  expect(pageCode('post-editor-page')).toEqual([]);

  const postHtml = (await site.get('/blog/spl-token-developer-guide')).text();
  // Listed for the start script, which preloads it with the page's other code after the first paint.
  expect(postHtml).toMatch(/"preloads":\[[^\]]*"[^"]+\/assets\/post-page-[\w-]+\.js"/);

  // Opening a post from the list fetches its page code then.
  const title = "The Developer's Guide to SPL Tokens: CLI, Token-2022 and Metadata";
  await page.getByRole('link', { name: title }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  expect(pageCode('post-page')).toHaveLength(1);
  expect(pageErrors).toEqual([]);
});

test('a tutorial page loads its own text and no other tutorial’s', { tag: appTag('learn') }, async ({ remoteBases, page, pageErrors }) => {
  const learnScripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' && request.url().startsWith(remoteBases.learn))
      learnScripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/tutorials/create-spl-token');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  const texts = ['create-spl-token', 'raydium-liquidity-pool', 'spl-token-staking', 'token-metadata-standards'];
  const loaded = texts.filter((name) => learnScripts.some((path) => new RegExp(`/${name}-[\\w-]+\\.js$`).test(path)));
  expect(loaded).toEqual(['create-spl-token']);
  expect(pageErrors).toEqual([]);
});

test('every path a remote publishes to prerender is served composed, in the section it declared', { tag: everyAppTag }, async ({ site, remoteBases }) => {
  // What the remotes published with their deployed builds, not a list kept here.
  const { sections } = parsePublished(remotesFileSchema, (await site.get('/remotes.json')).text(), '/remotes.json');
  let checked = 0;
  for (const [id, base] of Object.entries(remoteBases)) {
    const manifestUrl = new URL('_islands/manifest.json', base).href;
    const manifest = parsePublished(islandsManifestSchema, (await site.get(manifestUrl)).text(), manifestUrl);
    for (const island of manifest.islands.filter((entry) => entry.mount !== '/')) {
      const route = sections.find((section) => section.remote === manifest.remote && section.module === island.module);
      expect(route, `${id}/${island.module} is a published section`).toMatchObject({ mount: island.mount });
      for (const path of island.paths) {
        const html = (await site.get(path)).text();
        expect(html, path).toContain(`${PRERENDERED_PATH_ATTRIBUTE}="${path}"`);
        expect(html, path).toContain(`${ISLAND_ATTRIBUTE}="${manifest.remote}/${island.module}"`);
        expect(firstHeadingText(html), path).toBeTruthy();
        checked += 1;
      }
    }
  }
  expect(checked).toBeGreaterThanOrEqual(40);
});
