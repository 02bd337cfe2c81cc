// @vitest-environment node
// Node, as in the Vite config that will call it.
import { expect, test } from 'vitest';
import { siteConfig } from '@tla/federated/site-config';
import path from 'node:path';
import { contentDates } from '@tla/platform/build-tools/content-dates';
import { feedHtml } from '@tla/platform/build-tools/feed-html';
import { builtInPosts } from '../features/posts/data/built-in-posts';
import { PARTNER_PLACEHOLDER_URL } from '../features/posts/data/partner-link';
import { categoryById } from '../features/posts/data/categories';
import { builtInFeedPosts } from './built-in-feed-posts';

const origin = 'https://tokenlaunch.academy';

test('the feeds read the seven posts the site shows: same text, same bodies, same categories', () => {
  const feedPosts = builtInFeedPosts({ origin, createTokenUrl: siteConfig.createTokenUrl });
  expect(feedPosts.map(({ html, ...post }) => ({ ...post, html: html() }))).toEqual(
    builtInPosts.map((post) => ({
      title: post.title,
      slug: post.slug,
      excerpt: post.excerpt,
      publishedAt: post.publishedAt,
      updatedAt: contentDates(
        path.join(import.meta.dirname, `../features/posts/content/${post.slug}.md`),
      ).updatedAt,
      categoryName: categoryById(post.categoryId).name,
      html: feedHtml(post.content, `${origin}/blog/${post.slug}`),
    })),
  );
  expect(feedPosts).toHaveLength(7);
});

test('partner links go to the deployment’s URL, never the writers’ placeholder', () => {
  const createTokenUrl = 'https://launch.example.org/create';
  const feedPosts = builtInFeedPosts({ origin, createTokenUrl });
  for (const post of feedPosts) expect(post.html()).not.toContain(PARTNER_PLACEHOLDER_URL);
  expect(feedPosts.filter((post) => post.html().includes(`href="${createTokenUrl}"`))).toHaveLength(
    5,
  );
});

test('site links in the bodies are absolute against the origin', () => {
  const html = builtInFeedPosts({ origin, createTokenUrl: siteConfig.createTokenUrl })
    .map((post) => post.html())
    .join('\n');
  expect(html).toContain(`href="${origin}/tutorials/raydium-liquidity-pool"`);
  expect(html).toContain(`href="${origin}/blog/spl-token-developer-guide"`);
  expect(html).not.toMatch(/(href|src)="(?!https:|mailto:)/);
});
