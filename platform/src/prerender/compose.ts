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
 *
 * Compose renders only the pages whose inputs changed since the last compose, as `.composed.json`
 * records them (compose/composed-record.ts): a page holding a remote fragment whose content changed,
 * whatever the remote's build id says. It keeps the rest, with their compressed copies; the site's
 * other files are all written again (each is made from every remote), and a file whose bytes are
 * unchanged is left as it was. Without a record it can trust, or when asked to (`full`), it composes
 * every page; either way the deployment holds the same bytes.
 */
import { removeOrphanCopies } from '../build-tools/precompress';
import type { Deployment, RemoteId } from '../deploy/deployment';
import { recordShellRelease } from '../deploy/release-file';
import { sectionsOnShell } from '../deploy/shell-files';
import { federationName, remoteIds } from '../contracts/remote-id';
import {
  forgetComposedRecord,
  fragmentDigest,
  keptPages,
  readComposedRecord,
  siteInputs,
  writeComposedRecord,
  type ComposedPage,
  type SiteInputs,
} from './compose/composed-record';
import {
  readPublishedRemotes,
  readPublishedSections,
  type PublishedRemote,
} from './compose/read-published';
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

export type ComposeScope = {
  /** Render every page, whatever the record of the last compose says. */
  full?: boolean;
};

export type ComposeOptions = Sources &
  ComposeScope & {
    /** The shell's source folder (its prerender entry is built from it). */
    shellSourceDir: string;
  };

export async function compose({
  shellSourceDir,
  full,
  ...sources
}: ComposeOptions): Promise<string[]> {
  return composeWith(await loadShellEntry(shellSourceDir), sources, { full });
}

/**
 * The pages the last compose wrote that can stay as they are, when the record of that compose holds
 * for `inputs`; undefined for a full compose.
 */
function pagesToKeep(
  shellDist: string,
  inputs: SiteInputs,
  remotes: readonly PublishedRemote[],
  full: boolean,
): Map<string, ComposedPage> | undefined {
  if (full) {
    console.log('composing every page: asked to');
    return undefined;
  }
  const last = readComposedRecord(shellDist, inputs);
  if ('untrusted' in last) {
    console.log(`composing every page: ${last.untrusted}`);
    return undefined;
  }
  const byId = new Map(remotes.map((remote) => [remote.id, remote]));
  return keptPages(shellDist, last.record, (id, module, path) => {
    const fragment = byId.get(id)?.fragment(module, path);
    return fragment && fragmentDigest(fragment);
  });
}

/** Compose with a shell entry already loaded; returns the paths of the pages on the site. */
export async function composeWith(
  shell: ShellEntry,
  { deployment, shellDist, remoteDists }: Sources,
  { full = false }: ComposeScope = {},
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

  // Every page announces the site's feed first, then each section's.
  const table = { ...sections, feeds: [...(feed?.links ?? []), ...sections.feeds] };
  const inputs = siteInputs({ shell, shellBuild, shellDist, deployment, table });
  const toKeep = pagesToKeep(shellDist, inputs, remotes, full);
  // Before any page is written, the record vouches only for pages this compose leaves alone.
  if (toKeep) writeComposedRecord(shellDist, inputs, [...toKeep.values()]);
  else forgetComposedRecord(shellDist);
  const { written, unlisted, lastChanged, failed, pages, kept } = await renderPages({
    shell,
    shellBuild,
    shellDist,
    remotes,
    sections: table,
    kept: toKeep,
  });
  removeStalePages(shellDist, pagesBefore, written);
  writeClientPage(shellDist, shellBuild.template);
  writeRemotesFile(
    shellDist,
    deployment,
    { sections: sections.routes, widgets: sections.widgets },
    remoteDists,
    Object.fromEntries(remotes.map(({ id, manifest }) => [id, manifest.buildId])),
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
  writeComposedRecord(shellDist, inputs, pages);
  const keptNote = kept > 0 ? ` (${kept} more kept: their inputs did not change)` : '';
  console.log(
    `shell (${deployment.name}): composed ${written.length - kept} page(s) from ${remotes.length} remote(s)${keptNote}`,
  );
  if (failed.length > 0) {
    throw new Error(
      `Not prerendered (they fall back to client rendering):\n  ${failed.join('\n  ')}`,
    );
  }
  return written;
}
