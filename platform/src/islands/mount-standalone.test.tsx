import { act, screen } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import { useBlocker } from 'react-router';
import { afterEach, expect, test } from 'vitest';
import { mountStandalone } from './mount-standalone';

let root: Root | undefined;

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
});

/** A page that needs a data router, as the blog editor does. */
function NotesPage() {
  useBlocker(false);
  return <h1>Notes</h1>;
}

async function mountAt(path: string) {
  window.history.replaceState(null, '', path);
  document.body.innerHTML = '<div id="root"></div>';
  await act(async () => {
    root = mountStandalone({
      section: 'Notes',
      links: [
        { label: 'All notes', to: '/notes' },
        { label: 'Archive', to: '/archive' },
      ],
      routes: [{ path: '/notes', element: <NotesPage /> }],
    });
  });
}

test("the section's frame and page render, and / leads to the first link", async () => {
  await mountAt('/');

  expect(await screen.findByRole('heading', { level: 1, name: 'Notes' })).toBeInTheDocument();
  expect(window.location.pathname).toBe('/notes');
  expect(screen.getByText('Token Launch Academy · Notes')).toBeInTheDocument();
  const nav = screen.getByRole('navigation', { name: 'Section' });
  expect(nav).toContainElement(screen.getByRole('link', { name: 'All notes' }));
  expect(nav).toContainElement(screen.getByRole('link', { name: 'Archive' }));
});

test('an unknown path shows the not-found page in the frame', async () => {
  await mountAt('/no-such-page');

  expect(
    await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'All notes' })).toBeInTheDocument();
});

test('without #root it says so', () => {
  expect(() =>
    mountStandalone({ section: 'Notes', links: [{ label: 'Notes', to: '/notes' }], routes: [] }),
  ).toThrow('index.html has no #root element');
});
