import { expect, test } from 'vitest';
import { builtInPosts } from '../data/built-in-posts';
import { sortNewestFirst } from './post-queries';

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
