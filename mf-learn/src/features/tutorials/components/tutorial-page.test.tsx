import path from 'node:path';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { COMING_SOON_TEXT } from '@tla/shared-ui/components/coming-soon';
import { DEFAULT_OG_IMAGE } from '@tla/shared-ui/components/page-meta';
import { siteConfig } from '@tla/federated/site-config';
import { committedDates } from '@tla/platform/build-tools/content-dates';
import { formatCalendarDate } from '@tla/shared-ui/lib/format';
import { tutorialPath } from '../../../config/learn-paths';
import { fullTutorialSlugSchema } from '../data/schemas';
import { fullTutorialSections, tutorialLink, tutorialNavigation, tutorials } from '../data/tutorials';
import { renderAt } from '../test/render-tutorials';
import TutorialsRoutes from '../../../app/tutorials-routes';

const written = tutorials.filter((tutorial) => tutorial.status === 'full');

// A whole tutorial (thousands of words, highlighted code) takes a few seconds to render in jsdom.
const slow = 20_000;

const metaContent = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');

test.each(written)('$slug: header, article metadata, widgets and previous/next links', async (tutorial) => {
  await renderAt(tutorialPath(tutorial.slug), <TutorialsRoutes />);
  const title = screen.getByRole('heading', { level: 1, name: tutorial.title });
  const header = within(title.closest('header') ?? document.body);
  expect(header.getByText(tutorial.level)).toBeInTheDocument();
  expect(header.getByText(tutorial.readTime)).toBeInTheDocument();
  expect(header.getByText(tutorial.description)).toBeInTheDocument();
  expect(document.title).toBe(`${tutorial.title} | Token Launch Academy`);
  expect(metaContent('meta[property="og:type"]')).toBe('article');
  expect(metaContent('meta[property="og:image"]')).toBe(`${siteConfig.origin}/tutorials/og/${tutorial.slug}.png`);
  expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
    `${siteConfig.origin}/tutorials/${tutorial.slug}`,
  );

  expect(screen.queryByText(/\{\{widget:/)).not.toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Ready to Create Your Solana Token?' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /Create Your Token Now/ })).toHaveAttribute('href', siteConfig.createTokenUrl);

  const slug = fullTutorialSlugSchema.parse(tutorial.slug);
  const { previous, next } = tutorialNavigation[slug];
  const pager = within(screen.getByRole('navigation', { name: 'More tutorials' }));
  const [back, onward] = pager.getAllByRole('link');
  expect(back).toHaveAttribute('href', previous ? tutorialLink(previous).path : '/tutorials');
  expect(onward).toHaveAttribute('href', next ? tutorialLink(next).path : '/tutorials');
  if (next) expect(onward).toHaveTextContent(tutorialLink(next).title);
}, slow);

test.each(written)('$slug: every contents anchor leads to its heading, in the order of the sections', async (tutorial) => {
  await renderAt(tutorialPath(tutorial.slug), <TutorialsRoutes />);
  const contents = screen.getByRole('navigation', { name: 'Contents' });
  const links = within(contents).getAllByRole('link');
  const slug = fullTutorialSlugSchema.parse(tutorial.slug);
  expect(links.map((link) => link.textContent)).toEqual(fullTutorialSections[slug]);

  const sectionHeadings = screen
    .getAllByRole('heading', { level: 2 })
    .filter((heading) => heading.closest('.tla-prose') !== null);
  expect(sectionHeadings.map((heading) => `#${heading.id}`)).toEqual(
    links.map((link) => link.getAttribute('href')),
  );
  for (const link of links) {
    const target = document.getElementById(link.getAttribute('href')?.slice(1) ?? '');
    expect(target?.tagName, link.textContent ?? '').toBe('H2');
    expect(target).toHaveTextContent(link.textContent ?? '');
  }
  // No two elements share an id, across the markdown runs the widgets split the text into.
  const ids = [...document.querySelectorAll('[id]')].map((element) => element.id);
  expect(new Set(ids).size).toBe(ids.length);
}, slow);

test('code blocks are highlighted and have a copy button', async () => {
  await renderAt(tutorialPath('create-spl-token'), <TutorialsRoutes />);
  expect(screen.getAllByRole('button', { name: 'Copy code' }).length).toBeGreaterThan(5);
  expect(document.querySelector('pre code.hljs')).not.toBeNull();
}, slow);

test('the airdrop tutorial embeds the working claim sample', async () => {
  const user = userEvent.setup();
  await renderAt(tutorialPath('token-airdrop-program'), <TutorialsRoutes />);
  const sample = within(screen.getByRole('region', { name: 'Claim your airdrop' }));
  await user.click(sample.getByRole('button', { name: 'Connect Wallet' }));
  expect(sample.getByRole('button', { name: 'Claim Airdrop' })).toBeEnabled();
}, slow);

test('following the next link opens the next tutorial', async () => {
  const user = userEvent.setup();
  const { location } = await renderAt(tutorialPath('create-spl-token'), <TutorialsRoutes />);
  const pager = within(screen.getByRole('navigation', { name: 'More tutorials' }));
  await user.click(pager.getByRole('link', { name: /Creating a Raydium Liquidity Pool/ }));
  expect(location().pathname).toBe('/tutorials/raydium-liquidity-pool');
  expect(screen.getByRole('heading', { level: 1, name: 'Creating a Raydium Liquidity Pool' })).toBeInTheDocument();
}, slow);

test('the contents list opens and closes as a disclosure on small screens', async () => {
  const user = userEvent.setup();
  await renderAt(tutorialPath('token-metadata-standards'), <TutorialsRoutes />);
  const toggle = screen.getByRole('button', { name: 'Contents' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  const list = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
  expect(list).toHaveClass('hidden');
  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  expect(list).not.toHaveClass('hidden');
  await user.click(within(screen.getByRole('navigation', { name: 'Contents' })).getByRole('link', { name: 'Metaplex Standard' }));
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
}, slow);

test('the swap-interface page lists its planned topics and links to the tutorials and the partner', async () => {
  await renderAt(tutorialPath('token-swap-interface'), <TutorialsRoutes />);
  expect(screen.getByRole('heading', { level: 1, name: 'Building a Token Swap Interface' })).toBeInTheDocument();
  expect(screen.getByText('Advanced')).toBeInTheDocument();
  expect(screen.getByText(COMING_SOON_TEXT)).toBeInTheDocument();
  const topics = within(screen.getByRole('list', { name: 'Planned topics' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);
  expect(topics).toEqual([
    'Jupiter aggregator integration',
    'Responsive swap UI',
    'Token selection and price fetching',
    'Wallet connections and transactions',
    'History and analytics',
  ]);
  expect(screen.getByRole('link', { name: 'Browse all tutorials' })).toHaveAttribute('href', '/tutorials');
  const partner = screen.getByRole('link', { name: new RegExp(`Visit ${siteConfig.partnerName}`) });
  expect(partner).toHaveAttribute('href', siteConfig.partnerUrl);
  expect(partner).toHaveAttribute('target', '_blank');
  expect(partner).toHaveAttribute('rel', 'noopener noreferrer');
});

test('the vesting guide shows its key topics and the partner link', async () => {
  await renderAt(tutorialPath('token-vesting-schedule'), <TutorialsRoutes />);
  expect(screen.getByRole('heading', { level: 1, name: 'Implementing Token Vesting Schedules' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Key topics' })).toBeInTheDocument();
  expect(
    within(screen.getByRole('list', { name: 'Key topics' })).getAllByRole('listitem').length,
  ).toBeGreaterThanOrEqual(5);
  expect(screen.getByRole('link', { name: new RegExp(`Visit ${siteConfig.partnerName}`) })).toHaveAttribute(
    'href',
    siteConfig.partnerUrl,
  );
});

test.each(
  tutorials.filter((tutorial) => tutorial.status === 'coming-soon' && tutorial.slug !== 'token-vesting-schedule'),
)('$slug: the coming-soon page with its title, description and keywords', async (tutorial) => {
  await renderAt(tutorialPath(tutorial.slug), <TutorialsRoutes />);
  expect(screen.getByRole('heading', { level: 1, name: tutorial.title })).toBeInTheDocument();
  expect(screen.getByText(tutorial.description)).toBeInTheDocument();
  expect(screen.getByText(COMING_SOON_TEXT)).toBeInTheDocument();
  expect(document.title).toBe(`${tutorial.title} | Token Launch Academy`);
  expect(metaContent('meta[name="keywords"]')).toContain(tutorial.title.toLowerCase());
  // No card is made for a page not written yet.
  expect(metaContent('meta[property="og:image"]')).toBe(`${siteConfig.origin}${DEFAULT_OG_IMAGE}`);
});

test('an unknown tutorial shows the not-found page', async () => {
  await renderAt(tutorialPath('no-such-tutorial'), <TutorialsRoutes />);
  expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  await renderAt(tutorialPath('create-spl-token/extra'), <TutorialsRoutes />);
  expect(screen.getAllByRole('heading', { level: 1, name: 'Page not found' })).toHaveLength(2);
});

test(
  'a tutorial shows where it sits, when its text last changed, and describes itself to search engines',
  async () => {
    const tutorial = written[0];
    if (!tutorial) throw new Error('no written tutorial');
    // The dates are the text's first and last commit, as the build reads them from git.
    const dates = committedDates(path.join(import.meta.dirname, `../content/${tutorial.slug}.md`));
    const { container } = await renderAt(tutorialPath(tutorial.slug), <TutorialsRoutes />);

    const trail = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(trail.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/',
      '/tutorials',
    ]);
    expect(trail.getByText(tutorial.title)).toHaveAttribute('aria-current', 'page');

    const blocks = [...container.querySelectorAll('script[type="application/ld+json"]')].map(
      (block): unknown => JSON.parse(block.textContent ?? ''),
    );
    expect(blocks).toContainEqual(
      expect.objectContaining({
        '@type': 'TechArticle',
        headline: tutorial.title,
        url: `${siteConfig.origin}/tutorials/${tutorial.slug}`,
        datePublished: dates?.publishedAt,
        dateModified: dates?.updatedAt,
        proficiencyLevel: tutorial.level,
      }),
    );
    expect(blocks).toContainEqual(expect.objectContaining({ '@type': 'BreadcrumbList' }));
    expect(metaContent('meta[property="article:modified_time"]')).toBe(dates?.updatedAt);

    const header = within(screen.getByRole('heading', { level: 1 }).closest('header') ?? document.body);
    if (dates && dates.updatedAt !== dates.publishedAt)
      expect(header.getByText(/^Last updated/)).toHaveTextContent(
        `Last updated ${formatCalendarDate(dates.updatedAt)}`,
      );
    else expect(header.queryByText(/^Last updated/)).not.toBeInTheDocument();
  },
  slow,
);
