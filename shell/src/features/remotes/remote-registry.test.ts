import { loadRemote, registerRemotes } from '@module-federation/runtime';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { testSections } from '../../test/section-table';

/** A fresh registry per test: it remembers which remotes this page has run. */
async function freshRegistry() {
  vi.resetModules();
  return import('./remote-registry');
}

vi.mock('@module-federation/runtime', () => ({ loadRemote: vi.fn(), registerRemotes: vi.fn() }));

const remotesFile = {
  remotes: [{ name: 'mf_blog', entry: 'https://blog.site.example/remoteEntry.js' }],
  sections: [testSections.blog],
};

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(remotesFile), { status: 200 })),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(loadRemote).mockReset();
  vi.mocked(registerRemotes).mockReset();
});

test('registers the remotes named in /remotes.json and loads the exposed component', async () => {
  const { loadRemoteComponent } = await freshRegistry();
  const component = () => null;
  vi.mocked(loadRemote).mockResolvedValue({ default: component });

  const module = await loadRemoteComponent(testSections.blog, 100);

  expect(module.default).toBe(component);
  expect(loadRemote).toHaveBeenCalledWith('mf_blog/blog-routes');
  expect(registerRemotes).toHaveBeenCalledWith([
    { name: 'mf_blog', entry: 'https://blog.site.example/remoteEntry.js', type: 'module' },
  ]);
});

test('a failed attempt stays failed (no reload loop); the next attempt re-registers under a fresh URL', async () => {
  const { loadRemoteComponent } = await freshRegistry();
  vi.mocked(loadRemote)
    .mockRejectedValueOnce(new Error('RUNTIME-008'))
    .mockResolvedValue({ default: () => null });

  const first = loadRemoteComponent(testSections.blog, 200);
  await expect(first).rejects.toThrow('RUNTIME-008');
  // Rendering again asks for the same attempt: it gets the same settled promise, no new request.
  expect(loadRemoteComponent(testSections.blog, 200)).toBe(first);
  expect(loadRemote).toHaveBeenCalledTimes(1);

  await expect(loadRemoteComponent(testSections.blog, 201)).resolves.toHaveProperty('default');
  expect(registerRemotes).toHaveBeenLastCalledWith(
    [
      {
        name: 'mf_blog',
        entry: 'https://blog.site.example/remoteEntry.js?retry=201',
        type: 'module',
      },
    ],
    { force: true },
  );
});

test('a module that is not a component is refused with a clear error', async () => {
  const { loadRemoteComponent } = await freshRegistry();
  vi.mocked(loadRemote).mockResolvedValue({ default: 'not a component' });
  await expect(loadRemoteComponent(testSections.blog, 300)).rejects.toThrow(
    /does not default-export a React component/,
  );
});

test('a remote released while the page runs: its old code fails once, its current entry loads, no message', async () => {
  const { loadRemoteComponent } = await freshRegistry();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  const current = () => null;
  vi.mocked(loadRemote)
    .mockResolvedValueOnce({ default: () => null }) // the list page, before the release
    .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module')) // old chunk gone
    .mockResolvedValueOnce({ default: current });
  const before = await loadRemoteComponent(testSections.blog, 0);
  const after = await loadRemoteComponent({ ...testSections.blog, module: 'latest-posts' }, 0);
  expect(after.default).toBe(current);
  // The list page loaded before the release is loaded again, from the current release.
  const listAgain = () => null;
  vi.mocked(loadRemote).mockResolvedValueOnce({ default: listAgain });
  const reloaded = await loadRemoteComponent(testSections.blog, 0);
  expect(reloaded).not.toBe(before);
  expect(reloaded.default).toBe(listAgain);
  expect(registerRemotes).toHaveBeenLastCalledWith(
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

test('a remote that never loaded on this page is not retried behind the reader’s back', async () => {
  const { loadRemoteComponent } = await freshRegistry();
  vi.mocked(loadRemote).mockRejectedValue(new Error('RUNTIME-008'));
  await expect(loadRemoteComponent(testSections.blog, 0)).rejects.toThrow('RUNTIME-008');
  expect(loadRemote).toHaveBeenCalledTimes(1);
});

test('a remotes.json that does not match its schema names the field', async () => {
  const { loadRemoteComponent } = await freshRegistry();
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ remotes: [{ name: 'mf_blog', entry: 42 }] }))),
  );
  await expect(loadRemoteComponent(testSections.blog, 0)).rejects.toThrow(
    /remotes\.json does not match its schema: remotes\.0\.entry/,
  );
});

