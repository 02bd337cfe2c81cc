import { PAGE_CODE_ELEMENT_ID } from '@tla/platform/contracts/page-protocol';
import { expect, test, waitForHydration } from '../fixtures';
import { appTag, appTags, everyAppTag } from '../app-tags';

/**
 * A page's first paint needs nothing but its HTML: compose inlines its stylesheets whole, so no
 * stylesheet request holds the paint back and none restyles the page after it; and it lists the
 * page's code for the start script (shell/index.html), which asks for it only once the page has
 * loaded and painted.
 */
const routes = [
  '/',
  '/blog',
  '/blog/spl-token-developer-guide',
  '/tutorials',
  '/tutorials/create-spl-token',
  '/glossary',
  '/token-simulator',
];

for (const path of routes) {
  test(
    `${path}: the served HTML carries all its CSS; no stylesheet is fetched, no script comes first`,
    { tag: everyAppTag },
    async ({ site, page, pageErrors }) => {
      const served = (await site.get(path)).text();
      const head = served.slice(0, served.indexOf('</head>'));
      expect(head).toMatch(/<style>[^]{2000,}?<\/style>/);
      const links = head.match(/<link rel="stylesheet"[^>]*>/g) ?? [];
      expect(links.length).toBeGreaterThan(0);
      expect(links.filter((link) => !/\sdisabled[\s>]/.test(link))).toEqual([]);

      await page.goto(path);
      expect(head).not.toMatch(/<script type="module"|rel="modulepreload"/);
      await waitForHydration(page);
      // Nor once the page's sections have run: the code that loads a section's stylesheet finds it
      // linked (disabled, as compose leaves it) and links it no more. (Code run ahead for the sections
      // the page links to may link theirs.)
      const relinked = await page.evaluate(() => {
        const sheets = (selector: string) =>
          [...document.querySelectorAll<HTMLLinkElement>(selector)].map((link) => link.href);
        const inlined = sheets('link[rel="stylesheet"][disabled]');
        const applied = sheets('link[rel="stylesheet"]:not([disabled])');
        return {
          inlined: inlined.length,
          relinked: applied.filter((href) => inlined.includes(href)),
        };
      });
      expect(relinked).toEqual({ inlined: links.length, relinked: [] });
      const timing = await page.evaluate(() => {
        const [navigation] = performance.getEntriesByType('navigation');
        return {
          loaded: navigation instanceof PerformanceNavigationTiming ? navigation.loadEventEnd : -1,
          painted: performance.getEntriesByName('first-contentful-paint').length,
          scripts: performance
            .getEntriesByType('resource')
            .filter((entry) => /\.js(\?|$)/.test(entry.name))
            .map((entry) => entry.startTime),
        };
      });
      expect(timing.painted).toBe(1);
      expect(timing.loaded).toBeGreaterThan(0);
      expect(timing.scripts.length).toBeGreaterThan(0);
      expect(timing.scripts.filter((start) => start < timing.loaded)).toEqual([]);
      expect(pageErrors).toEqual([]);
    },
  );
}

/** What Tailwind's utilities set, read for every element of the page (the page's own script). */
const computedLooks = () => {
  const properties = [
    'display',
    'position',
    'top',
    'left',
    'z-index',
    'width',
    'height',
    'max-width',
    'min-height',
    'margin-top',
    'margin-right',
    'margin-bottom',
    'margin-left',
    'padding-top',
    'padding-right',
    'padding-bottom',
    'padding-left',
    'flex-direction',
    'flex-wrap',
    'flex-grow',
    'align-items',
    'justify-content',
    'row-gap',
    'column-gap',
    'grid-template-columns',
    'color',
    'background-color',
    'background-image',
    'font-size',
    'font-weight',
    'line-height',
    'letter-spacing',
    'text-align',
    'text-decoration-line',
    'text-transform',
    'white-space',
    'overflow-x',
    'overflow-y',
    'border-top-width',
    'border-bottom-color',
    'border-top-left-radius',
    'box-shadow',
    'outline-style',
    'opacity',
    'visibility',
    'transform',
    'translate',
    'cursor',
    'list-style-type',
    'content',
  ];
  return [...document.querySelectorAll('body *')].flatMap((element) =>
    [null, '::before', '::after'].map((pseudo) => {
      const style = getComputedStyle(element, pseudo);
      return properties.map((property) => style.getPropertyValue(property)).join('|');
    }),
  );
};

