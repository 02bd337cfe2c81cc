import { useEffect, useId, useState } from 'react';
import { Link } from '@tla/federated/router';
import type { SectionRoute } from '@tla/platform/contracts/published';
import type { PageSuggestion } from './nearest-pages';

export type PageSuggestionsProps = {
  /** The path that led nowhere. */
  path: string;
  /** The sections whose published search indexes are read. */
  sections: readonly SectionRoute[];
};

/**
 * The pages nearest to a path that led nowhere, as links. The search engine and the indexes load from
 * an effect, so only this page pays for them and its prerendered HTML holds nothing of them; until
 * they are there (or if none is near) it shows nothing.
 */
export function PageSuggestions({ path, sections }: PageSuggestionsProps) {
  const headingId = useId();
  const [found, setFound] = useState<{ path: string; pages: PageSuggestion[] }>();
  useEffect(() => {
    let current = true;
    import('./nearest-pages')
      .then(({ suggestPages }) => suggestPages(sections, path))
      .then((pages) => {
        if (current) setFound({ path, pages });
      })
      .catch((error: unknown) => console.error('The not-found page found no suggestions:', error));
    return () => {
      current = false;
    };
  }, [path, sections]);
  const pages = found?.path === path ? found.pages : [];
  if (pages.length === 0) return null;
  return (
    <nav
      aria-labelledby={headingId}
      className="w-full rounded-lg border border-border p-4 text-left"
    >
      <h2 id={headingId} className="text-sm font-semibold">
        Were you looking for one of these?
      </h2>
      <ul className="mt-2 flex flex-col gap-1">
        {pages.map((page) => (
          <li key={page.url}>
            <Link to={page.url} className="text-primary underline-offset-4 hover:underline">
              {page.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
