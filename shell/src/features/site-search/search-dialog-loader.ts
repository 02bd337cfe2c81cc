import type * as SearchDialogModule from './search-dialog';

export type SearchDialogCode = typeof SearchDialogModule;

// The dialog, the search library and the indexes cost nothing until a reader reaches for them. The
// module is kept once loaded so that the button can render it directly, not through React.lazy: a
// lazy component suspends on its first render even when its code is already here, and React then
// holds the reveal of a suspended tree for up to 300 ms, so the dialog would show that much later.
let loaded: SearchDialogCode | undefined;

/** The dialog's code if it has loaded, for a render that must not wait. */
export const loadedSearchDialog = (): SearchDialogCode | undefined => loaded;

/** Loads the dialog's code (once); rejects when it cannot be fetched. */
export const loadSearchDialog = (): Promise<SearchDialogCode> =>
  loaded ? Promise.resolve(loaded) : import('./search-dialog').then((module) => (loaded = module));
