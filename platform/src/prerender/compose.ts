/**
 * Compose the site's deployment for one environment, as a pipeline: read what the shell's build and
 * each remote's deployed build published, render every page through the shell's prerender entry with
 * the remotes' fragments, then write the site's other files. The shell's deployment then serves one
 * HTML file per route, `_client.html` (the client page, the fallback for paths whose page exists only
 * in the reader's browser; `_spa.html` keeps the shell's build of it untouched, as the template),
 * `remotes.json`, the JSON the remotes publish for the site's API paths, their site files, the
 * site's feed of the newest entries across the sections (made from the feeds they publish),
 * `sitemap.xml` (with the last change each page's head declares) and `robots.txt`. Every URL comes from the deployment
 * description. A page whose remote
 * published nothing is not written (it falls back to client rendering) and the run fails loudly.
 */
import { removeOrphanCopies } from '../build-tools/precompress';
import type { Deployment, RemoteId } from '../deploy/deployment';
import { recordShellRelease } from '../deploy/release-file';
import { sectionsOnShell } from '../deploy/shell-files';
import { federationName, remoteIds } from '../contracts/remote-id';
import { readPublishedRemotes, readPublishedSections } from './compose/read-published';
import { renderPages, writeClientPage } from './compose/render-pages';
import { readPublishedFeeds, siteFeed, writeSiteFeed } from './compose/site-feed';
import { loadShellEntry, readShellBuild, type ShellEntry } from './compose/shell-build';
import {
  composedPageFiles,
  publishApi,
  publishSiteFiles,
  removeStalePages,
  writeRemotesFile,
  writeSitemap,
} from './compose/site-files';

type Sources = {
  deployment: Deployment;
  /** The shell deployment to compose in place: a copy of the shell's build. */
  shellDist: string;
  /** Each remote's deployed files. */
  remoteDists: Record<RemoteId, string>;
};

export type ComposeOptions = Sources & {
  /** The shell's source folder (its prerender entry is built from it). */
  shellSourceDir: string;
};

export async function compose({ shellSourceDir, ...sources }: ComposeOptions): Promise<string[]> {
  return composeWith(await loadShellEntry(shellSourceDir), sources);
}

/** Compose with a shell entry already loaded; returns the paths of the pages written. */
export async function composeWith(
  shell: ShellEntry,
  { deployment, shellDist, remoteDists }: Sources,
): Promise<string[]> {
  const shellBuild = readShellBuild(shellDist);
  const pagesBefore = composedPageFiles(shellDist);
  const remotes = readPublishedRemotes(deployment, remoteDists);
  const sections = readPublishedSections(remoteDists);
  // Before any page is written: a section at one of the shell's paths would put its pages and site
  // files among the shell's own (the release guard refuses such a release; this is what is deployed).
  const onShell = remoteIds.flatMap((id) =>
    sectionsOnShell(
      sections.routes.filter((route) => route.remote === federationName(id)),
      shellBuild.pages,
    ).map(
      ({ route, owner }) =>
        `${id}: its section ${route.module} at ${route.mount} collides with ${owner}`,
    ),
  );
  if (onShell.length > 0) throw new Error(onShell.join('\n'));
  const feeds = readPublishedFeeds(sections.jsonFeedFiles);
  const feed = siteFeed(feeds, { origin: shell.siteOrigin, name: shell.siteName });
  if (!feed) console.error('No remote published a feed entry: the site has no feed');

  const { written, unlisted, lastChanged, failed } = await renderPages({
    shell,
    shellBuild,
    shellDist,
    remotes,
    // Every page announces the site's feed first, then each section's.
    sections: { ...sections, feeds: [...(feed?.links ?? []), ...sections.feeds] },
  });
  removeStalePages(shellDist, pagesBefore, written);
  writeClientPage(shellDist, shellBuild.template);
  writeRemotesFile(
    shellDist,
    deployment,
    { sections: sections.routes, widgets: sections.widgets },
    remoteDists,
  );
  publishApi(remotes, shellDist);
  publishSiteFiles(remoteDists, shellDist, sections.routes, shellBuild.pages);
  if (feed) writeSiteFeed(shellDist, feed);
  writeSitemap(
    shellDist,
    shell.siteOrigin,
    written.filter((path) => !unlisted.includes(path)),
    lastChanged,
  );
  for (const copy of removeOrphanCopies(shellDist)) {
    console.log(`removed ${copy}: the file it compressed is gone`);
  }
  recordShellRelease(shellDist);
  console.log(
    `shell (${deployment.name}): composed ${written.length} page(s) from ${remotes.length} remote(s)`,
  );
  if (failed.length > 0) {
    throw new Error(
      `Not prerendered (they fall back to client rendering):\n  ${failed.join('\n  ')}`,
    );
  }
  return written;
}
