import type * as React from 'react';
import { cn } from '../lib/cn';
import { headingAnchorClass, headingAnchorLabel, headingGroupClass } from '../lib/heading-anchor';

export type HeadingAnchorProps = { id: string; headingText: string; className?: string };

/**
 * A link to the heading with `id`, for headings React renders (compiled markdown gets the same link
 * from compileMarkdown). Place it right after the heading, inside a HeadingGroup.
 */
export function HeadingAnchor({ id, headingText, className }: HeadingAnchorProps) {
  return (
    <a data-slot="heading-anchor" href={`#${id}`} aria-label={headingAnchorLabel(headingText)} className={cn(headingAnchorClass, className)}>
      <span aria-hidden="true">#</span>
    </a>
  );
}

/** Wraps a heading and its HeadingAnchor: hovering either shows the link. */
export function HeadingGroup({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="heading-group" className={cn(headingGroupClass, className)} {...props} />;
}
