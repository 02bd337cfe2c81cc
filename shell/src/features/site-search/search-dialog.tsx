import { useDeferredValue, useMemo, useState } from 'react';
import { useQuery, type QueryClient } from '@tla/federated/query';
import { useNavigate } from '@tla/federated/router';
import {
  CommandDialog,
  CommandEmpty,
  CommandGroup,
  CommandInput,
  CommandItem,
  CommandList,
} from '@tla/shared-ui/components/command';
import { createSearchEngine, MAX_QUERY_LENGTH, type TextPart } from './search-engine';
import { loadSearchSources, type SearchSourceAccess } from './search-sources';

const searchQuery = (access: SearchSourceAccess) =>
  ({
    queryKey: ['site-search'],
    queryFn: () => loadSearchSources(access),
    // Opened again, the search shows what it has and reloads (the reader may have written a post).
    staleTime: 0,
  }) as const;

/** Starts loading what the search reads (its button was hovered or focused). */
export function prefetchSearch(queryClient: QueryClient, access: SearchSourceAccess): void {
  void queryClient.prefetchQuery({ ...searchQuery(access), staleTime: 30_000 });
}

/** Text with its matched words marked; React escapes it, so a reader's markup stays text. */
function Marked({ parts }: { parts: readonly TextPart[] }) {
  return parts.map((part, index) =>
    part.match ? (
      <mark key={index} className="rounded-sm bg-primary/20 px-0.5 text-foreground">
        {part.text}
      </mark>
    ) : (
      part.text
    ),
  );
}

export type SearchDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  access: SearchSourceAccess;
  /** The term it opens with (a link's ?q=), cut to the longest query it takes. */
  initialQuery?: string;
  /** Where focus returns when it closes (what had it when the search opened). */
  returnFocus: () => HTMLElement | undefined;
};

/**
 * The site's search: one dialog over every section's pages and the reader's own posts, results grouped
 * by section with the matched words marked. Loaded (code and indexes) only when a reader asks for it.
 */
export function SearchDialog({
  open,
  onOpenChange,
  access,
  initialQuery = '',
  returnFocus,
}: SearchDialogProps) {
  const [query, setQuery] = useState(() => initialQuery.slice(0, MAX_QUERY_LENGTH));
  const deferredQuery = useDeferredValue(query);
  const navigate = useNavigate();
  const sources = useQuery({ ...searchQuery(access), enabled: open });
  const engine = useMemo(
    () => (sources.data ? createSearchEngine(sources.data.sources) : undefined),
    [sources.data],
  );
  // Each query reads the index files its words need; while they load, the last results stay.
  const results = useQuery({
    queryKey: ['site-search-results', sources.dataUpdatedAt, deferredQuery],
    queryFn: () => engine?.search(deferredQuery) ?? [],
    enabled: engine !== undefined,
    placeholderData: (previous) => previous,
    staleTime: Infinity,
  });
  const groups = results.data ?? [];
  const trimmed = deferredQuery.trim();

  const choose = (url: string) => {
    onOpenChange(false);
    setQuery('');
    void navigate(url);
  };

  return (
    <CommandDialog
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={(event) => {
        const target = returnFocus();
        if (!target?.isConnected) return;
        event.preventDefault();
        target.focus();
      }}
      title="Search the site"
      description="Search posts, tutorials, the glossary, resources and pages. Use the arrow keys to move through the results and Enter to open one."
    >
      <CommandInput
        value={query}
        onValueChange={setQuery}
        placeholder="Search posts, tutorials, terms…"
        maxLength={MAX_QUERY_LENGTH}
        aria-label="Search the site"
      />
      <CommandList label="Search results">
        {!engine && sources.isPending && (
          <p role="status" className="px-3 py-6 text-center text-sm text-muted-foreground">
            Loading the search…
          </p>
        )}
        {engine && trimmed === '' && (
          <p className="px-3 py-6 text-center text-sm text-muted-foreground">
            Type to search {engine.size} pages, sections and terms.
          </p>
        )}
        {engine && trimmed !== '' && results.isSuccess && !results.isPlaceholderData && (
          <CommandEmpty>
            No results for “{trimmed.length > 60 ? `${trimmed.slice(0, 60)}…` : trimmed}”.
          </CommandEmpty>
        )}
        {groups.map(({ group, results }) => (
          <CommandGroup key={group} heading={group}>
            {results.map((result) => (
              <CommandItem key={result.url} value={result.url} onSelect={() => choose(result.url)}>
                <span className="block font-medium">
                  <Marked parts={result.title} />
                  {result.heading && (
                    <span className="text-muted-foreground">
                      {' › '}
                      <Marked parts={result.heading} />
                    </span>
                  )}
                </span>
                <span className="mt-0.5 block text-xs text-muted-foreground">
                  <Marked parts={result.excerpt} />
                </span>
              </CommandItem>
            ))}
          </CommandGroup>
        ))}
      </CommandList>
      {sources.data && sources.data.unavailable.length > 0 && (
        <p role="status" className="border-t border-border px-4 py-2 text-xs text-muted-foreground">
          {sources.data.unavailable.join(', ')} could not be searched right now; the results are
          from the rest of the site.
        </p>
      )}
      <p className="hidden border-t border-border px-4 py-2 text-xs text-muted-foreground sm:block">
        ↑ ↓ to move, Enter to open, Esc to close. Ctrl K (⌘K on a Mac) opens the search from any
        page.
      </p>
      {sources.isError && (
        <p role="alert" className="border-t border-border px-4 py-2 text-sm text-destructive">
          The search could not be loaded. Close it and try again.
        </p>
      )}
    </CommandDialog>
  );
}
