/**
 * pages.json of the shell's build: the paths of its own pages (about, contact, …) and the names at the
 * top of its build folder (assets, og, images, favicon.svg, …), so that a remote's release can be
 * checked against what the live shell serves rather than against the shell's source: none of its
 * sections or site files may land on one of them.
 */
import { z } from '@tla/federated/zod';

export const SHELL_PAGES_FILE = 'pages.json';

export const shellPagesSchema = z.object({
  app: z.literal('shell'),
  paths: z.array(z.string().regex(/^\/[\w/-]*$/, 'must be a path on the site')),
  /**
   * What its build writes at the top of its folder, as the build wrote it (build-tools/shell-pages-file.ts):
   * a build that does not say cannot be checked against.
   */
  files: z
    .array(z.string().regex(/^[^/\\]+$/, 'must be a name at the top of the build'))
    .min(1, "must list the top of the shell's build (rebuild the shell)"),
});
export type ShellPages = z.infer<typeof shellPagesSchema>;

export const shellPages = (paths: readonly string[], files: readonly string[]): ShellPages => ({
  app: 'shell',
  paths: [...paths],
  files: [...files],
});
