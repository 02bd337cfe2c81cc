const dateFormat = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'long', day: 'numeric', year: 'numeric' });

/** 'MMMM d, yyyy' in UTC, e.g. "May 6, 2025": the same on the server and in every reader's time zone. */
export function formatPostDate(iso: string): string {
  return dateFormat.format(new Date(iso));
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
