/**
 * What a page of the smoke check reported (an error it threw, a console message) and how a refusal
 * quotes it: enough for the team to read what threw, bounded, and without a URL's query string.
 */

/** What a page reported while it was checked: an uncaught error, or a console message. */
export type PageReport =
  | { kind: 'uncaught'; name: string; message: string; stack: string }
  | { kind: 'console'; level: 'error' | 'warning'; text: string; location: string };

/** Reports quoted per page, and characters per quote: enough to find the cause, not a log dump. */
const MAX_QUOTED_REPORTS = 3;
const MAX_QUOTE_LENGTH = 200;

/** A query string or fragment may carry a token: a quoted URL keeps its origin and path only. */
const withoutQueries = (text: string) => text.replace(/(https?:\/\/[^\s?#()]+)[?#][^\s()]*/g, '$1');

const quoted = (text: string) => {
  const line = withoutQueries(text).replace(/\s+/g, ' ').trim();
  return line.length > MAX_QUOTE_LENGTH ? `${line.slice(0, MAX_QUOTE_LENGTH - 1)}…` : line;
};

/**
 * Text as Chromium gives it, split into what it says and its first stack frame: an Error passed to
 * the console is printed with its stack.
 */
function splitStack(text: string): { head: string; frame: string | undefined } {
  const lines = text.split('\n');
  const at = lines.findIndex((line) => /^\s+at /.test(line));
  if (at === -1) return { head: text, frame: undefined };
  return { head: lines.slice(0, at).join(' '), frame: lines[at]?.trim().replace(/^at /, '') };
}

/**
 * One report as a refusal quotes it, or undefined when it is not worth quoting: a warning is quoted
 * only when it carries an error's stack (the shell warns, with the error, of a section that crashed
 * and shows its error screen instead; nothing is thrown or logged as an error then).
 */
function quoteReport(report: PageReport): { rank: number; text: string } | undefined {
  const quote = (label: string, head: string, frame: string | undefined) =>
    `${label}: ${quoted(head)}${frame ? ` (at ${quoted(frame)})` : ''}`;
  if (report.kind === 'uncaught') {
    const head = report.name === '' ? report.message : `${report.name}: ${report.message}`;
    return { rank: 0, text: quote('the page threw', head, splitStack(report.stack).frame) };
  }
  const { head, frame } = splitStack(report.text);
  if (report.level === 'error') {
    return { rank: 1, text: quote('console error', head, frame ?? (report.location || undefined)) };
  }
  return frame === undefined ? undefined : { rank: 2, text: quote('console warning', head, frame) };
}

/**
 * What a refusal quotes of a page's reports: errors it threw first, then console errors, then
 * warnings that carry an error; each once, the first few, on one line each. Empty: nothing to quote.
 */
export function quoteReports(reports: PageReport[]): string {
  const quotes = [
    ...new Set(
      reports
        .map(quoteReport)
        .filter((quote) => quote !== undefined)
        .sort((a, b) => a.rank - b.rank)
        .map(({ text }) => text),
    ),
  ];
  const more = quotes.length - MAX_QUOTED_REPORTS;
  return [...quotes.slice(0, MAX_QUOTED_REPORTS), ...(more > 0 ? [`${more} more`] : [])].join('; ');
}

/**
 * The cause of a path's refusal, given what the check found wrong there and what the page reported
 * meanwhile; undefined: it passed. An uncaught error or a console error fails a page by itself.
 */
export function pageFailure(
  path: string,
  found: string[],
  reports: PageReport[],
): string | undefined {
  const failed =
    found.length > 0 ||
    reports.some((report) => report.kind === 'uncaught' || report.level === 'error');
  if (!failed) return undefined;
  const what = [found.join('; '), quoteReports(reports)].filter((part) => part !== '');
  return `its page ${path}, loaded in Chromium on the staged site, failed: ${what.join(' — ')}`;
}
