import { useCallback, useSyncExternalStore } from 'react';
import type { Scenario } from '../model/scenario';
import {
  SAVED_SCENARIOS_KEY,
  readSavedScenarios,
  removeSavedScenario,
  serializeSavedScenarios,
  upsertSavedScenario,
  type SavedScenariosRead,
} from '../model/saved-scenarios';

/**
 * Saved scenarios as an external store over localStorage. The server snapshot is the empty list, so
 * the prerendered HTML and the first client render agree; the reader's list appears right after.
 */
const EMPTY: SavedScenariosRead = { scenarios: [] };
const listeners = new Set<() => void>();
let cache: { raw: string | null; read: SavedScenariosRead } | undefined;

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(SAVED_SCENARIOS_KEY);
  } catch {
    // Storage disabled (privacy settings): behave as if nothing was saved.
    return null;
  }
}

function getSnapshot(): SavedScenariosRead {
  const raw = readRaw();
  if (!cache || cache.raw !== raw) cache = { raw, read: readSavedScenarios(raw) };
  return cache.read;
}

function getServerSnapshot(): SavedScenariosRead {
  return EMPTY;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === SAVED_SCENARIOS_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Returns an error message when the browser refuses to store. */
function write(next: Parameters<typeof serializeSavedScenarios>[0]): string | undefined {
  try {
    window.localStorage.setItem(SAVED_SCENARIOS_KEY, serializeSavedScenarios(next));
  } catch {
    return 'Your browser did not let the simulator save (storage is full or turned off).';
  }
  for (const listener of listeners) listener();
  return undefined;
}

export function useSavedScenarios() {
  const { scenarios, problem } = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  const save = useCallback(
    (name: string, scenario: Scenario) =>
      write(
        upsertSavedScenario(getSnapshot().scenarios, {
          name,
          savedAt: new Date().toISOString(),
          scenario,
        }),
      ),
    [],
  );
  const remove = useCallback(
    (name: string) => write(removeSavedScenario(getSnapshot().scenarios, name)),
    [],
  );
  return { scenarios, problem, save, remove };
}
