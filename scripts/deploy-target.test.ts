import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { readDeployment } from '@tla/platform/deploy/deployment';
import {
  deployedDists,
  deploymentRoot,
  ensureLiveLinks,
  releases,
  releasesFolder,
} from './deploy-target';
import { linkTarget } from './live-link';
import { appDist, repoRoot } from './workspace';

let folder: string;
beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'tla-deploy-target-'));
});
afterEach(() => {
  rmSync(folder, { recursive: true, force: true });
});

/** The release topology's description, moved to a root of its own outside the work tree. */
function describedWithRoot(): string {
  const description = JSON.parse(
    readFileSync(join(repoRoot, 'e2e', 'deployments', 'release.json'), 'utf8'),
  );
  const file = join(folder, 'site.json');
  writeFileSync(file, JSON.stringify({ ...description, root: 'srv' }));
  return file;
}

test('a deployment with a root of its own keeps everything there, nothing in the work tree', () => {
  const file = describedWithRoot();
  const deployment = readDeployment(file);
  const root = join(folder, 'srv');
  expect(deploymentRoot(deployment)).toBe(root);
  expect(releasesFolder(deployment)).toBe(join(root, 'releases'));
  expect(deployedDists(deployment)).toEqual({
    shell: join(root, 'shell'),
    blog: join(root, 'blog'),
    learn: join(root, 'learn'),
    simulator: join(root, 'simulator'),
  });
  const store = releases.for({ name: deployment.name, file });
  expect(store.stagingDir('blog')).toBe(join(root, 'releases', 'staging', 'blog'));
});

test('without a root, a deployment lives in the work tree by name; local serves the builds', () => {
  expect(deploymentRoot({ name: 'e2e-release' })).toBe(join(repoRoot, '.deploy', 'e2e-release'));
  const local = readDeployment(describedWithRoot());
  expect(deployedDists({ ...local, name: 'local', root: undefined }).shell).toBe(appDist('shell'));
});

test('a live link to a folder that is gone serves the build again', () => {
  const deployment = readDeployment(describedWithRoot());
  const link = join(folder, 'srv', 'learn');
  mkdirSync(join(folder, 'srv'), { recursive: true });
  symlinkSync(join(folder, 'gone'), link);
  ensureLiveLinks(deployment);
  expect(linkTarget(link)).toBe(appDist('learn'));
});
