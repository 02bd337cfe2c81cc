import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SectionRoute } from '@tla/platform/contracts/published';
import { publishedSearchFiles } from '@tla/platform/test/published-search';
import { searchSource } from '@tla/platform/search/split-search';
import { testSections } from '../../test/section-table';
import { loadSearchSources } from './search-sources';

const sections: SectionRoute[] = [
  testSections.blog,
  testSections.tutorials,
  testSections.simulator,
];

const index = (group: string) => ({
  group,
  documents: [{ url: '/x', title: group, text: 'text' }],
});

const answer = (files: Record<string, string>) =>
  Object.fromEntries(Object.entries(files).map(([path, text]) => [path, () => new Response(text)]));

function serve(files: Record<string, () => Response>) {
  const requested: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) => {
      requested.push(path);
      return files[path]?.() ?? new Response('', { status: 404 });
    }),
  );
  return requested;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('loadSearchSources', () => {
  it("reads the shell's index, each section's and the reader's own, and nothing of sections without search", async () => {
    const requested = serve({
      ...answer(
        await publishedSearchFiles({
          '/': index('Pages'),
          '/blog/*': index('Blog'),
          '/tutorials/*': index('Tutorials'),
        }),
      ),
    });
    const loadReader = vi.fn(async () => index('Your posts'));
    const sources = await loadSearchSources({ sections: () => sections, loadReader });
    expect(requested.sort()).toEqual([
      '/blog/search.json',
      '/search.json',
      '/tutorials/search.json',
    ]);
    expect(loadReader).toHaveBeenCalledWith('mf_blog', 'blog-routes-reader-search');
    expect(sources.sources.map((loaded) => loaded.group).sort()).toEqual([
      'Blog',
      'Pages',
      'Tutorials',
      'Your posts',
    ]);
    expect(sources.unavailable).toEqual([]);

    // A search reads the term and document files its words need, each once.
    requested.length = 0;
    const blog = sources.sources.find((loaded) => loaded.group === 'Blog');
    const hits = blog ? await searchSource(blog, ['text']) : [];
    expect(hits.map((hit) => hit.id)).toEqual([0]);
    expect(blog ? [...(await blog.documents([0])).values()] : []).toEqual(index('Blog').documents);
    expect(requested).toEqual([
      expect.stringMatching(/^\/blog\/search\/[0-9a-f]{16}\/terms-0\.json$/),
      expect.stringMatching(/^\/blog\/search\/[0-9a-f]{16}\/documents-0\.json$/),
    ]);
  });

  it('names what failed (down, not JSON, wrong shape) and keeps the rest', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    serve({
      ...answer(await publishedSearchFiles({ '/': index('Pages') })),
      '/blog/search.json': () => new Response('<html>', { status: 200 }),
      '/tutorials/search.json': () => new Response('', { status: 503 }),
    });
    const sources = await loadSearchSources({
      sections: () => sections,
      loadReader: async () => ({
        group: 'Your posts',
        documents: [{ url: 'javascript:alert(1)', title: 'x', text: '' }],
      }),
    });
    expect(sources.sources.map((loaded) => loaded.group)).toEqual(['Pages']);
    expect(sources.unavailable).toEqual(['Blog', 'Your own blog posts', 'Tutorials']);
    expect(console.error).toHaveBeenCalledWith(
      'Search: Tutorials could not be loaded:',
      expect.objectContaining({ message: '/tutorials/search.json answered 503' }),
    );
  });
});
