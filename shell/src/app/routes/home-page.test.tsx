import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import type { RemoteComponentModule } from '@tla/platform/contracts/remote-module';
import { siteConfig } from '@tla/federated/site-config';
import { renderAt } from '../../test/render-routes';
import { testRemoteRuntime, type TestRemoteRuntime } from '../../test/test-runtime';

/** The home page, once its module has loaded (shell pages load on first visit, as routes.tsx says). */
async function renderHome() {
  const view = renderAt('/', runtime);
  await screen.findByRole('heading', { level: 1 });
  return view;
}

let runtime: TestRemoteRuntime;
let load: TestRemoteRuntime['loadComponent'];

/** A /api/categories answer that arrives only when the test says so. */
function deferredCategories() {
  let respond: (ok: boolean) => void = () => {};
  const response = new Promise<Response>((resolve, reject) => {
    respond = (ok) =>
      ok ? resolve(new Response('[]', { status: 200 })) : reject(new TypeError('Failed to fetch'));
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(() => response),
  );
  return { respond: (ok: boolean) => act(async () => respond(ok)) };
}

beforeEach(() => {
  runtime = testRemoteRuntime();
  load = runtime.loadComponent;
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
});

test('the eleven sections come in their set order under the one h1', async () => {
  const widget = (heading: string): RemoteComponentModule => ({
    default: () => <h2>{heading}</h2>,
  });
  load.mockImplementation((section) =>
    Promise.resolve(
      widget(
        {
          'home-tutorials': 'Step-by-Step Tutorials',
          'home-resources': 'Developer Resources',
          'latest-posts': 'Latest from Our Blog',
        }[section.module] ?? 'unknown',
      ),
    ),
  );
  deferredCategories();
  await renderHome();

  const main = screen.getByRole('main');
  expect(within(main).getByRole('heading', { level: 1 })).toHaveTextContent(
    'Expert Resources for Solana Token Creation & DeFi',
  );
  await within(main).findByRole('heading', { level: 2, name: 'Latest from Our Blog' });
  expect(
    within(main)
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent),
  ).toEqual([
    'Launch and Promote Your Meme Coin',
    'Dive Into Solana Development',
    'Create Your Solana Token or Meme Coin in Minutes',
    'Step-by-Step Tutorials',
    'Developer Resources',
    'Join Our Community',
    'Our Partners',
    'Latest from Our Blog',
    'What Token Creators Say',
    'Frequently Asked Questions',
  ]);
  expect(load.mock.calls.map(([section]) => `${section.remote}/${section.module}`)).toEqual(
    expect.arrayContaining([
      'mf_learn/home-tutorials',
      'mf_learn/home-resources',
      'mf_blog/latest-posts',
    ]),
  );
});

test('the hero: badge, counter starting at 10,000, daily text, and its two calls to action', async () => {
  deferredCategories();
  await renderHome();
  expect(
    screen.getByText('Official Solana Partner, Trusted by 2,000+ Token Creators'),
  ).toBeInTheDocument();
  // It counts up to 10,234 from here (token-counter.test.tsx).
  expect(screen.getByText('10,000')).toBeInTheDocument();
  expect(screen.getByText('+35 new tokens daily')).toBeInTheDocument();
  const create = screen.getByRole('link', { name: /^Create Token/ });
  expect(create).toHaveAttribute('href', siteConfig.createTokenUrl);
  expect(create).toHaveAttribute('target', '_blank');
  expect(create).toHaveAttribute('rel', 'noopener noreferrer');
  expect(
    screen
      .getAllByRole('link', { name: 'Learn How It Works' })
      .map((link) => link.getAttribute('href')),
  ).toEqual(['/tutorials', '/blog/create-solana-token-without-code-complete-guide']);
});

test('the category cards: three skeletons while /api/categories loads, then the three fixed cards', async () => {
  const categories = deferredCategories();
  await renderHome();
  const section = screen.getByRole('region', { name: 'Dive Into Solana Development' });
  expect(within(section).getByRole('status')).toHaveTextContent('Loading categories');
  expect(within(section).queryAllByRole('link')).toHaveLength(0);
  expect(fetch).toHaveBeenCalledWith(
    '/api/categories',
    expect.objectContaining({ credentials: 'include' }),
  );

  await categories.respond(true);

  const cards = await within(section).findAllByRole('link');
  expect(within(section).queryByRole('status')).not.toBeInTheDocument();
  expect(cards.map((link) => link.getAttribute('href'))).toEqual([
    '/blog?category=token-creation',
    '/blog?category=liquidity',
    '/blog?category=smart-contracts',
  ]);
  expect(
    within(section).getByRole('heading', { name: 'Liquidity Strategies' }),
  ).toBeInTheDocument();
});

test('the category cards still show when the request fails', async () => {
  const categories = deferredCategories();
  await renderHome();
  await categories.respond(false);
  const section = screen.getByRole('region', { name: 'Dive Into Solana Development' });
  expect(await within(section).findAllByRole('link')).toHaveLength(3);
});

