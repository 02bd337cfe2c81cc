// npm run bench:rum-flood: readers' beacon endpoint (/_rum, the release service's) under a flood
// from this machine while a reader keeps loading a page. The site is served by the Node server (its
// release service in-process) for a scratch deployment; the flood comes from many loopback
// addresses (127.0.1.x, as many readers) and one address that hammers, mixing beacons of the live
// releases with made-up releases, not-JSON and oversized bodies. Prints what the endpoint answered,
// the server's memory (RSS) and the deployment's figures and logs on disk as the flood went, and the
// page's latency before and during it. Measurement, not a test. Flags: --beacons N (20000),
// --seconds S (30), --clients C (200).
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { RELEASE_SERVICE_PATH } from '@tla/platform/deploy/release-endpoint';
import { RUM_PATH, MAX_RUM_BEACON_BYTES } from '@tla/platform/contracts/release-health';
import { freePort } from '@tla/platform/server/free-port';
import { repoRoot } from '../scripts/workspace';
import { median } from './src/statistics';

const options = z
  .object({
    beacons: z.coerce.number().int().min(1),
    seconds: z.coerce.number().min(1),
    clients: z.coerce.number().int().min(1).max(250),
  })
  .parse(
    parseArgs({
      options: {
        beacons: { type: 'string', default: '20000' },
        seconds: { type: 'string', default: '30' },
        clients: { type: 'string', default: '200' },
      },
    }).values,
  );

type Answer = { status: number; ms: number };

/** One request to the server from `from`; never rejects (a failure is status 0). */
function send(
  port: number,
  path: string,
  { method = 'GET', body, from }: { method?: string; body?: string; from?: string } = {},
): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method,
        localAddress: from,
        headers: body
          ? {
              Origin: `http://127.0.0.1:${port}`,
              'Sec-Fetch-Site': 'same-origin',
              'Content-Type': 'text/plain;charset=UTF-8',
              'Content-Length': Buffer.byteLength(body),
            }
          : {},
      },
      (res) => {
        res.resume();
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, ms: performance.now() - started }),
        );
      },
    );
    req.on('error', () => resolve({ status: 0, ms: performance.now() - started }));
    req.end(body);
  });
}

/** Bytes of every file under `dir` (none: 0). */
function bytesUnder(dir: string): number {
  try {
    return readdirSync(dir, { recursive: true, encoding: 'utf8' }).reduce((sum, name) => {
      const stats = statSync(join(dir, name));
      return stats.isFile() ? sum + stats.size : sum;
    }, 0);
  } catch {
    return 0;
  }
}

/** The resident memory of process `pid`, in bytes. */
const rssOf = (pid: number) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;

