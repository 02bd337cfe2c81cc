/**
 * The last check before a remote's release goes live: the site as it would be with the staged release
 * (the live shell's build and the other live remotes, composed again with the staged one) is served
 * from a scratch folder on free ports, and each path the remote prerenders is loaded in headless
 * Chromium. Each must show the heading its prerendered HTML has, become interactive, and raise no page
 * error, console error or Content-Security-Policy violation. A page's refusal quotes the errors it
 * reported, so the team reads what threw, not only what was missing. Nothing live is read for writing.
 */
import { rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import type { IslandsManifest } from '@tla/platform/contracts/published';
import {
  appOrigins,
  deploymentSchema,
  type AppId,
  type Deployment,
  type RemoteId,
} from '@tla/platform/deploy/deployment';
import {
  outboundOrigins,
  readShellPolicyInputs,
} from '@tla/platform/deploy/content-security-policy';
import { listeners } from '@tla/platform/deploy/sites';
import { composeWith } from '@tla/platform/prerender/compose';
import type { ShellEntry } from '@tla/platform/prerender/compose/shell-build';
import { startStaticServers } from '@tla/platform/server/static-server';
import { chromiumLaunchOptions } from './chromium-options';
import { copyShellWithoutPages } from './deploy-target';
import { loopbackOf } from '@tla/platform/deploy/nginx-csp-reports';
import type { Refusal } from './release-guard';
import { checkPaths } from './release-smoke-pages';
import { pageFailure } from './release-smoke-reports';
import { appFolders } from './workspace';
import { freePort } from '@tla/platform/server/free-port';

/**
 * The deployment's topology (host names, prefixes) on free ports: where the staged site is served, by
 * the Node server, so over plain HTTP (Chromium treats those origins as secure, below).
 */
export async function stagedDeployment(deployment: Deployment): Promise<Deployment> {
  const ports = new Map<number, number>();
  for (const { port } of listeners(deployment)) {
    ports.set(port, await freePort(deployment.listenAddress));
  }
  const moved = (url: string) => {
    const next = new URL(url);
    const port = next.port === '' ? (next.protocol === 'https:' ? 443 : 80) : Number(next.port);
    next.port = String(ports.get(port) ?? port);
    next.protocol = 'http:';
    return next.href;
  };
  const apps = Object.fromEntries(
    Object.entries(deployment.apps).map(([app, { url }]) => [app, { url: moved(url) }]),
  );
  return deploymentSchema.parse({
    ...deployment,
    name: `${deployment.name}-staged`,
    apps,
    tls: undefined,
  });
}

export type SmokeOptions = {
  remote: RemoteId;
  deployment: Deployment;
  /** The live deployment's files, per app (only read). */
  live: Record<AppId, string>;
  /** The staged release. */
  staged: string;
  manifest: IslandsManifest;
  /** The shell's prerender entry (built from its source once per release). */
  shell: ShellEntry;
  /** A scratch folder for the staged site (emptied before and removed after). */
  workDir: string;
};

/** Paths checked at once: a third tab gained nothing on a two-core machine. */
const CHECK_LANES = 2;

/** The smoke check of the staged composition: every refusal it finds (none: it passed). */
export async function smokeCheck({
  remote,
  deployment,
  live,
  staged,
  manifest,
  shell,
  workDir,
}: SmokeOptions): Promise<Refusal[]> {
  const folder = appFolders[remote];
  const shellDist = join(workDir, 'shell');
  rmSync(workDir, { recursive: true, force: true });
  // The live shell's build without its composed pages (composed again below for the staged site).
  copyShellWithoutPages(live.shell, shellDist);
  const site = await stagedDeployment(deployment);
  const dists: Record<AppId, string> = { ...live, shell: shellDist, [remote]: staged };
  let servers: Server[] = [];
  // The staged origins count as the https site they stand for (Cross-Origin-Opener-Policy and the
  // like behave as in production rather than log that they were ignored), as in the e2e suite.
  // Every host of the site (a real one, www.example.org, too) is the staged servers on this machine,
  // never what the name resolves to.
  const address = loopbackOf(site.listenAddress);
  const hosts = [...new Set(appOrigins(site).map((origin) => new URL(origin).hostname))];
  const browser = await chromium.launch({
    ...chromiumLaunchOptions,
    args: [
      ...chromiumLaunchOptions.args.filter((arg) => !arg.startsWith('--host-resolver-rules=')),
      `--host-resolver-rules=${hosts.map((host) => `MAP ${host} ${address}`).join(', ')}`,
      `--unsafely-treat-insecure-origin-as-secure=${appOrigins(site).join(',')}`,
    ],
  });
  try {
    try {
      await composeWith(shell, { deployment: site, shellDist, remoteDists: dists });
    } catch (error) {
      return [
        {
          cause: `the site composed with it does not compose: ${error instanceof Error ? error.message : String(error)}`,
          fix: `make each page of ${folder} prerender, then release again`,
        },
      ];
    }
    const policyInputs = readShellPolicyInputs(shellDist);
    servers = await startStaticServers({ deployment: site, dists, policyInputs });
    const context = await browser.newContext();
    // The outside world the shell's policy lets pages reach (ad network, video platform) is not
    // checked here: it answers empty. Only those origins are routed: routing every request sent each
    // one through this process and turned the browser's cache off.
    for (const origin of outboundOrigins(policyInputs.outbound)) {
      await context.route(`${origin}/**`, (route) => route.fulfill({ status: 200, body: '' }));
    }
    const violations = new Map<string, string[]>();
    await context.exposeBinding('reportCspViolation', ({ page }, report: string) => {
      const path = new URL(page.url()).pathname;
      violations.set(path, [...(violations.get(path) ?? []), report]);
    });
    await context.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const send: unknown = Reflect.get(window, 'reportCspViolation');
        if (typeof send === 'function') {
          Reflect.apply(send, window, [
            `${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`,
          ]);
        }
      });
    });
    const paths = [...new Set(manifest.islands.flatMap((island) => island.paths))];
    const results = await checkPaths(
      context,
      paths,
      (path) => new URL(path, site.apps.shell.url).href,
      CHECK_LANES,
    );
    return paths.flatMap((path): Refusal[] => {
      const { found = [], reports = [] } = results.get(path) ?? {};
      const cause = pageFailure(
        path,
        [...found, ...(violations.get(path) ?? []).map((report) => `CSP violation: ${report}`)],
        reports,
      );
      if (cause === undefined) return [];
      return [
        {
          cause,
          fix: `open ${path} on ${folder}'s dev server (npm run dev -w ${folder}) with the console open, fix what it reports, and release again`,
        },
      ];
    });
  } finally {
    await browser.close();
    await Promise.all(
      servers.map(
        (server) =>
          new Promise<void>((resolve) => {
            server.close(() => resolve());
            server.closeAllConnections();
          }),
      ),
    );
    rmSync(workDir, { recursive: true, force: true });
  }
}
