// The interactions the interactions bench measures, on our site and on the VitePress build of our
// content, each found by its accessible role and name (as the end-to-end tests find them) and each
// checked to have happened: a figure of an interaction that did nothing would read as a fast one.
import type { Locator, Page } from '@playwright/test';

/** How long a reader takes between two keys (about 60 words a minute). */
const keyGapMs = 200;
/** How long a throttled page may take to show what an interaction does. */
const verifyTimeoutMs = 15_000;
/** The three letters typed into every filter and search: the start of "mint". */
const typedText = 'min';
/** The docs page both sites have, where the header's menu, the search and the contents are used. */
const docsPage = '/tutorials/create-spl-token';

export type InteractionCase = {
  id: string;
  /** What the reader does, as the table names it. */
  label: string;
  site: 'ours' | 'vitepress';
  path: string;
  /** Ours: the id of VitePress's comparable interaction. */
  peer?: string;
  /** How many interactions the act is (a tap: 1; each key: 1): more seen means something else ran. */
  interactions: number;
  /**
   * What the reader does first, not measured (opening the search before typing, focusing a field);
   * it also brings the control into view and fails if the page is not where the act starts from.
   */
  prepare: (page: Page) => Promise<void>;
  /** The measured interaction. */
  act: (page: Page) => Promise<void>;
  /** Fails unless the act did what it is for. */
  verify: (page: Page) => Promise<void>;
};

