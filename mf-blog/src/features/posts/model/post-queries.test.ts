// @vitest-environment node
import { expect, test } from 'vitest';
import { builtInPosts } from '../data/built-in-posts';
import { adjacentPosts, relatedPosts, sortNewestFirst } from './post-queries';

test('newest first across calendar dates and saved moments; the same moment puts the higher id first', () => {
  const [base] = builtInPosts;
  if (!base) throw new Error('no built-in posts');
  const posts = [
    { ...base, id: 1, publishedAt: '2025-05-06' },
    { ...base, id: 2, publishedAt: '2026-01-10T08:00:00.000Z' },
    { ...base, id: 3, publishedAt: '2025-05-06T23:59:00.000Z' },
    { ...base, id: 4, publishedAt: '2026-01-10T08:00:00.000Z' },
    { ...base, id: 5, publishedAt: '2024-12-31' },
  ];
  expect(sortNewestFirst(posts).map((post) => post.id)).toEqual([4, 2, 3, 1, 5]);
});

const listed = sortNewestFirst(builtInPosts);
const slugOf = (post: { slug: string } | undefined) => post?.slug;

test('previous is the post published just before, next the one just after; the ends have one side', () => {
  const middle = adjacentPosts(listed, 'spl-token-developer-guide');
  expect(slugOf(middle.previous)).toBe('how-to-create-a-meme-coin-on-solana');
  expect(slugOf(middle.next)).toBe('create-solana-token-without-code-complete-guide');
  expect(adjacentPosts(listed, 'solana-token-simulator-plan-your-launch')).toEqual({ next: expect.objectContaining({ slug: 'how-to-create-a-meme-coin-on-solana' }) });
  expect(adjacentPosts(listed, 'marketing-your-meme-coin-launch')).toEqual({ previous: expect.objectContaining({ slug: 'adding-liquidity-to-your-solana-token' }) });
  expect(adjacentPosts(listed, 'no-such-post')).toEqual({});
});

test('related posts share the category, leave out the post itself, newest first, three at most', () => {
  const [post] = listed.filter((candidate) => candidate.slug === 'spl-token-developer-guide');
  if (!post) throw new Error('no SPL guide');
  expect(relatedPosts(listed, post).map((related) => related.slug)).toEqual([
    'how-to-create-a-meme-coin-on-solana',
    'solana-token-simulator-plan-your-launch',
  ]);
  const many = Array.from({ length: 5 }, (_, index) => ({ ...post, id: 100 + index, slug: `extra-${index}` }));
  expect(relatedPosts([post, ...many], post).map((related) => related.slug)).toEqual(['extra-0', 'extra-1', 'extra-2']);
  expect(relatedPosts(listed, { ...post, categoryId: 99 })).toEqual([]);
});
