import { searchIndexFolder } from '../build-tools/search-index-files';
import type { SearchIndex } from '../contracts/search';
import { searchIndexPath } from '../contracts/section';
import type { SplitSizes } from '../search/split-index';

/**
 * The files a build publishes for sections' search indexes, by their path on the site, as a test's
 * fetch answers them: `{ '/blog/*': index }` gives `/blog/search.json` and the files beside it.
 */
export async function publishedSearchFiles(
  indexes: Record<string, SearchIndex>,
  sizes?: SplitSizes,
): Promise<Record<string, string>> {
  const made = await Promise.all(
    Object.entries(indexes).map(async ([mount, index]) => {
      const manifestPath = searchIndexPath(mount);
      const folder = manifestPath.slice(0, manifestPath.lastIndexOf('/') + 1);
      const files = await searchIndexFolder(manifestPath, () => index, sizes).make();
      return Object.entries(files).map(([name, content]): [string, string] => [
        `${folder}${name}`,
        String(content),
      ]);
    }),
  );
  return Object.fromEntries(made.flat());
}
