/**
 * The files of the site besides its pages: what the remotes published for it (their site/ folders, the
 * JSON of the site's API paths), remotes.json, sitemap.xml and robots.txt; and the removal of pages
 * that no deployed remote serves any more.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmdirSync, rmSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { z } from 'zod';
import { NOT_FOUND_PATH } from '../../contracts/page-protocol';
import type { SectionRoute, SectionTable } from '../../contracts/published';
import { federationName } from '../../contracts/remote-id';
import { sitePathPrefixes } from '../../contracts/section';
import { publishFile } from '../../build-tools/precompress';
import { remoteBaseUrls, remoteIds, type Deployment, type RemoteId } from '../../deploy/deployment';
import { readPublished } from '../../deploy/published-file';
import { remotesFile } from '../../deploy/remotes-file';
import { REMOTES_FILE } from '../../deploy/site-pages';
import { pageFile } from '../page-file';
import type { PublishedRemote } from './read-published';

/** Every file under `dir`, as paths relative to it (compressed copies aside: compose makes its own). */
function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !/\.(br|gz)$/.test(entry.name))
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)));
}

/**
 * Put on the site the files each remote published under its `site/` folder (the blog's feeds: its
 * `site/blog/rss.xml` is the site's /blog/rss.xml; the pages' social cards). A remote may publish only
 * under its own sections (sitePathPrefixes).
 */
export function publishSiteFiles(
  remoteDists: Record<RemoteId, string>,
  shellDist: string,
  routes: SectionRoute[],
): void {
  for (const id of remoteIds) {
    const siteDir = join(remoteDists[id], 'site');
    const prefixes = sitePathPrefixes(routes, federationName(id));
    for (const file of filesUnder(siteDir)) {
      const path = `/${file.split(/[/\\]/).join('/')}`;
      if (!prefixes.some((prefix) => path.startsWith(prefix))) {
        throw new Error(
          `${id} published site/${file}, outside its sections (${prefixes.join(', ') || 'none'})`,
        );
      }
      const target = join(shellDist, file);
      mkdirSync(dirname(target), { recursive: true });
      // A PNG is compressed already: publishFile keeps no .br beside it (it would only be bigger).
      publishFile(target, readFileSync(join(siteDir, file)));
    }
  }
}

/** Copy the JSON each remote published for the site's API paths into the shell's deployment. */
export function publishApi(remotes: readonly PublishedRemote[], shellDist: string): void {
  for (const remote of remotes) {
    for (const [path, file] of Object.entries(remote.manifest.api ?? {})) {
      const source = join(remote.dist, file);
      // Checked here, so a broken file fails the deployment rather than the home page.
      readPublished(z.json(), source);
      const target = join(shellDist, `${path}.json`);
      mkdirSync(dirname(target), { recursive: true });
      publishFile(target, readFileSync(source));
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

/** remotes.json: where the remotes are and what they serve, for the shell's runtime (the deployment's addresses). */
export function writeRemotesFile(
  shellDist: string,
  deployment: Deployment,
  table: SectionTable,
): void {
  publishFile(
    join(shellDist, REMOTES_FILE),
    `${JSON.stringify(remotesFile(remoteBaseUrls(deployment), table, deployment.overrideOrigins), null, 2)}\n`,
  );
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
    join(shellDist, 'sitemap.xml'),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${listed
      .map(url)
      .join('\n')}\n</urlset>\n`,
  );
  // Crawlers want the sitemap's absolute address, which only the deployment knows.
  publishFile(
    join(shellDist, 'robots.txt'),
    `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`,
  );
}
