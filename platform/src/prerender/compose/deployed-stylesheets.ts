import { existsSync, realpathSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import type { StylesheetFile } from '../inline-stylesheets';

/**
 * Where each stylesheet a composed page links is on disk: the shell's (`/assets/…`) in its build, a
 * remote's (at its deployed base) in the remote's build; anything else, or a path that leaves its
 * build folder (by `..` or through a link), is not ours.
 */
export function deployedStylesheets(
  shellDist: string,
  remotes: readonly { base: string; dist: string }[],
): StylesheetFile {
  const inside = (dir: string, path: string) => {
    const file = resolve(dir, path);
    if (!file.startsWith(resolve(dir) + sep)) return undefined;
    if (!existsSync(file)) return file;
    const real = realpathSync(file);
    return real.startsWith(realpathSync(dir) + sep) ? real : undefined;
  };
  return (href) => {
    const clean = href.split(/[?#]/)[0] ?? href;
    const remote = remotes.find(({ base }) => clean.startsWith(base));
    if (remote) return inside(remote.dist, decodeURIComponent(clean.slice(remote.base.length)));
    if (clean.startsWith('/') && !clean.startsWith('//'))
      return inside(shellDist, decodeURIComponent(clean.slice(1)));
    return undefined;
  };
}
