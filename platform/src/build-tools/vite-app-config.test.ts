// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, test, vi } from 'vitest';
import { createServer as createHttpServer } from 'node:http';
import { createServer, type Plugin, type PluginOption, type UserConfig } from 'vite';
import { ISLANDS_INDEX_FILE, islandsIndexSchema } from '../contracts/islands-index';
import { DEPLOYMENT_VARIABLE, localDeployment } from '../deploy/deployment';
import { freePort } from '../server/free-port';
import { domFreeAliases } from './dom-free-modules';
import { defineAppConfig, serverCorsOrigins } from './vite-app-config';

const dirs: string[] = [];
afterEach(() => {
  vi.unstubAllEnvs();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A deployment description, in force through TLA_DEPLOYMENT. */
function useDeployment(description: object): void {
  const dir = mkdtempSync(join(tmpdir(), 'tla-deployment-'));
  dirs.push(dir);
  const file = join(dir, 'deployment.json');
  writeFileSync(file, JSON.stringify(description));
  vi.stubEnv(DEPLOYMENT_VARIABLE, file);
}

/** A deployment description on its own host names. */
function useSiteDeployment(): void {
  useDeployment({
    name: 'site',
    apps: {
      shell: { url: 'https://www.site.example/' },
      blog: { url: 'https://blog.site.example/' },
      learn: { url: 'https://www.site.example/_apps/learn/' },
      simulator: { url: 'https://sim.site.example/' },
    },
  });
}

/** The blog's Vite config for `vite` (dev) or `vite preview`, without its federation plugin. */
async function blogConfig(command: 'serve' | 'build', isPreview: boolean): Promise<UserConfig> {
  const define = defineAppConfig({ app: 'blog', federation: () => undefined, routes: ['/blog/*'] });
  if (typeof define !== 'function') throw new Error('defineAppConfig gives a config function');
  return define({ command, mode: 'development', isSsrBuild: false, isPreview });
}

test("a preview server answers the deployment's app origins only", async () => {
  useSiteDeployment();
  const { preview } = await blogConfig('serve', true);
  expect(preview?.cors).toEqual({
    origin: ['https://www.site.example', 'https://blog.site.example', 'https://sim.site.example'],
  });
});

test('a dev server answers the dev servers and the deployment, never any origin', async () => {
  useSiteDeployment();
  const { server } = await blogConfig('serve', false);
  expect(server?.cors).toEqual({
    origin: [
      'http://localhost:5170',
      'http://localhost:5171',
      'http://localhost:5172',
      'http://localhost:5173',
      'https://www.site.example',
      'https://blog.site.example',
      'https://sim.site.example',
    ],
  });
});

test('a description that moves the dev servers moves their ports and what they answer', async () => {
  const port = (number: number) => `http://localhost:${number}/`;
  useDeployment({
    name: 'my-ports',
    apps: {
      shell: { url: port(6170) },
      blog: { url: port(6171) },
      learn: { url: port(6172) },
      simulator: { url: port(6173) },
    },
    devServers: { shell: port(6270), blog: port(6271), learn: port(6272), simulator: port(6273) },
  });
  const { server, preview } = await blogConfig('serve', false);
  expect(server?.port).toBe(6271);
  expect(server?.origin).toBe('http://localhost:6271');
  // The other dev servers, then the deployment's apps.
  expect(server?.cors).toEqual({
    origin: [6270, 6271, 6272, 6273, 6170, 6171, 6172, 6173].map(
      (number) => `http://localhost:${number}`,
    ),
  });
  expect(preview?.port).toBe(6171);
});

test('the local deployment allows its own ports, and a dev origin appears once', () => {
  expect(serverCorsOrigins(localDeployment, 'preview')).toEqual([
    'http://localhost:4170',
    'http://localhost:4171',
    'http://localhost:4172',
    'http://localhost:4173',
  ]);
  expect(serverCorsOrigins(localDeployment, 'dev')).toHaveLength(8);
  expect(serverCorsOrigins(localDeployment, 'dev')).not.toContain('https://evil.example');
});

test('a build and a dev server both bundle the DOM-free builds of the libraries that have one', async () => {
  for (const command of ['build', 'serve'] as const) {
    const { resolve } = await blogConfig(command, false);
    expect(resolve?.alias).toEqual(domFreeAliases());
  }
});

const isPlugin = (option: PluginOption): option is Plugin =>
  typeof option === 'object' && option !== null && 'name' in option;

test("a remote's dev server answers its index of prerendered pages: JSON that lists none", async () => {
  const { plugins = [] } = await blogConfig('serve', false);
  const manifestPlugins = plugins
    .flat()
    .filter(isPlugin)
    .filter((plugin) => plugin.name === 'tla-dev-islands-index');
  const root = mkdtempSync(join(tmpdir(), 'tla-dev-'));
  dirs.push(root);
  const vite = await createServer({
    configFile: false,
    root,
    logLevel: 'silent',
    plugins: manifestPlugins,
    server: { middlewareMode: true },
  });
  const http = createHttpServer(vite.middlewares);
  const port = await freePort('127.0.0.1');
  await new Promise<void>((listening) => http.listen(port, '127.0.0.1', listening));
  try {
    const response = await fetch(`http://127.0.0.1:${port}/${ISLANDS_INDEX_FILE}`);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(islandsIndexSchema.parse(await response.json())).toMatchObject({
      remote: 'mf_blog',
      islands: [],
    });
  } finally {
    http.close();
    await vite.close();
  }
});
