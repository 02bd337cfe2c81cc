/**
 * Serve a deployment with nginx (Debian's package): compose the shell for it, generate the
 * configuration from the description and run nginx in the foreground, without root, until stopped.
 * Usage: TLA_DEPLOYMENT=e2e/deployments/origins.json tsx scripts/nginx.ts [--config-only]
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { currentDeployment } from '@tla/platform/deploy/deployment';
import { readShellPolicyInputs } from '@tla/platform/deploy/http-policy';
import { nginxConfig } from '@tla/platform/deploy/nginx-config';
import { composeFor } from './compose';
import { deployedDists, deployRoot } from './deploy-target';

const brotliModule = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

const deployment = currentDeployment();
await composeFor(deployment);
const dists = deployedDists(deployment);
const runtimeDir = join(deployRoot, deployment.name, 'nginx');
rmSync(runtimeDir, { recursive: true, force: true });
mkdirSync(runtimeDir, { recursive: true });
const { config, links } = nginxConfig(deployment, readShellPolicyInputs(dists.shell), {
  dists,
  runtimeDir,
  mimeTypes: '/etc/nginx/mime.types',
  brotliModule: existsSync(brotliModule) ? brotliModule : undefined,
});
for (const link of links) {
  mkdirSync(dirname(link.path), { recursive: true });
  symlinkSync(link.target, link.path);
}
const configFile = join(runtimeDir, 'nginx.conf');
writeFileSync(configFile, config);
console.log(`nginx configuration for "${deployment.name}": ${configFile}`);

if (!process.argv.includes('--config-only')) {
  const nginx = spawn('nginx', ['-p', runtimeDir, '-c', configFile], { stdio: 'inherit' });
  const stop = () => nginx.kill('SIGQUIT');
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  nginx.on('exit', (code) => process.exit(code ?? 0));
  console.log(
    `Token Launch Academy (${deployment.name}) under nginx at ${deployment.apps.shell.url}`,
  );
}
