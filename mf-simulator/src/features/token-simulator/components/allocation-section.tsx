import { useMemo } from 'react';
import { Plus, Trash2 } from 'lucide-react';
import { Alert, AlertDescription } from '@tla/shared-ui/components/alert';
import { Button } from '@tla/shared-ui/components/button';
import { MAX_ALLOCATION_ROWS, SCHEDULE_MONTHS, unlockSchedule, validateAllocation } from '../model/allocation';
import { formatNumber, formatTokens } from '../model/format';
import { totalSupplyBase } from '../model/scenario';
import type { AllocationCell } from '../model/scenario-form';
import { chartColor } from './chart-colors';
import { ChartFrame } from './chart-frame';
import { TextField } from './field';
import type { SectionProps } from './form-bindings';
import { ScrollTable } from '@tla/shared-ui/components/scroll-table';
import { DataDisclosure, SimulatorSection, Stat, tableClasses } from './layout';
import { LazyAllocationAreaChart, LazyAllocationPieChart } from './lazy-charts';

const cells: { cell: AllocationCell; label: string; unit?: string; inputMode: 'text' | 'decimal' | 'numeric' }[] = [
  { cell: 'name', label: 'Name', inputMode: 'text' },
  { cell: 'percent', label: 'Share of supply', unit: '%', inputMode: 'decimal' },
  { cell: 'unlockedAtLaunchPercent', label: 'Unlocked at launch', unit: '%', inputMode: 'decimal' },
  { cell: 'cliffMonths', label: 'Cliff', unit: 'months', inputMode: 'numeric' },
  { cell: 'vestingMonths', label: 'Vesting', unit: 'months', inputMode: 'numeric' },
];

