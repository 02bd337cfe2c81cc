import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
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

const shownNumber = () => Number(screen.getByText(/^10,\d{3}$/).textContent?.replace(',', ''));

test('counts from 10,000 up to 10,234 over 2 seconds, easing out, never going down', () => {
  stubReducedMotion(false);
  render(counter);
  const seen = [shownNumber()];
  for (let elapsed = 0; elapsed < 2_200; elapsed += 16) {
    act(() => vi.advanceTimersByTime(16));
    seen.push(shownNumber());
  }

  expect(seen[0]).toBe(10_000);
  expect(seen.at(-1)).toBe(10_234);
  seen.forEach((value, index) => expect(value).toBeGreaterThanOrEqual(seen[index - 1] ?? value));
  // Ease-out: after a quarter of the time (frame 32 ≈ 512 ms), well over half of the distance.
  expect(seen[32]).toBeGreaterThan(10_000 + 234 * 0.5);
  expect(screen.getByText('10,234')).toBeInTheDocument();
  expect(screen.getByText('+35 new tokens daily')).toBeInTheDocument();
});

test('readers who prefer reduced motion see 10,234 at once, never an animation', () => {
  stubReducedMotion(true);
  render(counter);
  expect(screen.getByText('10,234')).toBeInTheDocument();
  act(() => vi.advanceTimersByTime(100));
  expect(screen.getByText('10,234')).toBeInTheDocument();
  expect(screen.queryByText('10,000')).not.toBeInTheDocument();
});

test('hydrating the served HTML starts at 10,000, warns of nothing, and counts up from there', async () => {
  stubReducedMotion(false);
  const errors = vi.spyOn(console, 'error');
  const container = document.createElement('div');
  container.innerHTML = renderToString(counter);
  document.body.append(container);

  const root = await act(async () => hydrateRoot(container, counter));

  expect(errors).not.toHaveBeenCalled();
  expect(shownNumber()).toBe(10_000);
  act(() => vi.advanceTimersByTime(2_100));
  expect(shownNumber()).toBe(10_234);
  act(() => root.unmount());
  container.remove();
});

test('the easing starts at 0, ends at 1 and slows down towards the end', () => {
  expect(easeOutCubic(0)).toBe(0);
  expect(easeOutCubic(1)).toBe(1);
  expect(easeOutCubic(0.5) - easeOutCubic(0.25)).toBeGreaterThan(
    easeOutCubic(1) - easeOutCubic(0.75),
  );
});
