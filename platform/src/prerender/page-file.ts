import { join } from 'node:path';
import { trimmedPath } from '../contracts/published';

/** The name of every page compose writes, in the folder of its path. */
export const PAGE_FILE_NAME = 'index.html';

/** Where the shell's deployment holds the composed page of `path` (served for the path itself). */
export const pageFile = (path: string): string => join(trimmedPath(path), PAGE_FILE_NAME);
