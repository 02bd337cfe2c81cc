import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { renderRouteLoaded, storeUserPosts, userPost } from '../../../test/render-route';
import { LatestPosts } from './latest-posts';

test('"Latest from Our Blog": the three newest posts as cards, and the way to all of them', async () => {
  await renderRouteLoaded(<LatestPosts />, '/', '/');
  const section = screen.getByRole('region', { name: 'Latest from Our Blog' });
  const titles = within(section).getAllByRole('heading', { level: 3 });
  expect(titles.map((title) => title.textContent)).toEqual([
    'Marketing Your Meme Coin: A Launch Plan That Builds Trust',
    'Adding Liquidity to Your Solana Token: Raydium Pools Explained',
    'Tokenomics Principles Every Solana Token Creator Should Know',
  ]);
  expect(within(section).getByRole('link', { name: 'Marketing Your Meme Coin: A Launch Plan That Builds Trust' })).toHaveAttribute(
    'href',
    '/blog/marketing-your-meme-coin-launch',
  );
  expect(within(section).getByRole('link', { name: 'View All Articles' })).toHaveAttribute('href', '/blog');
});

test('a post the reader just wrote is the newest', async () => {
  storeUserPosts([userPost({ publishedAt: '2030-01-01T00:00:00.000Z' })]);
  await renderRouteLoaded(<LatestPosts />, '/', '/');
  expect(screen.getAllByRole('heading', { level: 3 }).map((title) => title.textContent)).toEqual([
    'My launch diary',
    'Marketing Your Meme Coin: A Launch Plan That Builds Trust',
    'Adding Liquidity to Your Solana Token: Raydium Pools Explained',
  ]);
});
