// @vitest-environment node
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { expect, test } from 'vitest';
import {
  appOrigins,
  currentDeployment,
  deploymentSchema,
  localDeployment,
  readDeployment,
  remoteEntryUrl,
} from './deployment';

const paths = {
  name: 'one-origin',
  apps: {
    shell: { url: 'https://site.example/' },
    blog: { url: 'https://site.example/_apps/blog/' },
    learn: { url: 'https://site.example/_apps/learn/' },
    simulator: { url: 'https://site.example/_apps/simulator/' },
  },
};

function file(content: string): string {
  const path = join(mkdtempSync(join(tmpdir(), 'tla-deployment-')), 'environment.json');
  writeFileSync(path, content);
  return path;
}

test('without a description file the local environment applies: today’s ports', () => {
  expect(currentDeployment({})).toBe(localDeployment);
  expect(localDeployment.apps.shell.url).toBe('http://localhost:4170/');
  expect(remoteEntryUrl(localDeployment, 'blog')).toBe('http://localhost:4171/remoteEntry.js');
});

test('a description file is chosen with TLA_DEPLOYMENT', () => {
  const deployment = currentDeployment({ TLA_DEPLOYMENT: file(JSON.stringify(paths)) });
  expect(deployment.name).toBe('one-origin');
  expect(appOrigins(deployment)).toEqual(['https://site.example']);
  expect(remoteEntryUrl(deployment, 'learn')).toBe(
    'https://site.example/_apps/learn/remoteEntry.js',
  );
});

test('a broken description names the file and the field', () => {
  const broken = file(
    JSON.stringify({
      ...paths,
      apps: { ...paths.apps, blog: { url: 'https://site.example/blog' } },
    }),
  );
  expect(() => readDeployment(broken)).toThrow(new RegExp(`${broken}[\\s\\S]*apps\\.blog\\.url`));
  expect(() => readDeployment(file('{ not json'))).toThrow(/not valid JSON/);
  expect(() => readDeployment('/no/such/file.json')).toThrow(/cannot read/);
});

test('the shell must serve the site root, and apps on one origin need prefixes of their own', () => {
  const shellUnderPath = deploymentSchema.safeParse({
    ...paths,
    apps: { ...paths.apps, shell: { url: 'https://site.example/app/' } },
  });
  expect(shellUnderPath.success).toBe(false);
  const blogAtRoot = deploymentSchema.safeParse({
    ...paths,
    apps: { ...paths.apps, blog: { url: 'https://site.example/' } },
  });
  expect(blogAtRoot.error?.issues.map((issue) => issue.path.join('.'))).toContain('apps.blog.url');
  const nested = deploymentSchema.safeParse({
    ...paths,
    apps: { ...paths.apps, learn: { url: 'https://site.example/_apps/blog/learn/' } },
  });
  expect(nested.success).toBe(false);
});

test('only http(s) base URLs without query or fragment', () => {
  for (const url of [
    'ftp://site.example/',
    'https://site.example/?x=1',
    'https://site.example/#top',
  ]) {
    const result = deploymentSchema.safeParse({
      ...paths,
      apps: { ...paths.apps, simulator: { url } },
    });
    expect(result.success, url).toBe(false);
  }
});

test('a deployment root is read from the description’s folder; none when it names none', () => {
  const described = file(JSON.stringify({ ...paths, root: 'srv/site' }));
  expect(readDeployment(described).root).toBe(join(dirname(described), 'srv/site'));
  expect(readDeployment(file(JSON.stringify({ ...paths, root: '/srv/tla' }))).root).toBe(
    '/srv/tla',
  );
  expect(readDeployment(file(JSON.stringify(paths))).root).toBeUndefined();
  expect(() => readDeployment(file(JSON.stringify({ ...paths, root: '' })))).toThrow(
    /root: a folder path/,
  );
});

test('TLS: certificate paths from the description’s folder, HSTS of a year at least, for https only', () => {
  const described = file(
    JSON.stringify({
      ...paths,
      tls: { certificate: 'certs/site.pem', key: '/etc/tla/site.key', httpPort: 8081 },
      hsts: { includeSubDomains: true },
    }),
  );
  const deployment = readDeployment(described);
  expect(deployment.tls).toEqual({
    certificate: join(dirname(described), 'certs/site.pem'),
    key: '/etc/tla/site.key',
    httpPort: 8081,
  });
  expect(deployment.hsts).toEqual({ maxAge: 31_536_000, includeSubDomains: true });
  // Defaults: redirect from port 80, a year, not the subdomains.
  const plain = deploymentSchema.parse({ ...paths, tls: { certificate: 'a.pem', key: 'a.key' } });
  expect(plain.tls?.httpPort).toBe(80);
  expect(plain.hsts).toEqual({ maxAge: 31_536_000, includeSubDomains: false });

  const issues = (description: unknown) =>
    deploymentSchema
      .safeParse(description)
      .error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  expect(issues({ ...paths, hsts: { maxAge: 86_400 } })).toEqual([
    'hsts.maxAge: at least 31536000 seconds (a year)',
  ]);
  expect(issues({ ...paths, tls: { certificate: '', key: 'a.key' } })).toEqual([
    'tls.certificate: the path of the PEM certificate chain',
  ]);
  expect(issues({ ...paths, tls: { certificate: 'a.pem', key: 'a.key', httpPort: 443 } })).toEqual([
    'tls.httpPort: port 443 serves an app: the HTTP redirect needs a port of its own',
  ]);
  expect(issues({ ...localDeployment, tls: { certificate: 'a.pem', key: 'a.key' } })).toEqual([
    'tls: no app URL is https: remove tls, or make the app URLs https',
  ]);
  expect(() =>
    readDeployment(file(JSON.stringify({ ...paths, tls: { certificate: 'a.pem' } }))),
  ).toThrow(/tls\.key/);
});
