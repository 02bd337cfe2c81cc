import { formatCalendarDate } from '@tla/shared-ui/lib/format';

const calendarDate = /^\d{4}-\d{2}-\d{2}$/;

/**
 * 'MMMM d, yyyy', e.g. "May 6, 2025". A calendar date (a built-in post's) is that day for every reader
 * and on the server, so prerendered and hydrated text agree. A moment (a post saved in the editor, which
 * only ever renders in the reader's browser) is the reader's local date: a post saved in the evening west
 * of Greenwich shows the day it was written there, not the next one. The local formatter is made per
 * call so it follows the reader's time zone as it is now; built-in posts, on every first screen, need
 * no Intl (see shared-ui's format).
 */
export function formatPostDate(iso: string): string {
  if (calendarDate.test(iso)) return formatCalendarDate(iso);
  return new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' }).format(
    new Date(iso),
  );
}

export function formatReadTime(minutes: number): string {
  return `${minutes} min read`;
}

/**
 * Image sources a post may use: http(s) URLs, site paths and inline images. Anything else (a
 * `javascript:` URL typed into the editor, say) is treated as no image.
 */
export function isSafeImageSrc(src: string): boolean {
  return /^(https?:\/\/|\/|\.\/|data:image\/|blob:)/i.test(src.trim());
}

/**
 * The day to show as a post's "last updated": `updatedAt` when it falls on a later day than the
 * publish date as the reader sees both, otherwise none (an edit on the day of publishing, or a text
 * committed before its publish date, adds nothing to the date already shown).
 */
export function shownUpdate(publishedAt: string, updatedAt: string | undefined): string | undefined {
  if (updatedAt === undefined) return undefined;
  const later = new Date(updatedAt).getTime() > new Date(publishedAt).getTime();
  return later && formatPostDate(updatedAt) !== formatPostDate(publishedAt) ? updatedAt : undefined;
}
