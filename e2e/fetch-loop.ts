/**
 * A reader's view of a switch: while a release, a rollback or a compose runs, fetch the site's pages,
 * remotes.json and the remotes' entries over and over, as a browser accepting brotli does, and check
 * that every response is whole: HTML up to its closing tag, JSON that parses, a non-empty entry of
 * exactly its Content-Length. A file written in place, or a folder missing for a moment, shows here.
 */
import type { SiteClient, SiteResponse } from './site-client';

export type LoopTarget = { url: string; kind: 'html' | 'json' | 'js' };
export type LoopResult = { fetches: number; failures: string[] };

function problemOf(response: SiteResponse, kind: LoopTarget['kind']): string | undefined {
  if (response.status !== 200) return `status ${response.status}`;
  const length = response.header('content-length');
  if (length !== undefined && Number(length) !== response.raw.length) {
    return `${response.raw.length} bytes of a Content-Length of ${length}`;
  }
  let text: string;
  try {
    text = response.text();
  } catch (error) {
    return `does not decode as ${response.header('content-encoding') ?? 'identity'}: ${String(error)}`;
  }
  if (kind === 'html' && !text.trimEnd().endsWith('</html>')) return 'HTML without its closing tag';
  if (kind === 'json') {
    try {
      JSON.parse(text);
    } catch {
      return 'JSON that does not parse';
    }
  }
  if (kind === 'js') {
    if (length === undefined) return 'an entry without a Content-Length';
    if (text.trim() === '') return 'an empty entry';
  }
  return undefined;
}

/** Fetch `targets` in turn until the returned `stop` is called; `stop` resolves with the tally. */
export function startFetchLoop(site: SiteClient, targets: readonly LoopTarget[]) {
  let running = true;
  const result: LoopResult = { fetches: 0, failures: [] };
  const loop = (async () => {
    while (running) {
      for (const { url, kind } of targets) {
        result.fetches += 1;
        try {
          const problem = problemOf(await site.get(url, { 'Accept-Encoding': 'br' }), kind);
          if (problem) result.failures.push(`${url}: ${problem}`);
        } catch (error) {
          result.failures.push(`${url}: ${String(error)}`);
        }
      }
      // A breath between rounds: the scripts switching the files share the machine's cores.
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();
  return async (): Promise<LoopResult> => {
    running = false;
    await loop;
    return result;
  };
}
