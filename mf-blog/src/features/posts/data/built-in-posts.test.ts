import { expect, test } from 'vitest';
import { siteConfig } from '@tla/federated/site-config';
import { compiledArticleSchema } from '@tla/shared-ui/markdown/article-nodes';
import { loadBuiltInPost } from './post-data';
import { builtInPosts } from './built-in-posts';
import { PARTNER_PLACEHOLDER_URL } from './partner-link';
import { categoryById, uncategorized } from './categories';
import { postSchema } from './schemas';

/** Readers read about 220 words a minute; prose and code both count, as in `wc -w`. */
const WORDS_PER_MINUTE = 220;
const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

test('seven built-in posts, ids 1-7, dated 2025-05-06 to 2025-05-17, with the stated read times', () => {
  expect(builtInPosts.map((post) => post.id)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  expect(builtInPosts.map((post) => post.publishedAt.slice(0, 10))).toEqual([
    '2025-05-06',
    '2025-05-08',
    '2025-05-09',
    '2025-05-11',
    '2025-05-13',
    '2025-05-15',
    '2025-05-17',
  ]);
  expect(builtInPosts.map((post) => post.readTime)).toEqual([6, 10, 8, 6, 7, 8, 9]);
  expect(new Set(builtInPosts.map((post) => post.slug)).size).toBe(7);
});

test.each(builtInPosts)('post $id ($slug) parses and honestly fills its read time', (post) => {
  expect(postSchema.parse(post)).toEqual(post);
  expect(categoryById(post.categoryId)).not.toEqual(uncategorized);
  expect(post.excerpt?.length ?? 0).toBeGreaterThan(60);
  expect(post.featuredImage).toBeTruthy();
  expect(wordCount(post.content)).toBeGreaterThanOrEqual(post.readTime * WORDS_PER_MINUTE);
  // A body of sections: no H1 (the page prints the title), several H2s.
  const prose = post.content.replace(/```[\s\S]*?```/g, '');
  expect(prose).not.toMatch(/^# /m);
  expect(prose.match(/^## \S/gm)?.length ?? 0).toBeGreaterThanOrEqual(4);
});

test('partner links point at the configured partner URL, never the writers’ placeholder', () => {
  for (const post of builtInPosts) {
    if (siteConfig.createTokenUrl !== PARTNER_PLACEHOLDER_URL)
      expect(post.content).not.toContain(PARTNER_PLACEHOLDER_URL);
  }
  expect(
    builtInPosts.some((post) => post.content.includes(`](${siteConfig.createTokenUrl})`)),
  ).toBe(true);
});

test('links between posts lead to posts that exist', () => {
  const slugs = new Set(builtInPosts.map((post) => post.slug));
  for (const post of builtInPosts) {
    for (const [, slug] of post.content.matchAll(/\]\(\/blog\/([^)#?\s]+)/g)) {
      expect(slugs.has(slug ?? ''), `${post.slug} links to /blog/${slug}`).toBe(true);
    }
  }
});

test.each(builtInPosts)('post $id ($slug) is published compiled, node by node as the page renders it, with its markdown', async (post) => {
  const data = await loadBuiltInPost(post.slug);
  if (!data) throw new Error(`${post.slug} has no file`);
  expect(data.markdown).toBe(post.content);
  expect({ ...data.listing.entry, content: post.content }).toEqual({ ...post, featuredImage: expect.stringMatching(/^data:image\/svg\+xml,/) });
  const article = compiledArticleSchema.parse(data.article);
  expect(article.nodes.length).toBeGreaterThan(0);
  expect(article.headings.length).toBeGreaterThan(0);
});
