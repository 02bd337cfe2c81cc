// @vitest-environment node
/**
 * Previews and the canary as readers get them, from the Node server and from a real nginx serving
 * the generated configuration: the same pages for the same cookies.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { freePort } from '../server/free-port';
import { rawRequest } from '../test/raw-request';
import { startStaticServers } from '../server/static-server';
import { deploymentSchema, localDeployment, type AppId } from './deployment';
import {
  nginxBinary,
  nginxTestRoot,
  startNginx,
  testPolicyInputs,
  type ServedNginx,
} from './nginx-test-server';
import {
  bucketMarker,
  CANARY_VARIANT,
  previewVariant,
  VARIANT_RECORD_FILE,
  variantDir,
  stagedFolder,
  type VariantRecord,
} from './release-variants';

const address = localDeployment.listenAddress;
const token = 'A'.repeat(16) + 'b-_9'.repeat(4);
const expiredToken = 'E'.repeat(32);
const share = 30;

function write(file: string, content: string) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
}

const deploymentAt = (base: string) =>
  deploymentSchema.parse({
    name: 'variants',
    apps: {
      shell: { url: `${base}/` },
      blog: { url: `${base}/_apps/blog/` },
      learn: { url: `${base}/_apps/learn/` },
      simulator: { url: `${base}/_apps/simulator/` },
    },
  });

/** The live site's files and, in `variantsRoot`, a preview, an expired one, a canary and a staged release. */
function writeSite(dists: Record<AppId, string>, variantsRoot: string) {
  write(join(dists.shell, 'index.html'), 'live home');
  write(join(dists.shell, 'blog/index.html'), 'live blog');
  writeFileSync(join(dists.shell, 'blog/index.html.br'), brotliCompressSync('live blog'));
  write(join(dists.shell, 'assets/app-1.js'), 'the shell');
  write(join(dists.blog, 'remoteEntry.js'), 'live entry');
  const variant = (name: string, record: VariantRecord, page: string) => {
    write(join(variantDir(variantsRoot, name), VARIANT_RECORD_FILE), JSON.stringify(record));
    write(join(variantDir(variantsRoot, name), 'shell/index.html'), `${page} home`);
    write(join(variantDir(variantsRoot, name), 'shell/blog/index.html'), `${page} blog`);
    writeFileSync(
      join(variantDir(variantsRoot, name), 'shell/blog/index.html.br'),
      brotliCompressSync(`${page} blog`),
    );
  };
  const base = { remote: 'blog', release: 'r2', createdAt: '2026-12-01T00:00:00.000Z' } as const;
  variant(
    previewVariant(token),
    { ...base, kind: 'preview', expiresAt: '2999-01-01T00:00:00.000Z' },
    'preview',
  );
  variant(
    previewVariant(expiredToken),
    { ...base, kind: 'preview', expiresAt: '2026-12-02T00:00:00.000Z' },
    'expired',
  );
  variant(CANARY_VARIANT, { ...base, kind: 'canary', share }, 'canary');
  for (let bucket = 0; bucket < share; bucket += 1)
    write(join(variantDir(variantsRoot, bucketMarker(bucket))), '');
  write(join(stagedFolder(variantsRoot, 'blog'), 'r2/remoteEntry.js'), 'staged entry');
}

const get = (base: string, path: string, cookie?: string) =>
  rawRequest(base, path, cookie === undefined ? {} : { Cookie: cookie });

type Served = { name: string; base: string; stop: () => Promise<void> };
const served: Served[] = [];

beforeAll(async () => {
  {
    const root = nginxTestRoot();
    const base = `http://${address}:${await freePort(address)}`;
    const dists = {
      shell: join(root, 'shell'),
      blog: join(root, 'blog'),
      learn: join(root, 'learn'),
      simulator: join(root, 'simulator'),
    };
    const variantsRoot = join(root, 'deployment');
    writeSite(dists, variantsRoot);
    const servers = await startStaticServers({
      deployment: deploymentAt(base),
      dists,
      policyInputs: testPolicyInputs,
      variantsRoot,
    });
    const stop = async () => {
      for (const server of servers) server.close();
    };
    served.push({ name: 'Node server', base, stop });
  }
  if (nginxBinary) {
    const root = nginxTestRoot();
    const base = `http://${address}:${await freePort(address)}`;
    const variantsRoot = join(root, 'deployment');
    const nginx: ServedNginx = await startNginx(root, deploymentAt(base), { variantsRoot });
    writeSite(nginx.options.dists, variantsRoot);
    served.push({ name: 'nginx', base, stop: nginx.stop });
  }
});

afterAll(async () => {
  await Promise.all(served.map(({ stop }) => stop()));
});

