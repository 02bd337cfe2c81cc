import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { ThemeToggle } from './theme-toggle';
import { useApplyTheme } from './use-theme';

function ThemedToggle() {
  useApplyTheme();
  return <ThemeToggle />;
}

/** A fake OS preference; `change` flips it and tells the page, as the OS does. */
function mockSystemPreference(prefersLight: boolean) {
  let light = prefersLight;
  const listeners = new Set<() => void>();
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      get matches() {
        return light && query === '(prefers-color-scheme: light)';
      },
      media: query,
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    })),
  );
  return {
    change(nextLight: boolean) {
      light = nextLight;
      for (const listener of listeners) listener();
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
  document.documentElement.className = '';
});

test('defaults to dark and switches to light, remembering the choice under "theme"', async () => {
  const user = userEvent.setup();
  render(<ThemedToggle />);

  const toggle = screen.getByRole('button', { name: 'Switch to light theme' });
  expect(document.documentElement).toHaveClass('dark');

  await user.click(toggle);

  expect(screen.getByRole('button', { name: 'Switch to dark theme' })).toBeInTheDocument();
  expect(document.documentElement).toHaveClass('light');
  expect(document.documentElement).not.toHaveClass('dark');
  expect(window.localStorage.getItem('theme')).toBe('light');
});

test('with nothing stored the site is dark, even when the OS prefers light', () => {
  mockSystemPreference(true);
  render(<ThemedToggle />);
  expect(screen.getByRole('button', { name: 'Switch to light theme' })).toBeInTheDocument();
  expect(document.documentElement).toHaveClass('dark');
  expect(document.documentElement).not.toHaveClass('light');
});

test('a stored "system" follows the OS, and its changes', () => {
  const os = mockSystemPreference(true);
  window.localStorage.setItem('theme', 'system');
  render(<ThemedToggle />);
  expect(screen.getByRole('button', { name: 'Switch to dark theme' })).toBeInTheDocument();
  expect(document.documentElement).toHaveClass('light');

  act(() => os.change(false));

  expect(screen.getByRole('button', { name: 'Switch to light theme' })).toBeInTheDocument();
  expect(document.documentElement).toHaveClass('dark');
});

test('a stored choice wins over the system preference', () => {
  mockSystemPreference(true);
  window.localStorage.setItem('theme', 'dark');
  render(<ThemedToggle />);
  expect(screen.getByRole('button', { name: 'Switch to light theme' })).toBeInTheDocument();
});

test('a corrupt stored value is ignored instead of breaking the page', () => {
  window.localStorage.setItem('theme', '{"not":"a theme"}');
  render(<ThemedToggle />);
  expect(screen.getByRole('button', { name: 'Switch to light theme' })).toBeInTheDocument();
});

test('a change made in another tab is applied here', () => {
  render(<ThemedToggle />);
  expect(document.documentElement).toHaveClass('dark');

  act(() => {
    window.localStorage.setItem('theme', 'light');
    window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: 'light' }));
  });

  expect(screen.getByRole('button', { name: 'Switch to dark theme' })).toBeInTheDocument();
  expect(document.documentElement).toHaveClass('light');
});
