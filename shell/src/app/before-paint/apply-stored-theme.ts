import { HYDRATED_ATTRIBUTE } from '@tla/platform/contracts/page-protocol';
import { drawWholePage } from '../../components/page-drawing';
import {
  applyThemeToDocument,
  readThemeSetting,
  resolveTheme,
} from '../../features/theme/theme-storage';

/**
 * Runs inline in the page's head, before the first paint, so the page never flashes the wrong theme:
 * the same reading of the stored setting as the theme toggle's (a corrupt or blocked one is dark).
 */
export function applyStoredTheme(): void {
  applyThemeToDocument(resolveTheme(readThemeSetting()));
  // A long page's parts stand at estimated heights until drawn, so the browser's own End would stop
  // short of the true end: draw them all first. Needed only until the shell has hydrated and its own
  // handler runs.
  window.addEventListener('keydown', (event) => {
    if (event.key === 'End' && document.documentElement.getAttribute(HYDRATED_ATTRIBUTE) !== 'true')
      drawWholePage();
  });
}
