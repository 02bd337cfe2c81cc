/**
 * The part of a release before anything live changes, shared by a release, a preview and a canary:
 * the build staged (built here or taken as built), checked against what is deployed (the guard), and
 * the site as it would be loaded page by page in Chromium (the smoke check). What to do with a staged
 * release that passed is the caller's; a staging folder left over is removed either way.
 */
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import type { Deployment, RemoteId } from '@tla/platform/deploy/deployment';
import { loadShellEntry, type ShellEntry } from '@tla/platform/prerender/compose/shell-build';
import { deployedDists, deploymentRoot } from './deploy-target';
import type { deploymentStore } from './deployment-store';
import { prerender } from './prerender';
import { checkStagedRelease, ReleaseRefused } from './release-guard';
import { smokeCheck } from './release-smoke';
import { describeHolder, withReleaseLock } from './release-service/release-lock';
import { appDir } from './workspace';

/**
 * Run `task` as the one operation changing `deployment` now, telling `report` when it waits for
 * another to finish first.
 */
export const exclusively = <T>(
  deployment: Deployment,
  doing: string,
  report: (line: string) => void,
  task: () => Promise<T> | T,
) =>
  withReleaseLock(deploymentRoot(deployment), doing, task, {
    onWait: (holder) => report(`waiting: ${describeHolder(holder)} runs on "${deployment.name}"`),
  });

/** The commit a source folder is at, when it is in a git work tree (recorded with the release). */
function commitOf(dir: string): string | undefined {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], {
      cwd: dir,
      encoding: 'utf8',
      stdio: 'pipe',
    }).trim();
  } catch {
    return undefined;
  }
}

/** Build and prerender `remote` from `sourceDir` into `outDir` (emptied first). */
export async function buildRelease(
  remote: RemoteId,
  sourceDir: string,
  outDir: string,
  report: (line: string) => void,
): Promise<void> {
  report(`building ${remote} from ${sourceDir}`);
  rmSync(outDir, { recursive: true, force: true });
  execFileSync(
    'npx',
    ['vite', 'build', '--configLoader', 'runner', '--outDir', outDir, '--emptyOutDir'],
    { cwd: sourceDir, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  report(`prerendering ${remote}`);
  await prerender(remote, { sourceDir, distDir: outDir });
}

export type StageOptions = {
  remote: RemoteId;
  deployment: Deployment;
  store: ReturnType<typeof deploymentStore>;
  /** The folder to build. */
  sourceDir: string;
  /** A folder built and prerendered already, staged as it is instead of building. */
  buildDir: string | undefined;
  force: boolean;
  report: (line: string) => void;
};

export type CheckedStage = {
  /** The staging folder, checked: the caller keeps it (a rename) or it is removed. */
  staging: string;
  /** The shell's prerender entry, loaded once for the compose that follows. */
  shell: ShellEntry;
  /** The commit it was built from, when built here from a git work tree. */
  commit: string | undefined;
};

/** Stage a release of `remote` and check it; `then` runs only when it passed. */
export async function stageChecked<T>(
  { remote, deployment, store, sourceDir, buildDir, force, report }: StageOptions,
  then: (stage: CheckedStage) => Promise<T>,
): Promise<T> {
  const staging = store.stagingDir(remote);
  try {
    if (buildDir !== undefined) {
      report('staging: checking the build and copying it');
      // Another machine's build: checked for links, special files, names and size before it is copied.
      store.stageBuild(remote, buildDir);
    } else {
      await buildRelease(remote, sourceDir, staging, report);
    }
    // Nothing live has changed yet: the staged release is checked against what is deployed.
    report('guard: checking the release against the live deployment');
    const live = deployedDists(deployment);
    const { overridden, manifest } = checkStagedRelease({ remote, staged: staging, live, force });
    for (const cause of overridden) {
      report(`${remote}: --force: going live although ${cause} (the shared version rule only)`);
    }
    // Then the site as it would be, served from a scratch folder and loaded path by path in Chromium.
    report('smoke check: loading each of its pages on the site as it would be, in Chromium');
    const shell = await loadShellEntry(appDir('shell'));
    const failures = await smokeCheck({
      remote,
      deployment,
      live,
      staged: staging,
      manifest,
      shell,
      workDir: `${staging}-site`,
    });
    if (failures.length > 0) throw new ReleaseRefused(remote, failures);
    return await then({
      staging,
      shell,
      commit: buildDir === undefined ? commitOf(sourceDir) : undefined,
    });
  } finally {
    // A refused build is of no further use (a release that went live was moved out already).
    rmSync(staging, { recursive: true, force: true });
    rmSync(`${staging}-site`, { recursive: true, force: true });
  }
}
