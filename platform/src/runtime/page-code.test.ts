import { afterEach, expect, test, vi } from 'vitest';
import { createPageCodeFetcher } from './page-code';
import { createRemoteCatalog } from './remote-catalog';
import {
  answering,
  blogSection,
  federationDouble,
  overridesDouble,
  urlOf,
} from './runtime-doubles.fixture';

afterEach(() => {
  for (const link of document.head.querySelectorAll('link')) link.remove();
});

function fetcherWith(fetch: typeof globalThis.fetch) {
  const federation = federationDouble();
  const catalog = createRemoteCatalog({
    federation,
    overrides: overridesDouble(),
    fetch,
    pageUrl: () => 'https://site.example/',
  });
  return { pages: createPageCodeFetcher(catalog, fetch, document), federation };
}

const manifest = (pageJs: Record<string, string[]>) => ({
  remote: 'mf_blog',
  buildId: 'b1',
  islands: [
    {
      module: blogSection.module,
      mount: '/blog/*',
      paths: Object.keys(pageJs),
      css: ['assets/blog-routes.css'],
      js: ['assets/blog-routes.js'],
      pageJs,
    },
  ],
});

test('prefetching a link in idle time fetches its code and styles without running or applying them', async () => {
  const fetch = answering(manifest({ '/blog': ['assets/blog-list-page.js'] }));
  const { pages, federation } = fetcherWith(fetch);

  void pages.preloadPageCode(blogSection, '/blog');
  await vi.waitFor(() => expect(document.head.querySelectorAll('link')).toHaveLength(3));
  const links = [...document.head.querySelectorAll<HTMLLinkElement>('link')];
  expect(links.map((link) => [link.rel, link.href])).toEqual([
    ['modulepreload', 'https://blog.site.example/remoteEntry.js'],
    ['modulepreload', 'https://blog.site.example/assets/blog-routes.js'],
    ['modulepreload', 'https://blog.site.example/assets/blog-list-page.js'],
  ]);
  expect(links.every((link) => link.crossOrigin === 'anonymous')).toBe(true);
  // The stylesheet is fetched into the cache, in the CORS mode of the link that applies it later: a
  // preload link would have the browser warn about it on every page where it goes unused.
  expect(
    fetch.mock.calls
      .filter(([input]) => urlOf(input).endsWith('.css'))
      .map(([input, init]) => [urlOf(input), init]),
  ).toEqual([
    [
      'https://blog.site.example/assets/blog-routes.css',
      { mode: 'cors', credentials: 'same-origin' },
    ],
  ]);
  expect(federation.load).not.toHaveBeenCalled();
});

test('the page’s chunks are named once all its files have arrived, with the release they are of', async () => {
  const { pages } = fetcherWith(answering(manifest({ '/blog/a-post': ['assets/post.js'] })));
  const code = pages.preloadPageCode(blogSection, '/blog/a-post#comments');
  await vi.waitFor(() => expect(document.head.querySelectorAll('link')).toHaveLength(3));
  for (const link of document.head.querySelectorAll('link')) link.dispatchEvent(new Event('load'));
  await expect(code).resolves.toEqual({
    buildId: 'b1',
    pageFiles: ['https://blog.site.example/assets/post.js'],
    stylesheets: ['https://blog.site.example/assets/blog-routes.css'],
  });
});

test('an index of pages is asked again once it is older than the reuse period', async () => {
  const fetch = answering(manifest({}));
  const { pages } = fetcherWith(fetch);
  const manifestRequests = () =>
    fetch.mock.calls.filter(([input]) => urlOf(input).endsWith('/_islands/index.json'));
  const settle = () => {
    for (const link of document.head.querySelectorAll('link'))
      link.dispatchEvent(new Event('load'));
  };
  const first = pages.preloadPageCode(blogSection, '/blog');
  await vi.waitFor(() => expect(document.head.querySelectorAll('link')).toHaveLength(2));
  settle();
  await first;
  await pages.preloadPageCode(blogSection, '/blog');
  expect(manifestRequests()).toHaveLength(1);

  vi.useFakeTimers({ toFake: ['Date'] });
  try {
    vi.setSystemTime(Date.now() + 6_000);
    await pages.preloadPageCode(blogSection, '/blog');
  } finally {
    vi.useRealTimers();
  }
  expect(manifestRequests()).toHaveLength(2);
});

