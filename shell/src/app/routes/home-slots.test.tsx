import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { parsePublished } from '@tla/platform/contracts/parse-published';
import { publishedSectionSchema } from '@tla/platform/contracts/published';
import { defineSection, publishedSection, sectionRoutes } from '@tla/platform/contracts/section';
import { renderAt } from '../../test/render-routes';
import { testSections, testSectionTable } from '../../test/section-table';
import { testRemoteRuntime } from '../../test/test-runtime';

// The home page's links into the sections come from the section table; the sections themselves are
// not under test here, so each stands in as its heading.
vi.mock('../../features/remotes/remote-slot', () => ({
  RemoteSlot: ({ section }: { section: { label: string } }) => <h1>{section.label}</h1>,
}));

beforeEach(() => {
  // The categories request answers at once: the cards show rather than their skeletons.
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response('[]', { status: 200 }))),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

async function renderHome(sections = testSectionTable) {
  const view = renderAt('/', testRemoteRuntime(), sections);
  // The home page's module loads on first visit: allow for a busy machine.
  await screen.findByRole('heading', { level: 1, name: /Expert Resources/ }, { timeout: 3_000 });
  return view;
}

test('a card a remote adds to its section contract shows on the home page, with no change to the shell', async () => {
  const user = userEvent.setup();
  // The blog's contract as it is today plus a fourth card, published and read back as compose does.
  const blog = defineSection({
    remote: 'blog',
    title: 'Blog',
    modules: {
      'blog-routes': {
        file: './src/app/blog-routes.tsx',
        mount: '/blog/*',
        label: 'Blog',
        paths: ['/blog'],
        navigation: [
          ...testSections.blog.navigation,
          {
            menu: 'home-categories',
            label: 'Tokenomics',
            order: 40,
            path: '/blog?category=tokenomics',
            key: 'tokenomics',
            description: 'Supply, allocation and vesting that hold up after launch',
          },
        ],
      },
    },
  });
  const published = parsePublished(
    publishedSectionSchema,
    JSON.stringify(publishedSection(blog)),
    'blog/section.json',
  );
  const { router } = await renderHome([
    ...testSectionTable.filter((section) => section !== testSections.blog),
    ...sectionRoutes(published),
  ]);

  const categories = screen.getByRole('region', { name: 'Dive Into Solana Development' });
  const cards = await within(categories).findAllByRole('link');
  expect(cards.map((card) => card.getAttribute('href'))).toEqual([
    '/blog?category=token-creation',
    '/blog?category=liquidity',
    '/blog?category=smart-contracts',
    '/blog?category=tokenomics',
  ]);
  // The blog's cards bring their descriptions; the shell, their look.
  expect(cards[1]).toHaveTextContent(
    'Create and manage liquidity pools for sustainable token growth',
  );
  const tokenomics = within(categories).getByRole('link', { name: /Tokenomics/ });
  expect(tokenomics).toHaveTextContent('Supply, allocation and vesting that hold up after launch');

  await user.click(tokenomics);
  expect(router.state.location.pathname).toBe('/blog');
  expect(router.state.location.search).toBe('?category=tokenomics');
});

test('without the blog and learn sections the home page leaves their links out and keeps the rest', async () => {
  await renderHome([testSections.simulator]);
  const hero = screen.getByRole('region', { name: /Expert Resources/ });
  expect(
    within(hero)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual([expect.stringMatching(/^Create Token/)]);
  expect(
    screen.queryByRole('region', { name: 'Dive Into Solana Development' }),
  ).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Learn How It Works' })).not.toBeInTheDocument();
  const banner = screen.getByRole('region', { name: /Create Your Solana Token/ });
  expect(within(banner).getByRole('link', { name: /^Create Meme Coin/ })).toBeInTheDocument();
  expect(within(banner).getAllByRole('link')).toHaveLength(1);
  expect(screen.getByRole('region', { name: 'Frequently Asked Questions' })).toBeInTheDocument();
});