test(
  'each page styles every element as the stylesheets it inlined would, each utility written once',
  { tag: everyAppTag },
  async ({ site, page }) => {
    for (const [path, width] of [
      ['/', 390],
      ['/blog/spl-token-developer-guide', 1280],
      ['/token-simulator', 820],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      await waitForHydration(page);
      // Still, so that no transition is caught halfway.
      await page.addStyleTag({
        content: '*,::before,::after{transition:none!important;animation:none!important}',
      });
      const inlined = await page.evaluate(() => {
        const sheets = [
          ...document.querySelectorAll<HTMLLinkElement>('head link[rel="stylesheet"][disabled]'),
        ];
        return {
          css: document.querySelector('head style')?.textContent ?? '',
          hrefs: sheets.map((link) => link.href),
        };
      });
      const linked = await Promise.all(
        inlined.hrefs.map(async (href) => (await site.get(href)).text()),
      );
      // Fewer rules than the sheets have: the page's sections repeat the shell's utilities.
      expect(inlined.css.length).toBeLessThan(0.8 * linked.join('\n').length);
      const merged = await page.evaluate(computedLooks);
      await page.evaluate((css) => {
        const style = document.querySelector('head style');
        if (style) style.textContent = css;
      }, linked.join('\n'));
      expect(await page.evaluate(computedLooks), path).toEqual(merged);
    }
  },
);

/** An init script: what the page looks like when it first paints (read back as window.__firstPaint). */
const recordFirstPaint = () => {
  new PerformanceObserver((list) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    const style = (selector: string) => {
      const element = document.querySelector(selector);
      return element ? getComputedStyle(element) : undefined;
    };
    Reflect.set(window, '__firstPaint', {
      background: style('body')?.backgroundColor,
      headingSize: Number.parseFloat(style('main h1')?.fontSize ?? '0'),
      headerPosition: style('header')?.position,
      stylesheetsLoaded: performance
        .getEntriesByType('resource')
        .filter((entry) => /\.css(\?|$)/.test(entry.name)).length,
    });
  }).observe({ type: 'paint', buffered: true });
};

for (const theme of ['dark', 'light'] as const) {
  test(
    `/ and a tutorial first paint styled in the ${theme} theme, from the HTML alone`,
    { tag: appTags('shell', 'learn') },
    async ({ page }) => {
      await page.addInitScript((chosen) => window.localStorage.setItem('theme', chosen), theme);
      await page.addInitScript(recordFirstPaint);
      for (const path of ['/', '/tutorials/create-spl-token']) {
        await page.goto(path);
        const look = await page.evaluate(() => Reflect.get(window, '__firstPaint'));
        expect(look).toEqual({
          background: theme === 'dark' ? 'rgb(11, 11, 20)' : 'rgb(255, 255, 255)',
          headerPosition: 'sticky',
          headingSize: expect.any(Number),
          stylesheetsLoaded: 0,
        });
        expect(look.headingSize).toBeGreaterThan(24);
      }
    },
  );
}

/** The code files a served page lists for the start script (compose's page-code block). */
const listedCode = (html: string): string[] => {
  const list = new RegExp(
    `<script type="application/json" id="${PAGE_CODE_ELEMENT_ID}">([^<]*)</script>`,
  ).exec(html);
  if (!list?.[1]) throw new Error('the page lists no code');
  // Its scripts and preloads: every string in it that names a .js file.
  return [...list[1].matchAll(/"([^"]+\.js)"/g)].map(
    ([, url]) => new URL(url ?? '', 'http://site.invalid').pathname,
  );
};

test(
  "a shell page's own module comes with its page, and no other page carries it",
  { tag: appTag('shell') },
  async ({ site }) => {
    const shellPage = (code: string[], name: string) =>
      code.some((file) => new RegExp(`^/assets/${name}-[\\w-]+\\.js$`).test(file));
    const home = listedCode((await site.get('/')).text());
    const about = listedCode((await site.get('/about')).text());
    const blog = listedCode((await site.get('/blog')).text());
    expect(shellPage(home, 'home-page')).toBe(true);
    expect(shellPage(about, 'about-page')).toBe(true);
    expect(shellPage(about, 'home-page')).toBe(false);
    expect(shellPage(blog, 'home-page')).toBe(false);
    expect(shellPage(blog, 'about-page')).toBe(false);
  },
);
