import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import { localDeployment, readDeployment } from '@tla/platform/deploy/deployment';
import { stagedDeployment } from './release-smoke';

const paths = readDeployment(
  fileURLToPath(new URL('../e2e/deployments/paths.json', import.meta.url)),
);

test('the staged site keeps the topology (hosts, prefixes) on free ports of its own', async () => {
  const staged = await stagedDeployment(paths);
  expect(staged.name).toBe('e2e-paths-staged');
  const blog = new URL(staged.apps.blog.url);
  const shell = new URL(staged.apps.shell.url);
  expect(blog.hostname).toBe(new URL(paths.apps.blog.url).hostname);
  expect(blog.pathname).toBe('/_apps/blog/');
  // One origin stays one origin, on another port than the live site's.
  expect(blog.port).toBe(shell.port);
  expect(shell.port).not.toBe(new URL(paths.apps.shell.url).port);
  // The paths site is served over TLS; the staged copy by the Node server, in clear.
  expect(new URL(paths.apps.shell.url).protocol).toBe('https:');
  expect(shell.protocol).toBe('http:');
  expect(staged.tls).toBeUndefined();
});

test('apps on separate listeners stay on separate ports', async () => {
  const staged = await stagedDeployment(localDeployment);
  const livePorts = new Set(
    Object.values(localDeployment.apps).map(({ url }) => new URL(url).port),
  );
  const stagedPorts = new Set(Object.values(staged.apps).map(({ url }) => new URL(url).port));
  expect(stagedPorts.size).toBe(4);
  expect(livePorts.size).toBe(4);
  for (const port of stagedPorts) expect(livePorts.has(port)).toBe(false);
});