test('an index of pages that does not match its schema names its address and field', async () => {
  const { pages } = fetcherWith(answering({ remote: 'mf_blog', islands: 'none' }));
  await expect(pages.preloadPageCode(blogSection, '/blog')).rejects.toThrow(
    /https:\/\/blog\.site\.example\/_islands\/index\.json does not match its schema: .*islands/,
  );
});

test('a stylesheet whose body breaks off still lets the page’s code settle (the page reports its own failure)', async () => {
  const answer = answering(manifest({}));
  const fetch = vi.fn<typeof globalThis.fetch>((input, init) => {
    if (!urlOf(input).endsWith('.css')) return answer(input, init);
    const broken = new ReadableStream({
      start: (controller) => controller.error(new Error('connection reset')),
    });
    return Promise.resolve(new Response(broken));
  });
  const { pages } = fetcherWith(fetch);
  const code = pages.preloadPageCode(blogSection, '/blog');
  await vi.waitFor(() => expect(document.head.querySelectorAll('link')).toHaveLength(2));
  for (const link of document.head.querySelectorAll('link')) link.dispatchEvent(new Event('load'));
  await expect(code).resolves.toEqual({
    buildId: 'b1',
    pageFiles: [],
    stylesheets: ['https://blog.site.example/assets/blog-routes.css'],
  });
});

const stylesheetLinks = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => [
    link.href,
    link.hasAttribute('disabled'),
  ]);

test('applying a stylesheet links it, as the page chunk’s import would, and settles once it has loaded', async () => {
  const { pages } = fetcherWith(answering(manifest({})));
  let applied = false;
  const applying = pages
    .applyStylesheet('https://blog.site.example/assets/post.css')
    .then(() => (applied = true));
  expect(stylesheetLinks()).toEqual([['https://blog.site.example/assets/post.css', false]]);
  const link = document.head.querySelector<HTMLLinkElement>('link[rel="stylesheet"]');
  expect(link?.crossOrigin).toBe('anonymous');
  await Promise.resolve();
  expect(applied).toBe(false);
  link?.dispatchEvent(new Event('load'));
  await applying;
  expect(applied).toBe(true);
});

test('a stylesheet the page has is left to what linked it: compose (inlined), or the section’s code', async () => {
  const inlined = document.createElement('link');
  inlined.rel = 'stylesheet';
  inlined.setAttribute('disabled', '');
  inlined.href = 'https://blog.site.example/assets/blog-routes.css';
  const bySection = document.createElement('link');
  bySection.rel = 'stylesheet';
  bySection.href = 'https://blog.site.example/assets/post.css';
  document.head.append(inlined, bySection);
  const { pages } = fetcherWith(answering(manifest({})));

  // Neither waits: a link that failed before it was looked at would never say so.
  await pages.applyStylesheet('https://blog.site.example/assets/blog-routes.css');
  await pages.applyStylesheet('https://blog.site.example/assets/post.css');
  expect(stylesheetLinks()).toEqual([
    ['https://blog.site.example/assets/blog-routes.css', true],
    ['https://blog.site.example/assets/post.css', false],
  ]);
});

test('a stylesheet asked for twice is linked once, and both wait for it', async () => {
  const { pages } = fetcherWith(answering(manifest({})));
  const first = pages.applyStylesheet('https://blog.site.example/assets/post.css');
  const second = pages.applyStylesheet('https://blog.site.example/assets/post.css');
  expect(stylesheetLinks()).toHaveLength(1);
  expect(second).toBe(first);
  document.head.querySelector('link')?.dispatchEvent(new Event('error'));
  await expect(second).resolves.toBeUndefined();
});

/** The manifest above, with /blog and two posts prerendered, and their fragments. */
function withFragments(fragments: Record<string, unknown>) {
  const answer = answering({
    ...manifest({}),
    islands: [{ ...manifest({}).islands[0], paths: ['/blog', '/blog/a-post', '/blog/b-post'] }],
  });
  return vi.fn<typeof globalThis.fetch>((input, init) => {
    const url = urlOf(input);
    const path = /\/_islands\/blog-routes\/(.+)\.json$/.exec(url)?.[1];
    if (path === undefined) return answer(input, init);
    const fragment = fragments[path];
    return Promise.resolve(
      fragment === undefined ? new Response('', { status: 404 }) : Response.json(fragment),
    );
  });
}

const fragmentOf = (path: string, html: string, buildId = 'b1') => ({
  path,
  html,
  head: '<title>x</title>',
  css: [],
  js: [],
  buildId,
});

