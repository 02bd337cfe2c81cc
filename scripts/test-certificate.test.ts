import { execFile } from 'node:child_process';
import { X509Certificate } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, expect, test } from 'vitest';
import { deploymentSchema } from '@tla/platform/deploy/deployment';
import { nginxConfig } from '@tla/platform/deploy/nginx-config';
import { ensureTestCertificate, spkiHash } from './test-certificate';
import { findOnPath } from './system-packages';

const run = promisify(execFile);
const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'tla-tls-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const described = (dir: string) =>
  deploymentSchema.parse({
    name: 'tls-test',
    apps: {
      shell: { url: 'https://www.tls.test:8490/' },
      blog: { url: 'https://blog.tls.test:8490/' },
      learn: { url: 'https://www.tls.test:8490/_apps/learn/' },
      simulator: { url: 'https://www.tls.test:8490/_apps/simulator/' },
    },
    tls: { certificate: join(dir, 'tls/site.crt'), key: join(dir, 'tls/site.key'), httpPort: 8491 },
  });

test('a certificate is made for every https host, once, and its SPKI hash is the one openssl gives', async () => {
  const dir = tempDir();
  const deployment = described(dir);
  const made = ensureTestCertificate(deployment);
  const x509 = new X509Certificate(made.pem);
  expect(x509.checkHost('www.tls.test')).toBe('www.tls.test');
  expect(x509.checkHost('blog.tls.test')).toBe('blog.tls.test');
  expect(x509.checkHost('other.tls.test')).toBeUndefined();
  const { stdout } = await run('sh', [
    '-c',
    `openssl x509 -in ${join(dir, 'tls/site.crt')} -pubkey -noout | openssl pkey -pubin -outform der | openssl dgst -sha256 -binary | base64`,
  ]);
  expect(made.spki).toBe(stdout.trim());

  // Every Playwright process loads the configuration: a usable pair is kept, not remade.
  const modified = statSync(join(dir, 'tls/site.crt')).mtimeMs;
  expect(ensureTestCertificate(deployment)).toEqual(made);
  expect(statSync(join(dir, 'tls/site.crt')).mtimeMs).toBe(modified);

  // One that does not name every host (another description) is replaced.
  const other = ensureTestCertificate(
    deploymentSchema.parse({
      ...deployment,
      apps: { ...deployment.apps, blog: { url: 'https://news.tls.test:8490/' } },
    }),
  );
  expect(new X509Certificate(other.pem).checkHost('news.tls.test')).toBe('news.tls.test');
  expect(other.spki).not.toBe(made.spki);
  expect(spkiHash(readFileSync(join(dir, 'tls/site.crt'), 'utf8'))).toBe(other.spki);
});

test('a description without https has no certificate to make', () => {
  const plain = deploymentSchema.parse({
    name: 'plain',
    apps: {
      shell: { url: 'http://site.tls.test/' },
      blog: { url: 'http://site.tls.test/_apps/blog/' },
      learn: { url: 'http://site.tls.test/_apps/learn/' },
      simulator: { url: 'http://site.tls.test/_apps/simulator/' },
    },
  });
  expect(() => ensureTestCertificate(plain)).toThrow(
    'deployment "plain" has no https app URL and no tls to make a certificate for',
  );
});

const nginx = findOnPath('nginx', `${process.env.PATH ?? ''}:/usr/sbin`);

test.runIf(nginx !== undefined)(
  'nginx accepts the generated TLS configuration with that certificate',
  async () => {
    const dir = tempDir();
    const deployment = described(dir);
    ensureTestCertificate(deployment);
    const dist = join(dir, 'dist');
    mkdirSync(dist);
    const { config } = nginxConfig(
      deployment,
      {
        inlineScriptHashes: [],
        outbound: { script: [], style: [], img: [], connect: [], frame: [] },
      },
      {
        dists: { shell: dist, blog: dist, learn: dist, simulator: dist },
        runtimeDir: dir,
        mimeTypes: '/etc/nginx/mime.types',
      },
    );
    writeFileSync(join(dir, 'nginx.conf'), config);
    const { stderr } = await run(nginx ?? 'nginx', [
      '-t',
      '-p',
      dir,
      '-c',
      join(dir, 'nginx.conf'),
    ]);
    expect(stderr).toContain('syntax is ok');
    expect(stderr).toContain('test is successful');
  },
);
