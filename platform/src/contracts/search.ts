/**
 * The site's search, across independently released apps: each section publishes the search documents
 * of its prerendered pages (made at build from its content) as a split index under its own path, a
 * section may expose a module listing what the reader keeps in their browser (the blog: their own
 * posts), and the shell's search dialog reads them when a reader searches. Plain data and zod, for
 * Node and the browser alike.
 *
 * A split index is a small manifest (`search.json`) describing the files beside it, in `search/`:
 * term files, each holding the postings of a run of terms in sorted order, and document files holding
 * what a result shows. A search fetches the manifest, then the term files its words fall in and the
 * document files of the results it shows, so what a reader downloads grows with their words, not
 * with the number of pages.
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

/** A section's documents as its build (or the reader's browser) lists them, before they are split. */
export const searchIndexSchema = z.object({
  group: z.string().min(1),
  documents: z.array(searchDocumentSchema),
});
export type SearchIndex = z.infer<typeof searchIndexSchema>;

/** The manifest's name, under a section's path: `/blog/search.json`. */
export const SEARCH_MANIFEST_FILE = 'search.json';
/** The folder beside the manifest that holds each build's term and document files: `/blog/search/`. */
export const SEARCH_FILES_FOLDER = 'search';

/** What a split index's file holds: postings of terms, or documents. */
export type SearchFileKind = 'terms' | 'documents';

/**
 * A term or document file's path on the site: in its build's folder (named by a hash of the index,
 * so a release never mixes two builds' files), by its position: `/blog/search/<build>/terms-3.json`.
 */
export function searchFilePath(
  manifestPath: string,
  build: string,
  kind: SearchFileKind,
  position: number,
): string {
  const folder = manifestPath.slice(0, manifestPath.length - SEARCH_MANIFEST_FILE.length);
  return `${folder}${SEARCH_FILES_FOLDER}/${build}/${kind}-${position}.json`;
}

/** The manifest of a section's split index (`search.json`). */
export const searchManifestSchema = z.object({
  /** What its results are grouped under ("Blog", "Tutorials"). */
  group: z.string().min(1),
  documentCount: z.number().int().nonnegative(),
  /** The folder of its files below `search/`: a hash of what they hold. */
  build: z.string().regex(/^[0-9a-f]{16}$/, 'must be 16 hexadecimal digits'),
  /**
   * Where each term file starts, in the terms' sorted order: file i holds the terms from `terms[i]`
   * (included) to `terms[i + 1]` (excluded); the first starts at ''.
   */
  terms: z
    .array(z.string())
    .min(1)
    .refine(
      (starts) =>
        starts[0] === '' && starts.every((start, i) => i === 0 || start > (starts[i - 1] ?? '')),
      'must start with "" and be in sorted order',
    ),
  /** How many documents each document file holds: file i holds ids from i times this on. */
  documentsPerFile: z.number().int().positive(),
});
export type SearchManifest = z.infer<typeof searchManifestSchema>;

/**
 * Each term's postings, flat: a document id (the first as it is, each next one as its distance from
 * the previous) then the term's score in it, times 100, rounded (its field-weighted BM25, computed at
 * build).
 */
export const searchTermsFileSchema = z.record(
  z.string().min(1),
  z
    .array(z.number().int().nonnegative())
    .refine((postings) => postings.length % 2 === 0, 'must hold pairs of document id and score'),
);
export type SearchTermsFile = z.infer<typeof searchTermsFileSchema>;

/** A document file: its documents in id order. */
export const searchDocumentsFileSchema = z.array(searchDocumentSchema);

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
