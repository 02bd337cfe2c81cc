/**
 * What each app publishes about itself so a team can see what is live: `build.json`, written by its
 * build (the build id, the commit, when, the routes it serves), and `release.json`, written when a
 * build goes live (when, and the release it replaced: the rollback target). Both sit at the root of
 * the app's deployed folder, are revalidated like every JSON file, and are read in Node
 * (`npm run status`) and in the browser (/_status) with these schemas. Browser-safe.
 */
import { z } from '@tla/federated/zod';
import { appIds } from './remote-id';

export const BUILD_INFO_FILE = 'build.json';
/**
 * The build id alone, one line beside build.json: what prerender stamps into a remote's fragments,
 * what a release is named by, and how two folders are known to hold the same build.
 */
export const BUILD_ID_FILE = 'build-id.txt';
export const RELEASE_FILE = 'release.json';

/** A build id (`<time>-<hex>`, or a VITE_BUILD_ID): a single folder name, never a path. */
export const releaseIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/, 'a release id: letters, digits, "-" and "_"');

const instant = z.iso.datetime({ offset: true });

/** build.json: one build of one app. */
export const buildInfoSchema = z.object({
  app: z.enum(appIds),
  buildId: releaseIdSchema,
  /** The git commit the sources were at; null when the build ran outside a git work tree. */
  commit: z
    .string()
    .regex(/^[0-9a-f]{40}$/, 'a full git commit hash')
    .nullable(),
  /** The work tree had changes the commit does not hold. */
  dirty: z.boolean(),
  builtAt: instant,
  /** The site paths it serves: the shell's own pages, or a remote's mounts. */
  routes: z.array(z.string().regex(/^\//, 'must be a path on the site')),
});
export type BuildInfo = z.infer<typeof buildInfoSchema>;

const releaseRefSchema = z.object({ id: releaseIdSchema, releasedAt: instant.optional() });
export type ReleaseRef = z.infer<typeof releaseRefSchema>;

/**
 * release.json: the release this folder is live as, the one the switch replaced, and the one a
 * rollback would put back now. After a release those two are the same; after a rollback the replaced
 * release is the one rolled back, and the target is the release before the restored one.
 */
export const releaseRecordSchema = z.object({
  id: releaseIdSchema,
  releasedAt: instant,
  /** What was live before this switch; null for the first one recorded. */
  replaced: releaseRefSchema.nullable(),
  /** What `npm run release -- <remote> --rollback` puts live now; null when nothing can be. */
  rollbackTarget: releaseRefSchema.nullable(),
});
export type ReleaseRecord = z.infer<typeof releaseRecordSchema>;

/** The part of a remote's mf-manifest.json (its federation build) that says which shared modules it asks the host for. */
export const federationManifestSchema = z.object({
  shared: z.array(z.object({ name: z.string().min(1), requiredVersion: z.string().min(1) })),
});

export const FEDERATION_MANIFEST_FILE = 'mf-manifest.json';

/** A shared module as one app sees it: what it provides or requires, and whether the shell agrees. */
export type SharedModuleStatus = {
  name: string;
  /** The shell: the version it provides; a remote: the range it requires. */
  version: string;
  /** A remote's module checked against what the live shell provides; undefined: not checked. */
  compatible?: { ok: boolean; reason: string };
};

/** What one app has live, as its deployed files say. */
export type AppStatus = {
  app: (typeof appIds)[number];
  build: BuildInfo;
  /** Its release record; undefined when its build was deployed as built (no release recorded). */
  release: ReleaseRecord | undefined;
  shared: SharedModuleStatus[];
  /** What its files disagree on, in a reader's words. */
  problems: string[];
};

/**
 * The status of one app from what it published. A release record of another build than the one
 * deployed (a folder replaced without a release) is not believed, and said so.
 */
export function appStatusOf(
  build: BuildInfo,
  release: ReleaseRecord | undefined,
  shared: SharedModuleStatus[] = [],
): AppStatus {
  const problems: string[] = [];
  let live = release;
  if (release && release.id !== build.buildId) {
    problems.push(
      `${RELEASE_FILE} names release ${release.id}, but ${BUILD_INFO_FILE} is of build ${build.buildId}: the folder was replaced without a release`,
    );
    live = undefined;
  }
  return { app: build.app, build, release: live, shared, problems };
}

/** The short form of a commit a team reads (git's default length). */
export const shortCommit = (build: BuildInfo): string =>
  build.commit === null
    ? 'unknown (built outside git)'
    : `${build.commit.slice(0, 7)}${build.dirty ? ' (with uncommitted changes)' : ''}`;
