/**
 * What a path a remote publishes may be. A remote's build is another team's output: compose reads
 * the files it names on the machine that composes the site, and readers' browsers load the URLs it
 * names relative to the remote's address. So each must name a file inside the remote's own folder (or
 * a page inside the site), and nothing a file system or a URL parser would take somewhere else: no
 * leading `/`, no scheme, no `.` or `..` segment (URL parsers read `%2e` as a dot), no empty segment
 * (`//host` is another host to a browser), no backslash (a browser reads it as `/`) and no control
 * character (a browser drops a tab or a newline, which can join two slashes). Plain functions, for
 * the schemas the browser and compose parse with.
 */

/** Whether `text` holds a C0 control character or DEL (a tab, a newline, a NUL, an escape). */
export const hasControlCharacter = (text: string): boolean =>
  [...text].some((character) => {
    const code = character.charCodeAt(0);
    return code < 0x20 || code === 0x7f;
  });

const SCHEME = /^[a-z][a-z\d+.-]*:/i;
const DOT = '(?:\\.|%2e)';
const CURRENT_SEGMENT = new RegExp(`^${DOT}$`, 'i');
const PARENT_SEGMENT = new RegExp(`^${DOT}{2}$`, 'i');

/**
 * What keeps `path` from being a path inside a folder (relative, `/` between segments), as the rule
 * it breaks ("no .. segment"); undefined when it is one.
 */
export function relativePathProblem(path: string): string | undefined {
  if (path === '') return 'not empty';
  if (hasControlCharacter(path)) return 'no control character';
  if (path.includes('\\')) return 'no backslash';
  if (path.startsWith('/')) return 'no leading /';
  if (SCHEME.test(path)) return 'no scheme';
  const segments = path.split('/');
  if (segments.some((segment) => PARENT_SEGMENT.test(segment))) return 'no .. segment';
  if (segments.some((segment) => CURRENT_SEGMENT.test(segment))) return 'no . segment';
  if (segments.includes('')) return 'no empty segment: no // and no trailing /';
  return undefined;
}

/**
 * What keeps `path` from being a path on the site (`/`, or `/` and a path inside the site's folder);
 * undefined when it is one.
 */
export function sitePathProblem(path: string): string | undefined {
  if (!path.startsWith('/')) return 'a leading /';
  return path === '/' ? undefined : relativePathProblem(path.slice(1));
}

type Issues = {
  addIssue: (issue: { code: 'custom'; message: string }) => void;
};

/** A zod check: a file inside the remote's own folder. */
export function insideRemote(path: string, context: Issues): void {
  const problem = relativePathProblem(path);
  if (problem)
    context.addIssue({
      code: 'custom',
      message: `must be a path inside the remote's own folder (${problem})`,
    });
}

/** A zod check: a path on the site that stays on it. */
export function onTheSite(path: string, context: Issues): void {
  const problem = sitePathProblem(path);
  if (problem)
    context.addIssue({ code: 'custom', message: `must be a path on the site (${problem})` });
}