test('a federated section shows a skeleton while it loads, a message with Retry when down, then itself', async () => {
  const user = userEvent.setup();
  deferredCategories();
  const failed = Promise.reject(new Error('mf_blog is down'));
  failed.catch(() => {});
  load.mockImplementation((section, attempt = 0) => {
    if (section.module !== 'latest-posts') return new Promise(() => {});
    return attempt === 0
      ? failed
      : Promise.resolve({ default: () => <h2>Latest from Our Blog</h2> });
  });
  await renderHome();
  expect(screen.getByText('Loading Step-by-Step Tutorials')).toBeInTheDocument();
  expect(screen.getByText('Loading Developer Resources')).toBeInTheDocument();

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Latest from Our Blog is temporarily unavailable.');
  expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();

  await user.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(
    await screen.findByRole('heading', { level: 2, name: 'Latest from Our Blog' }),
  ).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('video guides without a configured id show their poster linking out, never a broken player', async () => {
  deferredCategories();
  await renderHome();
  const section = screen.getByRole('region', { name: 'Launch and Promote Your Meme Coin' });
  expect(section.querySelector('iframe')).toBeNull();
  expect(within(section).getByRole('link', { name: /^Create Meme Coin/ })).toHaveAttribute(
    'href',
    siteConfig.createTokenUrl,
  );
  expect(within(section).getByRole('link', { name: /^Promote Meme Coin/ })).toHaveAttribute(
    'href',
    siteConfig.promotionUrl,
  );
  expect(
    within(section).getByText('Join thousands of successful meme coin creators on Solana'),
  ).toBeInTheDocument();
});

test('testimonials are five-star cards with an accessible rating, followed by the four stats', async () => {
  deferredCategories();
  await renderHome();
  const section = screen.getByRole('region', { name: 'What Token Creators Say' });
  expect(within(section).getAllByRole('img', { name: '5 out of 5 stars' })).toHaveLength(3);
  for (const [value, label] of [
    ['2,000+', 'Tokens Created'],
    ['$50M+', 'Market Cap'],
    ['99.9%', 'Uptime'],
    ['24/7', 'Support'],
  ] as const) {
    expect(within(section).getByText(value)).toBeInTheDocument();
    expect(within(section).getByText(label)).toBeInTheDocument();
  }
});

test('partners: four names, only the first a link; community links to Telegram and the partner', async () => {
  deferredCategories();
  await renderHome();
  const partners = screen.getByRole('region', { name: 'Our Partners' });
  expect(within(partners).getAllByRole('listitem')).toHaveLength(4);
  const links = within(partners).getAllByRole('link');
  expect(links).toHaveLength(1);
  expect(links[0]).toHaveAttribute('href', siteConfig.partnerUrl);

  const community = screen.getByRole('region', { name: 'Join Our Community' });
  expect(within(community).getByRole('link', { name: /Join Our Telegram/ })).toHaveAttribute(
    'href',
    siteConfig.telegramUrl,
  );
  expect(within(community).getByRole('link', { name: /Create your token on/ })).toHaveAttribute(
    'href',
    siteConfig.partnerUrl,
  );
});

test('the FAQ keeps one answer open at a time and ends with a call to the partner', async () => {
  const user = userEvent.setup();
  deferredCategories();
  await renderHome();
  const faq = screen.getByRole('region', { name: 'Frequently Asked Questions' });
  const questions = within(faq).getAllByRole('button');
  expect(questions).toHaveLength(5);
  await user.click(questions[0]!);
  await user.click(questions[2]!);
  expect(questions[0]).toHaveAttribute('aria-expanded', 'false');
  expect(questions[2]).toHaveAttribute('aria-expanded', 'true');
  expect(within(faq).getByText(/small amount of SOL/)).toBeVisible();
  expect(within(faq).getByRole('link', { name: /Create Your Token Now/ })).toHaveAttribute(
    'href',
    siteConfig.createTokenUrl,
  );
});

test('the home page sets its title, description, keywords and canonical URL', async () => {
  deferredCategories();
  await renderHome();
  expect(document.title).toBe(
    'Create a Solana Token or Meme Coin: Guides and Tutorials | Token Launch Academy',
  );
  expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
    'content',
    expect.stringContaining('meme coin'),
  );
  expect(document.head.querySelector('meta[name="keywords"]')).toHaveAttribute(
    'content',
    expect.stringContaining('create meme coin'),
  );
  expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
    'href',
    `${siteConfig.origin}/`,
  );
  expect(document.head.querySelector('meta[property="og:type"]')).toHaveAttribute(
    'content',
    'website',
  );
});

test('every outbound link on the home page opens in a new tab without opener or referrer', async () => {
  deferredCategories();
  await renderHome();
  const outbound = screen
    .getAllByRole('link')
    .filter((link) => /^https?:/.test(link.getAttribute('href') ?? ''));
  expect(outbound.length).toBeGreaterThan(8);
  for (const link of outbound) {
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
});
