import { useMemo } from 'react';
import {
  menuEntries,
  type NavigationEntry,
  type NavigationMenu,
} from '@tla/platform/contracts/navigation';
import { shellNavigation } from '../../config/navigation';
import { useSectionTable } from './remote-runtime-context';

/**
 * One of the site's menus or home-page link slots: the shell's own entries and those the page's
 * section table carries, by order. The prerender renders with the table compose collected, the browser with the one the page
 * carries, so both list the same links.
 */
export function useMenu(menu: NavigationMenu): NavigationEntry[] {
  const sections = useSectionTable();
  return useMemo(() => menuEntries(menu, shellNavigation, sections), [menu, sections]);
}

/** The menus on every page (the header's and the footer's "Explore"): their pages' code loads in idle time. */
export function useFramePaths(): string[] {
  const sections = useSectionTable();
  return useMemo(
    () => [
      ...new Set(
        (['header', 'header-action', 'footer'] as const).flatMap((menu) =>
          menuEntries(menu, shellNavigation, sections).map((entry) => entry.path),
        ),
      ),
    ],
    [sections],
  );
}
