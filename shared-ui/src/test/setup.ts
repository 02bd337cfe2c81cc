// Shared by every workspace's Vitest setup: jest-dom matchers, cleanup, and a console.error that fails
// the test (a React warning is a bug).
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// A test file may run in Node (`// @vitest-environment node`): the DOM parts apply only where there is one.
const hasDom = typeof window !== 'undefined';

// findBy and waitFor give up after 1 s by default: too short on a busy two-core CI machine, where a
// lazy module or a deferred render can take longer. A longer wait only slows a test that fails anyway.
configure({ asyncUtilTimeout: 3000 });

// Node 25 and later have a Web Storage of their own (undefined without --localstorage-file), which
// Vitest leaves in place of jsdom's: the page's storage is the jsdom window's, as in a browser.
const jsdomWindow: unknown = Reflect.get(globalThis, 'jsdom')?.window;
if (hasDom && typeof jsdomWindow === 'object' && jsdomWindow !== null) {
  for (const name of ['localStorage', 'sessionStorage']) {
    const storage: unknown = Reflect.get(jsdomWindow, name);
    if (Reflect.get(globalThis, name) !== storage) {
      Object.defineProperty(globalThis, name, { configurable: true, get: () => storage });
    }
  }
}

if (hasDom) {
  // jsdom lacks APIs Radix primitives call (swipe, select scrolling); no-ops stand in for them.
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.setPointerCapture ??= () => {};
  Element.prototype.releasePointerCapture ??= () => {};
  Element.prototype.scrollIntoView ??= () => {};
}

beforeEach(() => {
  // jsdom has no layout: scrolling is a no-op the shell's scroll restoration may call.
  if (hasDom) vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error was called: ${args.map(String).join(' ')}`);
  });
});

afterEach(() => {
  if (!hasDom) return;
  cleanup();
  window.localStorage.clear();
});
