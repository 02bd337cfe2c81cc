import {
  MAX_ALLOCATION_ROWS,
  allocationRowSchema,
  type AllocationRow,
} from './allocation';
import { bondingCurveIssue, type Scenario } from './scenario';
import { readNumber, scenarioFields } from './scenario-url';
import { tokenSetupCrossFieldIssues } from './token-setup';

/**
 * The simulator's form: what the reader typed (text, field by field) next to the last valid scenario,
 * which every result on the page is computed from. A field that does not parse keeps its last valid
 * value and shows its own error; the rest of the page keeps working. Fields use the URL codec's keys
 * and parsers, so a form value and a link value are read the same way.
 */

export type AllocationCell = keyof AllocationRow;
export type RowDraft = Record<AllocationCell, string>;
export type RowErrors = Partial<Record<AllocationCell, string>>;

export interface ScenarioForm {
  /** Text by field key (`name`, `supply`, `seedSol`…, see `scenarioFields`). */
  fields: Record<string, string>;
  rows: RowDraft[];
  scenario: Scenario;
  fieldErrors: Record<string, string>;
  rowErrors: RowErrors[];
}

export type ScenarioFormAction =
  | { type: 'edit'; key: string; value: string }
  | { type: 'edit-row'; index: number; cell: AllocationCell; value: string }
  | { type: 'add-row' }
  | { type: 'remove-row'; index: number }
  | { type: 'replace'; scenario: Scenario };

/** Transfer-fee fields only exist for Token-2022; with SPL Token the fee is 0 whatever was typed. */
const TOKEN_2022_ONLY = new Set(['feeBps', 'feeMax']);
const NUMBER_CELLS = ['percent', 'unlockedAtLaunchPercent', 'cliffMonths', 'vestingMonths'] as const;

export const NEW_ROW: AllocationRow = {
  name: 'New allocation',
  percent: 0,
  unlockedAtLaunchPercent: 0,
  cliffMonths: 0,
  vestingMonths: 0,
};

function rowDraft(row: AllocationRow): RowDraft {
  return {
    name: row.name,
    percent: String(row.percent),
    unlockedAtLaunchPercent: String(row.unlockedAtLaunchPercent),
    cliffMonths: String(row.cliffMonths),
    vestingMonths: String(row.vestingMonths),
  };
}

export function formFromScenario(scenario: Scenario): ScenarioForm {
  return {
    fields: Object.fromEntries(scenarioFields.map((codec) => [codec.key, codec.encode(scenario)])),
    rows: scenario.allocation.map(rowDraft),
    scenario,
    fieldErrors: {},
    rowErrors: scenario.allocation.map(() => ({})),
  };
}

function crossFieldKey(path: readonly string[]): 'supply' | 'feeBps' | 'feeMax' {
  if (path[0] === 'totalSupply') return 'supply';
  return path[1] === 'basisPoints' ? 'feeBps' : 'feeMax';
}

function parseRow(draft: RowDraft, previous: AllocationRow): { row: AllocationRow; errors: RowErrors } {
  const row = { ...previous };
  const errors: RowErrors = {};
  const name = allocationRowSchema.shape.name.safeParse(draft.name);
  if (name.success) row.name = name.data;
  else errors.name = name.error.issues[0]?.message ?? 'Not valid.';
  for (const cell of NUMBER_CELLS) {
    const result = allocationRowSchema.shape[cell].safeParse(readNumber(draft[cell]));
    if (result.success) row[cell] = result.data;
    else errors[cell] = result.error.issues[0]?.message ?? 'Not valid.';
  }
  return { row, errors };
}

/** Reads every draft on top of the previous valid scenario. Pure: the same drafts give the same result. */
export function applyDrafts(
  fields: Record<string, string>,
  rows: readonly RowDraft[],
  previous: Scenario,
): Pick<ScenarioForm, 'scenario' | 'fieldErrors' | 'rowErrors'> {
  const next = structuredClone(previous);
  const fieldErrors: Record<string, string> = {};
  for (const codec of scenarioFields) {
    const raw = fields[codec.key];
    if (raw === undefined) continue;
    const error = codec.apply(raw, next);
    if (error) fieldErrors[codec.key] = error;
  }
  if (next.token.program === 'spl-token') {
    next.token.transferFee = { basisPoints: 0, maximumFee: 0n };
    for (const key of TOKEN_2022_ONLY) delete fieldErrors[key];
  }

  // Rules across fields: the field the rule names shows the error and keeps its last valid value;
  // if the combination is still invalid, the whole token setup stays as it was.
  const issues = tokenSetupCrossFieldIssues(next.token);
  for (const issue of issues) {
    const key = crossFieldKey(issue.path);
    fieldErrors[key] ??= issue.message;
    if (key === 'supply') next.token.totalSupply = previous.token.totalSupply;
    else if (key === 'feeBps') next.token.transferFee.basisPoints = previous.token.transferFee.basisPoints;
    else next.token.transferFee.maximumFee = previous.token.transferFee.maximumFee;
  }
  if (issues.length > 0 && tokenSetupCrossFieldIssues(next.token).length > 0) {
    next.token = structuredClone(previous.token);
  }

  const curveIssue = bondingCurveIssue(next.bondingCurve);
  if (curveIssue) {
    fieldErrors.curveReal ??= curveIssue;
    next.bondingCurve.realTokens = previous.bondingCurve.realTokens;
    next.bondingCurve.virtualTokens = previous.bondingCurve.virtualTokens;
    if (bondingCurveIssue(next.bondingCurve)) next.bondingCurve = structuredClone(previous.bondingCurve);
  }

  const parsedRows = rows.map((draft, index) => parseRow(draft, previous.allocation[index] ?? NEW_ROW));
  next.allocation = parsedRows.map((parsed) => parsed.row);
  return { scenario: next, fieldErrors, rowErrors: parsedRows.map((parsed) => parsed.errors) };
}

function withDrafts(form: ScenarioForm, fields: Record<string, string>, rows: RowDraft[]): ScenarioForm {
  return { ...form, fields, rows, ...applyDrafts(fields, rows, form.scenario) };
}

export function scenarioFormReducer(form: ScenarioForm, action: ScenarioFormAction): ScenarioForm {
  switch (action.type) {
    case 'edit':
      return withDrafts(form, { ...form.fields, [action.key]: action.value }, form.rows);
    case 'edit-row': {
      if (!form.rows[action.index]) return form;
      const rows = form.rows.map((row, index) =>
        index === action.index ? { ...row, [action.cell]: action.value } : row,
      );
      return withDrafts(form, form.fields, rows);
    }
    case 'add-row': {
      if (form.rows.length >= MAX_ALLOCATION_ROWS) return form;
      const scenario = { ...form.scenario, allocation: [...form.scenario.allocation, NEW_ROW] };
      return withDrafts({ ...form, scenario }, form.fields, [...form.rows, rowDraft(NEW_ROW)]);
    }
    case 'remove-row': {
      if (form.rows.length <= 1 || !form.rows[action.index]) return form;
      const keep = (_: unknown, index: number) => index !== action.index;
      const scenario = { ...form.scenario, allocation: form.scenario.allocation.filter(keep) };
      return withDrafts({ ...form, scenario }, form.fields, form.rows.filter(keep));
    }
    case 'replace':
      return formFromScenario(action.scenario);
  }
}

/** How many fields currently show an error. */
export function errorCount(form: Pick<ScenarioForm, 'fieldErrors' | 'rowErrors'>): number {
  return (
    Object.keys(form.fieldErrors).length +
    form.rowErrors.reduce((sum, errors) => sum + Object.keys(errors).length, 0)
  );
}
