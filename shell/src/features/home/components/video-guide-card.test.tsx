import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import type { VideoGuide } from '../data/schemas';
import { VideoGuideCard } from './video-guide-card';

const guide: VideoGuide = {
  step: 'Step 2: Promote',
  title: 'How to Promote Your Meme Coin and Make It Viral',
  description: 'Build a community.',
  videoId: 'dQw4w9WgXcQ',
  autoplay: true,
  loop: true,
  cta: { label: 'Promote Meme Coin', href: 'https://promote.example' },
};

/** An IntersectionObserver the test drives: `enterViewport()` reports the observed element as near. */
function stubIntersectionObserver() {
  const callbacks: IntersectionObserverCallback[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: IntersectionObserverCallback) {
        callbacks.push(callback);
      }
      observe() {}
      disconnect() {}
    },
  );
  return {
    enterViewport: () =>
      act(() => {
        for (const callback of callbacks)
          callback(
            [{ isIntersecting: true } as IntersectionObserverEntry],
            {} as IntersectionObserver,
          );
      }),
  };
}

afterEach(() => vi.unstubAllGlobals());

test('a poster with a play button stands in until the guide nears the viewport, then the embed loads', () => {
  const observer = stubIntersectionObserver();
  render(<VideoGuideCard guide={guide} />);
  expect(screen.getByRole('button', { name: `Play video: ${guide.title}` })).toBeInTheDocument();
  expect(screen.queryByTitle(guide.title)).not.toBeInTheDocument();

  observer.enterViewport();

  const frame = screen.getByTitle(guide.title);
  const src = new URL(frame.getAttribute('src') ?? '');
  expect(src.origin + src.pathname).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
  expect(Object.fromEntries(src.searchParams)).toMatchObject({
    autoplay: '1',
    mute: '1',
    loop: '1',
    playlist: 'dQw4w9WgXcQ',
  });
});

test('pressing play loads the embed at once', async () => {
  const user = userEvent.setup();
  stubIntersectionObserver();
  render(<VideoGuideCard guide={{ ...guide, autoplay: false, loop: false }} />);
  await user.click(screen.getByRole('button', { name: `Play video: ${guide.title}` }));
  expect(screen.getByTitle(guide.title)).toHaveAttribute(
    'src',
    expect.stringContaining('autoplay=1'),
  );
});

test('without a video id the poster links to the guide’s destination in a new tab', () => {
  stubIntersectionObserver();
  render(<VideoGuideCard guide={{ ...guide, videoId: undefined }} />);
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
  const links = screen.getAllByRole('link');
  expect(links.map((link) => link.getAttribute('href'))).toEqual([
    'https://promote.example',
    'https://promote.example',
  ]);
  for (const link of links) expect(link).toHaveAttribute('rel', 'noopener noreferrer');
});
