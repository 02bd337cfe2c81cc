import { z } from '@tla/federated/zod';
import type { OverrideStatus } from '@tla/platform/runtime/remote-catalog';

/**
 * Remote overrides, for developers only (what import-map-overrides gives single-spa teams): point one
 * remote of a deployed site at another entry, their own dev server, in their own browser. Off unless
 * this browser opted in through localStorage (see docs/deploying.md); no URL or link can turn it on, so a
 * reader is never switched. Only the deployment's `overrideOrigins` (published in remotes.json, and
 * in its Content-Security-Policy) may serve an override: the registry refuses any other entry before
 * loading it; an entry that fails to load falls back to the deployed one.
 */
export const OVERRIDES_ENABLED_KEY = 'tla:remote-overrides:enabled';
export const OVERRIDES_KEY = 'tla:remote-overrides';

const entryUrl = z.url({ protocol: /^https?$/ });
const overridesSchema = z.record(z.string().regex(/^\w+$/), entryUrl);
export type RemoteOverrides = Record<string, string>;

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined; // blocked storage (private modes, sandboxed frames)
  }
}

export function overridesEnabled(): boolean {
  try {
    return storage()?.getItem(OVERRIDES_ENABLED_KEY) === 'on';
  } catch {
    return false;
  }
}

export function setOverridesEnabled(enabled: boolean): void {
  try {
    if (enabled) storage()?.setItem(OVERRIDES_ENABLED_KEY, 'on');
    else storage()?.removeItem(OVERRIDES_ENABLED_KEY);
  } catch {
    // Storage can be full or blocked: the panel then stays as it was.
  }
}

/**
 * The overrides in force: none unless enabled. A stored value that does not parse is ignored (and
 * kept, for the developer to see and fix), never half-applied.
 */
export function readRemoteOverrides(): RemoteOverrides {
  if (!overridesEnabled()) return {};
  let stored: string | null | undefined;
  try {
    stored = storage()?.getItem(OVERRIDES_KEY);
  } catch {
    return {};
  }
  if (!stored) return {};
  try {
    const parsed = overridesSchema.safeParse(JSON.parse(stored));
    if (parsed.success) return parsed.data;
  } catch {
    // not JSON: reported below
  }
  console.warn(
    `Ignoring ${OVERRIDES_KEY} in localStorage: it is not a map of remote names to URLs.`,
  );
  return {};
}

/** Store overrides (empty values removed); throws with the field named when a URL is not valid. */
export function writeRemoteOverrides(overrides: RemoteOverrides): void {
  const kept = Object.fromEntries(
    Object.entries(overrides)
      .map(([name, url]) => [name, url.trim()] as const)
      .filter(([, url]) => url !== ''),
  );
  const parsed = overridesSchema.parse(kept);
  try {
    if (Object.keys(parsed).length === 0) storage()?.removeItem(OVERRIDES_KEY);
    else storage()?.setItem(OVERRIDES_KEY, JSON.stringify(parsed));
  } catch {
    // Storage can be full or blocked: nothing is overridden then.
  }
}

export function isEntryUrl(value: string): boolean {
  return entryUrl.safeParse(value.trim()).success;
}

/** A developer's override of one remote's entry, and how it fared on this page. */
export type { OverrideStatus };
const overrideStatus = new Map<string, OverrideStatus>();
const listeners = new Set<() => void>();
let snapshot: OverrideStatus[] = [];
const noOverrides: OverrideStatus[] = [];

/** For useSyncExternalStore: the overrides this page runs with. */
export function subscribeToOverrides(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
export const overridesInForce = (): OverrideStatus[] => snapshot;
export const noOverridesOnServer = (): OverrideStatus[] => noOverrides;
export const overrideStatusOf = (name: string): OverrideStatus | undefined =>
  overrideStatus.get(name);

/** Called by the registry when it applies an override and when one fails. */
export function setOverrideStatus(status: OverrideStatus): void {
  overrideStatus.set(status.name, status);
  snapshot = [...overrideStatus.values()];
  for (const listener of listeners) listener();
}
