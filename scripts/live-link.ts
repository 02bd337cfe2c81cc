/**
 * A deployment serves each remote through a symbolic link to the folder that is live. Switching
 * releases points the link elsewhere in one rename (a new link under a temporary name replaces the
 * old), so nginx and the Node server, which follow the link on every request, see the old folder or
 * the new, never none.
 */
import { lstatSync, mkdirSync, readlinkSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';

let made = 0;

/** Point `link` at `target` in one step (creating it, and its folder, if need be). */
export function pointLink(link: string, target: string): void {
  const existing = lstatOrUndefined(link);
  if (existing && !existing.isSymbolicLink()) {
    throw new Error(`${link} is not a link to a live folder: remove it, then deploy again`);
  }
  mkdirSync(dirname(link), { recursive: true });
  const temporary = join(dirname(link), `.${basename(link)}.${process.pid}-${(made += 1)}.link`);
  rmSync(temporary, { force: true });
  symlinkSync(resolve(target), temporary, 'dir');
  try {
    renameSync(temporary, link);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
}

/** The folder `link` points at, or undefined when there is no link. */
export function linkTarget(link: string): string | undefined {
  if (!lstatOrUndefined(link)?.isSymbolicLink()) return undefined;
  return resolve(dirname(link), readlinkSync(link));
}

/** Make `link` point at `target` unless it points somewhere already. */
export function ensureLink(link: string, target: string): void {
  if (linkTarget(link) === undefined) pointLink(link, target);
}

const lstatOrUndefined = (path: string) => lstatSync(path, { throwIfNoEntry: false });
