import { createHash } from 'node:crypto';
import { mountLink } from '../contracts/navigation';
import { parsePublishedValue } from '../contracts/parse-published';
import {
  SEARCH_FILES_FOLDER,
  SEARCH_MANIFEST_FILE,
  searchFilePath,
  searchIndexSchema,
  searchManifestSchema,
  type SearchFileKind,
  type SearchIndex,
  type SearchManifest,
} from '../contracts/search';
import { indexedModules, type SectionContract } from '../contracts/section';
import { splitSearchIndex, type SplitSizes } from '../search/split-index';
import type { PublishedFolder } from './publish-plugin';

/** What makes each module's search index at build time, by module name. */
export type SearchIndexMakers = Record<string, () => SearchIndex | Promise<SearchIndex>>;

/** The folder a section's search files are published in, below the remote's `site/`: `site/blog/`. */
const siteFolder = (mount: string) => {
  const link = mountLink(mount);
  return `site${link === '/' ? '/' : `${link}/`}`;
};

/**
 * A section's split search index as files: its manifest (`search.json`) and, in `search/<build>/`,
 * its term and document files, the folder named by a hash of their content, all written compactly
 * (they are read, not edited). The documents made are checked against the schema first, naming `source` and the field.
 */
export function searchIndexFolder(
  source: string,
  index: () => SearchIndex | Promise<SearchIndex>,
  sizes?: SplitSizes,
): PublishedFolder {
  const holds = (name: string) =>
    name === SEARCH_MANIFEST_FILE || name.startsWith(`${SEARCH_FILES_FOLDER}/`);
  const make = async () => {
    const split = splitSearchIndex(
      parsePublishedValue(searchIndexSchema, await index(), source),
      sizes,
    );
    const terms = split.terms.map(({ postings }) => JSON.stringify(postings));
    const documents = split.documents.map((run) => JSON.stringify(run));
    const hash = createHash('sha256');
    for (const text of [...terms, ...documents]) hash.update(text).update('\n');
    const build = hash.digest('hex').slice(0, 16);
    const manifest: SearchManifest = {
      group: split.group,
      documentCount: split.documentCount,
      build,
      terms: split.terms.map(({ from }) => from),
      documentsPerFile: split.documentsPerFile,
    };
    // Paths below the folder the manifest is in: searchFilePath of a manifest at the folder's root.
    const below = (kind: SearchFileKind, position: number) =>
      searchFilePath(`/${SEARCH_MANIFEST_FILE}`, build, kind, position).slice(1);
    return {
      [SEARCH_MANIFEST_FILE]: JSON.stringify(
        parsePublishedValue(searchManifestSchema, manifest, `${source} (${SEARCH_MANIFEST_FILE})`),
      ),
      ...Object.fromEntries(terms.map((text, position) => [below('terms', position), text])),
      ...Object.fromEntries(
        documents.map((text, position) => [below('documents', position), text]),
      ),
    };
  };
  return { holds, make };
}

/**
 * The search index folders a contract promises, by their folder below the build (`site/blog/`); a
 * promised index not made is an error.
 */
export function searchIndexFiles(
  section: SectionContract,
  indexes: SearchIndexMakers,
): Record<string, PublishedFolder> {
  const promised = indexedModules(section);
  const unknown = Object.keys(indexes).filter((name) => !promised.includes(name));
  const missing = promised.filter((name) => !(name in indexes));
  if (unknown.length > 0 || missing.length > 0) {
    throw new Error(
      `${section.remote}: search indexes must be made for exactly the modules whose contract has search.index` +
        `${missing.length > 0 ? `; missing: ${missing.join(', ')}` : ''}` +
        `${unknown.length > 0 ? `; not promised: ${unknown.join(', ')}` : ''}`,
    );
  }
  return Object.fromEntries(
    promised.map((name) => {
      const folder = siteFolder(section.modules[name]?.mount ?? '/');
      return [
        folder,
        searchIndexFolder(`${section.remote}: ${folder}${SEARCH_MANIFEST_FILE}`, async () => {
          const make = indexes[name];
          return make ? make() : { group: name, documents: [] };
        }),
      ];
    }),
  );
}
