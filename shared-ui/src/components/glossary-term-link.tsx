import { useRef, useState } from 'react';
import type * as React from 'react';
import { Link } from '@tla/federated/router';
import { cn } from '../lib/cn';
import { Tooltip, TooltipContent, TooltipTrigger } from './tooltip';

export type GlossaryTermLinkProps = Omit<React.ComponentProps<typeof Link>, 'to'> & {
  /** The term's entry on the glossary page; a plain link that works before (or without) JavaScript. */
  href: string;
  /** The term's name, the popover's title (the link text may be a variant: "ATAs"). */
  term: string;
  definition: string;
};

/**
 * A glossary term in running text: a link to its entry, with the definition in a popover.
 *
 * Built on Radix's Tooltip, because the definition is plain text describing the link, which is the
 * tooltip pattern: it opens on hover and on keyboard focus (HoverCard ignores focus), closes on Esc,
 * blur and pointer leave, never takes focus (Popover moves focus into itself), and names itself as the
 * link's description (`aria-describedby`). Its content is mounted only while open, so the prerendered
 * HTML is just the link and hydration has nothing to disagree about. Touch has no hover and Radix
 * ignores touch, so a first tap opens the definition instead of following the link; a tap while it is
 * open follows it.
 */
export function GlossaryTermLink({ href, term, definition, className, children, ...props }: GlossaryTermLinkProps) {
  const [open, setOpen] = useState(false);
  // Whether the press now under way is a touch, and whether the definition was showing when it began
  // (Radix closes it on pointer down, before the click).
  const touchPress = useRef<{ wasOpen: boolean } | null>(null);
  // Radix closes a tooltip on any scroll of the page. Reaching a link below the fold with Tab scrolls it
  // into view, and that scroll's event came just after the definition had opened, closing it at once.
  // So while the link has keyboard focus, only Esc (or moving focus away) closes its definition.
  const keyboardFocus = useRef(false);
  const pressed = useRef(false); // a pointer press under way: the focus it brings is not the keyboard's
  const escaped = useRef(false);

  return (
    <Tooltip
      open={open}
      onOpenChange={(next) => {
        if (!next && keyboardFocus.current && !escaped.current) return;
        escaped.current = false;
        setOpen(next);
      }}
    >
      <TooltipTrigger
        asChild
        onFocus={() => {
          keyboardFocus.current = !pressed.current;
          pressed.current = false;
        }}
        onBlur={() => {
          keyboardFocus.current = false;
        }}
        onPointerDown={(event) => {
          pressed.current = true;
          touchPress.current = event.pointerType === 'touch' ? { wasOpen: open } : null;
        }}
        onClick={(event) => {
          pressed.current = false;
          const press = touchPress.current;
          touchPress.current = null;
          if (!press || press.wasOpen) return;
          // Default prevented: neither the router nor Radix (which would close it) acts on this click.
          event.preventDefault();
          setOpen(true);
        }}
      >
        <Link
          data-slot="glossary-term-link"
          to={href}
          className={cn('decoration-dotted underline-offset-4', className)}
          {...props}
        >
          {children}
        </Link>
      </TooltipTrigger>
      <TooltipContent
        onEscapeKeyDown={() => {
          escaped.current = true;
        }}
        side="top"
        collisionPadding={8}
        className="max-w-xs border border-border bg-popover p-3 text-sm text-popover-foreground"
      >
        <span className="block font-semibold">{term}</span>
        <span className="mt-1 block">{definition}</span>
      </TooltipContent>
    </Tooltip>
  );
}
