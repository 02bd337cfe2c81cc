import { renderHook } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { adScriptSrc, injectAdScript } from './load-ad-script';
import { useAdScript } from './use-ad-script';

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
  renderHook(() => useAdScript(undefined));
  vi.advanceTimersByTime(5_000);
  expect(adScripts()).toHaveLength(0);
});

test('with a publisher id the script comes after the page is interactive, not during render', () => {
  vi.useFakeTimers();
  renderHook(() => useAdScript(publisherId));
  expect(adScripts()).toHaveLength(0);
  vi.advanceTimersByTime(10);
  expect(adScripts()).toHaveLength(1);
});

test('leaving before the page is idle cancels the load', () => {
  vi.useFakeTimers();
  const { unmount } = renderHook(() => useAdScript(publisherId));
  unmount();
  vi.advanceTimersByTime(5_000);
  expect(adScripts()).toHaveLength(0);
});
