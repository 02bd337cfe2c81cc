/**
 * What the page's sections did, told to whoever listens (the release health reporter): a section's
 * code ran, of which release; it failed to load; it crashed. The remotes' islands and the shell's
 * error screens tell it; nothing here knows who listens. Events before the first listener are kept
 * (a few), so the order in which the page starts them does not matter.
 */
import type { AppId } from '@tla/platform/contracts/remote-id';
import type { SectionName } from '@tla/platform/contracts/release-health';

export type SectionEvent =
  | { type: 'ran'; app: AppId; release: string | undefined }
  | { type: 'failed'; app: AppId; section: SectionName; kind: 'load' | 'crash' };

type Listener = (event: SectionEvent) => void;

const KEPT_BEFORE_LISTENING = 64;
const listeners = new Set<Listener>();
const early: SectionEvent[] = [];

export function tellSectionEvent(event: SectionEvent): void {
  if (listeners.size === 0) {
    if (early.length < KEPT_BEFORE_LISTENING) early.push(event);
    return;
  }
  for (const listener of listeners) listener(event);
}

/** Listen from now on (with what happened before the first listener); returns the stop. */
export function onSectionEvent(listener: Listener): () => void {
  listeners.add(listener);
  for (const event of early.splice(0)) listener(event);
  return () => listeners.delete(listener);
}
