/**
 * Files one app publishes and another reads (remotes.json, a remote's fragments and their manifest, a
 * deployment description) are parsed here: JSON first, then a zod schema, and any failure names the
 * file and the field, so a broken release is a clear message rather than a crash further on.
 */
import { readFileSync } from 'node:fs';
import type { z } from 'zod';

export class PublishedFileError extends Error {
  override name = 'PublishedFileError';
}

function fieldPath(path: readonly PropertyKey[]): string {
  if (path.length === 0) return '(the whole file)';
  return path
    .map((key, index) =>
      typeof key === 'number' ? `[${key}]` : `${index === 0 ? '' : '.'}${String(key)}`,
    )
    .join('');
}

/** Parse `text`, which came from `source` (a path or URL), with `schema`. */
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
  const result = schema.safeParse(data);
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `  ${fieldPath(issue.path)}: ${issue.message}`,
    );
    throw new PublishedFileError(`${source} does not match its schema:\n${problems.join('\n')}`);
  }
  return result.data;
}

/** Read and parse a published file from disk. */
export function readPublished<Schema extends z.ZodType>(
  schema: Schema,
  file: string,
): z.infer<Schema> {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    throw new PublishedFileError(`${file}: missing (was the app built and published?)`);
  }
  return parsePublished(schema, text, file);
}
