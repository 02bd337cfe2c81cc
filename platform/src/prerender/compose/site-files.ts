/**
 * The files of the site besides its pages: what the remotes published for it (their site/ folders, the
 * JSON of the site's API paths), remotes.json, sitemap.xml and robots.txt; and the removal of pages
 * that no deployed remote serves any more.
 */
import {
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmdirSync,
  rmSync,
} from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { z } from 'zod';
import { RELEASE_FILE } from '../../contracts/app-status';
import { NOT_FOUND_PATH } from '../../contracts/page-protocol';
import type { SectionRoute, SectionTable } from '../../contracts/published';
import type { ShellPages } from '../../contracts/shell-pages';
import { federationName, REMOTES_FILE } from '../../contracts/remote-id';
import { sitePathPrefixes } from '../../contracts/section';
import { publishFile, type MadeCopies } from '../../build-tools/precompress';
import { remoteBaseUrls, remoteIds, type Deployment, type RemoteId } from '../../deploy/deployment';
import { readPublished } from '../../deploy/published-file';
import { remotesFile } from '../../deploy/remotes-file';
import { shellPathOwner, SITEMAP_FILE, ROBOTS_FILE } from '../../deploy/shell-files';
import { pageFile } from '../page-file';
import { remoteFile, type PublishedRemote } from './read-published';

/**
 * Every entry under `dir` but folders, as paths relative to it (compressed copies aside: compose
 * makes its own).
 */
function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => !entry.isDirectory() && !/\.(br|gz)$/.test(entry.name))
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)));
}

/**
 * Put on the site the files each remote published under its `site/` folder (the blog's feeds: its
 * `site/blog/rss.xml` is the site's /blog/rss.xml; the pages' social cards). A remote may publish only
 * plain files of its build, under its own sections (sitePathPrefixes), and never at one of the
 * shell's paths (deploy/shell-files.ts).
 */
export function publishSiteFiles(
  remoteDists: Record<RemoteId, string>,
  shellDist: string,
  routes: SectionRoute[],
  shell: ShellPages,
): void {
  for (const id of remoteIds) {
    const siteDir = join(remoteDists[id], 'site');
    if (!existsSync(siteDir)) continue;
    // The folder itself may not lead out of the build (its files would be another folder's).
    remoteFile(id, remoteDists[id], siteDir);
    const prefixes = sitePathPrefixes(routes, federationName(id));
    for (const file of filesUnder(siteDir)) {
      const path = `/${file.split(/[/\\]/).join('/')}`;
      if (!prefixes.some((prefix) => path.startsWith(prefix))) {
        throw new Error(
          `${id} published site/${file}, outside its sections (${prefixes.join(', ') || 'none'})`,
        );
      }
      const owner = shellPathOwner(path, shell);
      if (owner !== undefined)
        throw new Error(`${id} published site/${file}, which lands on ${owner}`);
      const source = join(siteDir, file);
      if (!lstatSync(source).isFile()) {
        throw new Error(
          `${id} published site/${file}, which is not a plain file (a link, say): a remote publishes its own files`,
        );
      }
      const target = join(shellDist, file);
      mkdirSync(dirname(target), { recursive: true });
      // A PNG is compressed already: publishFile keeps no .br beside it (it would only be bigger).
      publishFile(
        target,
        readFileSync(remoteFile(id, remoteDists[id], source)),
        copiesBeside(id, remoteDists[id], source),
      );
    }
  }
}

/**
 * The compressed copies a remote's build made beside its file `source`, checked as its files are:
 * taken if they decode to the file, so compose does not compress them again (a new search index is
 * hundreds of files).
 */
const copiesBeside =
  (id: RemoteId, dist: string, source: string): MadeCopies =>
  (suffix) => {
    const copy = `${source}${suffix}`;
    return existsSync(copy) ? readFileSync(remoteFile(id, dist, copy)) : undefined;
  };

