/**
 * The checks a remote's staged release passes before it goes live, against what is deployed (the live
 * shell's and the other remotes' published files), never against the source tree: its build holds
 * only plain folders and files within the limits (platform/src/deploy/untrusted-build.ts), the shared
 * modules it requires are provided by the live shell, its sections and site files take no path the
 * shell or another remote serves, every path it declares has its fragment, and every file it
 * publishes parses. A refusal names the remote, each cause and its fix; nothing is written anywhere.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import {
  fragmentFile,
  fragmentSchema,
  ISLANDS_FOLDER,
  ISLANDS_MANIFEST_FILE,
  islandsManifestSchema,
  type IslandsManifest,
  type SectionRoute,
} from '@tla/platform/contracts/published';
import {
  publishedSectionSchema,
  type PublishedSection,
} from '@tla/platform/contracts/published-at-build';
import { PublishedFileError } from '@tla/platform/contracts/parse-published';
import { federationName } from '@tla/platform/contracts/remote-id';
import { routeCollisions } from '@tla/platform/contracts/route-collisions';
import {
  PUBLISHED_SECTION_FILE,
  sectionRoutes,
  sitePathPrefixes,
} from '@tla/platform/contracts/section';
import {
  describeFinding,
  providedSharedModulesSchema,
  requiredSharedModulesSchema,
  sharedModuleFindings,
  SHARED_MODULES_FILE,
} from '@tla/platform/contracts/shared-modules';
import { shellPagesSchema, SHELL_PAGES_FILE } from '@tla/platform/contracts/shell-pages';
import { remoteIds, type AppId, type RemoteId } from '@tla/platform/deploy/deployment';
import { readPublished } from '@tla/platform/deploy/published-file';
import { sectionsOnShell, shellPathOwner } from '@tla/platform/deploy/shell-files';
import {
  buildProblems,
  DEFAULT_BUILD_LIMITS,
  type BuildProblemKind,
} from '@tla/platform/deploy/untrusted-build';
import { appFolders } from './workspace';

/** One reason a release is refused, and what the team does about it. */
export type Refusal = { cause: string; fix: string };

/** What was asked of a remote: a new release, or the previous one back. */
export type GuardedAction = 'release' | 'rollback';

export class ReleaseRefused extends Error {
  override name = 'ReleaseRefused';
  constructor(
    readonly remote: RemoteId,
    readonly refusals: Refusal[],
    readonly action: GuardedAction = 'release',
  ) {
    super(
      [
        `${remote}: ${action} refused, nothing live changed:`,
        ...refusals.map(({ cause, fix }) => `  - ${cause}\n    Fix: ${fix}`),
      ].join('\n'),
    );
  }
}

export type GuardOptions = {
  remote: RemoteId;
  /** The staged build: built and prerendered, not served. */
  staged: string;
  /** The live deployment's files, per app. */
  live: Record<AppId, string>;
  /** Release although the live shell provides a shared module at a version outside the range. */
  force: boolean;
  /**
   * A rollback checks the kept release it would put back: the shell may have changed since that
   * release was live.
   */
  action?: GuardedAction;
};

export type StagedRelease = {
  section: PublishedSection;
  manifest: IslandsManifest;
  /** What --force let through, as a team reads it. */
  overridden: string[];
};

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

const buildFixes = (folder: string): Record<BuildProblemKind, string> => ({
  link: 'put the file itself in the build, or leave it out: a release copies no link, hard link or special file',
  'hard-link':
    'put the file itself in the build, or leave it out: a release copies no link, hard link or special file',
  'special-file':
    'put the file itself in the build, or leave it out: a release copies no link, hard link or special file',
  name: `rename it in ${folder}'s build: a name a URL can carry, without a backslash or a control character`,
  size: `keep ${folder}'s build within ${DEFAULT_BUILD_LIMITS.maxBytes / (1024 * 1024)} MB and ${DEFAULT_BUILD_LIMITS.maxEntries} files and folders (platform/src/deploy/untrusted-build.ts)`,
});

/**
 * What a remote's build folder holds that no build may (a link, a hard link, a device or FIFO, a name
 * a URL cannot carry, more than the limits), as refusals naming each entry; checked before the folder
 * is copied anywhere and again on the staged copy.
 */
export function buildRefusals(remote: RemoteId, dir: string): Refusal[] {
  const fixes = buildFixes(appFolders[remote]);
  return buildProblems(dir).map(({ entry, kind, problem }) => ({
    cause: `its build holds ${entry}, ${problem}`,
    fix: fixes[kind],
  }));
}

/** Every file of a build's `site/` folder, `/` between names, sorted (compressed copies aside: compose makes its own). */
function siteFiles(staged: string): string[] {
  const dir = join(staged, 'site');
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => !entry.isDirectory() && !/\.(br|gz)$/.test(entry.name))
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(/[/\\]/).join('/'))
    .sort();
}

/**
 * Check a staged release against the live deployment; returns what was staged, or throws
 * ReleaseRefused with every cause found.
 */
