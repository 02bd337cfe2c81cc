import type { LoadStrategy } from './load-strategy';

/** The events that say the reader reaches for the island before it is near enough to load. */
const READER_CUES = ['pointerover', 'touchstart', 'focusin'] as const;

/** Loads once the reader points at, touches or focuses something inside the island. */
export const loadOnInteraction: LoadStrategy = (element, load) => {
  for (const cue of READER_CUES) element.addEventListener(cue, load, { passive: true });
  return () => {
    for (const cue of READER_CUES) element.removeEventListener(cue, load);
  };
};
