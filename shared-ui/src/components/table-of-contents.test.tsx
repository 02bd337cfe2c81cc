import { act, render, screen } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { TableOfContents } from './table-of-contents';

const headings = [
  { id: 'introduction', title: 'Introduction', level: 2 as const },
  { id: 'setup', title: 'Setup', level: 2 as const },
  { id: 'next-steps', title: 'Next Steps', level: 2 as const },
];

/** A stand-in IntersectionObserver whose callback the test fires, as scrolling would. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  observed: Element[] = [];
  disconnected = false;
  constructor(readonly callback: () => void) {
    FakeObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
}

afterEach(() => {
  FakeObserver.instances = [];
  vi.unstubAllGlobals();
});

function Page() {
  return (
    <>
      <TableOfContents headings={headings} />
      {headings.map((heading) => (
        <h2 key={heading.id} id={heading.id}>
          {heading.title}
        </h2>
      ))}
    </>
  );
}

/** Place each heading `top` pixels from the top of the viewport. */
function scrollTo(tops: Record<string, number>) {
  for (const [id, top] of Object.entries(tops)) {
    const element = document.getElementById(id);
    if (!element) throw new Error(id);
    vi.spyOn(element, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ x: 0, y: top, width: 100, height: 30 }));
  }
  act(() => FakeObserver.instances[0]?.callback());
}

const current = () =>
  screen.getAllByRole('link').filter((link) => link.getAttribute('aria-current') === 'location').map((link) => link.textContent);

test('the section whose heading passed the top third of the screen is marked as current', () => {
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  vi.stubGlobal('innerHeight', 1000);
  const { unmount } = render(<Page />);
  expect(FakeObserver.instances[0]?.observed.map((element) => element.id)).toEqual(['introduction', 'setup', 'next-steps']);

  scrollTo({ introduction: 100, setup: 900, 'next-steps': 2000 });
  expect(current()).toEqual(['Introduction']);
  scrollTo({ introduction: -800, setup: 250, 'next-steps': 1100 });
  expect(current()).toEqual(['Setup']);
  // Scrolling back up: the earlier section becomes current again.
  scrollTo({ introduction: -100, setup: 700, 'next-steps': 1500 });
  expect(current()).toEqual(['Introduction']);
  // Above the first heading, the first section stays marked.
  scrollTo({ introduction: 500, setup: 1300, 'next-steps': 2000 });
  expect(current()).toEqual(['Introduction']);

  unmount();
  expect(FakeObserver.instances[0]?.disconnected).toBe(true);
});

test('without IntersectionObserver (server, old browsers) nothing is marked and nothing breaks', () => {
  vi.stubGlobal('IntersectionObserver', undefined);
  render(<Page />);
  expect(current()).toEqual([]);
  expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
    '#introduction',
    '#setup',
    '#next-steps',
  ]);
});
