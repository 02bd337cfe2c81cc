import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import type { SearchIndex } from '@tla/platform/contracts/search';
import { publishedSearchFiles } from '@tla/platform/test/published-search';
import { renderAt } from '../../test/render-routes';
import { testSectionTable } from '../../test/section-table';
import { testRemoteRuntime } from '../../test/test-runtime';

/** Each section's documents, by its mount. */
const indexes: Record<string, SearchIndex> = {
  '/': {
    group: 'Pages',
    documents: [{ url: '/about', title: 'About Us', text: 'Who writes the guides.' }],
  },
  '/tutorials/*': {
    group: 'Tutorials',
    documents: [
      {
        url: '/tutorials/create-spl-token',
        title: 'How to Create an SPL Token',
        text: 'Create a mint.',
      },
      { url: '/tutorials/add-liquidity', title: 'Add Liquidity on Raydium', text: 'Pools.' },
    ],
  },
  '/blog/*': {
    group: 'Blog',
    documents: [{ url: '/blog/launch-day', title: 'Launch Day Checklist', text: 'Tokens, pools.' }],
  },
  '/resources/*': { group: 'Resources', documents: [] },
  '/glossary': { group: 'Glossary', documents: [] },
};
/** The files their builds publish, by path on the site. */
const published = await publishedSearchFiles(indexes);
const manifests = Object.keys(published).filter((path) => path.endsWith('/search.json'));

function serveIndexes() {
  const fetched: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) => {
      fetched.push(path);
      const text = published[path];
      return text === undefined ? new Response('', { status: 404 }) : new Response(text);
    }),
  );
  return fetched;
}

/**
 * The search engine's code loads on the page's first render: on a busy machine, later than findBy's
 * default wait.
 */
const findSuggestions = () =>
  screen.findByRole(
    'navigation',
    { name: 'Were you looking for one of these?' },
    { timeout: 5000 },
  );

afterEach(() => {
  vi.unstubAllGlobals();
});

test(
  'the not-found page suggests the page the reader probably meant, and it leads there',
  { timeout: 15_000 },
  async () => {
    const fetched = serveIndexes();
    const { router } = renderAt('/tutorial/create-spl-tokn');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument();
    const suggestions = await findSuggestions();
    const links = within(suggestions).getAllByRole('link');
    expect(links[0]).toHaveAccessibleName('How to Create an SPL Token');
    expect(links.length).toBeLessThanOrEqual(3);
    // The published indexes only: a reader's own posts are the blog's code, not loaded for this page.
    expect(fetched.filter((path) => path.endsWith('/search.json')).sort()).toEqual(manifests.sort());
    expect(fetched.every((path) => path in published)).toBe(true);

    const [first] = links;
    if (!first) throw new Error('no suggestion');
    await userEvent.setup().click(first);
    expect(router.state.location.pathname).toBe('/tutorials/create-spl-token');
  },
);

test(
  'below a section, a path the server said does not exist shows the site’s not-found page, not the section',
  { timeout: 15_000 },
  async () => {
    serveIndexes();
    const runtime = testRemoteRuntime();
    renderAt('/tutorials/create-spl-tokn', runtime, testSectionTable, {
      missingPath: '/tutorials/create-spl-tokn',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument();
    const suggestions = await findSuggestions();
    expect(within(suggestions).getAllByRole('link')[0]).toHaveAttribute(
      'href',
      '/tutorials/create-spl-token',
    );
    expect(runtime.loadComponent).not.toHaveBeenCalled();
  },
);

test('/not-found itself, and a path with no word of the site, suggest nothing', async () => {
  const fetched = serveIndexes();
  renderAt('/not-found');
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
  ).toBeInTheDocument();
  expect(fetched).toEqual([]);
  expect(screen.queryByRole('navigation', { name: /looking for/ })).not.toBeInTheDocument();
});
