import { loadRemote, registerRemotes } from '@module-federation/runtime';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { loadRemoteComponent } from './remote-registry';
import { remoteSections } from './remote-sections';

vi.mock('@module-federation/runtime', () => ({ loadRemote: vi.fn(), registerRemotes: vi.fn() }));

const remotesFile = {
  remotes: [{ name: 'mf_blog', entry: 'http://localhost:4171/remoteEntry.js' }],
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
  const component = () => null;
  vi.mocked(loadRemote).mockResolvedValue({ default: component });

  const module = await loadRemoteComponent(remoteSections.blog, 100);

  expect(module.default).toBe(component);
  expect(loadRemote).toHaveBeenCalledWith('mf_blog/blog-routes');
  expect(registerRemotes).toHaveBeenCalledWith([
    { name: 'mf_blog', entry: 'http://localhost:4171/remoteEntry.js', type: 'module' },
  ]);
});

test('a failed attempt stays failed (no reload loop); the next attempt re-registers under a fresh URL', async () => {
  vi.mocked(loadRemote)
    .mockRejectedValueOnce(new Error('RUNTIME-008'))
    .mockResolvedValue({ default: () => null });

  const first = loadRemoteComponent(remoteSections.blog, 200);
  await expect(first).rejects.toThrow('RUNTIME-008');
  // Rendering again asks for the same attempt: it gets the same settled promise, no new request.
  expect(loadRemoteComponent(remoteSections.blog, 200)).toBe(first);
  expect(loadRemote).toHaveBeenCalledTimes(1);

  await expect(loadRemoteComponent(remoteSections.blog, 201)).resolves.toHaveProperty('default');
  expect(registerRemotes).toHaveBeenLastCalledWith(
    [{ name: 'mf_blog', entry: 'http://localhost:4171/remoteEntry.js?retry=201', type: 'module' }],
    { force: true },
  );
});

test('a module that is not a component is refused with a clear error', async () => {
  vi.mocked(loadRemote).mockResolvedValue({ default: 'not a component' });
  await expect(loadRemoteComponent(remoteSections.blog, 300)).rejects.toThrow(
    /does not default-export a React component/,
  );
});