test('a developer’s override loads that remote from their entry; a failing one falls back to the deployed entry', async () => {
  localStorage.setItem('tla:remote-overrides:enabled', 'on');
  localStorage.setItem(
    'tla:remote-overrides',
    JSON.stringify({ mf_blog: 'https://dev.example/remoteEntry.js' }),
  );
  try {
    const { loadRemoteComponent } = await freshRegistry();
    const { overridesInForce } = await import('./remote-overrides');
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const deployed = () => null;
    vi.mocked(loadRemote)
      .mockRejectedValueOnce(new Error('RUNTIME-008'))
      .mockResolvedValueOnce({ default: deployed });
    const module = await loadRemoteComponent(testSections.blog, 0);
    expect(registerRemotes).toHaveBeenNthCalledWith(1, [
      { name: 'mf_blog', entry: 'https://dev.example/remoteEntry.js', type: 'module' },
    ]);
    expect(registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'mf_blog', entry: 'https://blog.site.example/remoteEntry.js', type: 'module' }],
      { force: true },
    );
    expect(module.default).toBe(deployed);
    expect(overridesInForce()).toEqual([
      { name: 'mf_blog', entry: 'https://dev.example/remoteEntry.js', state: 'failed' },
    ]);
  } finally {
    localStorage.clear();
  }
});

test("preloading a link fetches the remote's module, its chunks and the page's at once, each once", async () => {
  const { preloadRemoteForPath, setSectionTable } = await freshRegistry();
  setSectionTable([testSections.blog]);
  vi.mocked(loadRemote).mockResolvedValue({ default: () => null });
  const manifest = {
    remote: 'mf_blog',
    buildId: 'b1',
    islands: [
      {
        module: testSections.blog.module,
        mount: '/blog/*',
        paths: ['/blog'],
        css: [],
        js: ['assets/blog-routes.js', 'assets/post-card.js'],
        pageJs: { '/blog': ['assets/blog-list-page.js', 'assets/post-card.js'] },
      },
    ],
  };
  vi.mocked(fetch).mockImplementation(async (input) =>
    Response.json(String(input).endsWith('/_islands/manifest.json') ? manifest : remotesFile),
  );

  preloadRemoteForPath('/blog?category=tokenomics');
  preloadRemoteForPath('/blog');
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
  expect(loadRemote).toHaveBeenCalledWith('mf_blog/blog-routes');
  for (const link of links) link.remove();
});

test('prefetching a link in idle time fetches its code and styles without running or applying them', async () => {
  const { prefetchCodeForPath, setSectionTable } = await freshRegistry();
  setSectionTable([testSections.blog]);
  answerWithManifest(['assets/blog-routes.js'], { '/blog': ['assets/blog-list-page.js'] }, [
    'assets/blog-routes.css',
  ]);

  prefetchCodeForPath('/blog');
  await vi.waitFor(() => expect(document.head.querySelectorAll('link')).toHaveLength(4));
  const links = [...document.head.querySelectorAll<HTMLLinkElement>('link')];
  expect(links.map((link) => [link.rel, link.getAttribute('as'), link.href])).toEqual([
    ['modulepreload', null, 'https://blog.site.example/remoteEntry.js'],
    ['modulepreload', null, 'https://blog.site.example/assets/blog-routes.js'],
    ['modulepreload', null, 'https://blog.site.example/assets/blog-list-page.js'],
    ['preload', 'style', 'https://blog.site.example/assets/blog-routes.css'],
  ]);
  expect(links.every((link) => link.crossOrigin === 'anonymous')).toBe(true);
  expect(loadRemote).not.toHaveBeenCalled();
  for (const link of links) link.remove();
});

