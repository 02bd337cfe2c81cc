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
    setThemeSetting(resolveTheme(readThemeSetting()) === 'dark' ? 'light' : 'dark');
  }, []);
  return { theme, toggleTheme };
}

/** Keep <html>'s class in step with the theme, including changes made in other tabs or by the OS. */
export function useApplyTheme(): void {
  const { theme } = useTheme();
  useEffect(() => {
    applyThemeToDocument(theme);
  }, [theme]);
}
