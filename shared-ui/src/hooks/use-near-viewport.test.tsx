import { useRef } from 'react';
import { act, render, screen } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { useNearViewport } from './use-near-viewport';

function Box() {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref, '100px');
  return <div ref={ref}>{near ? 'drawn' : 'placeholder'}</div>;
}

afterEach(() => vi.unstubAllGlobals());

test('stays false until the element comes near the viewport, then stays true', () => {
  let report: (entries: { isIntersecting: boolean }[]) => void = () => {};
  const observe = vi.fn();
  const disconnect = vi.fn();
  const options: unknown[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: typeof report, init: unknown) {
        report = callback;
        options.push(init);
      }
      observe = observe;
      disconnect = disconnect;
    },
  );
  render(<Box />);
  expect(screen.getByText('placeholder')).toBeInTheDocument();
  expect(observe).toHaveBeenCalledWith(screen.getByText('placeholder'));
  expect(options).toEqual([{ rootMargin: '100px 0px' }]);

  act(() => report([{ isIntersecting: false }]));
  expect(screen.getByText('placeholder')).toBeInTheDocument();
  act(() => report([{ isIntersecting: true }]));
  expect(screen.getByText('drawn')).toBeInTheDocument();
  expect(disconnect).toHaveBeenCalled();
});

test('without IntersectionObserver, true after the first client render', () => {
  vi.stubGlobal('IntersectionObserver', undefined);
  render(<Box />);
  expect(screen.getByText('drawn')).toBeInTheDocument();
});
