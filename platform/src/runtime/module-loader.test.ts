import { expect, test, vi } from 'vitest';
import { createModuleLoader } from './module-loader';
import { createRemoteCatalog } from './remote-catalog';
import {
  answering,
  blogSection,
  federationDouble,
  overridesDouble,
} from './runtime-doubles.fixture';

function loaderWith(overrides = overridesDouble(), timeoutMs?: number) {
  const federation = federationDouble();
  const catalog = createRemoteCatalog({
    federation,
    overrides,
    fetch: answering(),
    pageUrl: () => 'https://site.example/blog',
  });
  return { loader: createModuleLoader(catalog, federation, timeoutMs), federation };
}

test('a failed attempt stays failed (no reload loop); the next attempt re-registers under a fresh URL', async () => {
  const { loader, federation } = loaderWith();
  federation.load
    .mockRejectedValueOnce(new Error('RUNTIME-008'))
    .mockResolvedValue({ default: () => null });

  const first = loader.loadComponent(blogSection, 200);
  await expect(first).rejects.toThrow('RUNTIME-008');
  // Rendering again asks for the same attempt: it gets the same settled promise, no new request.
  expect(loader.loadComponent(blogSection, 200)).toBe(first);
  expect(federation.load).toHaveBeenCalledTimes(1);

  await expect(loader.loadComponent(blogSection, 201)).resolves.toHaveProperty('default');
  expect(federation.register).toHaveBeenLastCalledWith(
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
  const { loader, federation } = loaderWith();
  federation.load.mockResolvedValue({ default: 'not a component' });
  await expect(loader.loadComponent(blogSection, 300)).rejects.toThrow(
    /does not default-export a React component/,
  );
});

test('a remote released while the page runs: its old code fails once, its current entry loads, no message', async () => {
  const { loader, federation } = loaderWith();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  const current = () => null;
  federation.load
    .mockResolvedValueOnce({ default: () => null }) // the list page, before the release
    .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module')) // old chunk gone
    .mockResolvedValueOnce({ default: current });
  const before = await loader.loadComponent(blogSection, 0);
  const after = await loader.loadComponent({ ...blogSection, module: 'latest-posts' }, 0);
  expect(after.default).toBe(current);
  // The list page loaded before the release is loaded again, from the current release.
  const listAgain = () => null;
  federation.load.mockResolvedValueOnce({ default: listAgain });
  const reloaded = await loader.loadComponent(blogSection, 0);
  expect(reloaded).not.toBe(before);
  expect(reloaded.default).toBe(listAgain);
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

test('a remote that never loaded on this page is not retried behind the reader’s back', async () => {
  const { loader, federation } = loaderWith();
  federation.load.mockRejectedValue(new Error('RUNTIME-008'));
  await expect(loader.loadComponent(blogSection, 0)).rejects.toThrow('RUNTIME-008');
  expect(federation.load).toHaveBeenCalledTimes(1);
  expect(loader.arrivedComponent(blogSection, 0)).toBeUndefined();
});

test('a developer’s override that fails to load gives way to the deployed entry', async () => {
  const overrides = overridesDouble({ mf_blog: 'https://dev.example/remoteEntry.js' });
  const { loader, federation } = loaderWith(overrides);
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  const deployed = () => null;
  federation.load
    .mockRejectedValueOnce(new Error('RUNTIME-008'))
    .mockResolvedValueOnce({ default: deployed });
  const module = await loader.loadComponent(blogSection, 0);
  expect(federation.register).toHaveBeenNthCalledWith(1, [
    { name: 'mf_blog', entry: 'https://dev.example/remoteEntry.js', type: 'module' },
  ]);
  expect(federation.register).toHaveBeenLastCalledWith(
    [{ name: 'mf_blog', entry: 'https://blog.site.example/remoteEntry.js', type: 'module' }],
    { force: true },
  );
  expect(module.default).toBe(deployed);
  expect(overrides.inForce()).toEqual([
    { name: 'mf_blog', entry: 'https://dev.example/remoteEntry.js', state: 'failed' },
  ]);
});

test('a load that takes too long fails with a message naming the section', async () => {
  const { loader, federation } = loaderWith(overridesDouble(), 50);
  federation.load.mockReturnValue(new Promise(() => {}));
  await expect(loader.loadComponent(blogSection, 0)).rejects.toThrow(
    'Blog did not load within 0.05 s',
  );
});

test('a remote that remotes.json does not list is named', async () => {
  const { loader } = loaderWith();
  await expect(
    loader.loadComponent({ remote: 'mf_shop', module: 'shop-routes', label: 'Shop' }, 0),
  ).rejects.toThrow('remotes.json has no entry for mf_shop');
});