test('a page’s prerendered HTML is fetched ahead, addressed for this deployment, for its path alone', async () => {
  const fetch = withFragments({
    'blog/a-post': fragmentOf(
      '/blog/a-post',
      '<h1>A post</h1><img src="https://remote-base.invalid/images/a.png">',
    ),
  });
  const { pages } = fetcherWith(fetch);
  expect(pages.fetchedFragment(blogSection, '/blog/a-post')).toBeUndefined();

  await pages.prefetchFragment(blogSection, '/blog/a-post?ref=feed#comments');

  expect(pages.fetchedFragment(blogSection, '/blog/a-post')).toEqual({
    html: '<h1>A post</h1><img src="https://blog.site.example/images/a.png">',
    buildId: 'b1',
  });
  expect(pages.fetchedFragment(blogSection, '/blog')).toBeUndefined();
  expect(
    fetch.mock.calls
      .filter(([input]) => urlOf(input).includes('/blog-routes/'))
      .map(([input, init]) => [urlOf(input), init]),
  ).toEqual([
    ['https://blog.site.example/_islands/blog-routes/blog/a-post.json', { cache: 'no-cache' }],
  ]);

  // Asked again while the manifest names the same release: nothing is fetched again.
  await pages.prefetchFragment(blogSection, '/blog/a-post');
  expect(fetch.mock.calls.filter(([input]) => urlOf(input).includes('/blog-routes/'))).toHaveLength(
    1,
  );
});

test('a path its remote did not prerender fetches no fragment', async () => {
  const fetch = withFragments({});
  const { pages } = fetcherWith(fetch);
  await pages.prefetchFragment(blogSection, '/blog/my-draft');
  expect(fetch.mock.calls.filter(([input]) => urlOf(input).includes('/blog-routes/'))).toEqual([]);
  expect(pages.fetchedFragment(blogSection, '/blog/my-draft')).toBeUndefined();
});

test('a fragment of another release than the manifest names, or of another path, is not kept', async () => {
  const { pages } = fetcherWith(
    withFragments({
      'blog/a-post': fragmentOf('/blog/a-post', '<h1>Old</h1>', 'b0'),
      'blog/b-post': fragmentOf('/blog/a-post', '<h1>A post</h1>'),
    }),
  );
  await pages.prefetchFragment(blogSection, '/blog/a-post');
  await pages.prefetchFragment(blogSection, '/blog/b-post');
  expect(pages.fetchedFragment(blogSection, '/blog/a-post')).toBeUndefined();
  expect(pages.fetchedFragment(blogSection, '/blog/b-post')).toBeUndefined();
});

test('a fragment that does not match its schema names its address and field, and is not kept', async () => {
  const { pages } = fetcherWith(withFragments({ blog: { ...fragmentOf('/blog', ''), css: 'x' } }));
  await expect(pages.prefetchFragment(blogSection, '/blog')).rejects.toThrow(
    /https:\/\/blog\.site\.example\/_islands\/blog-routes\/blog\.json does not match its schema: .*(html|css)/,
  );
  expect(pages.fetchedFragment(blogSection, '/blog')).toBeUndefined();
});

test('a fragment that is not there rejects, and the page renders without one', async () => {
  const { pages } = fetcherWith(withFragments({}));
  await expect(pages.prefetchFragment(blogSection, '/blog')).rejects.toThrow(/answered 404/);
  expect(pages.fetchedFragment(blogSection, '/blog')).toBeUndefined();
});

test('no more than twelve fragments are kept: the one fetched longest ago goes first', async () => {
  const paths = Array.from({ length: 13 }, (_, index) => `/blog/post-${index}`);
  const answer = answering({ ...manifest({}), islands: [{ ...manifest({}).islands[0], paths }] });
  const fetch = vi.fn<typeof globalThis.fetch>((input, init) => {
    const path = /\/_islands\/blog-routes(\/.+)\.json$/.exec(urlOf(input))?.[1];
    return path === undefined
      ? answer(input, init)
      : Promise.resolve(Response.json(fragmentOf(path, `<h1>${path}</h1>`)));
  });
  const { pages } = fetcherWith(fetch);
  for (const path of paths) await pages.prefetchFragment(blogSection, path);
  expect(pages.fetchedFragment(blogSection, '/blog/post-0')).toBeUndefined();
  expect(pages.fetchedFragment(blogSection, '/blog/post-1')?.html).toBe('<h1>/blog/post-1</h1>');
  expect(pages.fetchedFragment(blogSection, '/blog/post-12')?.html).toBe('<h1>/blog/post-12</h1>');
});
