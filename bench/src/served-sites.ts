// The four sites the page-load bench measures, built and served alike (precompressed files, at the
// local deployment's address): ours as `npm start` serves it, the plain single-page build of the
// same source, the script-free reference, and the VitePress build of our content.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { dirname, join } from 'node:path';
import sirv from 'sirv';
import { precompressDir } from '@tla/platform/build-tools/precompress';
import { readShellPolicyInputs } from '@tla/platform/deploy/content-security-policy';
import { localDeployment } from '@tla/platform/deploy/deployment';
import { pageFile } from '@tla/platform/prerender/page-file';
import { startStaticServers } from '@tla/platform/server/static-server';
import { repoRoot, workspaceDists } from '../../scripts/workspace';
import { buildPlainSpa } from './spa-build';
import { buildVitePressReference, serveVitePressReference } from './vitepress-reference';

/** Where each site is served. */
export type Origins = { ours: string; spa: string; reference: string; vitepress: string };

export type ServedSites = { origins: Origins; close(): void };

/** A composed page as a static document: no script elements, no module preloads. */
function withoutScripts(html: string): string {
  return html
    .replace(/<script\b(?![^>]*type="application\/json")[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link rel="modulepreload"[^>]*>/g, '');
}

/** Listens on a free port of the local deployment's address; resolves with the server's origin. */
async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolvePromise) =>
    server.listen(0, localDeployment.listenAddress, resolvePromise),
  );
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('the server has no port');
  return `http://${localDeployment.listenAddress}:${address.port}`;
}

/**
 * The reference: each route's own composed HTML with every script and module preload taken out (its
 * stylesheets kept), served alike. The same text and layout with no JavaScript at all: the floor a
 * prerendered page can reach (a stand-in for a static docs site's page).
 */
async function referenceServer(shellDist: string, routes: readonly string[]): Promise<Server> {
  const referenceDir = join(repoRoot, '.tmp', 'bench-reference');
  rmSync(referenceDir, { recursive: true, force: true });
  for (const path of routes) {
    const composed = readFileSync(join(shellDist, pageFile(path)), 'utf8');
    const file = join(referenceDir, pageFile(path));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, withoutScripts(composed));
  }
  await precompressDir(referenceDir);
  const referenceFiles = sirv(referenceDir, { brotli: true, gzip: true, etag: true });
  // Its stylesheet, images and icon are the shell's, at the same site paths: without them the
  // reference loaded fewer bytes than the page it stands for (its /assets and /images requests
  // failed).
  const shellFiles = sirv(shellDist, { brotli: true, gzip: true, etag: true });
  return createServer((req, res) => referenceFiles(req, res, () => shellFiles(req, res)));
}

/**
 * Builds the plain SPA and the VitePress reference (ours is the current build), then serves all
 * four; `routes` are the pages the reference is made of.
 */
export async function serveSites(routes: readonly string[]): Promise<ServedSites> {
  const spaDir = join(repoRoot, '.tmp', 'bench-spa');
  await buildPlainSpa(spaDir);
  await precompressDir(spaDir); // served exactly like the site: the same precompression, the same server
  const vitepress = await serveVitePressReference(
    await buildVitePressReference(join(repoRoot, '.tmp', 'bench-vitepress')),
  );
  const dists = workspaceDists();
  const servers = await startStaticServers({
    deployment: localDeployment,
    dists,
    policyInputs: readShellPolicyInputs(dists.shell),
  });
  // The plain SPA: its client page for every path.
  const spaFiles = sirv(spaDir, { brotli: true, gzip: true, etag: true, single: true });
  const spa = createServer((req, res) => spaFiles(req, res));
  const reference = await referenceServer(dists.shell, routes);
  return {
    origins: {
      ours: new URL(localDeployment.apps.shell.url).origin,
      spa: await listen(spa),
      reference: await listen(reference),
      vitepress: vitepress.origin,
    },
    close() {
      for (const server of servers) server.close();
      spa.close();
      reference.close();
      vitepress.close();
    },
  };
}
