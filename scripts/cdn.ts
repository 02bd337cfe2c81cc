/**
 * A CDN in front of a deployment's origin (platform/src/deploy/nginx-cdn.ts): nginx with proxy_cache,
 * in the foreground, without root, until stopped. The description's URLs are the public ones, the
 * CDN's; the origin (`npm run serve` or `serve:nginx` for the same description) listens at its
 * listenAddress on the same ports, and the CDN at --address, where readers' resolution of the public
 * host name leads. Or, with --port, on another port of any address. Its cache starts empty.
 * Usage: TLA_DEPLOYMENT=<description> npm run cdn -- --address <ip> [--port <p>] [--config-only]
 */
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { currentDeployment, LOOPBACK_ADDRESS } from '@tla/platform/deploy/deployment';
import { cdnEdgesFor, cdnNginxConfig } from '@tla/platform/deploy/nginx-cdn';
import { deploymentRoot } from './deploy-target';
import { findOnPath, installCommand, nginxPackages } from './system-packages';

const USAGE =
  'TLA_DEPLOYMENT=<description> npm run cdn -- --address <ip> [--port <p>] [--config-only]';

const argsSchema = z.object({
  address: z.string().trim().min(1, '--address needs an address'),
  port: z.coerce.number().int().min(1).max(65_535).optional(),
  'config-only': z.boolean(),
});

function fail(message: string): never {
  console.error(`cdn: ${message}\nusage: ${USAGE}`);
  process.exit(1);
}

let options: z.infer<typeof argsSchema>;
try {
  const { values } = parseArgs({
    options: {
      address: { type: 'string', default: LOOPBACK_ADDRESS },
      port: { type: 'string' },
      'config-only': { type: 'boolean', default: false },
    },
    strict: true,
  });
  const parsed = argsSchema.safeParse(values);
  if (!parsed.success) fail(z.prettifyError(parsed.error));
  options = parsed.data;
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}

const nginxBinary = findOnPath('nginx');
if (!options['config-only'] && nginxBinary === undefined) {
  console.error(
    `cdn needs nginx, which is not on PATH: install it with \`${installCommand(nginxPackages)}\` (or add /usr/sbin to PATH).`,
  );
  process.exit(1);
}

const deployment = currentDeployment();
let edges;
try {
  edges = cdnEdgesFor(deployment, { address: options.address, port: options.port });
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
const runtimeDir = join(deploymentRoot(deployment), 'cdn');
rmSync(runtimeDir, { recursive: true, force: true });
mkdirSync(runtimeDir, { recursive: true });
const configFile = join(runtimeDir, 'nginx.conf');
writeFileSync(configFile, cdnNginxConfig({ edges, runtimeDir }));
console.log(`CDN configuration for "${deployment.name}": ${configFile}`);

if (!options['config-only'] && nginxBinary !== undefined) {
  const nginx = spawn(nginxBinary, ['-p', runtimeDir, '-c', configFile], { stdio: 'inherit' });
  const stop = () => nginx.kill('SIGQUIT');
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  nginx.on('error', (error) => {
    console.error(`cdn could not start ${nginxBinary}: ${error.message}`);
    process.exit(1);
  });
  nginx.on('exit', (code) => process.exit(code ?? 0));
  for (const { listen, origin } of edges) {
    console.log(
      `CDN for "${deployment.name}" at ${listen.address}:${listen.port}, origin ${origin}`,
    );
  }
}
