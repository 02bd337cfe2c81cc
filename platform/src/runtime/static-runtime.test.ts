// @vitest-environment node
import { expect, test } from 'vitest';
import { createStaticRemoteRuntime } from './static-runtime';
import { blogSection, latestPostsWidget } from './runtime-doubles.fixture';

test('a bundled module loads as the section’s component, and is then at hand', async () => {
  const component = () => null;
  const runtime = createStaticRemoteRuntime({
    modules: { 'mf_blog/blog-routes': () => Promise.resolve({ default: component }) },
  });
  expect(runtime.arrivedComponent(blogSection)).toBeUndefined();
  const module = await runtime.loadComponent(blogSection);
  expect(module.default).toBe(component);
  expect(runtime.loadComponent(blogSection)).toBe(runtime.loadComponent(blogSection, 0));
  expect(runtime.arrivedComponent(blogSection)).toBe(module);
});

test('a module not bundled is named; a retry asks again', async () => {
  const runtime = createStaticRemoteRuntime({ modules: {} });
  await expect(runtime.loadComponent(blogSection)).rejects.toThrow(
    'No module mf_blog/blog-routes is bundled with this page',
  );
  expect(runtime.loadComponent(blogSection, 1)).not.toBe(runtime.loadComponent(blogSection, 0));
});

test('the sections and widgets are listed as remotes.json would, and navigations never wait', async () => {
  const widgets = [latestPostsWidget];
  const runtime = createStaticRemoteRuntime({ modules: {}, sections: [blogSection], widgets });
  await expect(runtime.remotesFile()).resolves.toEqual({
    remotes: [],
    sections: [blogSection],
    widgets,
    overrideOrigins: [],
  });
  runtime.navigation.markSiteStarted();
  expect(runtime.navigation.codeFor(blogSection, '/blog')).toBeUndefined();
  expect(runtime.navigation.pending.isPending()).toBe(false);
});

test('a reader-search module is read from the bundle', async () => {
  const runtime = createStaticRemoteRuntime({
    modules: { 'mf_blog/reader-search': () => Promise.resolve({ readerSearchIndex: () => ['a'] }) },
  });
  await expect(runtime.loadReaderSearchIndex('mf_blog', 'reader-search')).resolves.toEqual(['a']);
});
