/**
 * The site's search, across independently released apps: each section publishes the search documents
 * of its prerendered pages as one JSON file under its own path (made at build from its content), a
 * section may expose a module listing what the reader keeps in their browser (the blog: their own
 * posts), and the shell's search dialog loads them all when a reader opens it. Plain data and zod, for
 * Node and the browser alike.
 */
import { z } from '@tla/federated/zod';

/** One searchable thing: a page, or a part of one (a tutorial's section, a glossary term). */
export const searchDocumentSchema = z.object({
  /** Where the result leads: a path on the site, maybe with the heading's `#anchor`. */
  url: z.string().regex(/^\/(?!\/)[^\s]*$/, 'must be a path on the site'),
  /** The page's title. */
  title: z.string().min(1),
  /** The part's heading, when the document is a part of a page. */
  heading: z.string().min(1).optional(),
  /** The plain text searched and quoted in excerpts (never HTML). */
  text: z.string(),
});
export type SearchDocument = z.infer<typeof searchDocumentSchema>;

/** A section's search index: what its results are grouped under, and its documents. */
export const searchIndexSchema = z.object({
  group: z.string().min(1),
  documents: z.array(searchDocumentSchema),
});
export type SearchIndex = z.infer<typeof searchIndexSchema>;

/** What a module exposed for the reader's own documents exports. */
export const readerSearchModuleSchema = z.object({
  readerSearchIndex: z.custom<() => unknown>(
    (value) => typeof value === 'function',
    'the module does not export readerSearchIndex()',
  ),
});

/** The query parameter a section's results page reads the reader's words from (`/blog?search=…`). */
export const SEARCH_PARAM = 'search';

/**
 * Where the header's search goes: the results page the section table declares (the first, should two
 * sections declare one), or none when no deployed section lists results.
 */
export const searchResultsPage = (
  sections: readonly { search?: { results?: string | undefined } | undefined }[],
): string | undefined => sections.find((section) => section.search?.results)?.search?.results;

/** A results page's address for the reader's words. */
export const searchResultsPath = (page: string, text: string): string =>
  `${page}?${new URLSearchParams({ [SEARCH_PARAM]: text })}`;