/** Waits until `check` holds; if it never does, the run stops, naming what did not happen. */
async function expectThat(what: string, check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + verifyTimeoutMs;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`the interaction did not happen: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The control must be there, once, and on screen (scrolled to, as a reader scrolls to it). */
async function bringIntoView(control: Locator, what: string): Promise<void> {
  const count = await control.count();
  if (count !== 1) throw new Error(`${what}: expected one on the page, found ${count}`);
  await control.scrollIntoViewIfNeeded();
  await expectThat(`${what} is visible`, () => control.isVisible());
}

/**
 * A finger on the middle of the control: the touchscreen alone, once a check in the page has found
 * the control there (nothing over it). Playwright's `locator.tap()` makes that check inside the tap
 * instead, with listeners of its own on the tap's events (pointerdown, touchstart, pointerup, click):
 * 5-9 ms of processing at 4x CPU that no reader's page has.
 */
async function tapLikeAReader(control: Locator, what: string): Promise<void> {
  const box = await control.boundingBox();
  if (box === null) throw new Error(`${what}: not on the page`);
  const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const onTop = await control.evaluate((element, { x, y }) => {
    const hit = document.elementFromPoint(x, y);
    return hit !== null && element.contains(hit);
  }, point);
  if (!onTop) throw new Error(`${what}: something else lies over its middle`);
  await control.page().touchscreen.tap(point.x, point.y);
}

/** Each key pressed and released, then the pause before the next, as a reader types. */
async function typeKeys(page: Page, keys: readonly string[]): Promise<void> {
  for (const key of keys) {
    await page.keyboard.press(key);
    await page.waitForTimeout(keyGapMs);
  }
}

const searchParam = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);

/** A disclosure (accordion item, menu button): closed before the tap, open after it. */
function disclosure(
  base: Pick<InteractionCase, 'id' | 'label' | 'site' | 'path' | 'peer'>,
  control: (page: Page) => Locator,
  opened: (page: Page) => Locator = control,
): InteractionCase {
  return {
    ...base,
    interactions: 1,
    async prepare(page) {
      await bringIntoView(control(page), base.label);
      const expanded = await control(page).getAttribute('aria-expanded');
      if (expanded !== 'false')
        throw new Error(`${base.label}: aria-expanded is ${expanded} before the tap, not false`);
    },
    act: (page) => tapLikeAReader(control(page), base.label),
    verify: (page) =>
      expectThat(
        `${base.label}: aria-expanded turns true`,
        async () => (await opened(page).getAttribute('aria-expanded')) === 'true',
      ),
  };
}

// Ours.
const glossaryTerm = disclosure(
  { id: 'glossary-term', label: 'open a glossary term', site: 'ours', path: '/glossary' },
  (page) => page.getByRole('button', { name: 'Mint Authority', exact: true }),
);

const tutorialsTab: InteractionCase = {
  id: 'tutorials-tab',
  label: 'tap a tab (Tokenomics)',
  site: 'ours',
  path: '/tutorials',
  interactions: 1,
  async prepare(page) {
    await bringIntoView(page.getByRole('tab', { name: 'Tokenomics' }), 'the Tokenomics tab');
    if (searchParam(page, 'category') !== null)
      throw new Error('/tutorials opened with a category');
  },
  act: (page) =>
    tapLikeAReader(page.getByRole('tab', { name: 'Tokenomics' }), 'the Tokenomics tab'),
  verify: (page) =>
    expectThat('the Tokenomics tab is selected and the address says so', async () => {
      const selected = await page
        .getByRole('tab', { name: 'Tokenomics' })
        .getAttribute('aria-selected');
      return selected === 'true' && searchParam(page, 'category') === 'tokenomics';
    }),
};

const glossaryFilter: InteractionCase = {
  id: 'glossary-filter',
  label: 'type 3 letters in the glossary filter',
  site: 'ours',
  path: '/glossary',
  interactions: typedText.length,
  async prepare(page) {
    const field = page.getByRole('searchbox', { name: 'Search terms' });
    await bringIntoView(field, 'the glossary filter');
    await field.tap();
    await expectThat('the glossary filter has the focus', () =>
      field.evaluate((element) => element === document.activeElement),
    );
  },
  act: (page) => typeKeys(page, [...typedText]),
  verify: (page) =>
    expectThat(`the glossary filter holds "${typedText}" and the list is filtered`, async () => {
      const value = await page.getByRole('searchbox', { name: 'Search terms' }).inputValue();
      const status = await page
        .getByRole('status')
        .filter({ hasText: /^Showing/ })
        .textContent();
      return value === typedText && /^Showing \d+ of \d+ terms$/.test(status ?? '');
    }),
};

const blogCategory: InteractionCase = {
  id: 'blog-category',
  label: 'tap a category chip (Tokenomics)',
  site: 'ours',
  path: '/blog',
  interactions: 1,
  async prepare(page) {
    await bringIntoView(chip(page), 'the Tokenomics category chip');
    if (new URL(page.url()).pathname !== '/blog') throw new Error('/blog opened with a category');
  },
  act: (page) => tapLikeAReader(chip(page), 'the Tokenomics chip'),
  // Each category's list has a page of its own, prerendered: the chip leads there.
  verify: (page) =>
    expectThat(
      'the address and the heading say Tokenomics',
      async () =>
        new URL(page.url()).pathname === '/blog/category/tokenomics' &&
        (await page.getByRole('heading', { level: 1, name: 'Tokenomics Articles' }).isVisible()),
    ),
};

function chip(page: Page): Locator {
  return page
    .getByRole('main')
    .getByRole('navigation', { name: 'Article categories' })
    .getByRole('link', { name: 'Tokenomics', exact: true });
}

const homeFaq = disclosure(
  { id: 'home-faq', label: 'open a FAQ item', site: 'ours', path: '/' },
  (page) =>
    page.getByRole('region', { name: 'Frequently Asked Questions' }).getByRole('button').first(),
);

const mobileMenu = disclosure(
  {
    id: 'mobile-menu',
    label: 'open the menu',
    site: 'ours',
    path: docsPage,
    peer: 'vitepress-nav-menu',
  },
  (page) => page.getByRole('button', { name: 'Open menu' }),
  // Its name turns to "Close menu" as it opens.
  (page) => page.getByRole('button', { name: 'Close menu' }),
);

const tutorialContents = disclosure(
  {
    id: 'tutorial-contents',
    label: "open the page's contents",
    site: 'ours',
    path: docsPage,
    peer: 'vitepress-outline',
  },
  (page) =>
    page
      .getByRole('navigation', { name: 'Contents' })
      .getByRole('button', { name: 'Contents', exact: true }),
);

const siteSearchDialog = (page: Page) => page.getByRole('dialog', { name: 'Search the site' });
const siteSearchBox = (page: Page) =>
  siteSearchDialog(page).getByRole('combobox', { name: 'Search the site' });

const siteSearch: InteractionCase = {
  id: 'site-search',
  label: 'type 3 letters in the search',
  site: 'ours',
  path: docsPage,
  peer: 'vitepress-search',
  interactions: typedText.length,
  async prepare(page) {
    const button = page.getByRole('button', { name: 'Search the site' });
    await bringIntoView(button, 'the search button');
    await button.tap();
    // Its indexes have loaded once it offers to search them.
    await expectThat('the search dialog opens with its indexes', () =>
      siteSearchDialog(page)
        .getByText(/^Type to search \d+ pages, sections and terms\.$/)
        .isVisible(),
    );
    await expectThat('the search field has the focus', () =>
      siteSearchBox(page).evaluate((element) => element === document.activeElement),
    );
  },
  act: (page) => typeKeys(page, [...typedText]),
  verify: (page) =>
    expectThat(
      `the search holds "${typedText}" and shows results`,
      async () =>
        (await siteSearchBox(page).inputValue()) === typedText &&
        (await siteSearchDialog(page).getByRole('option').count()) > 0,
    ),
};

/** The Decimals field of the simulator's token setup. */
const decimalsField = (page: Page) =>
  page.getByRole('region', { name: 'Token setup' }).getByLabel('Decimals', { exact: true });

const simulatorDecimals: InteractionCase = {
  id: 'simulator-decimals',
  label: 'set decimals (9 → 6)',
  site: 'ours',
  path: '/token-simulator',
  // Backspace, then 6.
  interactions: 2,
  async prepare(page) {
    const field = decimalsField(page);
    await bringIntoView(field, 'the Decimals field');
    const value = await field.inputValue();
    if (value !== '9') throw new Error(`the Decimals field starts at ${value}, not 9`);
    await field.tap();
    await page.keyboard.press('End');
  },
  act: (page) => typeKeys(page, ['Backspace', '6']),
  verify: (page) =>
    expectThat(
      'Decimals reads 6 and the address says so',
      async () =>
        (await decimalsField(page).inputValue()) === '6' && searchParam(page, 'decimals') === '6',
    ),
};

// VitePress's, on the same docs page.
const vitepressSearchBox = (page: Page) => page.getByRole('searchbox');

const vitepressSearch: InteractionCase = {
  id: 'vitepress-search',
  label: 'type 3 letters in the local search',
  site: 'vitepress',
  path: docsPage,
  interactions: typedText.length,
  async prepare(page) {
    const button = page.getByRole('button', { name: 'Search', exact: true });
    await bringIntoView(button, 'the search button');
    await button.tap();
    await expectThat('the local search opens with the focus in its field', () =>
      vitepressSearchBox(page).evaluate((element) => element === document.activeElement),
    );
  },
  act: (page) => typeKeys(page, [...typedText]),
  verify: (page) =>
    expectThat(
      `the local search holds "${typedText}" and shows results`,
      async () =>
        (await vitepressSearchBox(page).inputValue()) === typedText &&
        (await page.getByRole('option').count()) > 0,
    ),
};

const vitepressNavMenu = disclosure(
  { id: 'vitepress-nav-menu', label: 'open the nav menu', site: 'vitepress', path: docsPage },
  (page) => page.getByRole('button', { name: 'mobile navigation', exact: true }),
);

const vitepressSidebar = disclosure(
  { id: 'vitepress-sidebar', label: 'open the sidebar (Menu)', site: 'vitepress', path: docsPage },
  (page) => page.getByRole('button', { name: 'Menu', exact: true }),
);

/** "On this page" has no aria-expanded: open when its list's "Return to top" link shows. */
const vitepressOutline: InteractionCase = {
  id: 'vitepress-outline',
  label: 'open "On this page"',
  site: 'vitepress',
  path: docsPage,
  interactions: 1,
  async prepare(page) {
    await bringIntoView(outlineButton(page), 'the "On this page" button');
    if (await page.getByRole('link', { name: 'Return to top' }).isVisible())
      throw new Error('"On this page" is open before the tap');
  },
  act: (page) => tapLikeAReader(outlineButton(page), 'the "On this page" button'),
  verify: (page) =>
    expectThat('"On this page" shows its list', () =>
      page.getByRole('link', { name: 'Return to top' }).isVisible(),
    ),
};

function outlineButton(page: Page): Locator {
  return page.getByRole('button', { name: 'On this page', exact: true });
}

/**
 * Every interaction, in the order a run measures them: each of ours followed by VitePress's
 * comparable one, so the machine's drift within a run falls on both alike.
 */
export const interactionCases: readonly InteractionCase[] = [
  glossaryTerm,
  tutorialsTab,
  glossaryFilter,
  blogCategory,
  homeFaq,
  mobileMenu,
  vitepressNavMenu,
  vitepressSidebar,
  tutorialContents,
  vitepressOutline,
  siteSearch,
  vitepressSearch,
  simulatorDecimals,
];
