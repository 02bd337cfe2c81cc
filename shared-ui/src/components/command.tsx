import { useEffect } from 'react';
import type * as React from 'react';
import { Command as CommandPrimitive } from 'cmdk';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { Search } from 'lucide-react';
import { cn } from '../lib/cn';

/** On body while a command dialog is open: the app's stylesheet gives its root its own pointer-events. */
export const COMMAND_OPEN_ATTRIBUTE = 'data-command-open';

/**
 * Radix blocks pointers outside a modal dialog with `pointer-events: none` on body, which every
 * element inherits: a restyle of the whole page as the dialog opens and again as it closes (about
 * 100 ms each on a slow phone). While this marks body, the app's root keeps `pointer-events: auto` of
 * its own, so the change stops there; the overlay still takes every pointer outside the dialog.
 * Rendered inside the content, its effect runs before Radix's as the dialog opens (children's effects
 * run first) and its cleanup after Radix's as it closes (a removed tree is cleaned up from the top).
 */
function KeepPagePointerEvents() {
  useEffect(() => {
    document.body.setAttribute(COMMAND_OPEN_ATTRIBUTE, '');
    return () => document.body.removeAttribute(COMMAND_OPEN_ATTRIBUTE);
  }, []);
  return null;
}

/**
 * A command palette (shadcn/ui's, on cmdk): a dialog holding a combobox input and a listbox of
 * options, arrow keys to move, Enter to choose, Esc to close. The caller filters (shouldFilter is off):
 * cmdk only keeps the active option and the ARIA wiring.
 */
export function CommandDialog({
  title,
  description,
  children,
  className,
  onCloseAutoFocus,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Root> & {
  title: string;
  description: string;
  className?: string;
  children: React.ReactNode;
  /** Where focus goes on closing (opened without a Radix trigger, the dialog cannot know). */
  onCloseAutoFocus?: React.ComponentProps<typeof DialogPrimitive.Content>['onCloseAutoFocus'];
}) {
  return (
    <DialogPrimitive.Root {...props}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay
          data-slot="command-overlay"
          className="fixed inset-0 z-50 bg-black/50"
        />
        <DialogPrimitive.Content
          data-slot="command-dialog"
          onCloseAutoFocus={onCloseAutoFocus}
          className={cn(
            'fixed top-4 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-2xl -translate-x-1/2 flex-col overflow-hidden rounded-xl border border-border bg-background text-foreground shadow-2xl sm:top-[10vh] sm:max-h-[80vh]',
            className,
          )}
        >
          <KeepPagePointerEvents />
          <DialogPrimitive.Title className="sr-only">{title}</DialogPrimitive.Title>
          <DialogPrimitive.Description className="sr-only">
            {description}
          </DialogPrimitive.Description>
          <CommandPrimitive
            label={title}
            shouldFilter={false}
            loop
            className="flex min-h-0 flex-1 flex-col"
          >
            {children}
          </CommandPrimitive>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

export function CommandInput({
  className,
  ...props
}: React.ComponentProps<typeof CommandPrimitive.Input>) {
  return (
    <div data-slot="command-input" className="flex items-center gap-2 border-b border-border px-4">
      <Search aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
      <CommandPrimitive.Input
        className={cn(
          'h-12 w-full bg-transparent text-base outline-none placeholder:text-muted-foreground',
          className,
        )}
        {...props}
      />
    </div>
  );
}

export function CommandList({
  className,
  ...props
}: React.ComponentProps<typeof CommandPrimitive.List>) {
  return (
    <CommandPrimitive.List
      className={cn('min-h-0 flex-1 overflow-y-auto overscroll-contain p-2', className)}
      {...props}
    />
  );
}

export function CommandEmpty({
  className,
  ...props
}: React.ComponentProps<typeof CommandPrimitive.Empty>) {
  return (
    <CommandPrimitive.Empty
      className={cn('px-3 py-6 text-center text-sm text-muted-foreground', className)}
      {...props}
    />
  );
}

export function CommandGroup({
  className,
  ...props
}: React.ComponentProps<typeof CommandPrimitive.Group>) {
  return (
    <CommandPrimitive.Group
      className={cn(
        'mb-2 [&_[cmdk-group-heading]]:px-3 [&_[cmdk-group-heading]]:py-1.5 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-semibold [&_[cmdk-group-heading]]:tracking-wide [&_[cmdk-group-heading]]:text-muted-foreground [&_[cmdk-group-heading]]:uppercase',
        className,
      )}
      {...props}
    />
  );
}

export function CommandItem({
  className,
  ...props
}: React.ComponentProps<typeof CommandPrimitive.Item>) {
  return (
    <CommandPrimitive.Item
      className={cn(
        'cursor-pointer rounded-md px-3 py-2 text-sm data-[selected=true]:bg-muted data-[selected=true]:outline-2 data-[selected=true]:outline-ring',
        className,
      )}
      {...props}
    />
  );
}
