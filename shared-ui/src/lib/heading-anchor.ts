/**
 * The link beside a heading that points at the heading itself, shared by compiled markdown (made by
 * rehype-autolink-headings) and React pages (HeadingAnchor), so both look and read the same.
 *
 * The link sits after the heading, not inside it: a heading's accessible name, its text in the
 * contents list and in search stay the heading's words alone. The group is positioned so the link
 * can sit in the gutter left of the heading on wide screens and at the line's end on phones.
 */
export const headingGroupClass =
  'group/heading relative max-sm:[&>:is(h2,h3,h4)]:pr-8';

/**
 * Hidden until the heading is hovered or the link has keyboard focus; always shown where there is no
 * hover (touch screens). `not-prose` keeps the article's link underline and colour off it.
 */
export const headingAnchorClass =
  'not-prose absolute inset-y-0 right-0 flex items-center px-1.5 text-lg font-semibold text-link no-underline opacity-0 transition-opacity sm:right-full group-hover/heading:opacity-100 focus-visible:opacity-100 focus-visible:outline-2 focus-visible:outline-ring [@media(hover:none)]:opacity-100 print:hidden';

/** The link's accessible name: the "#" it shows means nothing read aloud. */
export const headingAnchorLabel = (headingText: string): string => `Link to section: ${headingText}`;
