import { expect, test } from 'vitest';
import { defaultScenario } from './scenario';
import { encodeScenario } from './scenario-url';
import { errorCount, formFromScenario, scenarioFormReducer, type ScenarioFormAction } from './scenario-form';

function run(...actions: ScenarioFormAction[]) {
  return actions.reduce(scenarioFormReducer, formFromScenario(defaultScenario));
}

test('the form starts from the scenario, with the URL codec’s text and no errors', () => {
  const form = formFromScenario(defaultScenario);
  expect(form.fields.supply).toBe('1000000000');
  expect(form.fields.seedSol).toBe('10');
  expect(form.rows[0]).toEqual({ name: 'Community', percent: '40', unlockedAtLaunchPercent: '25', cliffMonths: '0', vestingMonths: '12' });
  expect(errorCount(form)).toBe(0);
});

test('a valid edit reaches the scenario; thousands separators are fine for whole tokens', () => {
  const form = run({ type: 'edit', key: 'supply', value: '21,000,000' }, { type: 'edit', key: 'decimals', value: '6' });
  expect(form.scenario.token.totalSupply).toBe(21_000_000n);
  expect(form.scenario.token.decimals).toBe(6);
  expect(errorCount(form)).toBe(0);
});

test('an invalid field shows its own error and keeps the last valid value', () => {
  const form = run({ type: 'edit', key: 'decimals', value: '12' }, { type: 'edit', key: 'name', value: '<b>' });
  expect(form.fieldErrors.decimals).toBe('Decimals must be between 0 and 9.');
  expect(form.fieldErrors.name).toBe("Name can't contain <, > or control characters.");
  expect(form.scenario.token.decimals).toBe(9);
  expect(form.scenario.token.name).toBe('Academy Token');
  expect(form.fields.decimals).toBe('12');
});

test('a supply past the u64 names the largest supply at these decimals, on the supply field', () => {
  const form = run({ type: 'edit', key: 'supply', value: '100000000000' });
  expect(form.fieldErrors.supply).toBe(
    'Too large for a u64 at 9 decimals: the largest supply allowed is 18,446,744,073 tokens.',
  );
  expect(form.scenario.token.totalSupply).toBe(1_000_000_000n);
  // Fewer decimals make the same supply fit.
  const fixed = scenarioFormReducer(form, { type: 'edit', key: 'decimals', value: '6' });
  expect(fixed.fieldErrors.supply).toBeUndefined();
  expect(fixed.scenario.token.totalSupply).toBe(100_000_000_000n);
});

test('raising the decimals past what the supply allows keeps the whole token setup valid', () => {
  const big = run({ type: 'edit', key: 'decimals', value: '6' }, { type: 'edit', key: 'supply', value: '100000000000' });
  const form = scenarioFormReducer(big, { type: 'edit', key: 'decimals', value: '9' });
  expect(form.fieldErrors.supply).toMatch(/largest supply allowed is 18,446,744,073 tokens/);
  expect(form.scenario.token).toEqual(big.scenario.token);
});

test('transfer fees apply only with Token-2022', () => {
  const fee = run(
    { type: 'edit', key: 'program', value: 'token-2022' },
    { type: 'edit', key: 'feeBps', value: '150' },
    { type: 'edit', key: 'feeMax', value: '5000' },
  );
  expect(fee.scenario.token.transferFee).toEqual({ basisPoints: 150, maximumFee: 5_000n });
  const classic = scenarioFormReducer(fee, { type: 'edit', key: 'program', value: 'spl-token' });
  expect(classic.scenario.token.transferFee).toEqual({ basisPoints: 0, maximumFee: 0n });
  expect(classic.fields.feeBps).toBe('150');
  expect(errorCount(classic)).toBe(0);
});

test('SOL amounts say what a SOL amount looks like', () => {
  const form = run({ type: 'edit', key: 'seedSol', value: '1.0000000001' });
  expect(form.fieldErrors.seedSol).toBe('Seed SOL must be an amount of SOL with at most 9 decimals.');
  expect(form.scenario.pool.seedLamports).toBe(10_000_000_000n);
});

test('the curve needs fewer real tokens than virtual tokens', () => {
  const form = run({ type: 'edit', key: 'curveReal', value: '2000000000' });
  expect(form.fieldErrors.curveReal).toBe('Real tokens must be fewer than virtual tokens.');
  expect(form.scenario.bondingCurve.realTokens).toBe(793_100_000n);
});

test('allocation rows: edit a cell, add and remove rows, per-cell errors', () => {
  let form = run({ type: 'edit-row', index: 0, cell: 'percent', value: '30' });
  expect(form.scenario.allocation[0]?.percent).toBe(30);
  form = scenarioFormReducer(form, { type: 'add-row' });
  expect(form.rows).toHaveLength(6);
  form = scenarioFormReducer(form, { type: 'edit-row', index: 5, cell: 'percent', value: '10' });
  form = scenarioFormReducer(form, { type: 'edit-row', index: 5, cell: 'cliffMonths', value: '1.5' });
  expect(form.scenario.allocation[5]).toMatchObject({ name: 'New allocation', percent: 10, cliffMonths: 0 });
  expect(form.rowErrors[5]?.cliffMonths).toBe('Cliff must be a whole number of months.');
  form = scenarioFormReducer(form, { type: 'remove-row', index: 0 });
  expect(form.scenario.allocation.map((row) => row.name)).toEqual(['Liquidity', 'Team', 'Marketing', 'Treasury', 'New allocation']);
  expect(form.rowErrors).toHaveLength(5);
});

test('the last row cannot be removed, and there are at most 12 rows', () => {
  let form = formFromScenario({ ...defaultScenario, allocation: [{ name: 'All', percent: 100, unlockedAtLaunchPercent: 100, cliffMonths: 0, vestingMonths: 0 }] });
  form = scenarioFormReducer(form, { type: 'remove-row', index: 0 });
  expect(form.rows).toHaveLength(1);
  for (let index = 0; index < 15; index += 1) form = scenarioFormReducer(form, { type: 'add-row' });
  expect(form.rows).toHaveLength(12);
});

test('replace resets the text and the errors; the scenario round-trips through the URL codec', () => {
  const dirty = run({ type: 'edit', key: 'decimals', value: 'x' });
  const form = scenarioFormReducer(dirty, { type: 'replace', scenario: defaultScenario });
  expect(errorCount(form)).toBe(0);
  expect(form.fields.decimals).toBe('9');
  expect(encodeScenario(run().scenario).toString()).toBe(encodeScenario(defaultScenario).toString());
});
