/**
 * Client-only paths: pages a section renders from what the reader keeps in their browser (a post they
 * wrote), so no server has HTML for them. A section declares them as route patterns in its contract
 * (`/blog/:slug`, `:name` standing for one segment); both web servers answer a path that matches one
 * with the client page, and any other path without prerendered HTML with the not-found page (404).
 * Plain data, for Node and the browser alike.
 */
import { mountLink } from './navigation';

/** `/` then segments of letters, digits, `-` and `_`, or `:name` for any one segment. */
export const CLIENT_PATH_PATTERN = /^(\/([\w-]+|:\w+))+$/;

/**
 * Why a section's client path is not acceptable, or undefined: it must be a pattern, and lie below
 * the section's own mount (`/blog/*` owns `/blog/…`; a one-page section such as `/glossary` none).
 */
export function clientPathProblem(mount: string, pattern: string): string | undefined {
  if (!CLIENT_PATH_PATTERN.test(pattern)) {
    return `"${pattern}" is not a route pattern (/segment or /:name, one per segment)`;
  }
  if (!mount.endsWith('/*') || !pattern.startsWith(`${mountLink(mount)}/`)) {
    return `"${pattern}" is not below the section's mount ${mount}`;
  }
  return undefined;
}

/**
 * A pattern as a regular expression over a decoded path, the same for nginx (a location) and the Node
 * server: `/blog/:slug` → `^/blog/[^/]+/?$`. Static segments hold only word characters and `-`.
 */
export function clientPathRegex(pattern: string): string {
  const segments = pattern
    .split('/')
    .slice(1)
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment));
  return `^/${segments.join('/')}/?$`;
}

/** Every client path of a section table, as regular expressions (see clientPathRegex). */
export function clientPathRegexes(
  sections: readonly { clientPaths?: readonly string[] | undefined }[],
): string[] {
  return [
    ...new Set(sections.flatMap((section) => (section.clientPaths ?? []).map(clientPathRegex))),
  ];
}
