import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { useWantedWhenNear } from './wanted-when-near';

/** An IntersectionObserver the test drives: what it watches, and `reach` to say the reader is near. */
class ObserverDouble {
  static made: ObserverDouble[] = [];
  watched: Element[] = [];
  disconnected = false;
  constructor(
    private readonly callback: (entries: { isIntersecting: boolean }[]) => void,
    readonly options: { rootMargin?: string },
  ) {
    ObserverDouble.made.push(this);
  }
  observe(element: Element) {
    this.watched.push(element);
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
  disconnect() {
    this.disconnected = true;
  }
  report(isIntersecting: boolean) {
    act(() => this.callback([{ isIntersecting }]));
  }
}

/** A deferred island as RemoteIsland renders it: a `display: contents` container and scope wrapper. */
function Island({ initiallyWanted = false }: { initiallyWanted?: boolean }) {
  const container = useRef<HTMLDivElement>(null);
  const wanted = useWantedWhenNear(container, initiallyWanted);
  return (
    <>
      <p>{wanted ? 'Code wanted' : 'HTML only'}</p>
      <div ref={container} style={{ display: 'contents' }}>
        <div style={{ display: 'contents' }}>
          <section aria-label="Latest posts">
            <a href="/blog/first">First post</a>
          </section>
          <section aria-label="More posts" />
        </div>
      </div>
    </>
  );
}

beforeEach(() => {
  ObserverDouble.made = [];
  vi.stubGlobal('IntersectionObserver', ObserverDouble);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

test('the island is wanted once the reader scrolls near its boxes, not before', () => {
  render(<Island />);
  expect(screen.getByText('HTML only')).toBeInTheDocument();
  const [observer] = ObserverDouble.made;
  // The boxes inside the `display: contents` wrappers, 600px ahead of the viewport.
  expect(observer?.watched).toEqual([
    screen.getByRole('region', { name: 'Latest posts' }),
    screen.getByRole('region', { name: 'More posts' }),
  ]);
  expect(observer?.options.rootMargin).toBe('600px 0px');

  observer?.report(false);
  expect(screen.getByText('HTML only')).toBeInTheDocument();
  observer?.report(true);
  expect(screen.getByText('Code wanted')).toBeInTheDocument();
  expect(observer?.disconnected).toBe(true);
});

test('a reader who points at, touches or focuses inside it wants it before it is near', async () => {
  const user = userEvent.setup();
  const { unmount } = render(<Island />);
  await user.hover(screen.getByRole('link', { name: 'First post' }));
  expect(screen.getByText('Code wanted')).toBeInTheDocument();
  unmount();

  render(<Island />);
  await user.tab();
  expect(screen.getByRole('link', { name: 'First post' })).toHaveFocus();
  expect(screen.getByText('Code wanted')).toBeInTheDocument();
});

test('an island wanted from the start watches nothing; without IntersectionObserver it is wanted at once', () => {
  const { unmount } = render(<Island initiallyWanted />);
  expect(screen.getByText('Code wanted')).toBeInTheDocument();
  expect(ObserverDouble.made).toHaveLength(0);
  unmount();

  vi.stubGlobal('IntersectionObserver', undefined);
  render(<Island />);
  expect(screen.getByText('Code wanted')).toBeInTheDocument();
});
