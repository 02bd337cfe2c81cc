import { useCountUp, type CountUpOptions } from '../hooks/use-count-up';
import { groupDigits } from '@tla/shared-ui/lib/format';

export type TokenCounterProps = CountUpOptions & { label: string; dailyText: string };

/** The hero's counter: counts up to the number of tokens created, with thousands separators. */
export function TokenCounter({ label, dailyText, ...options }: TokenCounterProps) {
  const value = useCountUp(options);
  return (
    <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
      <p className="text-sm font-medium text-muted-foreground">{label}</p>
      <p className="text-3xl font-extrabold tracking-tight tabular-nums">
        {value === undefined ? (
          // Served HTML: the count starts at `start`, or, for readers who prefer reduced motion, is the
          // target from the first paint. CSS picks one, so nothing jumps before or after hydration.
          <>
            <span className="motion-reduce:hidden">{groupDigits(options.start)}</span>
            <span className="hidden motion-reduce:inline">{groupDigits(options.target)}</span>
          </>
        ) : (
          groupDigits(value)
        )}
      </p>
      <p className="text-sm font-semibold text-success">{dailyText}</p>
    </div>
  );
}
