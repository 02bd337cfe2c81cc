import { useCallback, useEffect, useSyncExternalStore } from 'react';
import {
  applyThemeToDocument,
  readThemeSetting,
  resolveTheme,
  setThemeSetting,
  subscribeToTheme,
  type ResolvedTheme,
} from './theme-storage';

// During server render and hydration the theme is unknown; the page's inline script already set it.
const serverSnapshot = (): ResolvedTheme => 'dark';
const clientSnapshot = (): ResolvedTheme => resolveTheme(readThemeSetting());

export function useTheme() {
  const theme = useSyncExternalStore(subscribeToTheme, clientSnapshot, serverSnapshot);
  const toggleTheme = useCallback(() => {
    setThemeSetting(clientSnapshot() === 'dark' ? 'light' : 'dark');
  }, []);
  return { theme, toggleTheme };
}

/**
 * Keep <html>'s class in step with the theme, including changes made in other tabs or by the OS.
 * No state of its own: the page's inline script set the class before the first paint, and a theme
 * read during render would differ from the server's whenever the reader's is light, making React
 * render the whole frame again, at once, right after hydration.
 */
export function useApplyTheme(): void {
  useEffect(() => {
    const apply = () => applyThemeToDocument(clientSnapshot());
    apply();
    return subscribeToTheme(apply);
  }, []);
}
