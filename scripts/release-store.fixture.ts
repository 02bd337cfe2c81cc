/**
 * The release store's tests' ground: a temporary folder per test holding each deployment's releases
 * (releases/<name>), its links (deploy/<name>) and the remotes' builds (build/<remote>), with the
 * e2e suite's deployment descriptions as the deployments released to.
 */
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach } from 'vitest';
import { BUILD_ID_FILE } from '@tla/platform/contracts/app-status';
import type { RemoteId } from '@tla/platform/deploy/deployment';
import type { DeploymentRecord } from './deployment-record';
import { releaseStore } from './release-store';

export const originsFile = fileURLToPath(
  new URL('../e2e/deployments/origins.json', import.meta.url),
);
export const pathsFile = fileURLToPath(new URL('../e2e/deployments/paths.json', import.meta.url));
export const origins: DeploymentRecord = { name: 'e2e-origins', file: originsFile };
export const paths: DeploymentRecord = { name: 'e2e-paths', file: pathsFile };

/** A build of the blog: its id, one hashed asset of its own and a fragment naming it. */
export function writeBuild(dir: string, id: string): void {
  mkdirSync(join(dir, 'assets'), { recursive: true });
  writeFileSync(join(dir, BUILD_ID_FILE), `${id}\n`);
  writeFileSync(join(dir, 'assets', `page-${id}.js`), `// ${id}\n`);
  writeFileSync(join(dir, 'fragment.html'), `<h1>${id}</h1>`);
}

/** A fresh temporary folder for each test of the calling file, and what the tests do in it. */
export function temporaryReleases() {
  let root = '';
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'tla-releases-'));
  });
  afterEach(() => {
    rmSync(root, { recursive: true, force: true });
  });

  /** A path in this test's folder. */
  const inRoot = (...parts: string[]) => join(root, ...parts);
  const build = (remote: RemoteId) => inRoot('build', remote);
  const link = (name: string, remote: RemoteId) => inRoot('deploy', name, remote);
  /** Each deployment's releases under releases/<name>, its links under deploy/<name>. */
  const places = () => ({
    releasesOf: (deployment: DeploymentRecord) => inRoot('releases', deployment.name),
    found: () =>
      existsSync(inRoot('releases'))
        ? readdirSync(inRoot('releases')).map((name) => ({ name }))
        : [],
    buildOf: build,
    liveLinkOf: (deployment: DeploymentRecord, remote: RemoteId) => link(deployment.name, remote),
  });
  const releases = () => releaseStore(places());
  const historyFile = (name = 'e2e-origins') => inRoot('releases', name, 'blog', 'history.json');

  /** Release a build `id` of the blog to `deployment`. */
  function releaseTo(deployment: DeploymentRecord, id: string, commit?: string) {
    const store = releases().for(deployment);
    const staging = store.stagingDir('blog');
    writeBuild(staging, id);
    return store.publish('blog', staging, commit);
  }

  /** The blog's build `first`, then a release `second` to `deployment`. */
  function releasedTwice(deployment: DeploymentRecord) {
    writeBuild(build('blog'), 'first');
    releaseTo(deployment, 'second');
    return releases().for(deployment);
  }

  /** What `deployment` serves of the blog, read through its link as nginx and the Node server do. */
  const deployed = (deployment = origins) => ({
    fragment: readFileSync(join(link(deployment.name, 'blog'), 'fragment.html'), 'utf8'),
    assets: readdirSync(join(link(deployment.name, 'blog'), 'assets')).sort(),
  });
  const historyText = () => readFileSync(historyFile(), 'utf8');

  return {
    inRoot,
    build,
    link,
    places,
    releases,
    historyFile,
    releaseTo,
    releasedTwice,
    deployed,
    historyText,
  };
}
