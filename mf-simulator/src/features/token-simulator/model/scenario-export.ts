import { unlockSchedule } from './allocation';
import { SCENARIO_VERSION, scenarioSchema, totalSupplyBase, type Scenario } from './scenario';

/** Base units → exact whole-token text: 26666666666666666n at 9 decimals → "26666666.666666666". */
export function formatUnits(base: bigint, decimals: number): string {
  const scale = 10n ** BigInt(decimals);
  const fraction = (base % scale).toString().padStart(decimals, '0').replace(/0+$/, '');
  return `${base / scale}${fraction ? `.${fraction}` : ''}`;
}

/**
 * RFC 4180 quoting, plus a leading `'` on text that a spreadsheet would run as a formula
 * (`=`, `+`, `-`, `@`: OWASP "CSV injection"). Numbers are written by us and never need it.
 */
export function csvCell(text: string): string {
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The allocation schedule by month: one row per month, one column per allocation, whole tokens. */
export function scenarioToCsv(scenario: Scenario): string {
  const { decimals } = scenario.token;
  const schedule = unlockSchedule(scenario.allocation, totalSupplyBase(scenario), decimals);
  const header = [
    'Month',
    ...scenario.allocation.map((row) => row.name),
    'Circulating',
    'Circulating %',
  ].map(csvCell);
  const lines = schedule.months.map((month) => [
    String(month),
    ...schedule.rows.map((row) => formatUnits(row.circulating[month] ?? 0n, decimals)),
    formatUnits(schedule.totalCirculating[month] ?? 0n, decimals),
    String(schedule.circulatingPercent[month] ?? 0),
  ]);
  return [header, ...lines].map((cells) => cells.join(',')).join('\r\n') + '\r\n';
}

/** Pretty JSON; bigints become digit strings, which `scenarioSchema` reads back. */
export function scenarioToJson(scenario: Scenario): string {
  return JSON.stringify(
    { version: SCENARIO_VERSION, ...scenario },
    (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value),
    2,
  );
}

/** Exported files above this size are not ours. */
export const MAX_IMPORT_BYTES = 200_000;

/** Reads a file written by `scenarioToJson` (or edited by hand), validated field by field. */
export function parseScenarioJson(
  text: string,
): { ok: true; scenario: Scenario } | { ok: false; error: string } {
  if (text.length > MAX_IMPORT_BYTES) return { ok: false, error: 'The file is too large to be a scenario.' };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, error: 'The file is not valid JSON.' };
  }
  const result = scenarioSchema.safeParse(json);
  if (result.success) return { ok: true, scenario: result.data };
  const issue = result.error.issues[0];
  const where = issue && issue.path.length > 0 ? ` (${issue.path.join('.')})` : '';
  return { ok: false, error: `The file is not a valid scenario${where}: ${issue?.message ?? 'unknown problem'}` };
}
