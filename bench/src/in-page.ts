// What the bench's functions need when a page runs their source (init scripts, evaluated code).

/**
 * tsx (esbuild's keepNames) wraps named functions in __name(...), a helper the page does not have:
 * defined there first, or a function the page is given stops at its first named inner function.
 */
export const defineNameHelper = 'globalThis.__name ??= (target) => target;';
