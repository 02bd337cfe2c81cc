/** A tooltip opens after 700 ms of hovering; for 300 ms after one closes, the next one opens at once. */
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;
