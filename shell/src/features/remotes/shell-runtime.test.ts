import { loadRemote, registerRemotes } from '@module-federation/runtime';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { testSections } from '../../test/section-table';
import { overridesInForce } from './remote-overrides';
import { createShellRuntime } from './shell-runtime';

vi.mock('@module-federation/runtime', () => ({ loadRemote: vi.fn(), registerRemotes: vi.fn() }));

const remotesFile = {
  remotes: [{ name: 'mf_blog', entry: 'https://blog.site.example/remoteEntry.js' }],
  sections: [testSections.blog],
  overrideOrigins: ['https://dev.example'],
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
  localStorage.clear();
});

test('registers the remotes named in /remotes.json and loads the exposed component', async () => {
  const runtime = createShellRuntime();
  const component = () => null;
  vi.mocked(loadRemote).mockResolvedValue({ default: component });

  const module = await runtime.loadComponent(testSections.blog, 100);

  expect(module.default).toBe(component);
  expect(loadRemote).toHaveBeenCalledWith('mf_blog/blog-routes');
  expect(registerRemotes).toHaveBeenCalledWith(
    [{ name: 'mf_blog', entry: 'https://blog.site.example/remoteEntry.js', type: 'module' }],
    undefined,
  );
});

test('a developer’s override loads that remote from their entry; a failing one falls back to the deployed entry', async () => {
  localStorage.setItem('tla:remote-overrides:enabled', 'on');
  localStorage.setItem(
    'tla:remote-overrides',
    JSON.stringify({ mf_blog: 'https://dev.example/remoteEntry.js' }),
  );
  const runtime = createShellRuntime();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  const deployed = () => null;
  vi.mocked(loadRemote)
    .mockRejectedValueOnce(new Error('RUNTIME-008'))
    .mockResolvedValueOnce({ default: deployed });
  const module = await runtime.loadComponent(testSections.blog, 0);
  expect(registerRemotes).toHaveBeenNthCalledWith(
    1,
    [{ name: 'mf_blog', entry: 'https://dev.example/remoteEntry.js', type: 'module' }],
    undefined,
  );
  expect(registerRemotes).toHaveBeenLastCalledWith(
    [{ name: 'mf_blog', entry: 'https://blog.site.example/remoteEntry.js', type: 'module' }],
    { force: true },
  );
  expect(module.default).toBe(deployed);
  expect(overridesInForce()).toEqual([
    { name: 'mf_blog', entry: 'https://dev.example/remoteEntry.js', state: 'failed' },
  ]);
});
