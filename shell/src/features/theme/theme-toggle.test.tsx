import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { ThemeToggle } from './theme-toggle';
import { useApplyTheme } from './use-theme';

function ThemedToggle() {
  useApplyTheme();
  return <ThemeToggle />;
}

function mockSystemPreference(prefersLight: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: prefersLight && query === '(prefers-color-scheme: light)',
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
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

test('follows the system preference while no theme is stored', () => {
  mockSystemPreference(true);
  render(<ThemedToggle />);
  expect(screen.getByRole('button', { name: 'Switch to dark theme' })).toBeInTheDocument();
  expect(document.documentElement).toHaveClass('light');
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
