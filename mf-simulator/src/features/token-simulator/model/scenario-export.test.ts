import { describe, expect, test } from 'vitest';
import { defaultScenario, scenarioSchema, type Scenario } from './scenario';
import { csvCell, formatUnits, parseScenarioJson, scenarioToCsv, scenarioToJson } from './scenario-export';

describe('scenario export', () => {
  test.each([
    ['Team', 'Team'],
    ['Team, founders', '"Team, founders"'],
    ['The "core" team', '"The ""core"" team"'],
    ['Two\nlines', '"Two\nlines"'],
    ['=HYPERLINK("x")', '"\'=HYPERLINK(""x"")"'],
    ['+1', "'+1"],
    ['@SUM(A1)', "'@SUM(A1)"],
  ])('csvCell(%j) is %s', (text, cell) => {
    expect(csvCell(text)).toBe(cell);
  });

  test.each([
    [0n, 9, '0'],
    [1n, 9, '0.000000001'],
    [26_666_666_666_666_666n, 9, '26666666.666666666'],
    [1_000n, 0, '1000'],
    [1_500_000n, 6, '1.5'],
  ])('formatUnits(%s, %i) is %s', (base, decimals, text) => {
    expect(formatUnits(base, decimals)).toBe(text);
  });

  test('the default schedule: a header, then months 0 to 48, in whole tokens', () => {
    const lines = scenarioToCsv(defaultScenario).split('\r\n');
    expect(lines).toHaveLength(1 + 49 + 1);
    expect(lines[0]).toBe(
      'Month,Community,Liquidity,Team,Marketing,Treasury,Circulating,Circulating %',
    );
    expect(lines[1]).toBe('0,100000000,200000000,0,20000000,15000000,335000000,33.5');
    // Marketing's 80 M over 12 months is not whole: exact base units, not a rounded float.
    expect(lines[2]).toBe(
      '1,125000000,200000000,0,26666666.666666666,15000000,366666666.666666666,36.6666',
    );
    expect(lines[49]).toBe('48,400000000,200000000,150000000,100000000,150000000,1000000000,100');
    expect(lines[50]).toBe('');
  });

  test('names with commas and quotes are escaped in the header', () => {
    const scenario: Scenario = {
      ...defaultScenario,
      allocation: [
        {
          name: 'Team, "core"',
          percent: 100,
          unlockedAtLaunchPercent: 100,
          cliffMonths: 0,
          vestingMonths: 0,
        },
      ],
    };
    const [header, month0] = scenarioToCsv(scenario).split('\r\n');
    expect(header).toBe('Month,"Team, ""core""",Circulating,Circulating %');
    expect(month0).toBe('0,1000000000,1000000000,100');
  });

  test('JSON carries a version and bigints as strings, and the schema reads it back', () => {
    const json = scenarioToJson(defaultScenario);
    const parsed: unknown = JSON.parse(json);
    expect(parsed).toMatchObject({
      version: 1,
      token: { totalSupply: '1000000000' },
      pool: { seedLamports: '10000000000' },
    });
    expect(scenarioSchema.parse(parsed)).toEqual(defaultScenario);
  });
});

test('an exported JSON file imports back to the same scenario', () => {
  const result = parseScenarioJson(scenarioToJson(defaultScenario));
  expect(result).toEqual({ ok: true, scenario: defaultScenario });
});

test.each([
  ['{oops', 'The file is not valid JSON.'],
  ['{"token":{}}', 'The file is not a valid scenario (token.name)'],
])('a bad file %s is refused with a reason', (text, message) => {
  const result = parseScenarioJson(text);
  expect(result.ok).toBe(false);
  expect(result.ok ? '' : result.error).toContain(message);
});
