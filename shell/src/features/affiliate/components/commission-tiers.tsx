import { Check } from 'lucide-react';
import { Badge } from '@tla/shared-ui/components/badge';
import { cn } from '@tla/shared-ui/lib/cn';
import type { CommissionTier } from '../data/schemas';

/** The three commission tiers side by side; the featured one stands out. */
export function CommissionTiers({ tiers }: { tiers: CommissionTier[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {tiers.map((tier) => (
        <li
          key={tier.name}
          className={cn(
            'flex h-full flex-col gap-4 rounded-xl border bg-card p-6',
            tier.featured ? 'border-primary shadow-lg shadow-primary/20' : 'border-border',
          )}
        >
          <div className="flex items-center justify-between gap-2">
            <h3 className="text-xl font-semibold">{tier.name}</h3>
            {tier.featured ? <Badge>Most popular</Badge> : null}
          </div>
          <p className="text-5xl font-extrabold text-link">
            {tier.rate}%<span className="sr-only"> commission</span>
          </p>
          <p className="text-sm font-medium text-muted-foreground">{tier.requirement}</p>
          <ul className="flex flex-col gap-2 text-sm">
            {tier.perks.map((perk) => (
              <li key={perk} className="flex items-start gap-2">
                <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
                {perk}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