export function checkStagedRelease({
  remote,
  staged,
  live,
  force,
  action = 'release',
}: GuardOptions): StagedRelease {
  const folder = appFolders[remote];
  // Nothing is read from a build that holds a link or a FIFO: reading would follow it, or hang.
  const refusals: Refusal[] = buildRefusals(remote, staged);
  if (refusals.length > 0) throw new ReleaseRefused(remote, refusals, action);
  /** A published file of the staged build, or its refusal (unreadable, or not its schema). */
  const readStaged = <T>(read: () => T): T | undefined => {
    try {
      return read();
    } catch (error) {
      if (!(error instanceof PublishedFileError)) throw error;
      refusals.push({
        cause: messageOf(error),
        fix: `build ${folder} with this repository's platform (its schemas are in platform/src/contracts/) and release again`,
      });
      return undefined;
    }
  };
  /** A published file of the live shell, or its refusal. */
  const readLive = <T>(read: () => T): T | undefined => {
    try {
      return read();
    } catch (error) {
      if (!(error instanceof PublishedFileError)) throw error;
      refusals.push({
        cause: messageOf(error),
        fix: 'release the shell first (its build publishes the file), then this remote',
      });
      return undefined;
    }
  };

  const section = readStaged(() =>
    readPublished(publishedSectionSchema, join(staged, PUBLISHED_SECTION_FILE)),
  );
  if (section && section.remote !== federationName(remote)) {
    refusals.push({
      cause: `the staged build is ${section.remote}'s, not ${federationName(remote)}'s`,
      fix: `release ${folder}'s own build`,
    });
  }
  const required = readStaged(() =>
    readPublished(requiredSharedModulesSchema, join(staged, SHARED_MODULES_FILE)),
  );
  const manifest = readStaged(() =>
    readPublished(islandsManifestSchema, join(staged, ISLANDS_MANIFEST_FILE)),
  );
  const provided = readLive(() =>
    readPublished(providedSharedModulesSchema, join(live.shell, SHARED_MODULES_FILE)),
  );
  const shellPages = readLive(() =>
    readPublished(shellPagesSchema, join(live.shell, SHELL_PAGES_FILE)),
  );

  // The singletons it requires, from the live shell.
  const overridden: string[] = [];
  if (provided && required) {
    for (const finding of sharedModuleFindings(provided, required)) {
      const cause = describeFinding(finding);
      if (finding.kind === 'version-out-of-range' && force) {
        overridden.push(cause);
        continue;
      }
      refusals.push({
        cause,
        fix:
          finding.kind === 'version-out-of-range'
            ? `release a shell that provides ${finding.module} in ${finding.range} first, or build ${folder} against the live shell's version (platform/package.json's peerDependencies); --force releases anyway (this version rule only)`
            : finding.kind === 'missing-module'
              ? `release a shell that provides ${finding.module} first (platform/src/build-tools/shared-dependencies.ts), then this remote`
              : `release the shell with ${finding.export} in ${finding.module} (shared-ui/federated) first, then this remote`,
      });
    }
  }

  // Its sections, against the shell's pages and names and the other remotes' live sections.
  if (section && shellPages) {
    const others: SectionRoute[] = remoteIds
      .filter((id) => id !== remote && existsSync(join(live[id], PUBLISHED_SECTION_FILE)))
      .flatMap(
        (id) =>
          readLive(() =>
            sectionRoutes(
              readPublished(publishedSectionSchema, join(live[id], PUBLISHED_SECTION_FILE)),
            ),
          ) ?? [],
      );
    const fix = (module: string) =>
      `mount ${module} at a path no other app serves (${folder}/src/app/section.ts)`;
    for (const { route, owner } of sectionsOnShell(section.routes, shellPages)) {
      refusals.push({
        cause: `its section ${route.module} at ${route.mount} collides with ${owner}`,
        fix: fix(route.module),
      });
    }
    for (const collision of routeCollisions(section.routes, [], others)) {
      if (!('other' in collision)) continue;
      const { module, mount } = collision.route;
      refusals.push({
        cause: `its section ${module} at ${mount} collides with ${collision.other.remote}'s section ${collision.other.module} at ${collision.other.mount}`,
        fix: fix(module),
      });
    }

    // The files it puts on the site (site/): under its own sections, none of them the shell's.
    const prefixes = sitePathPrefixes(sectionRoutes(section), section.remote);
    const siteFix = `publish site files only under its own sections' paths (${prefixes.join(', ') || 'none'}), never at one of the shell's`;
    for (const file of siteFiles(staged)) {
      const path = `/${file}`;
      const owner = shellPathOwner(path, shellPages);
      if (!prefixes.some((prefix) => path.startsWith(prefix)))
        refusals.push({
          cause: `its site file site/${file} is outside its sections`,
          fix: siteFix,
        });
      else if (owner !== undefined)
        refusals.push({ cause: `its site file site/${file} lands on ${owner}`, fix: siteFix });
    }
  }

  // Every path it declares for prerendering has its fragment, and each parses.
  if (manifest) {
    for (const island of manifest.islands) {
      for (const path of island.paths) {
        const file = join(staged, ISLANDS_FOLDER, island.module, fragmentFile(path));
        if (!existsSync(file)) {
          refusals.push({
            cause: `it declares ${path} for prerendering (${island.module}), but its build has no fragment ${join(ISLANDS_FOLDER, island.module, fragmentFile(path))}`,
            fix: `make ${path} prerender (npm run prerender -- ${remote} says why it does not), or take it out of ${island.module}'s paths in ${folder}/src/app/section.ts`,
          });
          continue;
        }
        readStaged(() => readPublished(fragmentSchema, file));
      }
    }
  }

  // A file that did not parse is a refusal already.
  if (refusals.length > 0 || !section || !manifest)
    throw new ReleaseRefused(remote, refusals, action);
  return { section, manifest, overridden };
}
