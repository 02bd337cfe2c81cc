/**
 * The choice is kept in localStorage under `theme`. The site defaults to dark,
 * so nothing stored means dark; a stored 'system' follows the OS. Mirrored by the inline script in
 * index.html, which must agree with this before the first paint.
 */
export const THEME_STORAGE_KEY = 'theme';
export const DEFAULT_THEME_SETTING = 'dark';

export const THEME_SETTINGS = ['light', 'dark', 'system'] as const;
export type ThemeSetting = (typeof THEME_SETTINGS)[number];

const isThemeSetting = (value: unknown): value is ThemeSetting =>
  THEME_SETTINGS.some((setting) => setting === value);
export type ResolvedTheme = 'light' | 'dark';

/** The stored setting; anything missing, unreadable or corrupt counts as the default, dark. */
export function readThemeSetting(): ThemeSetting {
  try {
    const stored = window.localStorage.getItem(THEME_STORAGE_KEY);
    return isThemeSetting(stored) ? stored : DEFAULT_THEME_SETTING;
  } catch {
    return DEFAULT_THEME_SETTING;
  }
}

export function writeThemeSetting(setting: ThemeSetting): void {
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, setting);
  } catch {
    // Storage can be full or blocked (private mode): the choice then lasts for this page only.
  }
}

const lightQuery = '(prefers-color-scheme: light)';

/** The system's preference; dark when it cannot be told, since dark is the site's default. */
export function systemTheme(): ResolvedTheme {
  return typeof window.matchMedia === 'function' && window.matchMedia(lightQuery).matches
    ? 'light'
    : 'dark';
}

export function resolveTheme(setting: ThemeSetting): ResolvedTheme {
  return setting === 'system' ? systemTheme() : setting;
}

/** Subscribe to every source of change: this tab's toggle, other tabs (storage events), the OS. */
export function subscribeToTheme(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === THEME_STORAGE_KEY || event.key === null) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(localChangeEvent, onChange);
  const media = typeof window.matchMedia === 'function' ? window.matchMedia(lightQuery) : undefined;
  media?.addEventListener('change', onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(localChangeEvent, onChange);
    media?.removeEventListener('change', onChange);
  };
}

const localChangeEvent = 'tla:theme-change';

/** Store a new setting and tell this tab's subscribers (storage events only reach other tabs). */
export function setThemeSetting(setting: ThemeSetting): void {
  writeThemeSetting(setting);
  window.dispatchEvent(new Event(localChangeEvent));
}

export function applyThemeToDocument(theme: ResolvedTheme): void {
  const root = document.documentElement;
  root.classList.remove(theme === 'dark' ? 'light' : 'dark');
  root.classList.add(theme);
}
