/**
 * The site's menus and what goes in them. The shell and every remote declare their entries in the same
 * shape (a remote in its section contract, published with its routes), and the shell's header and
 * footer list the entries of the section table beside its own, by order. So a remote that adds a
 * section adds its link to the menus with its own release.
 */
import { z } from '@tla/federated/zod';

/**
 * The menus: the header's main links, the header's highlighted button, the footer's "Explore" links
 * and the footer's blog categories.
 */
export const navigationMenus = ['header', 'header-action', 'footer', 'footer-categories'] as const;
export type NavigationMenu = (typeof navigationMenus)[number];

export const navigationEntrySchema = z.object({
  menu: z.enum(navigationMenus),
  label: z.string().trim().min(1),
  /** Where in its menu: entries are listed by ascending order, the shell's and the remotes' alike. */
  order: z.number().int().nonnegative(),
  /** A path on the site (with an optional query). */
  path: z.string().regex(/^\/(?!\/)[^\s#]*$/, 'must be a path on the site'),
});
export type NavigationEntry = z.infer<typeof navigationEntrySchema>;

/** The link into a mounted pattern: `/blog/*` → `/blog`. */
export const mountLink = (mount: string): `/${string}` =>
  `/${mount.replace(/\/\*$/, '').replace(/^\//, '')}`;

/** One menu's entries from the shell's own and those the section table carries, by order. */
export function menuEntries(
  menu: NavigationMenu,
  shellEntries: readonly NavigationEntry[],
  sections: readonly { navigation?: readonly NavigationEntry[] | undefined }[],
): NavigationEntry[] {
  return [...shellEntries, ...sections.flatMap((section) => section.navigation ?? [])]
    .filter((entry) => entry.menu === menu)
    .sort((a, b) => a.order - b.order);
}

/** Whether a path (query and all) lies in a section mounted at `link` (`/blog` holds `/blog?x` and `/blog/y`). */
export const isPathUnder = (path: string, link: string): boolean =>
  link === '/' || path === link || (path.startsWith(link) && /^[/?]/.test(path.slice(link.length)));
