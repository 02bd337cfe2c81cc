import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { coursesSection, throughSectionJson } from '@tla/platform/test/courses-section';
import { renderAt } from '../../test/render-routes';
import { testSectionTable } from '../../test/section-table';
import { testRemoteRuntime } from '../../test/test-runtime';

// These tests are about the frame; a section stands in for each remote (the slot has its own tests).
vi.mock('../../features/remotes/remote-slot', () => ({
  RemoteSlot: ({ section }: { section: { label: string } }) => <h1>{section.label}</h1>,
}));
function desktopSearchBox() {
  const [desktop] = screen.getAllByRole('searchbox', { name: 'Search articles' });
  if (!desktop) throw new Error('no search box');
  return desktop;
}

test('header search goes to /blog with the trimmed text and clears the field', async () => {
  const user = userEvent.setup();
  const { router } = renderAt('/');

  await user.type(desktopSearchBox(), '  meme coins  {Enter}');

  expect(router.state.location.pathname).toBe('/blog');
  expect(new URLSearchParams(router.state.location.search).get('search')).toBe('meme coins');
  expect(desktopSearchBox()).toHaveValue('');
});

test("the header's search goes to the results page the section table declares, form action and all", async () => {
  const user = userEvent.setup();
  // Another section lists results; the blog's row declares none.
  const sections = [
    ...testSectionTable.map(({ search, ...section }) => ({
      ...section,
      ...(search && { search: { ...search, results: undefined } }),
    })),
    ...throughSectionJson(coursesSection({ search: { results: '/courses/find' } })),
  ];
  const { router } = renderAt('/about', testRemoteRuntime(), sections);

  // Before hydration the browser submits the form itself: its action is the same page.
  for (const form of screen.getAllByRole('search')) expect(form).toHaveAttribute('action', '/courses/find');
  await user.type(desktopSearchBox(), 'spl tokens{Enter}');

  expect(router.state.location.pathname).toBe('/courses/find');
  expect(router.state.location.search).toBe('?search=spl+tokens');
});

test('without a section that lists results the header has no search form', () => {
  const sections = testSectionTable.map(({ search: _search, ...section }) => section);
  renderAt('/about', testRemoteRuntime(), sections);

  expect(screen.queryByRole('searchbox', { name: 'Search articles' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: /Search the site/ })).toBeInTheDocument();
});

test('a blank or whitespace-only search does nothing', async () => {
  const user = userEvent.setup();
  const { router } = renderAt('/about');

  await user.type(desktopSearchBox(), '    {Enter}');

  expect(router.state.location.pathname).toBe('/about');
  expect(router.state.location.search).toBe('');
});

test('the header search has a submit button a keyboard reaches, which searches as Enter does', async () => {
  const user = userEvent.setup();
  const { router } = renderAt('/about');
  const submitButton = () => {
    const [desktop] = screen.getAllByRole('button', { name: 'Search articles' });
    if (!desktop) throw new Error('no search button');
    return desktop;
  };

  // Blank text: the button does nothing, as Enter does nothing.
  await user.type(desktopSearchBox(), '   ');
  await user.tab();
  expect(submitButton()).toHaveFocus();
  expect(submitButton()).toHaveAttribute('type', 'submit');
  await user.keyboard('{Enter}');
  expect(router.state.location.pathname).toBe('/about');

  await user.clear(desktopSearchBox());
  await user.type(desktopSearchBox(), ' raydium pools ');
  await user.tab();
  await user.keyboard('{Enter}');

  expect(router.state.location.pathname).toBe('/blog');
  expect(new URLSearchParams(router.state.location.search).get('search')).toBe('raydium pools');
  expect(desktopSearchBox()).toHaveValue('');
});

