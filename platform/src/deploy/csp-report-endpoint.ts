/**
 * What the shell's violation report endpoint (CSP_REPORT_PATH) takes: one set of rules, which the
 * Node server applies per request and the generated nginx configuration spells in nginx's terms.
 * Anyone may post there, so it takes reports only, small ones, at a reader's pace, and nothing a
 * log reader's terminal would act on.
 */

/**
 * The media types browsers post reports as: `application/csp-report` for report-uri (Chromium,
 * Firefox, Safari) and `application/reports+json` for the Reporting API (report-to). Firefox's
 * `application/json` was fixed in 2016, before any browser the site's build supports (they all know
 * 'strict-dynamic'); anything else is refused with 415.
 */
export const CSP_REPORT_CONTENT_TYPES = [
  'application/csp-report',
  'application/reports+json',
] as const;

/** The media type of a Content-Type header value: before any parameter, trimmed, lowercase. */
const mediaTypeOf = (contentType: string | undefined): string =>
  (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';

export const isCspReportContentType = (contentType: string | undefined): boolean =>
  CSP_REPORT_CONTENT_TYPES.some((type) => type === mediaTypeOf(contentType));

/**
 * A larger body is refused (413). Chromium's reports of this site measure about 2 KB each,
 * most of it the policy they quote (1.2 KB with the ad network, the videos and the local
 * deployment's origins): 1.7 to 1.9 KB for a report-uri report, 6.1 KB for a Reporting API post of
 * the three reports one page made within a minute. 16 KiB leaves room for a long page address and
 * about eight reports in one post.
 */
export const MAX_CSP_REPORT_BYTES = 16 * 1024;

/**
 * Reports taken per client address: `perMinute` on average, `burst` more at once (a page that
 * breaks several rules at load, each a report-uri post), then 429 until the pace drops. Both servers
 * keep the state of at most `clients` addresses, the least recently seen forgotten first.
 */
export const CSP_REPORT_RATE = { perMinute: 12, burst: 20, clients: 8192 } as const;

/**
 * The characters of LOG_ESCAPED_CHARACTERS (log-line.ts) that nginx's JSON log escaping writes raw
 * (it escapes C0 controls, `"` and `\` only; a byte above 0x7F goes out as it came): no log line can
 * carry them safely from nginx, nor a body that is not UTF-8 (a lone 0x9B byte is a terminal's
 * control sequence introducer), so both servers refuse such a body (400). A browser's report has
 * none: its addresses are percent-encoded, and a control character in its JSON strings is escaped
 * (`\u0085`), which both servers log as the six characters they are.
 */
const REFUSED_CHARACTERS = /[\u007f-\u009f\u2028\u2029]/;

// A byte-order mark stays a character, as nginx sees it.
const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/** The report's text, when both servers can log it: non-empty UTF-8 without REFUSED_CHARACTERS. */
export function acceptableCspReport(body: Uint8Array): string | undefined {
  if (body.length === 0) return undefined;
  let text: string;
  try {
    text = utf8.decode(body);
  } catch {
    return undefined;
  }
  return REFUSED_CHARACTERS.test(text) ? undefined : text;
}
