/**
 * Libraries whose browser build writes strings into a DOM sink, and the build of theirs that does not.
 *
 * The markdown parser decodes named character references (`&amp;`, `&copy;`) with
 * decode-named-character-reference, whose `browser` export assigns `innerHTML` to let the browser do
 * the decoding. Every page of the site enforces Trusted Types, so that assignment is refused and a
 * reader's post holding an entity crashes its section. The package's default export decodes from a
 * table instead (character-entities): the client bundles that one, as Node does while prerendering.
 */
import { createRequire } from 'node:module';
import type { Alias } from 'vite';

const require = createRequire(import.meta.url);

/** The packages, each resolved as Node resolves it (no `browser` condition). */
export const domFreePackages = ['decode-named-character-reference'] as const;

/** Vite aliases that send each package's bare import to its DOM-free build, in every bundle. */
export function domFreeAliases(): Alias[] {
  return domFreePackages.map((name) => ({
    find: new RegExp(`^${name}$`),
    replacement: require.resolve(name),
  }));
}