/** Copy the JSON each remote published for the site's API paths into the shell's deployment. */
export function publishApi(remotes: readonly PublishedRemote[], shellDist: string): void {
  for (const remote of remotes) {
    for (const [path, file] of Object.entries(remote.manifest.api ?? {})) {
      // The manifest's schema keeps the path inside the build; a link must not lead out of it.
      const named = join(remote.dist, file);
      const source = existsSync(named) ? remoteFile(remote.id, remote.dist, named) : named;
      // Checked here, so a broken file fails the deployment rather than the home page.
      readPublished(z.json(), source);
      const target = join(shellDist, `${path}.json`);
      mkdirSync(dirname(target), { recursive: true });
      publishFile(target, readFileSync(source), copiesBeside(remote.id, remote.dist, source));
    }
  }
}

/** The pages an earlier compose wrote (every index.html: the shell's own build has none). */
export function composedPageFiles(shellDist: string): string[] {
  return readdirSync(shellDist, { recursive: true, encoding: 'utf8' })
    .filter((file) => /(^|[/\\])index\.html$/.test(file))
    .map((file) => join(shellDist, file));
}

/**
 * A page no deployed remote serves any more (a release removed it, or was rolled back) must not stay
 * on the site: remove it, with its compressed copies and the folders it leaves empty.
 */
export function removeStalePages(
  shellDist: string,
  before: readonly string[],
  writtenPaths: readonly string[],
): void {
  const written = new Set(writtenPaths.map((path) => join(shellDist, pageFile(path))));
  for (const file of before) {
    if (written.has(file)) continue;
    // The copies first: a server never holds a .br for a URL whose page is gone.
    for (const suffix of ['.br', '.gz', '']) rmSync(`${file}${suffix}`, { force: true });
    for (let dir = dirname(file); relative(shellDist, dir) !== ''; dir = dirname(dir)) {
      if (readdirSync(dir).length > 0) break;
      rmdirSync(dir);
    }
    console.log(`removed ${relative(shellDist, file)}: no remote serves it any more`);
  }
}

/**
 * remotes.json: where the remotes are and what they serve, for the shell's runtime (the deployment's
 * addresses), which of their deployed folders hold a release record, for the status page, and the
 * build whose HTML the pages hold, for hydration and release health (`islandsBuilds`, by remote).
 */
export function writeRemotesFile(
  shellDist: string,
  deployment: Deployment,
  table: SectionTable,
  remoteDists: Record<RemoteId, string>,
  islandsBuilds: Partial<Record<RemoteId, string>>,
): void {
  const released = (id: RemoteId) => existsSync(join(remoteDists[id], RELEASE_FILE));
  const file = remotesFile(
    remoteBaseUrls(deployment),
    table,
    deployment.overrideOrigins,
    released,
    islandsBuilds,
  );
  publishFile(join(shellDist, REMOTES_FILE), `${JSON.stringify(file, null, 2)}\n`);
}

/**
 * sitemap.xml of the written pages, each with the day it last changed where that is known (`lastmod`,
 * by path: from the feeds the remotes published), and robots.txt pointing at it.
 */
export function writeSitemap(
  shellDist: string,
  siteOrigin: string,
  written: readonly string[],
  lastmod: ReadonlyMap<string, string> = new Map(),
): void {
  const origin = siteOrigin.replace(/\/+$/, '');
  const listed = written.filter((path) => path !== NOT_FOUND_PATH);
  const url = (path: string) => {
    const day = lastmod.get(path);
    const loc = `<loc>${origin}${path === '/' ? '/' : path}</loc>`;
    return `  <url>${loc}${day === undefined ? '' : `<lastmod>${day}</lastmod>`}</url>`;
  };
  publishFile(
    join(shellDist, SITEMAP_FILE),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${listed
      .map(url)
      .join('\n')}\n</urlset>\n`,
  );
  // Crawlers want the sitemap's absolute address, which only the deployment knows.
  publishFile(
    join(shellDist, ROBOTS_FILE),
    `User-agent: *\nAllow: /\n\nSitemap: ${origin}/${SITEMAP_FILE}\n`,
  );
}
