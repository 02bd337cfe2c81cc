/**
 * What the remotes published with their deployed builds: the manifest of their prerendered fragments
 * (dist/_islands/), the fragments, and the sections and feeds they serve (section.json). Nothing is
 * read from another app's source, only from what it deployed; every file is checked by its schema,
 * and read only once it is known to lie inside the remote's build (deploy/untrusted-build.ts).
 */
import { existsSync, realpathSync } from 'node:fs';
import { join } from 'node:path';
import {
  fragmentFile,
  ISLANDS_FOLDER,
  ISLANDS_MANIFEST_FILE,
  fragmentSchema,
  islandsManifestSchema,
  type Fragment,
  type IslandsManifest,
  type SectionRoute,
} from '../../contracts/published';
import { publishedSectionSchema, type PublishedSection } from '../../contracts/published-at-build';
import type { SectionWidget } from '../../contracts/widgets';
import { rebaseRemote } from '../../contracts/page-protocol';
import { PUBLISHED_SECTION_FILE, sectionRoutes, sectionWidgets } from '../../contracts/section';
import { remoteEntryAt, remoteIds, type Deployment, type RemoteId } from '../../deploy/deployment';
import { readPublished } from '../../deploy/published-file';
import { fileInsideBuild } from '../../deploy/untrusted-build';

/** A file of remote `id`'s build, read once it lies inside the build (links followed). */
export function remoteFile(id: RemoteId, dist: string, file: string): string {
  try {
    return fileInsideBuild(dist, file);
  } catch (error) {
    throw new Error(`${id}: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
}

export type PublishedRemote = {
  id: RemoteId;
  manifest: IslandsManifest;
  /** Where the deployment serves it. */
  base: string;
  entry: string;
  /** Its deployed files. */
  dist: string;
  fragment: (module: string, path: string) => Fragment | undefined;
};

/** What each remote published, where the deployment serves it, and how to read a fragment. */
export function readPublishedRemotes(
  deployment: Deployment,
  remoteDists: Record<RemoteId, string>,
): PublishedRemote[] {
  const published: PublishedRemote[] = [];
  for (const id of remoteIds) {
    // A deployment serves a remote through a link that a release switches: every file is read from the
    // folder it points at now, so a switch during a compose never mixes two releases in one page.
    const dist = existsSync(remoteDists[id]) ? realpathSync(remoteDists[id]) : remoteDists[id];
    const islandsDir = join(dist, ISLANDS_FOLDER);
    const manifestFile = join(dist, ISLANDS_MANIFEST_FILE);
    if (!existsSync(manifestFile)) {
      console.error(
        `${id} published no prerendered fragments: its pages will render on the client`,
      );
      continue;
    }
    const base = deployment.apps[id].url;
    published.push({
      id,
      manifest: readPublished(islandsManifestSchema, remoteFile(id, dist, manifestFile)),
      base,
      entry: remoteEntryAt(base),
      dist,
      fragment(module, path) {
        const file = join(islandsDir, module, fragmentFile(path));
        if (!existsSync(file)) return undefined;
        const fragment = readPublished(fragmentSchema, remoteFile(id, dist, file));
        // Published HTML names the remote's files by a placeholder base: this environment's address.
        return {
          ...fragment,
          html: rebaseRemote(fragment.html, base),
          head: rebaseRemote(fragment.head, base),
        };
      },
    });
  }
  return published;
}

export type PublishedSections = {
  routes: SectionRoute[];
  /** The home-page widgets they place (contracts/widgets.ts). */
  widgets: SectionWidget[];
  feeds: PublishedSection['feeds'];
  /** Each JSON feed the remotes published, as the file of the remote's build that holds it. */
  jsonFeedFiles: string[];
};

/**
 * The routes every deployed remote serves and the feeds it publishes, from the section.json each
 * published with its build: the shell's routes are made from them, in compose and in the browser.
 */
export function readPublishedSections(remoteDists: Record<RemoteId, string>): PublishedSections {
  const published = remoteIds.flatMap((id) => {
    const file = join(remoteDists[id], PUBLISHED_SECTION_FILE);
    if (!existsSync(file)) {
      console.error(
        `${id} published no ${PUBLISHED_SECTION_FILE}: its sections are not on the site`,
      );
      return [];
    }
    const section = readPublished(publishedSectionSchema, remoteFile(id, remoteDists[id], file));
    return [{ id, section, dist: remoteDists[id] }];
  });
  return {
    routes: published.flatMap(({ section }) => sectionRoutes(section)),
    widgets: published.flatMap(({ section }) => sectionWidgets(section)),
    feeds: published.flatMap(({ section }) => section.feeds),
    // A feed at /blog/feed.json is the file site/blog/feed.json of the remote's build (one that is
    // not there is named when it is read).
    jsonFeedFiles: published.flatMap(({ id, section, dist }) =>
      section.feeds
        .filter((feed) => feed.type === 'application/feed+json')
        .map((feed) => join(dist, 'site', ...feed.href.split('/')))
        .map((file) => (existsSync(file) ? remoteFile(id, dist, file) : file)),
    ),
  };
}
