import { createContext, useContext, useEffect, useEffectEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import type * as React from 'react';
import { createPortal } from 'react-dom';
import { autoUpdate, computePosition, flip, offset, shift } from '@floating-ui/dom';
import { Link } from '@tla/federated/router';
import { cn } from '../lib/cn';
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from './tooltip-timing';

/** How long a definition opened by hovering stays while the pointer crosses the gap into it. */
const HOVER_GRACE_MS = 120;

/** Remembers when a definition of the group last closed, so that the next one can skip the delay. */
type TermGroup = { markClosed(): void; closedJustNow(): boolean };

function createTermGroup(): TermGroup {
  let closedAt = Number.NEGATIVE_INFINITY;
  return {
    markClosed: () => {
      closedAt = performance.now();
    },
    closedJustNow: () => performance.now() - closedAt < TOOLTIP_SKIP_DELAY_MS,
  };
}

const TermGroupContext = createContext<TermGroup | null>(null);

/**
 * Groups the terms of one text: moving from one term to the next within the skip window opens the
 * next definition at once. Context only, no DOM. A term outside any group is a group of its own.
 */
export function GlossaryTermGroup({ children }: { children: React.ReactNode }) {
  const [group] = useState(createTermGroup);
  return <TermGroupContext value={group}>{children}</TermGroupContext>;
}

export type GlossaryTermLinkProps = Omit<React.ComponentProps<typeof Link>, 'to'> & {
  /** The term's entry on the glossary page; a plain link that works before (or without) JavaScript. */
  href: string;
  /** The term's name, the definition's title (the link text may be a variant: "ATAs"). */
  term: string;
  definition: string;
};

/**
 * A glossary term in running text: a link to its entry, with the definition in a tooltip.
 *
 * The tooltip pattern, because the definition is plain text describing the link: it opens on hover
 * (after the tooltip delay) and at once on keyboard focus, closes on Esc, blur, pointer leave and a
 * scroll of the page, never takes focus, and names itself as the link's description
 * (`aria-describedby`). The pointer can move into it without closing it, so it can be read and
 * selected. Touch has no hover, so a first tap opens the definition instead of following the link;
 * a tap while it is open follows it.
 *
 * Until it opens, a term is only a link with handlers: no state changes when it mounts. A long text has
 * dozens of terms, and a tooltip library's anchors and presence each set state as they mount, which
 * made hydrating a tutorial re-render every term at once, in one long task.
 */
export function GlossaryTermLink({
  href,
  term,
  definition,
  className,
  children,
  onBlur,
  onClick,
  onFocus,
  onPointerDown,
  onPointerEnter,
  onPointerLeave,
  ...props
}: GlossaryTermLinkProps) {
  const [open, setOpen] = useState(false);
  const definitionId = useId();
  const anchor = useRef<HTMLAnchorElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const [ownGroup] = useState(createTermGroup);
  const group = useContext(TermGroupContext) ?? ownGroup;
  const isOpen = useRef(false);
  const timer = useRef<number | undefined>(undefined);
  // Opened by reaching it with the keyboard: reaching a link below the fold with Tab scrolls it into
  // view just after it opened, and the pointer may rest anywhere, so only Esc or leaving closes it.
  const keyboardFocus = useRef(false);
  const pressed = useRef(false); // a pointer press under way: the focus it brings is not the keyboard's
  // Whether the press now under way is a touch, and whether the definition was showing when it began.
  const touchPress = useRef<{ wasOpen: boolean } | null>(null);

  function cancelTimer() {
    window.clearTimeout(timer.current);
    timer.current = undefined;
  }
  function show() {
    cancelTimer();
    isOpen.current = true;
    setOpen(true);
  }
  function hide() {
    cancelTimer();
    if (isOpen.current) group.markClosed();
    isOpen.current = false;
    setOpen(false);
  }
  function hideAfterGrace() {
    if (keyboardFocus.current) return;
    cancelTimer();
    if (isOpen.current) timer.current = window.setTimeout(hide, HOVER_GRACE_MS);
  }

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const dismiss = useEffectEvent(hide);
  // While open: Esc, a press elsewhere, or a scroll that moves the term close it.
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dismiss();
    };
    const onPointerDownElsewhere = (event: PointerEvent) => {
      const target = event.target;
      if (target instanceof Node && (anchor.current?.contains(target) || content.current?.contains(target))) return;
      dismiss();
    };
    const onScroll = (event: Event) => {
      const target = event.target;
      const link = anchor.current;
      if (keyboardFocus.current || !link || !(target instanceof Node) || !target.contains(link)) return;
      dismiss();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDownElsewhere, true);
    window.addEventListener('scroll', onScroll, { capture: true, passive: true });
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDownElsewhere, true);
      window.removeEventListener('scroll', onScroll, { capture: true });
    };
  }, [open]);

  // Placed above the term (below it when there is no room), kept there as the page scrolls or resizes.
  useLayoutEffect(() => {
    const reference = anchor.current;
    const floating = content.current;
    if (!open || !reference || !floating) return;
    return autoUpdate(reference, floating, () => {
      void computePosition(reference, floating, {
        placement: 'top',
        strategy: 'fixed',
        middleware: [offset(4), flip({ padding: 8 }), shift({ padding: 8 })],
      }).then(({ x, y }) => {
        floating.style.left = `${x}px`;
        floating.style.top = `${y}px`;
      });
    });
  }, [open]);

  return (
    <>
      <Link
        ref={anchor}
        data-slot="glossary-term-link"
        to={href}
        aria-describedby={open ? definitionId : undefined}
        className={cn('decoration-dotted underline-offset-4', className)}
        {...props}
        onPointerEnter={(event) => {
          onPointerEnter?.(event);
          if (event.pointerType === 'touch') return;
          cancelTimer();
          if (isOpen.current) return;
          if (group.closedJustNow()) show();
          else timer.current = window.setTimeout(show, TOOLTIP_DELAY_MS);
        }}
        onPointerLeave={(event) => {
          onPointerLeave?.(event);
          if (event.pointerType === 'touch') return;
          if (!isOpen.current) cancelTimer();
          else hideAfterGrace();
        }}
        onPointerDown={(event) => {
          onPointerDown?.(event);
          pressed.current = true;
          touchPress.current = event.pointerType === 'touch' ? { wasOpen: isOpen.current } : null;
          keyboardFocus.current = false;
          hide();
        }}
        onFocus={(event) => {
          onFocus?.(event);
          keyboardFocus.current = !pressed.current;
          pressed.current = false;
          if (keyboardFocus.current) show();
        }}
        onBlur={(event) => {
          onBlur?.(event);
          keyboardFocus.current = false;
          hide();
        }}
        onClick={(event) => {
          onClick?.(event);
          pressed.current = false;
          const press = touchPress.current;
          touchPress.current = null;
          if (!press || press.wasOpen) return;
          // Default prevented: the router does not follow this first tap.
          event.preventDefault();
          show();
        }}
      >
        {children}
      </Link>
      {open &&
        createPortal(
          <div
            ref={content}
            id={definitionId}
            role="tooltip"
            data-slot="glossary-term-definition"
            className="fixed top-0 left-0 z-50 w-max max-w-xs rounded-md border border-border bg-popover p-3 text-sm text-popover-foreground shadow-md"
            onPointerEnter={cancelTimer}
            onPointerLeave={hideAfterGrace}
          >
            <span className="block font-semibold">{term}</span>
            <span className="mt-1 block">{definition}</span>
          </div>,
          document.body,
        )}
    </>
  );
}
