import { parsePublishedValue } from '../contracts/parse-published';
import { searchIndexSchema, type SearchIndex } from '../contracts/search';
import { indexedModules, searchIndexPath, type SectionContract } from '../contracts/section';

/** What makes each module's search index at build time, by module name. */
export type SearchIndexMakers = Record<string, () => SearchIndex | Promise<SearchIndex>>;

/** The files of the search indexes a contract promises; a promised index not made is an error. */
export function searchIndexFiles(
  section: SectionContract,
  indexes: SearchIndexMakers,
): Record<string, () => Promise<SearchIndex>> {
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
      const mount = section.modules[name]?.mount ?? '/';
      const make = indexes[name];
      return [
        `site${searchIndexPath(mount)}`,
        async () =>
          parsePublishedValue(
            searchIndexSchema,
            await make?.(),
            `${section.remote}: site${searchIndexPath(mount)}`,
          ),
      ];
    }),
  );
}
