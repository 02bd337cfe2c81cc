import { afterEach, expect, test, vi } from 'vitest';
import {
  createRemoteRuntime,
  type RemoteRuntime,
  type RemoteRuntimeOptions,
} from './remote-runtime';
import {
  answering,
  blogPagesManifest,
  blogSection,
  federationDouble,
  overridesDouble,
  remotesFile,
  urlOf,
} from './runtime-doubles.fixture';

/** A fresh runtime per test, over doubles of federation and overrides; the rest is real. */
function runtimeWith(manifest?: unknown) {
  const federation = federationDouble();
  const fetch = answering(manifest);
  const runModule = vi.fn<NonNullable<RemoteRuntimeOptions['runModule']>>(() => Promise.resolve());
  const runtime = createRemoteRuntime({
    federation,
    overrides: overridesDouble(),
    fetch,
    runModule,
  });
  return { runtime, federation, fetch, runModule };
}

afterEach(() => {
  for (const link of document.head.querySelectorAll('link')) link.remove();
});

test('registers the remotes named in /remotes.json and loads the exposed component', async () => {
  const { runtime, federation } = runtimeWith();
  const component = () => null;
  federation.load.mockResolvedValue({ default: component });

  const module = await runtime.loadComponent(blogSection, 100);

  expect(module.default).toBe(component);
  expect(federation.start).toHaveBeenCalledTimes(1);
  expect(federation.load).toHaveBeenCalledWith('mf_blog/blog-routes');
  expect(federation.register).toHaveBeenCalledWith([
    { name: 'mf_blog', entry: 'https://blog.site.example/remoteEntry.js', type: 'module' },
  ]);
  expect(runtime.arrivedComponent(blogSection, 100)).toBe(module);
});

