import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tla/federated/query';
import { Search } from 'lucide-react';
import { Button } from '@tla/shared-ui/components/button';
import { cn } from '@tla/shared-ui/lib/cn';
import { SITE_SEARCH_PARAM } from './search-labels';
import {
  loadedSearchDialog,
  loadSearchDialog,
  type SearchDialogCode,
} from './search-dialog-loader';
import type { SearchSourceAccess } from './search-sources';

/** ⌘K on a Mac, Ctrl+K elsewhere (both work everywhere). */
const isSearchShortcut = (event: KeyboardEvent) =>
  (event.metaKey || event.ctrlKey) &&
  !event.altKey &&
  !event.shiftKey &&
  event.key.toLowerCase() === 'k';

/**
 * The term a link asked the search to open with (`/?q=`); none while prerendering. Only on the home
 * page: a section may use the same parameter for its own filter (the glossary's `?q=`).
 */
function readLinkedTerm(): string | null {
  if (window.location.pathname !== '/') return null;
  const term = new URLSearchParams(window.location.search).get(SITE_SEARCH_PARAM);
  return term === null || term.trim() === '' ? null : term;
}
const neverChanges = () => () => {};

/**
 * The header's button to the site's search (and ⌘K / Ctrl+K from anywhere). Hovering or focusing it
 * starts loading the dialog's code and the indexes, so they are usually there when it opens.
 */
export function SearchButton({
  access,
  className,
}: {
  access: SearchSourceAccess;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  // A link with ?q=term (a search engine's search box) opens the search with that term, once.
  const linkedTerm = useSyncExternalStore(neverChanges, readLinkedTerm, () => null);
  const [linkDismissed, setLinkDismissed] = useState(false);
  const linkOpen = linkedTerm !== null && !linkDismissed;
  const queryClient = useQueryClient();
  // Set once the code loads, to render with it; code loaded earlier is read from the loader.
  const [dialogModule, setDialogModule] = useState<SearchDialogCode>();
  const [loadFailed, setLoadFailed] = useState(false);
  const shown = wanted || linkOpen;
  // Loaded earlier (the button was hovered or focused), the dialog renders with the press itself.
  const dialog = dialogModule ?? loadedSearchDialog();
  const focusedBefore = useRef<HTMLElement | undefined>(undefined);
  const rememberFocus = () => {
    const active = document.activeElement;
    focusedBefore.current = active instanceof HTMLElement ? active : undefined;
  };

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      setWanted(true);
      setLoadFailed(false);
      setLinkDismissed(true);
      // Pressed again inside the open search, it closes it; focus goes back where it was before.
      if (!document.activeElement?.closest('[data-slot="command-dialog"]')) rememberFocus();
      setOpen((current) => !current);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  useEffect(() => {
    if (!shown || dialog) return;
    let current = true;
    loadSearchDialog().then(
      (module) => current && setDialogModule(module),
      () => {
        if (!current) return;
        // Offline, or the site was redeployed since this page loaded: the next press tries again.
        setLoadFailed(true);
        setWanted(false);
        setOpen(false);
        setLinkDismissed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [shown, dialog]);

  const preload = () => {
    // A preload that fails is tried again when the search opens, which says so if it fails again.
    loadSearchDialog().then(
      (module) => module.prefetchSearch(queryClient, access),
      () => {},
    );
  };

  return (
    <>
      <Button
        type="button"
        variant="outline"
        size="sm"
        className={cn('h-10 gap-2 text-muted-foreground', className)}
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K"
        onPointerEnter={preload}
        onFocus={preload}
        onClick={(event) => {
          focusedBefore.current = event.currentTarget;
          setWanted(true);
          setLoadFailed(false);
          setOpen(true);
        }}
      >
        <Search aria-hidden="true" />
        <span className="sr-only xl:not-sr-only">Search</span>{' '}
        <span className="sr-only">the site</span>
      </Button>
      {shown && dialog && (
        <dialog.SearchDialog
          open={open || linkOpen}
          onOpenChange={(next) => {
            setOpen(next);
            if (!next) setLinkDismissed(true);
          }}
          access={access}
          initialQuery={linkedTerm ?? ''}
          returnFocus={() => focusedBefore.current}
        />
      )}
      {loadFailed && (
        <p
          role="alert"
          className="fixed top-4 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 rounded-md border border-border bg-background px-4 py-3 text-sm text-foreground shadow-lg"
        >
          The search could not be loaded. Check your connection, then try again.
        </p>
      )}
    </>
  );
}
