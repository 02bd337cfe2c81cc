/**
 * What any of the site's servers writes on a log line from text it was sent (a violation report, a
 * beacon's refusal, a client address from a header): the log is read in terminals and viewers that
 * act on control characters, so none reaches it raw.
 */

/**
 * Characters no log line carries raw, since a terminal or log viewer may act on them: C0 controls
 * (line breaks, ESC), DEL, the C1 controls (U+0085 next line, U+009B control sequence introducer)
 * and the Unicode line and paragraph separators. Every server writes each as a JSON `\uXXXX` escape.
 */
// eslint-disable-next-line no-control-regex -- control characters are what this names
export const LOG_ESCAPED_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

const LOG_ESCAPES = new RegExp(LOG_ESCAPED_CHARACTERS.source, 'g');

/** `text` with every LOG_ESCAPED_CHARACTERS character as a `\uXXXX` escape: safe on one log line. */
export const escapedForLog = (text: string): string =>
  text.replace(LOG_ESCAPES, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
