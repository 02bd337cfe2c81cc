import { act, screen } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import { useBlocker } from 'react-router';
import { afterEach, expect, test } from 'vitest';
import { defineSection } from '../contracts/section';
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

function LatestNotes() {
  return <h2>Latest notes</h2>;
}

const section = defineSection({
  remote: 'blog',
  title: 'Notes',
  modules: {
    'notes-routes': {
      file: './src/app/notes.tsx',
      mount: '/notes/*',
      label: 'All notes',
      paths: [],
    },
    'latest-notes': { file: './src/app/latest.tsx', mount: '/', label: 'Latest notes', paths: [] },
  },
});
const components = { 'notes-routes': NotesPage, 'latest-notes': LatestNotes };

async function mountAt(path: string) {
  window.history.replaceState(null, '', path);
  document.body.innerHTML = '<div id="root"></div>';
  await act(async () => {
    root = mountStandalone(section, components);
  });
}

test("the contract's sections and home-page parts render in the frame, and / leads to the first", async () => {
  await mountAt('/');

  expect(await screen.findByRole('heading', { level: 1, name: 'Notes' })).toBeInTheDocument();
  expect(window.location.pathname).toBe('/notes');
  expect(screen.getByText('Token Launch Academy · Notes')).toBeInTheDocument();
  const nav = screen.getByRole('navigation', { name: 'Section' });
  expect(screen.getByRole('link', { name: 'All notes' })).toHaveAttribute('href', '/notes');
  expect(nav).toContainElement(screen.getByRole('link', { name: 'Latest notes' }));
  expect(screen.getByRole('link', { name: 'Latest notes' })).toHaveAttribute(
    'href',
    '/widgets/latest-notes',
  );
  // The remote's scoped utilities apply inside the frame, as in the site.
  expect(screen.getByRole('heading', { name: 'Notes' }).closest('[data-remote]')).toHaveAttribute(
    'data-remote',
    'mf_blog',
  );
});

test('a home-page part renders on its own page', async () => {
  await mountAt('/widgets/latest-notes');
  expect(
    await screen.findByRole('heading', { level: 2, name: 'Latest notes' }),
  ).toBeInTheDocument();
});

test('an unknown path shows the not-found page in the frame', async () => {
  await mountAt('/no-such-page');

  expect(
    await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'All notes' })).toBeInTheDocument();
});

test('without #root it says so', () => {
  expect(() => mountStandalone(section, components)).toThrow('index.html has no #root element');
});
