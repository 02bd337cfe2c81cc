import { join } from 'node:path';

/** A route path without its leading and trailing slashes ('' for the home page). */
const trimmed = (path: string) => path.replace(/^\/+|\/+$/g, '');

/** Where a remote publishes its fragment of `path`, under dist/_islands/<module>/. */
export const fragmentFile = (path: string): string =>
  trimmed(path) === '' ? 'index.json' : `${trimmed(path)}.json`;

/** Where the shell's deployment holds the composed page of `path` (served for the path itself). */
export const pageFile = (path: string): string => join(trimmed(path), 'index.html');
