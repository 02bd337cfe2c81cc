import { join } from 'node:path';

/** Where the shell's deployment holds the composed page of `path` (served for the path itself). */
export const pageFile = (path: string): string =>
  join(path.replace(/^\/+|\/+$/g, ''), 'index.html');
