import { test as base, expect, type Page } from '@playwright/test';

/**
 * Every React renderer that starts registers with the devtools hook; a fake hook installed before any
 * script counts them, so "React is loaded once" is a fact read from the page, not a guess from URLs.
 */
const countReactRenderers = () => {
  const renderers = new Map<number, unknown>();
  Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
    configurable: true,
    value: {
      renderers,
      supportsFiber: true,
      isDisabled: false,
      inject(renderer: unknown) {
        renderers.set(renderers.size + 1, renderer);
        return renderers.size;
      },
      checkDCE() {},
      onCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      onScheduleFiberRoot() {},
    },
  });
};

export async function reactRendererCount(page: Page): Promise<number> {
  return page.evaluate(() => {
    const hook: unknown = Reflect.get(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__');
    const renderers: unknown = hook && typeof hook === 'object' ? Reflect.get(hook, 'renderers') : undefined;
    return renderers instanceof Map ? renderers.size : 0;
  });
}

/**
 * Resolves once the page is interactive (see RootLayout and RemoteIsland): the shell and every island,
 * except islands deferred until the reader comes near; gives up quietly after 15 s.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        document.documentElement.dataset.hydrated === 'true' &&
        [...document.querySelectorAll('[data-island]')].every(
          (island) => island.getAttribute('data-island-ready') === 'true' || island.hasAttribute('data-island-deferred'),
        ),
      undefined,
      { timeout: 15_000 },
    )
    .catch(() => {
      // A section whose remote is down never becomes ready; the test's own assertions decide.
    });
}

type Fixtures = { pageErrors: string[] };

/** Every test fails on an uncaught page error or a console error it did not expect. */
export const test = base.extend<Fixtures>({
  pageErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`console: ${message.text()}`);
    });
    await use(errors);
  },
  page: async ({ page }, use) => {
    await page.addInitScript(countReactRenderers);
    // Prerendered pages are visible before they are interactive: after a load, wait until the shell and
    // every island on the page have hydrated, as a reader's click would need to.
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await waitForHydration(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await waitForHydration(page);
      return response;
    };
    await use(page);
  },
});

export { expect };

/** The remotes and the sections they own, with the heading each section's first page shows. */
export const remoteOrigins = {
  blog: 'http://localhost:4171',
  learn: 'http://localhost:4172',
  simulator: 'http://localhost:4173',
} as const;
