/**
 * pages.json of the shell's build: the paths of its own pages (about, contact, …), so that a remote's
 * release can be checked against what the live shell serves rather than against the shell's source.
 */
import { z } from '@tla/federated/zod';

export const SHELL_PAGES_FILE = 'pages.json';

export const shellPagesSchema = z.object({
  app: z.literal('shell'),
  paths: z.array(z.string().regex(/^\/[\w/-]*$/, 'must be a path on the site')),
});
export type ShellPages = z.infer<typeof shellPagesSchema>;

export const shellPages = (paths: readonly string[]): ShellPages => ({
  app: 'shell',
  paths: [...paths],
});
