import { join } from 'node:path';
import { trimmedPath } from '../contracts/published';

/** Where the shell's deployment holds the composed page of `path` (served for the path itself). */
export const pageFile = (path: string): string => join(trimmedPath(path), 'index.html');
