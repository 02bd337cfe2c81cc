import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { easeOutCubic } from '../hooks/use-count-up';
import { TokenCounter } from './token-counter';

function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: reduce && query === '(prefers-reduced-motion: reduce)',
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    })),
  );
}

beforeEach(() => {
  vi.useFakeTimers({
    toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance', 'Date', 'setTimeout'],
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const counter = (
  <TokenCounter
    label="Tokens created"
    dailyText="+35 new tokens daily"
    start={10_000}
    target={10_234}
    durationMs={2_000}
  />
);

test('counts from 10,000 up to 10,234 over 2 seconds, easing out, with thousands separators', () => {
  stubReducedMotion(false);
  render(counter);
  act(() => vi.advanceTimersByTime(16));
  expect(screen.getByText('10,000')).toBeInTheDocument();

  act(() => vi.advanceTimersByTime(500));
  const quarter = Number(screen.getByText(/^10,\d{3}$/).textContent?.replace(',', ''));
  // Ease-out: a quarter of the time covers well over a quarter of the distance.
  expect(quarter).toBeGreaterThan(10_000 + 234 * 0.5);
  expect(quarter).toBeLessThan(10_234);

  act(() => vi.advanceTimersByTime(1_600));
  expect(screen.getByText('10,234')).toBeInTheDocument();
  expect(screen.getByText('+35 new tokens daily')).toBeInTheDocument();

  act(() => vi.advanceTimersByTime(1_000));
  expect(screen.getByText('10,234')).toBeInTheDocument();
});

test('the first render already shows the final number (what the prerendered page carries)', () => {
  stubReducedMotion(false);
  render(counter);
  expect(screen.getByText('10,234')).toBeInTheDocument();
});

test('readers who prefer reduced motion see the final number, never an animation', () => {
  stubReducedMotion(true);
  render(counter);
  expect(screen.getByText('10,234')).toBeInTheDocument();
  act(() => vi.advanceTimersByTime(100));
  expect(screen.getByText('10,234')).toBeInTheDocument();
  expect(screen.queryByText('10,000')).not.toBeInTheDocument();
});

test('the easing starts at 0, ends at 1 and slows down towards the end', () => {
  expect(easeOutCubic(0)).toBe(0);
  expect(easeOutCubic(1)).toBe(1);
  expect(easeOutCubic(0.5) - easeOutCubic(0.25)).toBeGreaterThan(
    easeOutCubic(1) - easeOutCubic(0.75),
  );
});
