import { parsePublishedValue } from '@tla/platform/contracts/parse-published';
import type { SectionRoute } from '@tla/platform/contracts/published';
import { searchIndexSchema } from '@tla/platform/contracts/search';
import { searchIndexPath } from '@tla/platform/contracts/section';
import { localSource, publishedSource, type SearchSource } from '@tla/platform/search/split-search';
import { SHELL_PAGES_LABEL } from './search-labels';

/** Where the search learns what to read: the page's section table and the remotes' modules. */
export type SearchSourceAccess = {
  sections: () => readonly SectionRoute[];
  /** Loads a remote's exposed module and calls its readerSearchIndex() (unchecked). */
  loadReader: (remote: string, module: string) => Promise<unknown>;
};

export type SearchSources = {
  sources: SearchSource[];
  /** What could not be searched (a section whose index did not load), by the name readers know. */
  unavailable: string[];
};

async function readText(path: string): Promise<string> {
  const response = await fetch(path);
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return response.text();
}

/** A section's published index: its manifest now, its term and document files as searches need them. */
const fetchIndex = (path: string) => publishedSource(path, readText);

/**
 * Everything the site's search reads, each source on its own: the shell's pages, each section's
 * published index (its manifest; the rest is read by the words searched), and what a section lists
 * from the reader's browser (the blog: their own posts), indexed here. A source that fails is named in
 * `unavailable`; the others are searched all the same.
 */
export async function loadSearchSources({
  sections,
  loadReader,
}: SearchSourceAccess): Promise<SearchSources> {
  const sources: { label: string; load: () => Promise<SearchSource> }[] = [
    { label: SHELL_PAGES_LABEL, load: () => fetchIndex(searchIndexPath('/')) },
  ];
  for (const section of sections()) {
    const { index, reader } = section.search ?? {};
    if (index) sources.push({ label: section.label, load: () => fetchIndex(index) });
    if (reader) {
      sources.push({
        label: `Your own ${section.label.toLowerCase()} posts`,
        load: async () =>
          localSource(
            parsePublishedValue(
              searchIndexSchema,
              await loadReader(section.remote, reader),
              `${section.remote}/${reader}`,
            ),
          ),
      });
    }
  }
  const settled = await Promise.allSettled(sources.map((source) => source.load()));
  const loaded: SearchSource[] = [];
  const unavailable = new Set<string>();
  settled.forEach((outcome, position) => {
    if (outcome.status === 'fulfilled') {
      loaded.push(outcome.value);
      return;
    }
    const label = sources[position]?.label ?? 'A section';
    console.error(`Search: ${label} could not be loaded:`, outcome.reason);
    unavailable.add(label);
  });
  return { sources: loaded, unavailable: [...unavailable] };
}
