/**
 * Whether a file a request could be answered with is reached through a symbolic link below its app's
 * folder. The deployment's own links (a live release, a prefix's folder) lead to the folder and are
 * followed; a link inside an app's files is not (one to /etc/passwd would be served), as under nginx
 * with `disable_symlinks on`.
 */
import { lstatSync } from 'node:fs';
import { join } from 'node:path';

/** The names sirv may answer `path` with: as is, with each extension, an index, and compressed. */
function candidates(path: string, extensions: readonly string[]): string[] {
  const names = [
    path,
    ...extensions.map((ext) => `${path}.${ext}`),
    ...extensions.map((ext) => `${path}/index.${ext}`),
  ];
  return names.flatMap((name) => [name, `${name}.br`, `${name}.gz`]);
}

/** True when any segment below `folder` on the way to a candidate for `path` is a symbolic link. */
export function isLinkedOut(folder: string, path: string, extensions: readonly string[]): boolean {
  return candidates(path, extensions).some((candidate) => {
    const segments = candidate.split('/').filter(Boolean);
    let current = folder;
    for (const segment of segments) {
      current = join(current, segment);
      let linked: boolean;
      try {
        linked = lstatSync(current).isSymbolicLink();
      } catch {
        return false; // not there: nothing to follow
      }
      if (linked) return true;
    }
    return false;
  });
}
