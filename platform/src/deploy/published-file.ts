/** Published files read from disk (build time, Node); parsing is shared with the browser. */
import { readFileSync } from 'node:fs';
import type { z } from '@tla/federated/zod';
import { parsePublished, PublishedFileError } from '../contracts/parse-published';

export { parsePublished };

/** Read and parse a published file; `missing` says what its absence means. */
export function readPublished<Schema extends z.ZodType>(
  schema: Schema,
  file: string,
  missing = 'was the app built and published?',
): z.infer<Schema> {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new PublishedFileError(`${file}: cannot read it (${missing}; ${String(error)})`, {
      cause: error,
    });
  }
  return parsePublished(schema, text, file);
}
