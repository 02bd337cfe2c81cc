import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { parsePublished } from '@tla/platform/contracts/parse-published';
import { publishedSectionSchema } from '@tla/platform/contracts/published-at-build';
import type { SectionWidget } from '@tla/platform/contracts/widgets';
import {
  defineSection,
  publishedSection,
  sectionRoutes,
  sectionWidgets,
  type ExposedModule,
} from '@tla/platform/contracts/section';
import { renderAt } from '../../test/render-routes';
import {
  testSections,
  testSectionTable,
  testWidgets,
  testWidgetTable,
} from '../../test/section-table';
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

async function renderHome(sections = testSectionTable, widgets = testWidgetTable) {
  const runtime = testRemoteRuntime();
  // Each widget stands in as its heading, named after its module so its place shows.
  runtime.loadComponent.mockImplementation((section) =>
    Promise.resolve({ default: () => <h2>{`${section.remote}/${section.module}`}</h2> }),
  );
  const view = renderAt('/', runtime, sections, { widgets });
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

/** A widget module as a contract declares it. */
const widgetModule = (
  file: `./src/${string}`,
  label: string,
  widget: ExposedModule['widget'],
): ExposedModule => ({ file, mount: '/', label, paths: ['/'], widget });

/** A remote's widgets as compose collects them: published from its contract, read back by schema. */
function published(contract: Parameters<typeof publishedSection>[0]): SectionWidget[] {
  return sectionWidgets(
    parsePublished(
      publishedSectionSchema,
      JSON.stringify(publishedSection(contract)),
      'section.json',
    ),
  );
}

/** The home page's second-level headings, in page order, once the last widget has rendered. */
async function homeHeadings(last: string): Promise<(string | null)[]> {
  const main = screen.getByRole('main');
  await within(main).findByRole('heading', { level: 2, name: last });
  return within(main)
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);
}

const learnRoutes = {
  'tutorials-routes': {
    file: './src/app/tutorials-routes.tsx',
    mount: '/tutorials/*',
    label: 'Tutorials',
    paths: ['/tutorials'],
  },
} as const;

const homeTutorials = widgetModule('./src/app/home-tutorials.tsx', 'Step-by-Step Tutorials', {
  slot: 'home-after-cta',
  order: 10,
});

test('a widget a remote adds to its section contract shows in its place on the home page, with no change to the shell', async () => {
  const learn = defineSection({
    remote: 'learn',
    title: 'Learn',
    modules: {
      ...learnRoutes,
      'home-tutorials': homeTutorials,
      'home-resources': widgetModule('./src/app/home-resources.tsx', 'Developer Resources', {
        slot: 'home-after-cta',
        order: 20,
      }),
      // New: between the two, by its order.
      'home-courses': widgetModule('./src/app/home-courses.tsx', 'Our Courses', {
        slot: 'home-after-cta',
        order: 15,
      }),
    },
  });
  await renderHome(testSectionTable, [testWidgets.latestPosts, ...published(learn)]);

  expect(await homeHeadings('mf_blog/latest-posts')).toEqual([
    'Launch and Promote Your Meme Coin',
    'Dive Into Solana Development',
    'Create Your Solana Token or Meme Coin in Minutes',
    'mf_learn/home-tutorials',
    'mf_learn/home-courses',
    'mf_learn/home-resources',
    'Join Our Community',
    'Our Partners',
    'mf_blog/latest-posts',
    'What Token Creators Say',
    'Frequently Asked Questions',
  ]);
});

test('a widget a remote moves goes to its new place, and one it drops leaves no trace', async () => {
  const learn = defineSection({
    remote: 'learn',
    title: 'Learn',
    modules: {
      ...learnRoutes,
      'home-tutorials': homeTutorials,
    },
  });
  const blog = defineSection({
    remote: 'blog',
    title: 'Blog',
    modules: {
      'latest-posts': widgetModule('./src/app/latest-posts.tsx', 'Latest from Our Blog', {
        slot: 'home-after-cta',
        order: 5,
      }),
    },
  });
  // The widgets stay unloaded: each shows its loading state, named by the label its contract gives.
  const runtime = testRemoteRuntime();
  renderAt('/', runtime, testSectionTable, { widgets: [...published(learn), ...published(blog)] });
  await screen.findByRole('heading', { level: 1, name: /Expert Resources/ }, { timeout: 3_000 });

  const loading = screen.getAllByText(/^Loading (Step-by-Step|Latest|Developer)/);
  expect(loading.map((status) => status.textContent)).toEqual([
    'Loading Latest from Our Blog',
    'Loading Step-by-Step Tutorials',
  ]);
  // Both now sit between the banner and the community section, nothing after the partners.
  const banner = screen.getByRole('region', { name: /Create Your Solana Token/ });
  const community = screen.getByRole('region', { name: 'Join Our Community' });
  const partners = screen.getByRole('region', { name: 'Our Partners' });
  for (const status of loading) {
    expect(banner.compareDocumentPosition(status) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(
      community.compareDocumentPosition(status) & Node.DOCUMENT_POSITION_PRECEDING,
    ).toBeTruthy();
  }
  expect(partners.nextElementSibling).toBe(
    screen.getByRole('region', { name: 'What Token Creators Say' }),
  );
  expect(screen.queryByText('Loading Developer Resources')).not.toBeInTheDocument();
  expect(runtime.loadComponent.mock.calls.map(([section]) => section.module)).not.toContain(
    'home-resources',
  );
});
