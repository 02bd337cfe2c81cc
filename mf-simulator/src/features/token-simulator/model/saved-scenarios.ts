import { z } from '@tla/federated/zod';
import { scenarioSchema, type Scenario } from './scenario';
import { hasUnsafeCharacters } from './token-setup';

/**
 * Named scenarios kept in the reader's browser (localStorage). Everything read back is validated:
 * storage is outside data, edited by extensions, older versions or the reader. A store that cannot be
 * read is ignored (with a problem to show), and one bad entry never hides the good ones.
 */
export const SAVED_SCENARIOS_KEY = 'tla-simulator:scenarios';
export const SAVED_SCENARIOS_VERSION = 1;
export const MAX_SAVED_SCENARIOS = 20;
export const MAX_SCENARIO_NAME_LENGTH = 60;

export interface SavedScenario {
  name: string;
  /** ISO 8601, set when saved. */
  savedAt: string;
  scenario: Scenario;
}

export const scenarioNameSchema = z
  .string()
  .trim()
  .min(1, 'Give the scenario a name.')
  .max(MAX_SCENARIO_NAME_LENGTH, `A name can be at most ${MAX_SCENARIO_NAME_LENGTH} characters.`)
  .refine((value) => !hasUnsafeCharacters(value), "A name can't contain <, > or control characters.");

const entrySchema = z.object({
  name: scenarioNameSchema,
  savedAt: z.iso.datetime(),
  scenario: scenarioSchema,
});

const storeSchema = z.object({
  version: z.literal(SAVED_SCENARIOS_VERSION),
  scenarios: z.array(z.unknown()).max(MAX_SAVED_SCENARIOS * 5),
});

export interface SavedScenariosRead {
  scenarios: SavedScenario[];
  /** Set when something in storage had to be ignored. */
  problem?: string;
}

export const CORRUPT_STORE_MESSAGE =
  'Your saved scenarios could not be read, so they were ignored. Saving a scenario starts a new list.';

export function readSavedScenarios(raw: string | null): SavedScenariosRead {
  if (raw === null || raw === '') return { scenarios: [] };
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { scenarios: [], problem: CORRUPT_STORE_MESSAGE };
  }
  const store = storeSchema.safeParse(json);
  if (!store.success) return { scenarios: [], problem: CORRUPT_STORE_MESSAGE };
  const scenarios: SavedScenario[] = [];
  let skipped = 0;
  for (const entry of store.data.scenarios) {
    const parsed = entrySchema.safeParse(entry);
    if (parsed.success && scenarios.length < MAX_SAVED_SCENARIOS) scenarios.push(parsed.data);
    else skipped += 1;
  }
  if (skipped === 0) return { scenarios };
  return {
    scenarios,
    problem:
      skipped === 1
        ? 'One saved scenario could not be read and was ignored.'
        : `${skipped} saved scenarios could not be read and were ignored.`,
  };
}

/** bigints become digit strings, which `scenarioSchema` reads back. */
export function serializeSavedScenarios(scenarios: readonly SavedScenario[]): string {
  return JSON.stringify(
    { version: SAVED_SCENARIOS_VERSION, scenarios },
    (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value),
  );
}

/** Saves under `name`, replacing a scenario of the same name; newest first, at most 20. */
export function upsertSavedScenario(
  scenarios: readonly SavedScenario[],
  entry: SavedScenario,
): SavedScenario[] {
  const others = scenarios.filter((saved) => saved.name !== entry.name);
  return [entry, ...others].slice(0, MAX_SAVED_SCENARIOS);
}

export function removeSavedScenario(
  scenarios: readonly SavedScenario[],
  name: string,
): SavedScenario[] {
  return scenarios.filter((saved) => saved.name !== name);
}
