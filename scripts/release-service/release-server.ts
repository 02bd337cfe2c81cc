/**
 * The release service beside a web server: recovery of the deployment at start, the log of every
 * attempt, and the service's listener (the Node server calls it for its paths; beside nginx it
 * listens on a socket in the deployment's root, which only this machine can reach).
 */
import {
  appendFileSync,
  chmodSync,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { BUILD_ID_FILE } from '@tla/platform/contracts/app-status';
import { appIds, remoteIds, type AppId, type Deployment } from '@tla/platform/deploy/deployment';
import { RELEASE_SERVICE_SOCKET } from '@tla/platform/deploy/release-endpoint';
import { CANARY_VARIANT, readVariant } from '@tla/platform/deploy/release-variants';
import { clientAddressOf, type ClientAddressOf } from '@tla/platform/server/client-address';
import { composeFor } from '../compose';
import { deployedDists, deploymentRoot, releases, releasesFolder } from '../deploy-target';
import { deploymentInForce, localRecord } from '../deployment-record';
import { deploymentStatus } from '../status';
import { sweepVariants } from '../variant-files';
import { describeHolder, releaseLockFile, staleHolder } from './release-lock';
import { releaseService, serviceQueue } from './release-api';
import { watchCanary } from './canary-watch';
import { healthStore, releaseHealthFile, type HealthStore } from './release-health';
import { rumReceiver } from './rum-endpoint';

/** How often expired previews and staged files no longer served are looked for. */
const SWEEP_INTERVAL_MS = 60_000;

/** A log file is set aside (one older copy kept) once it passes this size. */
const LOG_ROTATE_BYTES = 5 * 1024 * 1024;

/**
 * Append `line` to the service's log in the deployment's root (`name` in its logs folder), and to
 * standard output.
 */
export function releaseLog(root: string, name = 'release-service.log'): (line: string) => void {
  const folder = join(root, 'logs');
  const file = join(folder, name);
  return (line) => {
    const stamped = `${new Date().toISOString()} ${line}`;
    console.log(stamped);
    mkdirSync(folder, { recursive: true });
    if (existsSync(file) && statSync(file).size > LOG_ROTATE_BYTES) renameSync(file, `${file}.1`);
    appendFileSync(file, `${stamped}\n`, { mode: 0o600 });
  };
}

/**
 * After a stop in the middle of an operation (a kill, a power cut), put the deployment back in a
 * whole state before serving: the dead operation's lock goes, its staging goes, each remote's history
 * records what its link serves, and the pages are composed again from what is live. Returns what it
 * did, one line each (nothing when the last operation finished).
 */
export async function recoverDeployment(deployment: Deployment): Promise<string[]> {
  const root = deploymentRoot(deployment);
  const lock = releaseLockFile(root);
  if (!existsSync(lock)) return [];
  const stale = staleHolder(lock);
  // A live holder is mid-operation (a release run from a shell): it finishes on its own.
  if (stale === undefined) return [];
  const done = [`the ${describeHolder(stale)} stopped before it finished`];
  const staging = join(releasesFolder(deployment), 'staging');
  if (existsSync(staging)) {
    rmSync(staging, { recursive: true, force: true });
    done.push(`removed its staging folder ${staging}`);
  }
  const store = releases.for(deploymentInForce() ?? localRecord);
  for (const remote of remoteIds) {
    const recorded = store.reconcile(remote);
    if (recorded !== undefined)
      done.push(`${remote}: recorded ${recorded} as live, as its link serves it`);
  }
  await composeFor(deployment);
  done.push("composed the shell's pages from what is live");
  rmSync(lock, { force: true });
  return done;
}

type Handler = (req: IncomingMessage, res: ServerResponse, pathname: string) => Promise<void>;

/**
 * Behind nginx on this machine the socket's peer is nginx, which names the reader (found past the
 * deployment's trusted proxies) in the last X-Forwarded-For entry.
 */
const clientNamedByNginx: ClientAddressOf = (req) => {
  const forwarded = req.headers['x-forwarded-for'];
  const named = typeof forwarded === 'string' ? forwarded.split(',').at(-1)?.trim() : undefined;
  return named || 'unknown';
};

/** How long the live releases read from disk are believed: beacons come many a second. */
const LIVE_RELEASES_TTL_MS = 2_000;

/** What each app has live in `deployment`, read again at most every LIVE_RELEASES_TTL_MS. */
function liveReleases(deployment: Deployment): () => Partial<Record<AppId, string>> {
  let read: { at: number; live: Partial<Record<AppId, string>> } | undefined;
  return () => {
    if (read && Date.now() - read.at < LIVE_RELEASES_TTL_MS) return read.live;
    const dists = deployedDists(deployment);
    const live: Partial<Record<AppId, string>> = {};
    for (const app of appIds) {
      const file = join(dists[app], BUILD_ID_FILE);
      if (existsSync(file)) live[app] = readFileSync(file, 'utf8').trim();
    }
    read = { at: Date.now(), live };
    return live;
  };
}

/** The running canary's release, read again at most every LIVE_RELEASES_TTL_MS. */
function canaryRelease(root: string): () => { app: AppId; release: string } | undefined {
  let read: { at: number; canary: { app: AppId; release: string } | undefined } | undefined;
  return () => {
    if (read && Date.now() - read.at < LIVE_RELEASES_TTL_MS) return read.canary;
    const record = readVariant(root, CANARY_VARIANT);
    const canary =
      record?.kind === 'canary' ? { app: record.remote, release: record.release } : undefined;
    read = { at: Date.now(), canary };
    return canary;
  };
}

/** The figures of release health of `deployment`, kept in its root. */
export function healthStoreFor(
  deployment: Deployment,
  live: () => Partial<Record<AppId, string>> = liveReleases(deployment),
): HealthStore {
  const root = deploymentRoot(deployment);
  return healthStore({
    file: releaseHealthFile(root),
    live,
    trial: canaryRelease(root),
    log: releaseLog(root, 'rum.log'),
  });
}

/** The service for `deployment`, logging to its root. `viaProxy`: behind nginx on this machine. */
export function releaseServiceFor(deployment: Deployment, viaProxy: boolean): Handler {
  const root = deploymentRoot(deployment);
  const log = releaseLog(root);
  const live = liveReleases(deployment);
  const store = healthStoreFor(deployment, live);
  const queue = serviceQueue({ env: process.env, log });
  watchCanary({ root, policy: deployment.canary, health: store.report, live, queue, log });
  const handle = releaseService({
    root,
    env: process.env,
    log,
    queue,
    clientOf: viaProxy ? clientNamedByNginx : clientAddressOf(deployment.trustedProxies),
    status: () => deploymentStatus(deployment),
    rum: rumReceiver({
      siteOrigin: new URL(deployment.apps.shell.url).origin,
      store,
      log: releaseLog(root, 'rum.log'),
    }),
    health: store.report,
  });
  // nginx cannot compare a preview's expiry with the clock: an expired preview goes within a minute.
  setInterval(() => {
    try {
      for (const line of sweepVariants(root)) log(`removed: ${line}`);
    } catch (error) {
      log(
        `the sweep of previews failed: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }, SWEEP_INTERVAL_MS).unref();
  // The figures not yet written go to disk as the server stops (a signal ends it with exit()).
  process.once('exit', store.flush);
  return async (req, res, pathname) => {
    try {
      await handle(req, res, pathname);
    } catch (error) {
      // A fault of the service itself (a keys file that does not parse, a full disk): 500, logged.
      log(
        `release-service ${req.method ?? '?'} ${pathname} failed: ${error instanceof Error ? error.message : String(error)}`,
      );
      if (res.headersSent) res.end(`verdict: fault\n`);
      else {
        res.writeHead(500, {
          'Content-Type': 'text/plain; charset=utf-8',
          'Cache-Control': 'no-store',
        });
        res.end(
          `the release service failed: ${error instanceof Error ? error.message : String(error)}\n`,
        );
      }
    }
  };
}

/** Listen for nginx on the deployment's socket (a socket left by a killed run is replaced). */
export async function listenForProxy(deployment: Deployment): Promise<Server> {
  const socket = releaseServiceSocket(deployment);
  rmSync(socket, { force: true });
  const handle = releaseServiceFor(deployment, true);
  const server = createServer((req, res) => {
    void handle(req, res, new URL(req.url ?? '/', 'http://release').pathname);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socket, resolve);
  });
  // nginx started as root runs its workers as another user, who must be able to connect. Every
  // request is still checked against a key; the socket only spares a port.
  chmodSync(socket, 0o666);
  return server;
}

export const releaseServiceSocket = (deployment: Deployment): string =>
  join(deploymentRoot(deployment), RELEASE_SERVICE_SOCKET);
