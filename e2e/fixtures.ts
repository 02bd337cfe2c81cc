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
