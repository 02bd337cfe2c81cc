import { renderHook } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { adScriptSrc, injectAdScript, isAdScriptUrl } from './load-ad-script';
import { isAdFreePath, useAdScript } from './use-ad-script';

const publisherId = 'ca-pub-1234567890123456';
const adScripts = () => document.head.querySelectorAll('script[data-ad-script]');

afterEach(() => {
  for (const script of adScripts()) script.remove();
  vi.useRealTimers();
});

test('the script address carries the publisher id as client', () => {
  expect(adScriptSrc(publisherId)).toBe(
    'https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=ca-pub-1234567890123456',
  );
});

test('the script is async with anonymous CORS, and added only once', () => {
  const script = injectAdScript(publisherId);
  expect(script.async).toBe(true);
  expect(script.crossOrigin).toBe('anonymous');
  expect(script.src).toBe(adScriptSrc(publisherId));
  expect(injectAdScript(publisherId)).toBe(script);
  expect(adScripts()).toHaveLength(1);
});

test('without a publisher id there is no ad script', () => {
  vi.useFakeTimers();
  renderHook(() => useAdScript(undefined, '/'));
  vi.advanceTimersByTime(5_000);
  expect(adScripts()).toHaveLength(0);
});

test('with a publisher id the script comes after the page is interactive, not during render', () => {
  vi.useFakeTimers();
  renderHook(() => useAdScript(publisherId, '/blog'));
  expect(adScripts()).toHaveLength(0);
  vi.advanceTimersByTime(10);
  expect(adScripts()).toHaveLength(1);
});

test('leaving before the page is idle cancels the load', () => {
  vi.useFakeTimers();
  const { unmount } = renderHook(() => useAdScript(publisherId, '/blog'));
  unmount();
  vi.advanceTimersByTime(5_000);
  expect(adScripts()).toHaveLength(0);
});

test('the post editor and its drafts are ad-free; other blog pages are not', () => {
  expect(isAdFreePath('/blog/editor')).toBe(true);
  expect(isAdFreePath('/blog/editor/my-draft')).toBe(true);
  expect(isAdFreePath('/blog/editorial')).toBe(false);
  expect(isAdFreePath('/blog')).toBe(false);
});

test('a visit that starts on the editor loads no ad script, and loads it on leaving for another page', () => {
  vi.useFakeTimers();
  const leave = vi.fn();
  const { rerender } = renderHook(({ path }) => useAdScript(publisherId, path, leave), {
    initialProps: { path: '/blog/editor' },
  });
  vi.advanceTimersByTime(5_000);
  expect(adScripts()).toHaveLength(0);
  expect(leave).not.toHaveBeenCalled();
  rerender({ path: '/blog' });
  vi.advanceTimersByTime(10);
  expect(adScripts()).toHaveLength(1);
});

test('reaching the editor from a page the ad script ran on loads the editor as a fresh document', () => {
  vi.useFakeTimers();
  const leave = vi.fn();
  const { rerender } = renderHook(({ path }) => useAdScript(publisherId, path, leave), {
    initialProps: { path: '/blog' },
  });
  vi.advanceTimersByTime(10);
  expect(adScripts()).toHaveLength(1);
  rerender({ path: '/blog/editor/my-draft' });
  expect(leave).toHaveBeenCalledTimes(1);
});

test('the ad policy lets only the ad network’s loader through', () => {
  expect(isAdScriptUrl(new URL(adScriptSrc(publisherId)))).toBe(true);
  expect(isAdScriptUrl(new URL('https://pagead2.googlesyndication.com/pagead/other.js'))).toBe(false);
  expect(isAdScriptUrl(new URL('https://evil.example/pagead/js/adsbygoogle.js'))).toBe(false);
});
