/**
 * Which app an error or a violation came from, by the address of the code in its stack (or the
 * address the browser names): a remote's when it lies under that remote's base, the shell's
 * otherwise (the page's own code, or code no section owns).
 */
import type { AppId } from '@tla/platform/contracts/remote-id';

/** Each remote's deployed base URL (ending with '/'), as remotes.json gives its entry. */
export type RemoteBases = readonly (readonly [AppId, string])[];

const ADDRESS = /https?:\/\/[^\s)'"]+/g;

export function appOfAddresses(text: string, bases: RemoteBases): AppId {
  for (const address of text.match(ADDRESS) ?? []) {
    const owner = bases.find(([, base]) => address.startsWith(base));
    if (owner) return owner[0];
  }
  return 'shell';
}

/** The addresses an uncaught error or rejection names: its script, then its stack. */
export function addressesOf(event: Event): string {
  // An ErrorEvent's error, a PromiseRejectionEvent's reason.
  const thrown: unknown = Reflect.get(event, 'error') ?? Reflect.get(event, 'reason');
  const stack = thrown instanceof Error ? (thrown.stack ?? '') : '';
  const file: unknown = Reflect.get(event, 'filename');
  return `${typeof file === 'string' ? file : ''} ${stack}`;
}
