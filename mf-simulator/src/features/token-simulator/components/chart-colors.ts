/**
 * Series colours for the charts. Each has at least 3:1 contrast (WCAG 1.4.11, graphics) against the
 * card background of both themes (#ffffff and #14141f), so no colour needs a theme switch; the test
 * checks it. Adjacent colours differ in hue and lightness, and every chart has a data table too.
 */
export const CHART_COLORS = [
  '#8b5cf6',
  '#0891b2',
  '#d97706',
  '#db2777',
  '#16a34a',
  '#2563eb',
  '#ea580c',
  '#64748b',
  '#c026d3',
  '#0d9488',
  '#65a30d',
  '#dc2626',
] as const;

export function chartColor(index: number): string {
  return CHART_COLORS[index % CHART_COLORS.length] ?? '#8b5cf6';
}
