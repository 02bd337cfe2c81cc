import * as React from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from '../lib/cn';

type AccordionContextValue = {
  value: string;
  select: (value: string) => void;
  collapsible: boolean;
  disabled: boolean;
};

const AccordionContext = React.createContext<AccordionContextValue | null>(null);

type AccordionItemContextValue = {
  open: boolean;
  disabled: boolean;
  /** Whether the trigger can act: an open item of an accordion that is not collapsible cannot close. */
  locked: boolean;
  triggerId: string;
  contentId: string;
  toggle: () => void;
};

const AccordionItemContext = React.createContext<AccordionItemContextValue | null>(null);

function useRequired<T>(context: React.Context<T | null>, misplaced: string): T {
  const value = React.useContext(context);
  if (value === null) throw new Error(misplaced);
  return value;
}

const getState = (open: boolean) => (open ? 'open' : 'closed');

export type AccordionProps = Omit<React.ComponentProps<'div'>, 'defaultValue' | 'onChange'> & {
  /** The open item's value ('' for none), when the caller keeps it. */
  value?: string;
  /** The item open at first, when the accordion keeps its own state. */
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Whether the open item closes again when its trigger is pressed. */
  collapsible?: boolean;
  disabled?: boolean;
};

/**
 * The site's accordions: at most one item open (`value`, '' for none), the open one closing again when
 * `collapsible`; the arrow keys, Home and End move focus between the triggers (WAI-ARIA's accordion
 * pattern). Not Radix's: its panel measured itself whenever it opened or closed (a forced style
 * recalculation and a forced layout of the page, for a height animation the site does not have), the
 * larger part of a tap's cost on a long list. Here opening an item renders that item and the one that
 * closes; the other items' triggers and panels stay as they were.
 */
export function Accordion({
  value: valueProp,
  defaultValue = '',
  onValueChange,
  collapsible = false,
  disabled = false,
  ...props
}: AccordionProps) {
  const [ownValue, setOwnValue] = React.useState(defaultValue);
  const value = valueProp ?? ownValue;
  // The latest callback, read when a trigger is pressed, so `select` (and every item's context) stays
  // the same object while the caller passes a new function on each render.
  const onChange = React.useRef(onValueChange);
  React.useLayoutEffect(() => {
    onChange.current = onValueChange;
  });
  const select = React.useCallback((next: string) => {
    setOwnValue(next);
    onChange.current?.(next);
  }, []);
  const context = React.useMemo(
    () => ({ value, select, collapsible, disabled }),
    [value, select, collapsible, disabled],
  );
  return (
    <AccordionContext value={context}>
      <div data-slot="accordion" data-orientation="vertical" {...props} />
    </AccordionContext>
  );
}

export type AccordionItemProps = React.ComponentProps<'div'> & { value: string; disabled?: boolean };

export function AccordionItem({ value, disabled: itemDisabled = false, className, children, ...props }: AccordionItemProps) {
  const { value: openValue, select, collapsible, disabled: allDisabled } = useRequired(AccordionContext, 'An AccordionItem must be inside an Accordion');
  const open = openValue === value;
  const disabled = allDisabled || itemDisabled;
  const id = React.useId();
  const item = React.useMemo(
    () => ({
      open,
      disabled,
      locked: open && !collapsible,
      triggerId: `${id}trigger`,
      contentId: `${id}content`,
      toggle: () => {
        if (!open) select(value);
        else if (collapsible) select('');
      },
    }),
    [open, disabled, collapsible, id, select, value],
  );
  return (
    <AccordionItemContext value={item}>
      <div
        data-slot="accordion-item"
        data-state={getState(open)}
        data-disabled={disabled ? '' : undefined}
        className={cn('border-b border-border last:border-b-0', className)}
        {...props}
      >
        {children}
      </div>
    </AccordionItemContext>
  );
}

const moves: Readonly<Record<string, (index: number, last: number) => number>> = {
  ArrowDown: (index, last) => (index === last ? 0 : index + 1),
  ArrowUp: (index, last) => (index === 0 ? last : index - 1),
  Home: () => 0,
  End: (_, last) => last,
};

/** Moves focus from one trigger to another of the same accordion (nested accordions keep their own). */
function moveFocus(event: React.KeyboardEvent<HTMLButtonElement>) {
  const move = moves[event.key];
  if (!move) return;
  const trigger = event.currentTarget;
  const root = trigger.closest('[data-slot="accordion"]');
  if (!root) return;
  const triggers = Array.from(root.querySelectorAll<HTMLButtonElement>('[data-slot="accordion-trigger"]')).filter(
    (candidate) => candidate.closest('[data-slot="accordion"]') === root && !candidate.disabled,
  );
  const index = triggers.indexOf(trigger);
  if (index === -1) return;
  event.preventDefault();
  triggers[move(index, triggers.length - 1)]?.focus();
}

export type AccordionTriggerProps = React.ComponentProps<'button'> & {
  /** Heading level wrapping the trigger, so the accordion reads as an outline. */
  headingLevel?: 2 | 3 | 4;
};

export function AccordionTrigger({ className, children, headingLevel = 3, onClick, onKeyDown, ...props }: AccordionTriggerProps) {
  const item = useRequired(AccordionItemContext, 'An AccordionTrigger must be inside an AccordionItem');
  const Heading = `h${headingLevel}` as const;
  return (
    <Heading data-state={getState(item.open)} className="flex">
      {/* No transition on the trigger itself (only its chevron turns): a colour transition that
          starts while its part of the page is not drawn yet (`.render-when-near`) waits there, so a
          trigger below the first screen of a light page kept the dark theme's text colour, 1.1:1 on
          white to a contrast checker, until the reader scrolled to it. */}
      <button
        type="button"
        id={item.triggerId}
        aria-expanded={item.open}
        aria-controls={item.open ? item.contentId : undefined}
        aria-disabled={item.locked || undefined}
        data-slot="accordion-trigger"
        data-state={getState(item.open)}
        disabled={item.disabled}
        className={cn(
          'flex flex-1 items-start justify-between gap-4 rounded-md py-4 text-left text-base font-medium hover:underline focus-visible:outline-2 focus-visible:outline-ring [&[data-state=open]>svg]:rotate-180',
          className,
        )}
        onClick={(event) => {
          onClick?.(event);
          if (!event.defaultPrevented) item.toggle();
        }}
        onKeyDown={(event) => {
          onKeyDown?.(event);
          if (!event.defaultPrevented) moveFocus(event);
        }}
        {...props}
      >
        {children}
        <ChevronDown aria-hidden="true" className="size-4 shrink-0 translate-y-1 text-muted-foreground transition-transform duration-200" />
      </button>
    </Heading>
  );
}

/** The open item's panel; a closed item renders none (its trigger names no panel then). */
export function AccordionContent({ className, children, ...props }: React.ComponentProps<'div'>) {
  const item = useRequired(AccordionItemContext, 'An AccordionContent must be inside an AccordionItem');
  if (!item.open) return null;
  return (
    <div
      role="region"
      id={item.contentId}
      aria-labelledby={item.triggerId}
      data-slot="accordion-content"
      data-state="open"
      className="overflow-hidden text-sm"
      {...props}
    >
      <div className={cn('pt-0 pb-4 text-muted-foreground', className)}>{children}</div>
    </div>
  );
}
