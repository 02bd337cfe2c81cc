import { expect, test, vi } from 'vitest';
import { createRemoteCatalog } from './remote-catalog';
import { answering, federationDouble, overridesDouble, remotesFile } from './test-doubles';

function catalogWith(fetch: typeof globalThis.fetch) {
  const federation = federationDouble();
  const catalog = createRemoteCatalog({
    federation,
    overrides: overridesDouble(),
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
