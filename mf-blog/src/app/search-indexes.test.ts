import { afterEach, describe, expect, it } from 'vitest';
import { searchIndexSchema } from '@tla/platform/contracts/search';
import { builtInPostMeta } from '../features/posts/data/built-in-post-meta';
import { POSTS_STORAGE_KEY } from '../features/posts/model/stored-posts';
import { readerSearchIndex } from './reader-search';
import { postsSearchIndex } from './search-indexes';

afterEach(() => window.localStorage.clear());

describe("the blog's search", () => {
  it('indexes every built-in post and its sections, in the published schema', () => {
    const index = searchIndexSchema.parse(postsSearchIndex());
    expect(index.group).toBe('Blog');
    for (const post of builtInPostMeta) {
      expect(
        index.documents.filter((document) => document.url === `/blog/${post.slug}`),
      ).toHaveLength(1);
      expect(
        index.documents.some((document) => document.url.startsWith(`/blog/${post.slug}#`)),
      ).toBe(true);
    }
  });

  it("lists the reader's own posts as plain text (tags dropped), skipping what does not parse", async () => {
    window.localStorage.setItem(
      POSTS_STORAGE_KEY,
      JSON.stringify([
        {
          id: 900,
          title: 'My <b>plan</b>',
          slug: 'my-plan',
          excerpt: null,
          content: 'Launch **soon** <script>alert(1)</script> with a [link](https://example.com).',
          categoryId: 4,
          featuredImage: null,
          publishedAt: '2026-01-01T00:00:00.000Z',
          readTime: 2,
        },
        { id: 'broken' },
        {
          ...{
            id: 901,
            slug: builtInPostMeta[0]?.slug,
            title: 'Shadow',
            content: 'x',
            categoryId: 1,
          },
        },
      ]),
    );
    const index = searchIndexSchema.parse(await readerSearchIndex());
    expect(index).toEqual({
      group: 'Your posts',
      documents: [
        {
          url: '/blog/my-plan',
          title: 'My <b>plan</b>',
          text: 'Launch soon alert(1) with a link.',
        },
      ],
    });
  });

  it('has nothing of the reader’s when storage is corrupt or empty', async () => {
    window.localStorage.setItem(POSTS_STORAGE_KEY, '{not json');
    expect((await readerSearchIndex()).documents).toEqual([]);
    window.localStorage.clear();
    expect((await readerSearchIndex()).documents).toEqual([]);
  });
});