const each = (name: string, check: (site: Served) => Promise<void>) =>
  test(name, async () => {
    expect(served.length).toBe(nginxBinary ? 2 : 1);
    for (const site of served) {
      try {
        await check(site);
      } catch (error) {
        throw new Error(`${site.name}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  });

each(
  'the preview link sets its cookie and shows the home page; a tampered link only the home page',
  async ({ base }) => {
    const opened = await get(base, `/_preview/${token}`);
    expect(opened.status).toBe(302);
    expect(opened.headers.location).toBe('/');
    expect(opened.headers['set-cookie']?.[0]).toMatch(
      new RegExp(`^tla_preview=${token}; Path=/; HttpOnly; SameSite=Lax$`),
    );
    expect(opened.headers['cache-control']).toBe('private, no-store');
    const tampered = await get(base, `/_preview/${token.slice(0, -1)}x`);
    expect(tampered.status).toBe(302);
    expect(tampered.headers['set-cookie']).toBeUndefined();
    const malformed = await get(base, '/_preview/../blog');
    expect(malformed.headers['set-cookie']?.join()).not.toMatch(/tla_preview/);
  },
);

each(
  'the preview cookie gets the preview pages, never indexed nor kept by a shared cache',
  async ({ base }) => {
    for (const path of ['/', '/blog']) {
      const page = await get(base, path, `tla_preview=${token}`);
      expect(page.body).toBe(`preview ${path === '/' ? 'home' : 'blog'}`);
      expect(page.headers['x-robots-tag']).toBe('noindex');
      expect(page.headers['cache-control']).toBe('private, no-store');
    }
    // The shell's hashed assets are one build in every variant: served and cached as ever.
    const asset = await get(base, '/assets/app-1.js', `tla_preview=${token}`);
    expect(asset.body).toBe('the shell');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.vary ?? '').not.toMatch(/Cookie/);
  },
);

each('a tampered or malformed preview cookie gets the live site, no error', async ({ base }) => {
  for (const cookie of [
    `tla_preview=${token.slice(0, -1)}x`,
    'tla_preview=../../etc',
    'tla_preview=',
  ]) {
    const page = await get(base, '/blog', `${cookie}; tla_bucket=99`);
    expect(page.status).toBe(200);
    expect(page.body).toBe('live blog');
    expect(page.headers['x-robots-tag']).toBeUndefined();
    expect(page.headers['cache-control']).toBe('no-cache');
    // A shared cache that keeps the live page keeps it per cookie: a canary's reader never gets it.
    expect(page.headers.vary).toMatch(/\bCookie\b/);
  }
});

each(
  'a bucket the canary serves gets its pages on every visit; another bucket the live ones',
  async ({ base }) => {
    for (let visit = 0; visit < 3; visit += 1) {
      const inside = await get(base, '/blog', `tla_bucket=${share - 1}`);
      expect(inside.body).toBe('canary blog');
      expect(inside.headers['cache-control']).toBe('private, no-store');
      expect(inside.headers['x-robots-tag']).toBeUndefined();
      expect(inside.headers['set-cookie']).toBeUndefined();
      const outside = await get(base, '/blog', `tla_bucket=${share}`);
      expect(outside.body).toBe('live blog');
      expect(outside.headers.vary).toMatch(/\bCookie\b/);
    }
    // A preview wins over the bucket; a bucket that is no number is a new browser's.
    expect((await get(base, '/', `tla_bucket=3; tla_preview=${token}`)).body).toBe('preview home');
    expect((await get(base, '/', 'tla_bucket=07')).headers['set-cookie']?.[0]).toMatch(
      /^tla_bucket=\d+;/,
    );
  },
);

each(
  'a new browser is given a bucket, and about the canary share of them get it',
  async ({ base }) => {
    const readers = 400;
    let inCanary = 0;
    for (let reader = 0; reader < readers; reader += 1) {
      const page = await get(base, '/');
      const cookie = page.headers['set-cookie']?.[0] ?? '';
      const match = /^tla_bucket=(\d+); Path=\/; Max-Age=31536000; SameSite=Lax$/.exec(cookie);
      expect(match, cookie).not.toBeNull();
      const bucket = Number(match?.[1]);
      // The page of the first request is already the bucket's.
      expect(page.body).toBe(bucket < share ? 'canary home' : 'live home');
      if (bucket < share) inCanary += 1;
    }
    expect(inCanary / readers).toBeGreaterThan((share - 10) / 100);
    expect(inCanary / readers).toBeLessThan((share + 10) / 100);
  },
);

each(
  "a staged release's files are served under their own path, to every reader",
  async ({ base }) => {
    const entry = await get(base, '/_apps/blog/_staged/r2/remoteEntry.js');
    expect(entry.status).toBe(200);
    expect(entry.body).toBe('staged entry');
    expect(entry.headers['cache-control']).toBe('no-cache');
    expect((await get(base, '/_apps/blog/remoteEntry.js')).body).toBe('live entry');
    expect((await get(base, '/_apps/blog/_staged/r3/remoteEntry.js')).status).toBe(404);
  },
);

test('the Node server serves an expired preview as the live site (nginx: once the service removed it)', async () => {
  const node = served.find(({ name }) => name === 'Node server');
  const page = await get(node?.base ?? '', '/blog', `tla_preview=${expiredToken}; tla_bucket=99`);
  expect(page.body).toBe('live blog');
  const link = await get(node?.base ?? '', `/_preview/${expiredToken}`);
  expect(link.headers['set-cookie']).toBeUndefined();
});

each("a page is sent precompressed, the live one and a variant's alike", async ({ base }) => {
  for (const cookie of [undefined, `tla_preview=${token}`, `tla_bucket=${share - 1}`]) {
    const headers: Record<string, string> = { 'Accept-Encoding': 'br, gzip' };
    if (cookie !== undefined) headers.Cookie = cookie;
    const page = await rawRequest(base, '/blog', headers);
    expect(page.status, cookie).toBe(200);
    expect(page.headers['content-encoding'], cookie).toBe('br');
  }
});
