import { useCountUp, type CountUpOptions } from '../hooks/use-count-up';
import { formatCount } from '../model/format-number';

export type TokenCounterProps = CountUpOptions & { label: string; dailyText: string };

/** The hero's counter: counts up to the number of tokens created, with thousands separators. */
export function TokenCounter({ label, dailyText, ...options }: TokenCounterProps) {
  const value = useCountUp(options);
  return (
    <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
      <p className="text-sm font-medium text-muted-foreground">{label}</p>
      <p className="text-3xl font-extrabold tracking-tight tabular-nums">{formatCount(value)}</p>
      <p className="text-sm font-semibold text-success">{dailyText}</p>
    </div>
  );
}
