// @vitest-environment node
/**
 * Behind trusted proxies both servers pace violation reports per reader, as the proxies name them,
 * and take no one else's word for an address: nginx with its realip module, the Node server with
 * client-address.ts, from one deployment description.
 */
import { mkdtempSync, mkdirSync } from 'node:fs';
import { request, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { freePort } from '../server/free-port';
import { startStaticServers } from '../server/static-server';
import { CSP_REPORT_RATE } from './csp-report-endpoint';
import { deploymentSchema, localDeployment, type AppId, type Deployment } from './deployment';
import { nginxBinary, nginxTestRoot, startNginx, testPolicyInputs } from './nginx-test-server';

/** The CDN's address on this machine; readers' addresses are what it writes in the header. */
const cdn = '127.0.0.41';
const elsewhere = '127.0.0.42';

async function deploymentOnFreePort(
  name: string,
): Promise<{ deployment: Deployment; base: string }> {
  const address = localDeployment.listenAddress;
  const base = `http://${address}:${await freePort(address)}`;
  const deployment = deploymentSchema.parse({
    name,
    apps: {
      shell: { url: `${base}/` },
      blog: { url: `${base}/_apps/blog/` },
      learn: { url: `${base}/_apps/learn/` },
      simulator: { url: `${base}/_apps/simulator/` },
    },
    trustedProxies: { from: [`${cdn}/32`] },
  });
  return { deployment, base };
}

function postReport(base: string, from: string, forwardedFor?: string): Promise<number> {
  const { hostname, port } = new URL(base);
  const headers: Record<string, string> = { 'Content-Type': 'application/csp-report' };
  if (forwardedFor !== undefined) headers['X-Forwarded-For'] = forwardedFor;
  return new Promise((resolve, reject) => {
    const sent = request(
      { hostname, port, path: '/_csp-reports', method: 'POST', headers, localAddress: from },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    sent.on('error', reject);
    sent.end('{"csp-report":{}}');
  });
}

/** Posts until refused; the number that passed (a burst and one, or more when paced per reader). */
async function passedOf(post: () => Promise<number>): Promise<number> {
  let passed = 0;
  while ((await post()) === 204 && passed <= CSP_REPORT_RATE.burst * 3) passed += 1;
  return passed;
}

function pacingPerReader(base: () => string) {
  test('readers behind the CDN are paced one by one, by the address the CDN names', async () => {
    const burst = CSP_REPORT_RATE.burst + 1;
    expect(await passedOf(() => postReport(base(), cdn, '198.51.100.1'))).toBe(burst);
    // Another reader through the same CDN is not held back.
    expect(await postReport(base(), cdn, '198.51.100.2')).toBe(204);
    // A reader who writes someone else's address first still counts as themselves.
    expect(await postReport(base(), cdn, '203.0.113.9, 198.51.100.1')).toBe(429);
  });

  test('a client that is not the CDN is paced as itself, whatever it forwards', async () => {
    let forged = 0;
    const statuses: number[] = [];
    for (let sent = 0; sent <= CSP_REPORT_RATE.burst + 1; sent += 1) {
      forged += 1;
      statuses.push(await postReport(base(), elsewhere, `198.51.100.${100 + forged}`));
    }
    expect(statuses.at(-1)).toBe(429);
  });
}

describe('the Node server', () => {
  let servers: Server[] = [];
  let base = '';
  beforeAll(async () => {
    const served = await deploymentOnFreePort('proxied-node');
    base = served.base;
    const root = mkdtempSync(join(tmpdir(), 'tla-proxied-'));
    const dists: Record<AppId, string> = {
      shell: join(root, 'shell'),
      blog: join(root, 'blog'),
      learn: join(root, 'learn'),
      simulator: join(root, 'simulator'),
    };
    for (const dist of Object.values(dists)) mkdirSync(dist, { recursive: true });
    servers = await startStaticServers({
      deployment: served.deployment,
      dists,
      logCspReport: () => {},
      policyInputs: testPolicyInputs,
    });
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  });
  pacingPerReader(() => base);
});

// npm test installs nginx before the unit tests run; a machine without it cannot run these.
describe.skipIf(!nginxBinary)('nginx', () => {
  let stop = async () => {};
  let base = '';
  beforeAll(async () => {
    const served = await deploymentOnFreePort('proxied-nginx');
    base = served.base;
    ({ stop } = await startNginx(nginxTestRoot(), served.deployment));
  });
  afterAll(() => stop());
  pacingPerReader(() => base);
});
