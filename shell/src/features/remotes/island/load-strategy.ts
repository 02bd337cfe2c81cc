/**
 * When a waiting island's code is wanted: a strategy watches the island's element and calls `load`
 * once it should come (at most once is enough; later calls are ignored). It returns a function that
 * stops watching, called as soon as the island no longer waits.
 */
export type LoadStrategy = (element: HTMLElement, load: () => void) => () => void;
