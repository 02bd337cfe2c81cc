// @vitest-environment node
import { expect, test, vi } from 'vitest';
import type { RemoteId } from '../deploy/deployment';
import { devSectionsReader } from './dev-sections';

const urls: Record<RemoteId, string> = {
  blog: 'http://dev.test:1/',
  learn: 'http://dev.test:2/',
  simulator: 'http://dev.test:3/',
};
const blogSection = {
  remote: 'mf_blog',
  routes: [{ mount: '/blog/*', module: 'blog-routes', label: 'Blog' }],
  widgets: [{ module: 'latest-posts', label: 'Latest', slot: 'home-after-partners', order: 10 }],
};

/** Dev servers as the shell sees them: the blog's answers in turn, the others never started. */
function devServers(blogAnswers: ('up' | 'down')[]) {
  const asked: string[] = [];
  const fetch = vi.fn(async (input: string | URL | Request) => {
    const url = String(input);
    asked.push(url);
    if (url.startsWith(urls.blog) && blogAnswers.shift() === 'up') {
      return new Response(JSON.stringify(blogSection));
    }
    throw new TypeError('fetch failed (connection refused)');
  });
  return { fetch, asked };
}

test('a remote restarting after a contract edit keeps its sections in remotes.json', async () => {
  const { fetch, asked } = devServers(['up', 'down', 'down', 'up']);
  const warn = vi.fn();
  const read = devSectionsReader({ urls, fetch, warn, retryInterval: 1, restartWindow: 5_000 });
  const paths = async () => {
    const { sections, widgets } = await read();
    return [
      ...sections.map(({ remote, mount }) => `${remote} ${mount}`),
      ...widgets.map(({ remote, module, slot }) => `${remote} ${module} in ${slot}`),
    ];
  };
  const blog = ['mf_blog /blog/*', 'mf_blog latest-posts in home-after-partners'];
  expect(await paths()).toEqual(blog);
  // The blog's dev server is restarting: asked again until it answers, never left out.
  expect(await paths()).toEqual(blog);
  expect(asked.filter((url) => url.startsWith(urls.blog))).toHaveLength(4);
  // Remotes never started are asked once each time and named in a warning, without waiting.
  expect(asked.filter((url) => url.startsWith(urls.learn))).toHaveLength(2);
  expect(warn).toHaveBeenCalledWith(
    'http://dev.test:2/section.json: fetch failed (connection refused)',
  );
});

test('a remote whose dev server stays down is left out once its restart window has passed', async () => {
  const { fetch } = devServers(['up']);
  const read = devSectionsReader({
    urls,
    fetch,
    warn: () => {},
    retryInterval: 1,
    restartWindow: 20,
  });
  expect((await read()).sections).toHaveLength(1);
  expect(await read()).toEqual({ sections: [], widgets: [] });
});
