/**
 * A real nginx serving the configuration generated for a deployment, for the tests that need what
 * nginx itself does (TLS handshakes, its own error answers, its log escaping): a folder per app with
 * a not-found page and a client page, the configuration and its links, nginx started without root and
 * stopped after the test. Debian's nginx only: `nginxBinary` is undefined on a machine without it.
 */
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { CLIENT_PAGE_FILE } from '../contracts/page-protocol';
import type { Deployment } from './deployment';
import { DEBIAN_BROTLI_MODULE, nginxConfig, type NginxOptions } from './nginx-config';
import { listeners } from './sites';
import { listQueryPage } from '../contracts/query-pages.fixture';

export const nginxBinary = ['/usr/sbin/nginx', '/usr/bin/nginx'].find(existsSync);

export const testPolicyInputs = {
  inlineScriptHashes: ['sha256-abc='],
  outbound: { script: [], style: [], img: [], connect: [], frame: [] },
};

export const testNotFoundPage = '<title>Page not found</title>';
export const testClientPage = '<div id="root"></div>';

/** A fresh folder for one served deployment (its certificate may go there before it is served). */
export function nginxTestRoot(): string {
  const root = mkdtempSync(join(tmpdir(), 'tla-nginx-'));
  // Started by root, nginx's workers run as nobody: they must be able to read the pages.
  chmodSync(root, 0o755);
  return root;
}

/** Whether something accepts a connection at `address`:`port`. */
export function reachable(address: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: address, port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export type ServedNginx = {
  options: NginxOptions;
  /** A file written into an app's folder, as a build would have. */
  put: (app: keyof NginxOptions['dists'], path: string, content: string | Buffer) => void;
  stop: () => Promise<void>;
};

/**
 * Serves `deployment` from folders under `root` until `stop`; resolves once every port answers.
 * `extra.releaseServiceSocket`: the shell's host passes the release service's paths to that socket.
 */
export async function startNginx(
  root: string,
  deployment: Deployment,
  extra: Pick<NginxOptions, 'variantsRoot' | 'releaseServiceSocket'> = {},
): Promise<ServedNginx> {
  if (!nginxBinary) throw new Error('nginx is not installed (Debian package nginx)');
  const options: NginxOptions = {
    dists: {
      shell: join(root, 'shell'),
      blog: join(root, 'blog'),
      learn: join(root, 'learn'),
      simulator: join(root, 'simulator'),
    },
    runtimeDir: join(root, 'run'),
    mimeTypes: '/etc/nginx/mime.types',
    // As served for real: precompressed .br copies too, where the module is installed.
    brotliModule: existsSync(DEBIAN_BROTLI_MODULE) ? DEBIAN_BROTLI_MODULE : undefined,
    clientPaths: ['^/blog/[^/]+/?$'],
    ...extra,
    queryPages: [listQueryPage],
  };
  const put = (app: keyof NginxOptions['dists'], path: string, content: string | Buffer) => {
    const file = join(options.dists[app], path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, content);
  };
  for (const dist of Object.values(options.dists)) mkdirSync(dist, { recursive: true });
  mkdirSync(options.runtimeDir, { recursive: true });
  put('shell', 'not-found/index.html', testNotFoundPage);
  put('shell', CLIENT_PAGE_FILE, testClientPage);
  const { config, links } = nginxConfig(deployment, testPolicyInputs, options);
  for (const link of links) {
    mkdirSync(dirname(link.path), { recursive: true });
    symlinkSync(link.target, link.path);
  }
  const configFile = join(options.runtimeDir, 'nginx.conf');
  writeFileSync(configFile, config);
  const nginx = spawn(nginxBinary, ['-p', options.runtimeDir, '-c', configFile], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  nginx.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  const exited = new Promise<void>((resolve) => nginx.once('exit', () => resolve()));
  const stop = async () => {
    if (nginx.exitCode === null) nginx.kill('SIGQUIT');
    await exited;
  };
  const ports = listeners(deployment).map((listener) => listener.port);
  if (deployment.tls) ports.push(deployment.tls.httpPort);
  for (let tries = 0; tries < 100; tries += 1) {
    if (nginx.exitCode !== null) break;
    const answers = await Promise.all(
      ports.map((port) => reachable(deployment.listenAddress, port)),
    );
    if (answers.every(Boolean)) return { options, put, stop };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await stop();
  throw new Error(`nginx did not start: ${stderr}`);
}
