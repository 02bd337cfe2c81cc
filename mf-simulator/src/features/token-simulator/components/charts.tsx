import {
  Area,
  AreaChart,
  CartesianGrid,
  Cell,
  Legend,
  Line,
  LineChart,
  Pie,
  PieChart,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatCompact, formatNumber, formatPercent, formatPrice } from '../model/format';

// Loaded on demand (see lazy-charts.ts): recharts weighs only on this page, and only in the browser.

const size = { width: '100%', height: '100%' } as const;
const axis = { stroke: 'currentColor', tick: { fill: 'currentColor', fontSize: 12 } } as const;
const grid = { stroke: 'currentColor', strokeOpacity: 0.2, strokeDasharray: '3 3' } as const;
const tooltipStyle = {
  contentStyle: {
    background: 'var(--popover)',
    border: '1px solid var(--border)',
    borderRadius: 8,
    color: 'var(--popover-foreground)',
  },
  labelStyle: { color: 'var(--popover-foreground)' },
} as const;

export type Series = { key: string; name: string; color: string };

export function AllocationAreaChart({ data, series }: { data: Record<string, number>[]; series: Series[] }) {
  return (
    <AreaChart responsive style={size} data={data} accessibilityLayer={false} margin={{ top: 8, right: 12, bottom: 4, left: 4 }}>
      <CartesianGrid {...grid} />
      <XAxis dataKey="month" {...axis} tickFormatter={(month: number) => `M${month}`} interval="preserveStartEnd" minTickGap={16} />
      <YAxis {...axis} width={56} tickFormatter={formatCompact} />
      <Tooltip
        {...tooltipStyle}
        labelFormatter={(month) => `Month ${String(month)}`}
        formatter={(value) => formatNumber(Number(value), 0)}
      />
      <Legend wrapperStyle={{ fontSize: 12 }} />
      {series.map((item) => (
        <Area
          key={item.key}
          type="linear"
          dataKey={item.key}
          name={item.name}
          stackId="supply"
          stroke={item.color}
          fill={item.color}
          fillOpacity={0.75}
          isAnimationActive={false}
        />
      ))}
    </AreaChart>
  );
}

export function AllocationPieChart({ data }: { data: { name: string; value: number; color: string }[] }) {
  return (
    <PieChart responsive style={size} accessibilityLayer={false}>
      <Pie data={data} dataKey="value" nameKey="name" innerRadius="45%" outerRadius="80%" stroke="var(--card)" isAnimationActive={false}>
        {data.map((entry) => (
          <Cell key={entry.name} fill={entry.color} />
        ))}
      </Pie>
      <Tooltip {...tooltipStyle} formatter={(value) => `${formatNumber(Number(value))} %`} />
      <Legend wrapperStyle={{ fontSize: 12 }} />
    </PieChart>
  );
}

export function PriceImpactChart({ data, unit }: { data: { size: number; impact: number }[]; unit: string }) {
  return (
    <LineChart responsive style={size} data={data} accessibilityLayer={false} margin={{ top: 8, right: 12, bottom: 4, left: 4 }}>
      <CartesianGrid {...grid} />
      <XAxis dataKey="size" type="number" domain={[0, 'dataMax']} {...axis} tickFormatter={formatCompact} />
      <YAxis {...axis} width={56} tickFormatter={(value: number) => formatPercent(value, 0)} />
      <Tooltip
        {...tooltipStyle}
        labelFormatter={(value) => `${formatNumber(Number(value))} ${unit}`}
        formatter={(value) => [formatPercent(Number(value)), 'Price impact']}
      />
      <Line type="monotone" dataKey="impact" name="Price impact" stroke="#8b5cf6" strokeWidth={2} dot={false} isAnimationActive={false} />
    </LineChart>
  );
}

export function CurvePriceChart({ data }: { data: { raised: number; price: number }[] }) {
  return (
    <LineChart responsive style={size} data={data} accessibilityLayer={false} margin={{ top: 8, right: 12, bottom: 4, left: 4 }}>
      <CartesianGrid {...grid} />
      <XAxis dataKey="raised" type="number" domain={[0, 'dataMax']} {...axis} tickFormatter={(value: number) => formatNumber(value, 0)} />
      <YAxis {...axis} width={72} tickFormatter={formatPrice} />
      <Tooltip
        {...tooltipStyle}
        labelFormatter={(value) => `${formatNumber(Number(value), 3)} SOL raised`}
        formatter={(value) => [`${formatPrice(Number(value))} SOL`, 'Price per token']}
      />
      <Line type="monotone" dataKey="price" name="Price per token" stroke="#0891b2" strokeWidth={2} dot={false} isAnimationActive={false} />
    </LineChart>
  );
}
