/**
 * Parts of a long page (`.render-when-near`, in the base styles) are drawn only as they near the
 * screen, and stand at an estimated height until then: the first paint and every restyle cost what is
 * near the screen, not the whole page. As the reader scrolls, parts are drawn a little ahead of the
 * screen, so what they see does not move. A jump is different: it lands among parts never drawn,
 * which move what the reader is about to click as they are drawn. So before a jump is measured, and
 * once the reader jumps, the page is drawn whole until they leave it.
 */
const WHOLE_PAGE_CLASS = 'render-all';

function isDrawnWhole(): boolean {
  return document.documentElement.classList.contains(WHOLE_PAGE_CLASS);
}

export function drawWholePage(): void {
  document.documentElement.classList.add(WHOLE_PAGE_CLASS);
}

/** A new page: its parts are drawn as they near the screen again. */
export function drawPageAsNeeded(): void {
  document.documentElement.classList.remove(WHOLE_PAGE_CLASS);
}

/** Whether the element moves with the page (a sticky or fixed one keeps its place as the page grows). */
function movesWithPage(element: Element): boolean {
  for (let current: Element | null = element; current; current = current.parentElement) {
    const { position } = getComputedStyle(current);
    if (position === 'sticky' || position === 'fixed') return false;
  }
  return true;
}

/**
 * Draws the page whole after a jump has landed, keeping what is at the centre of the screen where the
 * reader sees it. Drawing the parts above changes their heights; the browser's own scroll anchoring
 * cannot be trusted to make up for it, as it may anchor to a part still at its estimated height, or to
 * a column as tall as the page. So the shift is measured and scrolled back at once: one layout, before
 * the frame is painted.
 */
export function drawWholePageInPlace(): void {
  if (isDrawnWhole()) return;
  const probe =
    typeof document.elementFromPoint === 'function'
      ? document.elementFromPoint(window.innerWidth / 2, window.innerHeight / 2)
      : null;
  const pinned = probe && movesWithPage(probe) ? probe : null;
  const before = pinned?.getBoundingClientRect().top;
  drawWholePage();
  if (!pinned || before === undefined) return;
  const moved = pinned.getBoundingClientRect().top - before;
  if (moved !== 0) window.scrollBy(0, moved);
}

/**
 * Whether a scroll from `from` to `to` is a jump (a dragged scrollbar, a focused link or a match of
 * find-in-page brought into view) rather than reading on. Browsers draw parts within a margin around
 * the screen (Chromium: half a screen), so a scroll of up to a screen only shows what was drawn, or is
 * drawn before the reader can aim at it. Back to the very top is no jump: nothing is above it to move.
 */
export function isJump(from: number, to: number, screenHeight: number): boolean {
  return to > 0 && Math.abs(to - from) > screenHeight;
}
