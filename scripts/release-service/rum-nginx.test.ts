// @vitest-environment node
/**
 * Readers' beacons through a real nginx, as the generated configuration passes them to the release
 * service's socket: a beacon reaches the figures with the headers the service judges (Origin,
 * Sec-Fetch-Site, Sec-GPC) intact; a body over the cap and a flood are refused by nginx itself,
 * before the service reads anything.
 */
import { chmodSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { MAX_RUM_BEACON_BYTES, RUM_PATH } from '@tla/platform/contracts/release-health';
import { deploymentSchema, localDeployment } from '@tla/platform/deploy/deployment';
import { RUM_RATE } from '@tla/platform/deploy/release-endpoint';
import {
  nginxBinary,
  nginxTestRoot,
  startNginx,
  type ServedNginx,
} from '@tla/platform/deploy/nginx-test-server';
import { freePort } from '@tla/platform/server/free-port';
import { healthStore, releaseHealthFile, type HealthStore } from './release-health';
import { rumReceiver } from './rum-endpoint';

const address = localDeployment.listenAddress;
let base = '';
let nginx: ServedNginx | undefined;
let service: Server | undefined;
let store: HealthStore;
/** What reached the service: one entry per request. */
const reached: string[] = [];

// npm test installs nginx before the unit tests run; a machine without it cannot run these.
const withNginx = test.skipIf(!nginxBinary);

beforeAll(async () => {
  if (!nginxBinary) return;
  base = `http://${address}:${await freePort(address)}`;
  const root = nginxTestRoot();
  store = healthStore({
    file: releaseHealthFile(root),
    live: () => ({ shell: 'shell-1' }),
    log: () => {},
  });
  const receive = rumReceiver({ siteOrigin: base, store, log: () => {} });
  const socket = join(root, 'release-service.sock');
  service = createServer((req, res) => {
    reached.push(`${req.method ?? ''} ${req.headers['sec-gpc'] ?? ''}`);
    void receive(req, res, String(req.headers['x-forwarded-for']));
  });
  await new Promise<void>((resolve) => service?.listen(socket, resolve));
  chmodSync(socket, 0o666);
  const deployment = deploymentSchema.parse({
    name: 'rum',
    apps: {
      shell: { url: `${base}/` },
      blog: { url: `${base}/_apps/blog/` },
      learn: { url: `${base}/_apps/learn/` },
      simulator: { url: `${base}/_apps/simulator/` },
    },
  });
  nginx = await startNginx(root, deployment, { releaseServiceSocket: socket });
});

afterAll(async () => {
  await nginx?.stop();
  service?.close();
});

function post(body: string, headers: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${base}${RUM_PATH}`,
      {
        method: 'POST',
        headers: {
          Origin: base,
          'Sec-Fetch-Site': 'same-origin',
          'Content-Type': 'text/plain;charset=UTF-8',
          'Content-Length': String(Buffer.byteLength(body)),
          ...headers,
        },
      },
      (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      },
    );
    // A refusal may close the connection while the body is still going out.
    req.on('error', (error) => (req.writableEnded ? undefined : reject(error)));
    req.end(body);
  });
}

const beacon = JSON.stringify({
  releases: { shell: 'shell-1' },
  views: ['shell'],
  errored: [],
  errors: [],
  vitals: { TTFB: 80 },
});

withNginx('a beacon reaches the figures through nginx, its headers intact', async () => {
  expect(await post(beacon)).toBe(204);
  expect(store.report().releases[0]).toMatchObject({ release: 'shell-1', views: 1 });
  expect(await post(beacon, { Origin: 'https://elsewhere.test' })).toBe(403);
  expect(await post(beacon, { 'Sec-GPC': '1' })).toBe(204);
  expect(reached.at(-1)).toBe('POST 1');
  expect(store.report().releases[0]?.views).toBe(1);
});

withNginx(
  'an oversized beacon and a flood are refused by nginx, not read by the service',
  async () => {
    const before = reached.length;
    expect(await post('x'.repeat(MAX_RUM_BEACON_BYTES + 1))).toBe(413);
    expect(reached.length).toBe(before);
    const statuses: number[] = [];
    for (let batch = 0; batch < (RUM_RATE.burst + 40) / 20; batch += 1) {
      const flood = Array.from({ length: 20 }, () =>
        post('{}', { Origin: 'https://elsewhere.test' }),
      );
      statuses.push(...(await Promise.all(flood)));
    }
    expect(statuses).toContain(429);
    // What nginx let through is at most its burst and the pace since (a second or two).
    expect(reached.length - before).toBeLessThanOrEqual(RUM_RATE.burst + 10);
    expect(statuses.filter((status) => status === 429).length).toBe(
      statuses.length - (reached.length - before),
    );
  },
);
