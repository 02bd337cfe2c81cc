/**
 * Serve a deployment with nginx (Debian's package): compose the shell for it, generate the
 * configuration from the description and run nginx in the foreground, without root, until stopped.
 * Usage: TLA_DEPLOYMENT=e2e/deployments/origins.json tsx scripts/nginx.ts [--config-only]
 * (--config-only: write the configuration and stop, without nginx).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { currentDeployment } from '@tla/platform/deploy/deployment';
import { readShellPolicyInputs } from '@tla/platform/deploy/content-security-policy';
import { DEBIAN_BROTLI_MODULE, nginxConfig } from '@tla/platform/deploy/nginx-config';
import { deployedClientPaths, deployedQueryPages } from '@tla/platform/deploy/site-pages';
import { readCommandLine } from './command-line';
import { composeFor } from './compose';
import { deployedDists, deploymentRoot } from './deploy-target';
import {
  listenForProxy,
  recoverDeployment,
  releaseServiceSocket,
} from './release-service/release-server';
import { findOnPath, installCommand, nginxPackages } from './system-packages';

const USAGE = 'TLA_DEPLOYMENT=<description> npm run serve:nginx [-- --config-only]';

function parseNginxArgs(args: readonly string[]): { configOnly: boolean } {
  const { values } = readCommandLine(args, {
    usage: USAGE,
    options: { 'config-only': { type: 'boolean', default: false } },
  });
  return { configOnly: values['config-only'] };
}

let configOnly = false;
try {
  ({ configOnly } = parseNginxArgs(process.argv.slice(2)));
} catch (error) {
  console.error(`serve:nginx: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
// Say what is missing before composing anything, rather than fail after announcing the site.
const nginxBinary = findOnPath('nginx');
if (!configOnly && nginxBinary === undefined) {
  console.error(
    `serve:nginx needs nginx, which is not on PATH: install it with \`${installCommand(nginxPackages)}\` (or add /usr/sbin to PATH).`,
  );
  process.exit(1);
}

const deployment = currentDeployment();
// nginx would only say it cannot load a certificate, after compose: name the field and the file first.
for (const field of ['certificate', 'key'] as const) {
  const path = deployment.tls?.[field];
  if (path !== undefined && !existsSync(path)) {
    console.error(
      `serve:nginx: tls.${field} of deployment "${deployment.name}" names ${path}, which does not exist.`,
    );
    process.exit(1);
  }
}
// An operation stopped half-way (a kill) is cleaned up first; compose then writes what is live.
for (const line of await recoverDeployment(deployment)) console.log(`recovered: ${line}`);
await composeFor(deployment);
const dists = deployedDists(deployment);
const runtimeDir = join(deploymentRoot(deployment), 'nginx');
rmSync(runtimeDir, { recursive: true, force: true });
mkdirSync(runtimeDir, { recursive: true });
const { config, links } = nginxConfig(deployment, readShellPolicyInputs(dists.shell), {
  dists,
  runtimeDir,
  mimeTypes: '/etc/nginx/mime.types',
  brotliModule: existsSync(DEBIAN_BROTLI_MODULE) ? DEBIAN_BROTLI_MODULE : undefined,
  // From the sections compose just collected: a release that changes them restarts serve:nginx.
  clientPaths: deployedClientPaths(dists.shell),
  queryPages: deployedQueryPages(dists.shell),
  releaseServiceSocket: releaseServiceSocket(deployment),
  variantsRoot: deploymentRoot(deployment),
});
for (const link of links) {
  mkdirSync(dirname(link.path), { recursive: true });
  symlinkSync(link.target, link.path);
}
const configFile = join(runtimeDir, 'nginx.conf');
writeFileSync(configFile, config);
console.log(`nginx configuration for "${deployment.name}": ${configFile}`);

if (!configOnly && nginxBinary !== undefined) {
  // The release service, in this process, behind nginx on the deployment's socket.
  const service = await listenForProxy(deployment);
  const nginx = spawn(nginxBinary, ['-p', runtimeDir, '-c', configFile], { stdio: 'inherit' });
  const stop = () => {
    service.close();
    nginx.kill('SIGQUIT');
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  nginx.on('error', (error) => {
    console.error(`serve:nginx could not start ${nginxBinary}: ${error.message}`);
    process.exit(1);
  });
  nginx.on('exit', (code) => process.exit(code ?? 0));
  console.log(
    `Token Launch Academy (${deployment.name}) under nginx at ${deployment.apps.shell.url}`,
  );
}
