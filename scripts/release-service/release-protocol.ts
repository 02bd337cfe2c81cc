/**
 * What the release service's answers look like, as the service writes them and its client reads
 * them: plain text, never cached; a streamed answer ends with a verdict line.
 */

/** The verdicts a streamed answer ends with, and the exit status the command line gives each. */
export const VERDICTS = { live: 0, refused: 1, fault: 3 } as const;
export type Verdict = keyof typeof VERDICTS;
export const verdictLine = (verdict: Verdict) => `verdict: ${verdict}`;

/** The headers of every plain-text answer (a progress stream, a refusal). */
export const plainHeaders = {
  'Content-Type': 'text/plain; charset=utf-8',
  'Cache-Control': 'no-store',
};
