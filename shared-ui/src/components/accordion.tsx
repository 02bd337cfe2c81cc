import * as React from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from '../lib/cn';

/**
 * The open items, kept outside React's context: an item reads whether it is open from here, so
 * opening one renders that item and the one that closes. A context whose value changed would make
 * React search the whole accordion for its readers on every tap, thirty rows and all they hold.
 */
type OpenItems = {
  get: () => readonly string[];
  set: (next: readonly string[]) => void;
  subscribe: (listener: () => void) => () => void;
};

function createOpenItems(initial: readonly string[]): OpenItems {
  let open = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => open,
    set(next) {
      if (next.length === open.length && next.every((value, index) => value === open[index])) return;
      open = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

type AccordionContextValue = {
  openItems: OpenItems;
  toggle: (value: string) => void;
  /** Whether an open item stays open when its trigger is pressed (single, not collapsible). */
  keepsOpen: boolean;
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

type SingleProps = {
  type?: 'single';
  /** The open item's value ('' for none), when the caller keeps it. */
  value?: string;
  /** The item open at first, when the accordion keeps its own state. */
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Whether the open item closes again when its trigger is pressed. */
  collapsible?: boolean;
};

type MultipleProps = {
  /** Any number of items open; each trigger opens and closes its own. */
  type: 'multiple';
  value?: readonly string[];
  defaultValue?: readonly string[];
  onValueChange?: (value: string[]) => void;
  collapsible?: never;
};

export type AccordionProps = Omit<React.ComponentProps<'div'>, 'defaultValue' | 'onChange'> &
  (SingleProps | MultipleProps) & { disabled?: boolean };

/** A single accordion's value as the list of open items ('' is none). */
const openList = (value: string): readonly string[] => (value === '' ? [] : [value]);

/**
 * The site's accordions: single (at most one item open, `value` '' for none, the open one closing
 * again when `collapsible`) or multiple (any number open); the arrow keys, Home and End move focus
 * between the triggers (WAI-ARIA's accordion pattern). Not Radix's: its panel measured itself
 * whenever it opened or closed (a forced style recalculation and a forced layout of the page, for a
 * height animation the site does not have), the larger part of a tap's cost on a long list. Here
 * opening an item renders that item and the one that closes; the other items stay as they were.
 */
export function Accordion(props: AccordionProps) {
  const { rest, mode, controlled, initial, report, keepsOpen, disabled } = splitProps(props);
  const [openItems] = React.useState(() => createOpenItems(initial));
  // The caller's value, once rendered, becomes the open items before the browser paints (an
  // unchanged value changes nothing).
  React.useLayoutEffect(() => {
    if (controlled !== undefined) openItems.set(controlled);
  });
  // The latest callback, read when a trigger is pressed, so `toggle` (and the context) stays the same
  // object while the caller passes a new function on each render.
  const latest = React.useRef({ report, isControlled: controlled !== undefined });
  React.useLayoutEffect(() => {
    latest.current = { report, isControlled: controlled !== undefined };
  });
  const toggle = React.useCallback(
    (value: string) => {
      const open = openItems.get();
      let next: readonly string[];
      if (!open.includes(value)) next = mode === 'multiple' ? [...open, value] : [value];
      else if (keepsOpen) return;
      else next = open.filter((item) => item !== value);
      if (!latest.current.isControlled) openItems.set(next);
      latest.current.report(next);
    },
    [openItems, mode, keepsOpen],
  );
  const context = React.useMemo(
    () => ({ openItems, toggle, keepsOpen, disabled }),
    [openItems, toggle, keepsOpen, disabled],
  );
  return (
    <AccordionContext value={context}>
      <div data-slot="accordion" data-orientation="vertical" {...rest} />
    </AccordionContext>
  );
}

/** The accordion's own props apart from the element's, both modes' values as lists of open items. */
function splitProps(props: AccordionProps) {
  if (props.type === 'multiple') {
    const { type: mode, value, defaultValue = [], onValueChange, disabled = false, ...rest } = props;
    return {
      rest,
      mode,
      controlled: value,
      initial: value ?? defaultValue,
      report: (next: readonly string[]) => onValueChange?.([...next]),
      keepsOpen: false,
      disabled,
    };
  }
  const { type: mode = 'single', value, defaultValue = '', onValueChange, collapsible = false, disabled = false, ...rest } = props;
  return {
    rest,
    mode,
    controlled: value === undefined ? undefined : openList(value),
    initial: openList(value ?? defaultValue),
    report: (next: readonly string[]) => onValueChange?.(next[0] ?? ''),
    keepsOpen: !collapsible,
    disabled,
  };
}

export type AccordionItemProps = React.ComponentProps<'div'> & { value: string; disabled?: boolean };

export function AccordionItem({ value, disabled: itemDisabled = false, className, children, ...props }: AccordionItemProps) {
  const { openItems, toggle, keepsOpen, disabled: allDisabled } = useRequired(
    AccordionContext,
    'An AccordionItem must be inside an Accordion',
  );
  const isOpen = () => openItems.get().includes(value);
  const open = React.useSyncExternalStore(openItems.subscribe, isOpen, isOpen);
  const disabled = allDisabled || itemDisabled;
  const id = React.useId();
  const item = React.useMemo(
    () => ({
      open,
      disabled,
      locked: open && keepsOpen,
      triggerId: `${id}trigger`,
      contentId: `${id}content`,
      toggle: () => toggle(value),
    }),
    [open, disabled, keepsOpen, id, toggle, value],
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