const mib = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MiB`;
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(p * values.length))] ??
  0;

const statusSchema = z.array(
  z.object({ app: z.string(), build: z.object({ buildId: z.string() }) }).loose(),
);

/** The beacon number `index` sends: mostly true figures, some made up, some refused. */
function beacon(index: number, live: Record<string, string>): string {
  if (index % 20 === 1) return '{"releases":';
  if (index % 20 === 2) return 'x'.repeat(MAX_RUM_BEACON_BYTES + 1);
  const madeUp = index % 20 === 3;
  const section = `blog/section-${index % 40}`;
  return JSON.stringify({
    releases: {
      shell: live.shell ?? null,
      blog: madeUp ? `made-up-${index}` : (live.blog ?? null),
    },
    views: ['shell', 'blog'],
    errored: index % 7 === 0 ? ['blog'] : [],
    errors: index % 7 === 0 ? [{ section, kind: 'uncaught', count: 1 }] : [],
    vitals: { LCP: 800 + (index % 3000), TTFB: 50 + (index % 400), CLS: (index % 10) / 100 },
  });
}

async function main(): Promise<void> {
  const work = mkdtempSync(join(tmpdir(), 'tla-rum-flood-'));
  const port = await freePort('127.0.0.1');
  const site = `http://127.0.0.1:${port}/`;
  const root = join(work, 'root');
  const description = join(work, 'deployment.json');
  writeFileSync(
    description,
    JSON.stringify({
      name: 'rum-flood',
      apps: {
        shell: { url: site },
        blog: { url: `${site}_apps/blog/` },
        learn: { url: `${site}_apps/learn/` },
        simulator: { url: `${site}_apps/simulator/` },
      },
      root,
    }),
  );
  // The server itself, not a launcher: its memory is what is read.
  const server = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts'], {
    cwd: repoRoot,
    env: { ...process.env, TLA_DEPLOYMENT: description },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    for (let tries = 0; (await send(port, '/blog')).status !== 200; tries += 1) {
      if (tries > 600) throw new Error('the server did not start serving /blog');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const statusAnswer = await fetch(`${site}${RELEASE_SERVICE_PATH.slice(1)}status`);
    const live = Object.fromEntries(
      statusSchema.parse(await statusAnswer.json()).map(({ app, build }) => [app, build.buildId]),
    );
    const pid = server.pid ?? 0;
    const before: number[] = [];
    for (let time = 0; time < 20; time += 1) before.push((await send(port, '/blog')).ms);
    const rssBefore = rssOf(pid);

    const statuses = new Map<number, number>();
    const during: Answer[] = [];
    let rssMax = rssBefore;
    let diskMax = 0;
    let flooding = true;
    const sample = setInterval(() => {
      rssMax = Math.max(rssMax, rssOf(pid));
      diskMax = Math.max(
        diskMax,
        bytesUnder(join(root, 'health')) + bytesUnder(join(root, 'logs')),
      );
    }, 250);
    const reader = (async () => {
      while (flooding) during.push(await send(port, '/blog'));
    })();
    const gap = (options.seconds * 1000) / options.beacons;
    const started = performance.now();
    const sent: Promise<void>[] = [];
    for (let index = 0; index < options.beacons; index += 1) {
      const due = started + index * gap;
      const wait = due - performance.now();
      if (wait > 4) await new Promise((resolve) => setTimeout(resolve, wait));
      // One in five from a single address that hammers; the rest from many readers.
      const client = index % 5;
      const from =
        client === 0 ? '127.0.0.2' : `127.0.1.${1 + (Math.floor(index / 5) % options.clients)}`;
      sent.push(
        send(port, RUM_PATH, { method: 'POST', body: beacon(index, live), from }).then(
          ({ status }) => {
            statuses.set(status, (statuses.get(status) ?? 0) + 1);
          },
        ),
      );
    }
    await Promise.all(sent);
    const floodMs = performance.now() - started;
    flooding = false;
    await reader;
    // The figures are written a moment after the last change.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    clearInterval(sample);
    const health = bytesUnder(join(root, 'health'));
    const logs = bytesUnder(join(root, 'logs'));
    const pages = during.map(({ ms }) => ms);
    console.log(
      [
        `${options.beacons} beacons in ${(floodMs / 1000).toFixed(1)} s from ${options.clients + 1} loopback addresses`,
        `answers: ${[...statuses]
          .sort(([a], [b]) => a - b)
          .map(([status, count]) => `${status} × ${count}`)
          .join(', ')}`,
        `server memory (RSS): ${mib(rssBefore)} before, ${mib(rssMax)} at most, ${mib(rssOf(pid))} after`,
        `on disk: figures ${health} bytes, logs ${logs} bytes (at most ${diskMax} together during the flood; logs set aside at 5 MiB, one older copy)`,
        `GET /blog before: median ${median(before).toFixed(1)} ms, p95 ${percentile(before, 0.95).toFixed(1)} ms`,
        `GET /blog during: ${pages.length} loads, median ${median(pages).toFixed(1)} ms, p95 ${percentile(pages, 0.95).toFixed(1)} ms, max ${Math.max(...pages).toFixed(1)} ms, not 200: ${during.filter(({ status }) => status !== 200).length}`,
      ].join('\n'),
    );
  } finally {
    server.kill('SIGTERM');
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
