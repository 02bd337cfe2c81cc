import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { loadWhenVisible } from './load-when-visible';

/** An IntersectionObserver the test drives: what it watches, and `report` to say the reader is near. */
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
  disconnect() {
    this.disconnected = true;
  }
  report(isIntersecting: boolean) {
    this.callback([{ isIntersecting }]);
  }
}

/** A deferred island as RemoteIsland renders it: a `display: contents` element and scope wrapper. */
function island(): HTMLElement {
  const element = document.createElement('div');
  element.style.display = 'contents';
  element.innerHTML = `
    <div style="display: contents">
      <section aria-label="Latest posts"></section>
      <section aria-label="More posts"></section>
    </div>`;
  document.body.append(element);
  return element;
}

beforeEach(() => {
  ObserverDouble.made = [];
  vi.stubGlobal('IntersectionObserver', ObserverDouble);
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

test('loads once the reader scrolls within 600px of the island’s boxes, not before', () => {
  const load = vi.fn();
  const element = island();
  loadWhenVisible(element, load);
  const [observer] = ObserverDouble.made;
  // The boxes inside the `display: contents` wrappers.
  expect(observer?.watched).toEqual([...element.querySelectorAll('section')]);
  expect(observer?.options.rootMargin).toBe('600px 0px');

  observer?.report(false);
  expect(load).not.toHaveBeenCalled();
  observer?.report(true);
  expect(load).toHaveBeenCalledTimes(1);
});

test('stopping disconnects the observer', () => {
  const stop = loadWhenVisible(island(), vi.fn());
  stop();
  expect(ObserverDouble.made[0]?.disconnected).toBe(true);
});

test('without IntersectionObserver it loads at once', () => {
  vi.stubGlobal('IntersectionObserver', undefined);
  const load = vi.fn();
  loadWhenVisible(island(), load);
  expect(load).toHaveBeenCalledTimes(1);
});