test('the mobile menu opens, lists every link, and closes when a link is followed', async () => {
  const user = userEvent.setup();
  const { router } = renderAt('/');

  const toggle = screen.getByRole('button', { name: 'Open menu' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await user.click(toggle);

  const menu = screen.getByRole('navigation', { name: 'Mobile' });
  expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  for (const name of ['Home', 'Blog', 'Tutorials', 'Resources', 'Affiliate', 'About', 'Token Simulator']) {
    expect(within(menu).getByRole('link', { name })).toBeInTheDocument();
  }
  const contact = within(menu).getByRole('link', { name: /Contact Us/ });
  expect(contact).toHaveAttribute('target', '_blank');
  expect(contact).toHaveAttribute('rel', 'noopener noreferrer');
  expect(within(menu).getByRole('link', { name: /Create Your Token/ })).toHaveAttribute('target', '_blank');

  await user.click(within(menu).getByRole('link', { name: 'Tutorials' }));

  expect(router.state.location.pathname).toBe('/tutorials');
  expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
});

test('a search from the mobile menu closes the menu', async () => {
  const user = userEvent.setup();
  const { router } = renderAt('/');
  await user.click(screen.getByRole('button', { name: 'Open menu' }));

  const menu = screen.getByRole('navigation', { name: 'Mobile' });
  await user.type(within(menu).getByRole('searchbox', { name: 'Search articles' }), 'liquidity{Enter}');

  expect(router.state.location.search).toBe('?search=liquidity');
  expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
});

test('the header links to every section and highlights the simulator button', () => {
  renderAt('/');
  const main = screen.getByRole('navigation', { name: 'Main' });
  for (const [name, href] of [
    ['Home', '/'],
    ['Blog', '/blog'],
    ['Tutorials', '/tutorials'],
    ['Resources', '/resources'],
    ['Affiliate', '/affiliate'],
    ['About', '/about'],
  ]) {
    expect(within(main).getByRole('link', { name })).toHaveAttribute('href', href);
  }
  expect(screen.getAllByRole('link', { name: 'Token Simulator' })[0]).toHaveAttribute('href', '/token-simulator');
});

test('the footer has its links, category links, partner promotion and the current year', () => {
  renderAt('/');
  const footer = screen.getByRole('contentinfo');
  for (const [name, href] of [
    ['Tutorials', '/tutorials'],
    ['Blog', '/blog'],
    ['Resources', '/resources'],
    ['Glossary', '/glossary'],
    ['Privacy Policy', '/privacy-policy'],
    ['Terms of Service', '/terms-of-service'],
    ['Contact', '/contact'],
  ]) {
    expect(within(within(footer).getByRole('navigation', { name: 'Footer' })).getByRole('link', { name })).toHaveAttribute('href', href);
  }
  const categories = within(footer).getByRole('navigation', { name: 'Blog categories' });
  for (const [name, slug] of [
    ['Token Creation', 'token-creation'],
    ['Liquidity Pools', 'liquidity'],
    ['DeFi Guides', 'defi'],
    ['Smart Contracts', 'smart-contracts'],
    ['Tokenomics', 'tokenomics'],
  ]) {
    expect(within(categories).getByRole('link', { name })).toHaveAttribute('href', `/blog?category=${slug}`);
  }
  expect(within(footer).getByRole('link', { name: /Create Your Token/ })).toHaveAttribute('rel', 'noopener noreferrer');
  // The site's feed of posts and tutorials, which compose writes at the root.
  const follow = within(within(footer).getByText('Follow everything new:').parentElement ?? footer);
  for (const [name, href] of [
    ['RSS', '/rss.xml'],
    ['Atom', '/atom.xml'],
    ['JSON Feed', '/feed.json'],
  ]) {
    expect(follow.getByRole('link', { name })).toHaveAttribute('href', href);
  }
  expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} Token Launch Academy`);
});

test("a link a remote adds to its section contract shows in the header, with no change to the shell", async () => {
  const user = userEvent.setup();
  // A remote's new section and its header entry, published and read back as compose does.
  const courses = throughSectionJson(
    coursesSection({ navigation: [{ menu: 'header', label: 'Courses', order: 45 }] }),
  );
  const { router } = renderAt('/', testRemoteRuntime(), [...testSectionTable, ...courses]);

  const main = screen.getByRole('navigation', { name: 'Main' });
  expect(within(main).getAllByRole('link').map((link) => link.textContent)).toEqual([
    'Home',
    'Blog',
    'Tutorials',
    'Resources',
    'Courses',
    'Affiliate',
    'About',
  ]);
  await user.click(within(main).getByRole('link', { name: 'Courses' }));

  expect(router.state.location.pathname).toBe('/courses');
  expect(await screen.findByRole('heading', { level: 1, name: 'Courses' })).toBeInTheDocument();
});

test('the footer lists the sections\' entries beside the shell\'s, and the blog\'s categories', () => {
  renderAt('/about');
  const explore = screen.getByRole('navigation', { name: 'Footer' });
  expect(within(explore).getAllByRole('link').map((link) => link.textContent)).toEqual([
    'Tutorials',
    'Blog',
    'Resources',
    'Glossary',
    'Privacy Policy',
    'Terms of Service',
    'Contact',
  ]);
  const categories = screen.getByRole('navigation', { name: 'Blog categories' });
  expect(within(categories).getByRole('link', { name: 'Liquidity Pools' })).toHaveAttribute(
    'href',
    '/blog?category=liquidity',
  );
});