export function AllocationSection({ form, onEdit }: SectionProps) {
  const { scenario } = form;
  const { decimals } = scenario.token;
  const schedule = useMemo(
    () => unlockSchedule(scenario.allocation, totalSupplyBase(scenario), decimals),
    [scenario, decimals],
  );
  const check = validateAllocation(scenario.allocation);
  const series = scenario.allocation.map((row, index) => ({ key: `r${index}`, name: row.name, color: chartColor(index) }));
  const areaData = schedule.months.map((month) =>
    Object.fromEntries([
      ['month', month],
      ...schedule.rows.map((row, index) => [`r${index}`, row.circulatingTokens[month] ?? 0]),
    ]),
  );
  const pieData = scenario.allocation.map((row, index) => ({ name: row.name, value: row.percent, color: chartColor(index) }));
  const atLaunch = schedule.totalCirculating[0] ?? 0n;
  const fullMonth = schedule.circulatingPercent.findIndex((percent) => percent >= 100);

  return (
    <SimulatorSection
      id="allocation"
      title="Allocation and vesting"
      description="Who holds what, and when it unlocks: each row unlocks a share at launch, waits out its cliff, then vests month by month."
    >
      <div className="space-y-3">
        {form.rows.map((row, index) => {
          const name = scenario.allocation[index]?.name ?? row.name;
          return (
            <fieldset key={index} className="rounded-md border border-border p-3">
              <legend className="px-1 text-sm font-medium">
                <span className="mr-2 inline-block size-3 rounded-sm align-middle" style={{ background: chartColor(index) }} aria-hidden="true" />
                Allocation {index + 1}: {name}
              </legend>
              <div className="grid grid-cols-2 items-start gap-3 sm:grid-cols-3 lg:grid-cols-[2fr_repeat(4,1fr)_auto]">
                {cells.map(({ cell, label, unit, inputMode }) => (
                  <TextField
                    key={cell}
                    label={label}
                    unit={unit}
                    inputMode={inputMode}
                    value={row[cell]}
                    error={form.rowErrors[index]?.[cell]}
                    onValueChange={(value) => onEdit({ type: 'edit-row', index, cell, value })}
                    className={cell === 'name' ? 'col-span-2 sm:col-span-1' : undefined}
                  />
                ))}
                <Button
                  type="button"
                  variant="outline"
                  size="icon"
                  className="self-end"
                  aria-label={`Remove ${name}`}
                  disabled={form.rows.length <= 1}
                  onClick={() => onEdit({ type: 'remove-row', index })}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </div>
            </fieldset>
          );
        })}
        <Button type="button" variant="outline" disabled={form.rows.length >= MAX_ALLOCATION_ROWS} onClick={() => onEdit({ type: 'add-row' })}>
          <Plus aria-hidden="true" />
          Add allocation
        </Button>
      </div>

      <div aria-live="polite">
        {check.ok ? (
          <Alert variant="success">
            <AlertDescription className="text-foreground">Allocations add up to 100 %.</AlertDescription>
          </Alert>
        ) : (
          <Alert variant="destructive" role="status">
            <AlertDescription className="text-foreground">
              {check.message}. The rows must add up to 100 % of the supply.
            </AlertDescription>
          </Alert>
        )}
      </div>

      <dl className="grid gap-3 sm:grid-cols-3">
        <Stat
          label="Circulating at launch"
          value={`${formatTokens(atLaunch, decimals, 0)} tokens`}
          detail={`${formatNumber(schedule.circulatingPercent[0] ?? 0)} % of the supply`}
        />
        <Stat
          label={`Circulating after ${SCHEDULE_MONTHS} months`}
          value={`${formatTokens(schedule.totalCirculating[SCHEDULE_MONTHS] ?? 0n, decimals, 0)} tokens`}
          detail={`${formatNumber(schedule.circulatingPercent[SCHEDULE_MONTHS] ?? 0)} % of the supply`}
        />
        <Stat
          label="Fully unlocked"
          value={fullMonth < 0 ? `Not within ${SCHEDULE_MONTHS} months` : fullMonth === 0 ? 'At launch' : `Month ${fullMonth}`}
        />
      </dl>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <figure className="space-y-2">
          <figcaption className="text-sm font-medium">Circulating supply by month, stacked by allocation</figcaption>
          <ChartFrame label={`Stacked area chart of circulating supply over ${SCHEDULE_MONTHS} months by allocation, from ${formatTokens(atLaunch, decimals, 0)} tokens at launch. The table below has the numbers.`}>
            <LazyAllocationAreaChart data={areaData} series={series} />
          </ChartFrame>
        </figure>
        <figure className="space-y-2">
          <figcaption className="text-sm font-medium">Allocation of the supply</figcaption>
          <ChartFrame label={`Donut chart of the allocation: ${scenario.allocation.map((row) => `${row.name} ${formatNumber(row.percent)} %`).join(', ')}.`}>
            <LazyAllocationPieChart data={pieData} />
          </ChartFrame>
        </figure>
      </div>

      <ScrollTable label="Allocation table">
        <table className={tableClasses}>
          <caption>Allocation of {formatTokens(totalSupplyBase(scenario), decimals, 0)} tokens</caption>
          <thead>
            <tr>
              <th scope="col">Allocation</th>
              <th scope="col" className="text-right">Share</th>
              <th scope="col" className="text-right">Tokens</th>
              <th scope="col" className="text-right">At launch</th>
              <th scope="col" className="text-right">Cliff</th>
              <th scope="col" className="text-right">Vesting</th>
            </tr>
          </thead>
          <tbody>
            {schedule.rows.map((row, index) => {
              const source = scenario.allocation[index];
              return (
                <tr key={index}>
                  <th scope="row" className="font-normal">{row.name}</th>
                  <td className="text-right tabular-nums">{formatNumber(source?.percent ?? 0)} %</td>
                  <td className="text-right tabular-nums">{formatTokens(row.total, decimals, 0)}</td>
                  <td className="text-right tabular-nums">{formatTokens(row.circulating[0] ?? 0n, decimals, 0)}</td>
                  <td className="text-right tabular-nums">{source?.cliffMonths ?? 0} mo</td>
                  <td className="text-right tabular-nums">{source?.vestingMonths ?? 0} mo</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </ScrollTable>

      <DataDisclosure summary={`Show circulating supply month by month (0–${SCHEDULE_MONTHS}) as a table`}>
        <ScrollTable label="Circulating supply by month" className="max-h-96 overflow-y-auto">
          <table className={tableClasses}>
            <caption>Circulating supply by month, in whole tokens</caption>
            <thead>
              <tr>
                <th scope="col">Month</th>
                {schedule.rows.map((row, index) => (
                  <th key={index} scope="col" className="text-right">{row.name}</th>
                ))}
                <th scope="col" className="text-right">Circulating</th>
                <th scope="col" className="text-right">% of supply</th>
              </tr>
            </thead>
            <tbody>
              {schedule.months.map((month) => (
                <tr key={month}>
                  <th scope="row" className="font-normal">{month}</th>
                  {schedule.rows.map((row, index) => (
                    <td key={index} className="text-right tabular-nums">{formatTokens(row.circulating[month] ?? 0n, decimals, 0)}</td>
                  ))}
                  <td className="text-right tabular-nums">{formatTokens(schedule.totalCirculating[month] ?? 0n, decimals, 0)}</td>
                  <td className="text-right tabular-nums">{formatNumber(schedule.circulatingPercent[month] ?? 0)} %</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollTable>
      </DataDisclosure>
    </SimulatorSection>
  );
}