function answerWithManifest(js: string[], pageJs: Record<string, string[]>, css: string[] = []) {
  const manifest = {
    remote: 'mf_blog',
    buildId: 'b1',
    islands: [{ module: testSections.blog.module, mount: '/blog/*', paths: [], css, js, pageJs }],
  };
  vi.mocked(fetch).mockImplementation(async (input) =>
    Response.json(String(input).endsWith('/_islands/manifest.json') ? manifest : remotesFile),
  );
}

test('a navigation to a section waits for its module and its page chunks, and says it is pending', async () => {
  const { markSiteStarted, navigationPending, sectionCodeForNavigation, setSectionTable } =
    await freshRegistry();
  setSectionTable([testSections.blog]);
  vi.mocked(loadRemote).mockResolvedValue({ default: () => null });
  answerWithManifest(['assets/blog-routes.js'], { '/blog/a-post': ['assets/post-page.js'] });
  // The first page's HTML is there: nothing to wait for until the site has started.
  expect(sectionCodeForNavigation(testSections.blog, '/blog/a-post')).toBeUndefined();

  markSiteStarted();
  const wait = sectionCodeForNavigation(testSections.blog, '/blog/a-post');
  expect(sectionCodeForNavigation(testSections.blog, '/blog/a-post')).toBe(wait);
  const onChange = vi.fn();
  navigationPending.subscribe(onChange);
  expect(navigationPending.isPending()).toBe(true);
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
  await vi.waitFor(() => expect(navigationPending.isPending()).toBe(false));
  expect(onChange).toHaveBeenCalled();
  for (const link of links) link.remove();
});

test('a navigation stops waiting for code that does not arrive after NAVIGATION_WAIT_MS', async () => {
  const { NAVIGATION_WAIT_MS, markSiteStarted, sectionCodeForNavigation, setSectionTable } =
    await freshRegistry();
  setSectionTable([testSections.blog]);
  vi.mocked(loadRemote).mockReturnValue(new Promise(() => {}));
  answerWithManifest([], {});
  vi.useFakeTimers();
  try {
    markSiteStarted();
    const wait = sectionCodeForNavigation(testSections.blog, '/blog');
    let settled = false;
    void wait?.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(NAVIGATION_WAIT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
  } finally {
    vi.useRealTimers();
  }
});

test('a navigation loads the current release of a remote whose code was fetched before a release', async () => {
  const { markSiteStarted, preloadRemoteForPath, sectionCodeForNavigation, setSectionTable } =
    await freshRegistry();
  setSectionTable([testSections.blog]);
  // Fetched ahead (hover, idle time): the module of build b1.
  vi.mocked(loadRemote).mockResolvedValueOnce({ default: () => null, buildId: 'b1' });
  answerWithManifest([], {});
  preloadRemoteForPath('/blog');
  await vi.waitFor(() => expect(loadRemote).toHaveBeenCalledTimes(1));

  // The blog is released: its manifest of pages now names build b2.
  vi.mocked(fetch).mockImplementation(async (input) =>
    Response.json(
      String(input).endsWith('/_islands/manifest.json')
        ? { remote: 'mf_blog', buildId: 'b2', islands: [] }
        : remotesFile,
    ),
  );
  vi.mocked(loadRemote).mockResolvedValue({ default: () => null, buildId: 'b2' });
  vi.useFakeTimers({ toFake: ['Date'] });
  try {
    vi.setSystemTime(Date.now() + 6_000); // the manifest fetched with the preload is now stale
    markSiteStarted();
    await sectionCodeForNavigation(testSections.blog, '/blog');
  } finally {
    vi.useRealTimers();
  }
  expect(loadRemote).toHaveBeenCalledTimes(2);
  expect(registerRemotes).toHaveBeenLastCalledWith(
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
