// @vitest-environment node
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
