// @vitest-environment node
import { expect, test } from 'vitest';
import { defaultScenario } from './scenario';
import {
  CORRUPT_STORE_MESSAGE,
  readSavedScenarios,
  removeSavedScenario,
  serializeSavedScenarios,
  upsertSavedScenario,
  type SavedScenario,
} from './saved-scenarios';

const saved = (name: string, supply = 1_000_000n): SavedScenario => ({
  name,
  savedAt: '2025-01-02T03:04:05.000Z',
  scenario: { ...defaultScenario, token: { ...defaultScenario.token, totalSupply: supply } },
});

test('scenarios survive a round trip through storage, bigints included', () => {
  const list = [saved('20 SOL pool', 21_000_000n), saved('40 SOL pool')];
  expect(readSavedScenarios(serializeSavedScenarios(list))).toEqual({ scenarios: list });
});

test('nothing stored is an empty list without a problem', () => {
  expect(readSavedScenarios(null)).toEqual({ scenarios: [] });
});

test.each(['{not json', '[]', '{"version":2,"scenarios":[]}', '{"version":1,"scenarios":"x"}', 'null'])(
  'a corrupt store %s is ignored with a notice',
  (raw) => {
    expect(readSavedScenarios(raw)).toEqual({ scenarios: [], problem: CORRUPT_STORE_MESSAGE });
  },
);

test('one bad entry is dropped and the good ones stay', () => {
  const good = JSON.parse(serializeSavedScenarios([saved('good')])) as { scenarios: unknown[] };
  const raw = JSON.stringify({
    version: 1,
    scenarios: [...good.scenarios, { name: '<script>', savedAt: 'x', scenario: {} }],
  });
  const result = readSavedScenarios(raw);
  expect(result.scenarios.map((entry) => entry.name)).toEqual(['good']);
  expect(result.problem).toBe('One saved scenario could not be read and was ignored.');
});

test('saving under an existing name replaces it and puts it first; delete removes by name', () => {
  const list = upsertSavedScenario([saved('a'), saved('b')], saved('b', 5n));
  expect(list.map((entry) => [entry.name, entry.scenario.token.totalSupply])).toEqual([['b', 5n], ['a', 1_000_000n]]);
  expect(removeSavedScenario(list, 'b').map((entry) => entry.name)).toEqual(['a']);
});

test('at most 20 scenarios are kept', () => {
  let list: SavedScenario[] = [];
  for (let index = 0; index < 25; index += 1) list = upsertSavedScenario(list, saved(`s${index}`));
  expect(list).toHaveLength(20);
  expect(list[0]?.name).toBe('s24');
});
