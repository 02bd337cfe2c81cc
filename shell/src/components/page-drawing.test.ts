import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { drawPageAsNeeded, drawWholePageInPlace, isJump } from './page-drawing';

/** An element whose top on screen is lower once the page above it is drawn whole (taller than estimated). */
function elementPushedDownByDrawing(by: number, parent: HTMLElement = document.body): HTMLElement {
  const element = document.createElement('p');
  parent.append(element);
  element.getBoundingClientRect = () => {
    const top = document.documentElement.classList.contains('render-all') ? 300 + by : 300;
    return DOMRect.fromRect({ x: 0, y: top, width: 100, height: 20 });
  };
  vi.spyOn(document, 'elementFromPoint').mockReturnValue(element);
  return element;
}

beforeEach(() => {
  drawPageAsNeeded();
  document.body.replaceChildren();
  // jsdom has no elementFromPoint: each test gives the point's element.
  document.elementFromPoint = () => null;
});

afterEach(() => vi.restoreAllMocks());

test('drawing the page whole after a jump keeps what the reader sees at the centre where it was', () => {
  elementPushedDownByDrawing(420);
  const scrollBy = vi.spyOn(window, 'scrollBy').mockImplementation(() => {});

  drawWholePageInPlace();

  expect(document.documentElement).toHaveClass('render-all');
  expect(scrollBy).toHaveBeenCalledExactlyOnceWith(0, 420);
});

test('a page drawn whole already is left as it is', () => {
  elementPushedDownByDrawing(420);
  const scrollBy = vi.spyOn(window, 'scrollBy').mockImplementation(() => {});
  drawWholePageInPlace();

  drawWholePageInPlace();

  expect(scrollBy).toHaveBeenCalledTimes(1);
});

test('nothing is scrolled when what is at the centre does not move, or keeps its place as the page grows', () => {
  const scrollBy = vi.spyOn(window, 'scrollBy').mockImplementation(() => {});
  elementPushedDownByDrawing(0);
  drawWholePageInPlace();
  expect(document.documentElement).toHaveClass('render-all');

  drawPageAsNeeded();
  const sidebar = document.createElement('nav');
  sidebar.style.position = 'sticky';
  document.body.append(sidebar);
  elementPushedDownByDrawing(420, sidebar);
  drawWholePageInPlace();

  expect(document.documentElement).toHaveClass('render-all');
  expect(scrollBy).not.toHaveBeenCalled();
});

test('a jump is a scroll of more than a screen, except back to the top', () => {
  expect(isJump(0, 700, 768)).toBe(false);
  expect(isJump(1_000, 1_700, 768)).toBe(false);
  expect(isJump(0, 4_000, 768)).toBe(true);
  expect(isJump(6_000, 1_000, 768)).toBe(true);
  expect(isJump(6_000, 0, 768)).toBe(false);
});
