import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SectionRoute } from '@tla/platform/contracts/published';
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
      '/search.json': () => Response.json(index('Pages')),
      '/blog/search.json': () => Response.json(index('Blog')),
      '/tutorials/search.json': () => Response.json(index('Tutorials')),
    });
    const loadReader = vi.fn(async () => index('Your posts'));
    const sources = await loadSearchSources({ sections: () => sections, loadReader });
    expect(requested.sort()).toEqual([
      '/blog/search.json',
      '/search.json',
      '/tutorials/search.json',
    ]);
    expect(loadReader).toHaveBeenCalledWith('mf_blog', 'blog-routes-reader-search');
    expect(sources.indexes.map((loaded) => loaded.group).sort()).toEqual([
      'Blog',
      'Pages',
      'Tutorials',
      'Your posts',
    ]);
    expect(sources.unavailable).toEqual([]);
  });

  it('names what failed (down, not JSON, wrong shape) and keeps the rest', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    serve({
      '/search.json': () => Response.json(index('Pages')),
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
    expect(sources.indexes.map((loaded) => loaded.group)).toEqual(['Pages']);
    expect(sources.unavailable).toEqual(['Blog', 'Your own blog posts', 'Tutorials']);
    expect(console.error).toHaveBeenCalledWith(
      'Search: Tutorials could not be loaded:',
      expect.objectContaining({ message: '/tutorials/search.json answered 503' }),
    );
  });
});
