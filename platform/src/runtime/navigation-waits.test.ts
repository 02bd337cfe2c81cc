// @vitest-environment node
import { expect, test, vi } from 'vitest';
import { createNavigationWaits, NAVIGATION_WAIT_MS } from './navigation-waits';
import { blogSection } from './runtime-doubles.fixture';

test('a navigation stops waiting for code that does not arrive after NAVIGATION_WAIT_MS', async () => {
  const waits = createNavigationWaits(() => new Promise(() => {}));
  vi.useFakeTimers();
  try {
    waits.markSiteStarted();
    const wait = waits.codeFor(blogSection, '/blog');
    let settled = false;
    void wait?.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(NAVIGATION_WAIT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
  } finally {
    vi.useRealTimers();
  }
});

test('code that failed ends the wait without an error: the section shows the failure', async () => {
  const waits = createNavigationWaits(() => Promise.reject(new Error('the blog is down')));
  waits.markSiteStarted();
  await expect(waits.codeFor(blogSection, '/blog')).resolves.toBeUndefined();
  await vi.waitFor(() => expect(waits.pending.isPending()).toBe(false));
});

test('a section left waits for its code again on its next visit; other sections keep theirs', async () => {
  const codeOf = vi.fn(() => Promise.resolve());
  const waits = createNavigationWaits(codeOf);
  waits.markSiteStarted();
  const glossary = { ...blogSection, module: 'glossary-page', mount: '/glossary' };
  const first = waits.codeFor(blogSection, '/blog');
  const kept = waits.codeFor(glossary, '/glossary');
  await first;
  expect(waits.codeFor(blogSection, '/blog')).toBe(first);

  waits.forget(blogSection);
  expect(waits.codeFor(blogSection, '/blog')).not.toBe(first);
  expect(waits.codeFor(glossary, '/glossary')).toBe(kept);
  expect(codeOf).toHaveBeenCalledTimes(3);
});

test('a page whose code has just run renders without waiting, and nothing says it is pending', () => {
  const codeOf = vi.fn(() => Promise.resolve());
  const waits = createNavigationWaits(codeOf, NAVIGATION_WAIT_MS, () => true);
  waits.markSiteStarted();
  expect(waits.codeFor(blogSection, '/blog')).toMatchObject({ status: 'fulfilled' });
  expect(waits.pending.isPending()).toBe(false);
  expect(codeOf).not.toHaveBeenCalled();
});

test('the first page renders without waiting, then and when it renders again once the site has started', () => {
  const codeOf = vi.fn(() => Promise.resolve());
  const waits = createNavigationWaits(codeOf);
  expect(waits.codeFor(blogSection, '/blog')).toBeUndefined();
  waits.markSiteStarted();
  expect(waits.codeFor(blogSection, '/blog')).toMatchObject({ status: 'fulfilled' });
  expect(waits.pending.isPending()).toBe(false);
  expect(codeOf).not.toHaveBeenCalled();
});
