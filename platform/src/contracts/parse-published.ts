/**
 * Files one app publishes and another reads (remotes.json, a remote's fragments and their manifest, a
 * deployment description) are parsed here, in Node and in the browser alike: JSON first, then a zod
 * schema, and any failure names the file and the field, so a broken release is a clear message
 * rather than a crash further on.
 */
import type { z } from '@tla/federated/zod';

export class PublishedFileError extends Error {
  override name = 'PublishedFileError';
}

const fieldPath = (path: readonly PropertyKey[]) =>
  path.length === 0 ? '(the whole file)' : path.map(String).join('.');

/** Check `data`, which came from `source` (a path or URL), against `schema`. */
export function parsePublishedValue<Schema extends z.ZodType>(
  schema: Schema,
  data: unknown,
  source: string,
): z.infer<Schema> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `${fieldPath(issue.path)}: ${issue.message}`);
  throw new PublishedFileError(`${source} does not match its schema: ${problems.join('; ')}`);
}

/** Parse the text of a published file that came from `source`. */
export function parsePublished<Schema extends z.ZodType>(
  schema: Schema,
  text: string,
  source: string,
): z.infer<Schema> {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new PublishedFileError(
      `${source}: not valid JSON (${error instanceof Error ? error.message : String(error)})`,
    );
  }
  return parsePublishedValue(schema, data, source);
}
