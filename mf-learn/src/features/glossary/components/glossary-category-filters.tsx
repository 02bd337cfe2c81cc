import { Button } from '@tla/shared-ui/components/button';
import type { GlossaryFilter, GlossaryFilterId } from '../data/schemas';

export type GlossaryCategoryFiltersProps = {
  filters: readonly GlossaryFilter[];
  selected: GlossaryFilterId;
  onSelect: (id: GlossaryFilterId) => void;
};

/** The category buttons: a toggle group in which exactly one button is pressed. */
export function GlossaryCategoryFilters({ filters, selected, onSelect }: GlossaryCategoryFiltersProps) {
  return (
    <div role="group" aria-label="Filter by category" className="flex flex-wrap gap-2">
      {filters.map(({ id, label }) => (
        <Button
          key={id}
          type="button"
          size="sm"
          variant={id === selected ? 'default' : 'outline'}
          aria-pressed={id === selected}
          onClick={() => onSelect(id)}
        >
          {label}
        </Button>
      ))}
    </div>
  );
}
