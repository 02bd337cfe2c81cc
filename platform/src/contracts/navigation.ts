/**
 * The site's menus and home-page link slots, and what goes in them. The shell and every remote declare
 * their entries in the same shape (a remote in its section contract, published with its routes), and
 * the shell's header, footer and home page list the entries of the section table beside its own, by
 * order. So a remote that adds a section adds its links to the menus and the home page with its own
 * release; the shell keeps the widgets those links sit in and how they look.
 */
import { z } from '@tla/federated/zod';

/**
 * The menus: the header's main links, the header's highlighted button, the footer's "Explore" links
 * and the footer's blog categories; and the home page's slots: the hero's buttons beside its partner
 * call, the category cards, and the call-to-action banner's buttons beside its partner call.
 */
export const navigationMenus = [
  'header',
  'header-action',
  'footer',
  'footer-categories',
  'home-hero',
  'home-categories',
  'home-cta',
] as const;
export type NavigationMenu = (typeof navigationMenus)[number];

export const navigationEntrySchema = z.object({
  menu: z.enum(navigationMenus),
  label: z.string().trim().min(1),
  /** Where in its menu: entries are listed by ascending order, the shell's and the remotes' alike. */
  order: z.number().int().nonnegative(),
  /** A path on the site (with an optional query). */
  path: z.string().regex(/^\/(?!\/)[^\s#]*$/, 'must be a path on the site'),
  /**
   * What the shell knows the entry by when it styles it (a category card's icon and colours), so its
   * look survives reordering; an entry whose key the shell does not know gets its default look.
   */
  key: z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be kebab-case')
    .optional(),
  /** A line under the label, where the slot shows one (the home page's category cards). */
  description: z.string().trim().min(1).optional(),
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
