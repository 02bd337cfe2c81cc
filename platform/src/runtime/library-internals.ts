/**
 * The one place that names the undocumented behaviour of React and of the Module Federation runtime
 * that the shell's remote sections rely on. library-internals.test.ts runs each against the installed
 * library and fails if it changes under us.
 *
 * - React's `use` reads a thenable's `status` field: a promise marked `'fulfilled'` is read without
 *   suspending (React sets these fields itself on promises it has seen; marking ours ahead spares a
 *   render that suspends on a wait that is already over).
 * - React writes an element's `innerHTML` again only when `dangerouslySetInnerHTML.__html` changes:
 *   an island keeps its first value for good, so the HTML another root has taken over stays.
 * - React marks memo, forwardRef and lazy components with a `$$typeof` field: a component that is
 *   not a function is recognised by it.
 * - A remote entry that failed to load is remembered by its URL (the browser's module map keeps a
 *   failed `import()`), so loading it again needs a URL that differs; registering a remote again
 *   with `force` makes the runtime load the new URL.
 */
import {
  trustedHtml,
  trustedTypesPolicies,
  type InnerHtml,
} from '@tla/shared-ui/lib/trusted-types';

/** A promise React's `use` reads without suspending once it has settled. */
export type SettledThenable = Promise<void> & { status?: 'fulfilled'; value?: undefined };

/** `promise`, marked the way React marks a fulfilled thenable once it has settled (either way). */
export function markedWhenSettled(promise: Promise<unknown>): SettledThenable {
  const ignore = () => undefined;
  const marked: SettledThenable = promise.then(ignore, ignore).then(() => {
    marked.status = 'fulfilled';
    marked.value = undefined;
  });
  return marked;
}

/** A thenable React's `use` reads at once: for a wait known to be over before it starts. */
export function settledThenable(): SettledThenable {
  return Object.assign(Promise.resolve(), { status: 'fulfilled' as const, value: undefined });
}

/**
 * The `dangerouslySetInnerHTML` value for HTML another React root takes over: create it once per
 * element and pass it on every render, never another value. The HTML is the section's server HTML,
 * read back from the page the server sent or published by its remote beside the section's code (which
 * the page runs anyway), so the island policy vouches for it as it is.
 */
export function ownedInnerHtml(html: string): { __html: InnerHtml } {
  return { __html: trustedHtml(trustedTypesPolicies.islandHtml, html) };
}

/** Whether React renders a value as a component: a function, or an object marked by memo/forwardRef/lazy. */
export function isReactComponentType(value: unknown): boolean {
  return (
    typeof value === 'function' ||
    (typeof value === 'object' && value !== null && '$$typeof' in value)
  );
}

/** The entry URL a retry registers, unlike any URL that failed before (`attempt` names the try). */
export function entryForAnotherTry(entry: string, attempt: string, base: string): string {
  const url = new URL(entry, base);
  url.searchParams.set('retry', attempt);
  return url.href;
}
