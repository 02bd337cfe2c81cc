import { expect, test, vi } from 'vitest';
import { createRemoteCatalog } from './remote-catalog';
import {
  answering,
  federationDouble,
  overridesDouble,
  remotesFile,
} from './runtime-doubles.fixture';

function catalogWith(fetch: typeof globalThis.fetch, overrides = overridesDouble()) {
  const federation = federationDouble();
  const catalog = createRemoteCatalog({
    federation,
    overrides,
    fetch,
    pageUrl: () => 'https://site.example/blog',
  });
  return { catalog, federation };
}

test('a remotes.json that does not match its schema names the field', async () => {
  const { catalog } = catalogWith(
    vi.fn(async () => new Response(JSON.stringify({ remotes: [{ name: 'mf_blog', entry: 42 }] }))),
  );
  await expect(catalog.entryOf('mf_blog')).rejects.toThrow(
    /remotes\.json does not match its schema: remotes\.0\.entry/,
  );
});

test('remotes.json is fetched once, and again after it failed (for Retry)', async () => {
  const fetch = vi
    .fn<typeof globalThis.fetch>()
    .mockResolvedValueOnce(new Response('', { status: 503 }))
    .mockImplementation(async () => Response.json(remotesFile));
  const { catalog, federation } = catalogWith(fetch);
  await expect(catalog.registered()).rejects.toThrow('remotes.json answered 503');
  expect(federation.register).not.toHaveBeenCalled();

  await catalog.registered();
  await catalog.remotesFile();
  expect(fetch).toHaveBeenCalledTimes(2);
  expect(federation.register).toHaveBeenCalledTimes(1);
});

test('the remotes are listed as published', async () => {
  const { catalog } = catalogWith(answering());
  await expect(catalog.remotesFile()).resolves.toEqual(remotesFile);
});

test('an override on an origin the deployment allows is registered instead of the deployed entry', async () => {
  const overrides = overridesDouble({ mf_blog: 'https://dev.example/remoteEntry.js' });
  const { catalog, federation } = catalogWith(answering(), overrides);
  const entry = await catalog.entryOf('mf_blog');
  expect(federation.register).toHaveBeenCalledWith([
    { name: 'mf_blog', entry: 'https://dev.example/remoteEntry.js', type: 'module' },
  ]);
  expect(catalog.entryUrl(entry).href).toBe('https://dev.example/remoteEntry.js');
  expect(overrides.inForce()).toEqual([
    { name: 'mf_blog', entry: 'https://dev.example/remoteEntry.js', state: 'active' },
  ]);
});

test.each([
  ['another origin', 'https://attacker.example/remoteEntry.js'],
  ['the allowed host on another port', 'https://dev.example:8443/remoteEntry.js'],
  ['the allowed host over http', 'http://dev.example/remoteEntry.js'],
])(
  'an override on %s is refused before anything loads, and says which origins are allowed',
  async (_, url) => {
    const overrides = overridesDouble({ mf_blog: url });
    const { catalog, federation } = catalogWith(answering(), overrides);
    const entry = await catalog.entryOf('mf_blog');
    expect(federation.register).toHaveBeenCalledWith([
      { name: 'mf_blog', entry: 'https://blog.site.example/remoteEntry.js', type: 'module' },
    ]);
    expect(catalog.entryUrl(entry).href).toBe('https://blog.site.example/remoteEntry.js');
    expect(overrides.inForce()).toEqual([
      { name: 'mf_blog', entry: url, state: 'refused', allowedOrigins: ['https://dev.example'] },
    ]);
  },
);

test('a deployment that lists no override origin refuses every override', async () => {
  const published = { ...remotesFile, overrideOrigins: undefined };
  const overrides = overridesDouble({ mf_blog: 'https://dev.example/remoteEntry.js' });
  const { catalog, federation } = catalogWith(
    vi.fn(async () => Response.json(published)),
    overrides,
  );
  await catalog.registered();
  expect(federation.register).toHaveBeenCalledWith([
    { name: 'mf_blog', entry: 'https://blog.site.example/remoteEntry.js', type: 'module' },
  ]);
  expect(overrides.inForce()).toEqual([
    {
      name: 'mf_blog',
      entry: 'https://dev.example/remoteEntry.js',
      state: 'refused',
      allowedOrigins: [],
    },
  ]);
});