test("preloading a link fetches the remote's module, its chunks and the page's at once, each once", async () => {
  const manifest = blogPagesManifest({
    paths: ['/blog'],
    js: ['assets/blog-routes.js', 'assets/post-card.js'],
    pageJs: { '/blog': ['assets/blog-list-page.js', 'assets/post-card.js'] },
  });
  const { runtime, federation } = runtimeWith(manifest);
  federation.load.mockResolvedValue({ default: () => null });

  void runtime.runCode(blogSection, '/blog?category=tokenomics');
  void runtime.runCode(blogSection, '/blog');
  await vi.waitFor(() =>
    expect(document.head.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(4),
  );
  const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')];
  expect(links.map((link) => link.href)).toEqual([
    'https://blog.site.example/remoteEntry.js',
    'https://blog.site.example/assets/blog-routes.js',
    'https://blog.site.example/assets/post-card.js',
    'https://blog.site.example/assets/blog-list-page.js',
  ]);
  expect(links.every((link) => link.crossOrigin === 'anonymous')).toBe(true);
  expect(federation.load).toHaveBeenCalledWith('mf_blog/blog-routes');
});

test('a page’s code runs once the section’s module has and its files have arrived', async () => {
  const manifest = {
    remote: 'mf_blog',
    buildId: 'b1',
    islands: [
      {
        module: blogSection.module,
        mount: '/blog/*',
        paths: ['/blog'],
        css: [],
        js: [],
        pageJs: { '/blog': ['assets/list.js'] },
      },
    ],
  };
  const { runtime, federation, runModule } = runtimeWith(manifest);
  federation.load.mockResolvedValue({ default: () => null, buildId: 'b1' });
  const ran = runtime.runCode(blogSection, '/blog');
  await vi.waitFor(() => expect(document.head.querySelectorAll('link')).toHaveLength(2));
  expect(runModule).not.toHaveBeenCalled();
  for (const link of document.head.querySelectorAll('link')) link.dispatchEvent(new Event('load'));
  await ran;
  expect(runModule).toHaveBeenCalledWith('https://blog.site.example/assets/list.js');
});

test('running a page’s code applies its section’s stylesheets, so the page is styled when it shows', async () => {
  const manifest = blogPagesManifest({
    paths: ['/blog/a-post'],
    css: ['assets/blog-routes.css', 'assets/article.css'],
    js: [],
    pageJs: { '/blog/a-post': ['assets/post.js'] },
  });
  // The section's own stylesheet is in the page already (compose inlined it); the article's is not.
  const inlined = document.createElement('link');
  inlined.rel = 'stylesheet';
  inlined.setAttribute('disabled', '');
  inlined.href = 'https://blog.site.example/assets/blog-routes.css';
  document.head.append(inlined);
  const { runtime, federation } = runtimeWith(manifest);
  federation.load.mockResolvedValue({ default: () => null, buildId: 'b1' });
  let ran = false;
  const running = runtime.runCode(blogSection, '/blog/a-post').then(() => (ran = true));
  const modules = () => document.head.querySelectorAll('link[rel="modulepreload"]');
  await vi.waitFor(() => expect(modules()).toHaveLength(2));
  for (const link of modules()) link.dispatchEvent(new Event('load'));

  const article = () =>
    document.head.querySelector('link[rel="stylesheet"][href$="/assets/article.css"]');
  await vi.waitFor(() => expect(article()).not.toBeNull());
  expect(document.head.querySelectorAll('link[rel="stylesheet"]')).toHaveLength(2);
  await Promise.resolve();
  expect(ran).toBe(false);
  article()?.dispatchEvent(new Event('load'));
  await running;
  expect(ran).toBe(true);
});

test('a navigation to a section waits for its module and its page chunks, and says it is pending', async () => {
  const manifest = {
    remote: 'mf_blog',
    buildId: 'b1',
    islands: [
      {
        module: blogSection.module,
        mount: '/blog/*',
        paths: ['/blog/a-post'],
        css: [],
        js: ['assets/blog-routes.js'],
        pageJs: { '/blog/a-post': ['assets/post-page.js'] },
      },
    ],
  };
  const { runtime, federation } = runtimeWith(manifest);
  const { navigation } = runtime;
  federation.load.mockResolvedValue({ default: () => null });
  // The first page's HTML is there: nothing to wait for until the site has started.
  expect(navigation.codeFor(blogSection, '/blog')).toBeUndefined();

  navigation.markSiteStarted();
  const wait = navigation.codeFor(blogSection, '/blog/a-post');
  expect(navigation.codeFor(blogSection, '/blog/a-post')).toBe(wait);
  const onChange = vi.fn();
  navigation.pending.subscribe(onChange);
  expect(navigation.pending.isPending()).toBe(true);
  let settled = false;
  void wait?.then(() => (settled = true));

  await vi.waitFor(() =>
    expect(document.head.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(3),
  );
  const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')];
  links[0]?.dispatchEvent(new Event('load'));
  links[1]?.dispatchEvent(new Event('load'));
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(settled).toBe(false); // the page's own chunk has not arrived yet
  links[2]?.dispatchEvent(new Event('error')); // a failure is the page's to report: stop waiting
  await wait;
  await vi.waitFor(() => expect(navigation.pending.isPending()).toBe(false));
  expect(onChange).toHaveBeenCalled();
});

test('a navigation loads the current release of a remote whose code was fetched before a release', async () => {
  const { runtime, federation, fetch } = runtimeWith({
    remote: 'mf_blog',
    buildId: 'b1',
    islands: [],
  });
  // Fetched ahead (hover, idle time): the module of build b1.
  federation.load.mockResolvedValueOnce({ default: () => null, buildId: 'b1' });
  void runtime.runCode(blogSection, '/blog');
  await vi.waitFor(() => expect(federation.load).toHaveBeenCalledTimes(1));

  // The blog is released: its index of pages now names build b2.
  fetch.mockImplementation((input) =>
    Promise.resolve(
      Response.json(
        urlOf(input).endsWith('/_islands/index.json')
          ? { remote: 'mf_blog', buildId: 'b2', islands: [] }
          : remotesFile,
      ),
    ),
  );
  federation.load.mockResolvedValue({ default: () => null, buildId: 'b2' });
  vi.useFakeTimers({ toFake: ['Date'] });
  try {
    vi.setSystemTime(Date.now() + 6_000); // the manifest fetched with the preload is now stale
    runtime.navigation.markSiteStarted();
    await runtime.navigation.codeFor(blogSection, '/blog');
  } finally {
    vi.useRealTimers();
  }
  expect(federation.load).toHaveBeenCalledTimes(2);
  expect(federation.register).toHaveBeenLastCalledWith(
    [
      {
        name: 'mf_blog',
        entry: 'https://blog.site.example/remoteEntry.js?retry=release-1',
        type: 'module',
      },
    ],
    { force: true },
  );
});

test('a navigation right after the page’s code ran does not wait for it; once the manifest is stale it does', async () => {
  const { runtime, federation } = runtimeWith({ remote: 'mf_blog', buildId: 'b1', islands: [] });
  federation.load.mockResolvedValue({ default: () => null, buildId: 'b1' });
  const { navigation } = runtime;
  navigation.markSiteStarted();
  await runtime.runCode(blogSection, '/blog'); // the pointer reached the link

  expect(navigation.codeFor(blogSection, '/blog')).toMatchObject({ status: 'fulfilled' });
  expect(navigation.pending.isPending()).toBe(false);

  navigation.forget(blogSection);
  vi.useFakeTimers({ toFake: ['Date'] });
  try {
    vi.setSystemTime(Date.now() + 6_000);
    const wait = navigation.codeFor(blogSection, '/blog');
    expect(wait).not.toMatchObject({ status: 'fulfilled' });
    expect(navigation.pending.isPending()).toBe(true);
    await wait;
  } finally {
    vi.useRealTimers();
  }
});

test('a reader-search module is loaded when asked for, and what it lists is handed on unchecked', async () => {
  const { runtime, federation } = runtimeWith();
  federation.load.mockResolvedValue({ readerSearchIndex: () => [{ title: 'My draft' }] });
  await expect(runtime.loadReaderSearchIndex('mf_blog', 'reader-search')).resolves.toEqual([
    { title: 'My draft' },
  ]);
  expect(federation.load).toHaveBeenCalledWith('mf_blog/reader-search');
});

/** A runtime whose blog remote prerendered /blog, answering its fragment with `fragment`. */
function runtimeWithFragment(fragment: unknown) {
  const manifest = blogPagesManifest({ paths: ['/blog'], js: [], pageJs: {} });
  const answer = answering(manifest);
  const federation = federationDouble();
  const fetch = vi.fn<typeof globalThis.fetch>((input, init) =>
    urlOf(input).endsWith('/_islands/blog-routes/blog.json')
      ? Promise.resolve(Response.json(fragment))
      : answer(input, init),
  );
  const runtime = createRemoteRuntime({ federation, overrides: overridesDouble(), fetch });
  return { runtime, federation };
}

const blogFragment = {
  path: '/blog',
  html: '<h1>Blog</h1>',
  head: '',
  css: [],
  js: [],
  buildId: 'b1',
};

/** prefetchCode for /blog, its files answered as they are asked for. */
async function prefetchBlog(runtime: RemoteRuntime) {
  const prefetched = runtime.prefetchCode(blogSection, '/blog');
  await vi.waitFor(() => expect(document.head.querySelectorAll('link')).toHaveLength(1));
  for (const link of document.head.querySelectorAll('link')) link.dispatchEvent(new Event('load'));
  await prefetched;
}

test('a page’s HTML fetched ahead is handed out once the section’s code of its release is here', async () => {
  const { runtime, federation } = runtimeWithFragment(blogFragment);
  await prefetchBlog(runtime);
  // The code is still on its way: the section says it is loading rather than show dead controls.
  expect(runtime.fetchedFragment(blogSection, '/blog')).toBeUndefined();

  federation.load.mockResolvedValue({ default: () => null, buildId: 'b1' });
  await runtime.loadComponent(blogSection);
  expect(runtime.fetchedFragment(blogSection, '/blog')).toEqual({
    html: '<h1>Blog</h1>',
    buildId: 'b1',
  });
});

test('a page’s HTML fetched ahead is not handed out for code of another release', async () => {
  const { runtime, federation } = runtimeWithFragment(blogFragment);
  await prefetchBlog(runtime);
  // The section's code is of a release that went live since: its page may differ from this HTML.
  federation.load.mockResolvedValue({ default: () => null, buildId: 'b2' });
  await runtime.loadComponent(blogSection);
  expect(runtime.fetchedFragment(blogSection, '/blog')).toBeUndefined();
});

test('a fragment that does not match its schema is reported, naming its file and field', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const { runtime } = runtimeWithFragment({ path: '/blog', html: '<h1>Blog</h1>', buildId: 'b1' });
  await prefetchBlog(runtime);
  expect(warn).toHaveBeenCalledWith(
    expect.stringMatching(
      /https:\/\/blog\.site\.example\/_islands\/blog-routes\/blog\.json does not match its schema: .*head/,
    ),
  );
  expect(runtime.fetchedFragment(blogSection, '/blog')).toBeUndefined();
});
