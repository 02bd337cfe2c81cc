import {
  existsSync,
  linkSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { z } from 'zod';
import type { RemoteId } from '@tla/platform/deploy/deployment';
import { ReleaseRefused } from './release-guard';
import {
  deploymentInForce,
  deploymentOf,
  formatReleaseList,
  parseReleaseArgs,
  releaseStore,
  rollbackOrder,
  type DeploymentRecord,
} from './release-model';

const originsFile = fileURLToPath(new URL('../e2e/deployments/origins.json', import.meta.url));
const pathsFile = fileURLToPath(new URL('../e2e/deployments/paths.json', import.meta.url));
const origins: DeploymentRecord = { name: 'e2e-origins', file: originsFile };
const paths: DeploymentRecord = { name: 'e2e-paths', file: pathsFile };

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'tla-releases-'));
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

const build = (remote: RemoteId) => join(root, 'build', remote);
const link = (name: string, remote: RemoteId) => join(root, 'deploy', name, remote);
/** Each deployment's releases under releases/<name>, its links under deploy/<name>. */
const places = () => ({
  releasesOf: (deployment: DeploymentRecord) => join(root, 'releases', deployment.name),
  found: () =>
    existsSync(join(root, 'releases'))
      ? readdirSync(join(root, 'releases')).map((name) => ({ name }))
      : [],
  buildOf: build,
  liveLinkOf: (deployment: DeploymentRecord, remote: RemoteId) => link(deployment.name, remote),
});
const releases = () => releaseStore(places());
const historyFile = (name = 'e2e-origins') => join(root, 'releases', name, 'blog', 'history.json');

/** A build of the blog: its id, one hashed asset of its own and a fragment naming it. */
function writeBuild(dir: string, id: string): void {
  mkdirSync(join(dir, 'assets'), { recursive: true });
  writeFileSync(join(dir, 'build-id.txt'), `${id}\n`);
  writeFileSync(join(dir, 'assets', `page-${id}.js`), `// ${id}\n`);
  writeFileSync(join(dir, 'fragment.html'), `<h1>${id}</h1>`);
}

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

test('a release keeps what was deployed, then goes live through the link, grace files kept', () => {
  const store = releasedTwice(origins);
  expect(store.history('blog')).toMatchObject({
    deployment: origins,
    switches: [
      { id: 'first', by: 'build' },
      { id: 'second', by: 'release' },
    ],
  });
  expect(deployed()).toEqual({
    fragment: '<h1>second</h1>',
    assets: ['page-first.js', 'page-second.js'],
  });
  expect(lstatSync(link('e2e-origins', 'blog')).isSymbolicLink()).toBe(true);
  // The build itself is never written to: it is what other deployments serve.
  expect(readFileSync(join(build('blog'), 'fragment.html'), 'utf8')).toBe('<h1>first</h1>');
});

test('a switch leaves the folder it replaced for readers mid-request, and removes older ones', () => {
  releasedTwice(origins);
  const second = realpathSync(link('e2e-origins', 'blog'));
  releaseTo(origins, 'third');
  const third = realpathSync(link('e2e-origins', 'blog'));
  expect(third).not.toBe(second);
  expect(readFileSync(join(second, 'fragment.html'), 'utf8')).toBe('<h1>second</h1>');
  releaseTo(origins, 'fourth');
  expect(existsSync(second)).toBe(false);
  expect(existsSync(third)).toBe(true);
  expect(deployed().fragment).toBe('<h1>fourth</h1>');
});

test('two deployments keep their own releases: a release or rollback on one leaves the other', () => {
  releasedTwice(origins);
  releaseTo(paths, 'other');
  expect(deployed(paths).fragment).toBe('<h1>other</h1>');
  expect(deployed(origins).fragment).toBe('<h1>second</h1>');
  expect(rollbackOrder(releases().for(paths).history('blog'))).toEqual(['first', 'other']);
  expect(rollbackOrder(releases().for(origins).history('blog'))).toEqual(['first', 'second']);

  expect(releases().for(paths).rollback('blog')).toBe('first');
  expect(deployed(paths).fragment).toBe('<h1>first</h1>');
  expect(deployed(origins).fragment).toBe('<h1>second</h1>');
  expect(releases().liveDeployments()).toEqual([origins, paths]);
});

test('without TLA_DEPLOYMENT an operation acts on the one deployment released to, or asks which', () => {
  expect(releases().deploymentFor('blog', undefined)).toEqual({ name: 'local' });
  releasedTwice(origins);
  expect(releases().deploymentFor('blog', undefined)).toEqual(origins);
  expect(releases().deploymentFor('blog', paths)).toEqual(paths);
  releaseTo(paths, 'other');
  expect(() => releases().deploymentFor('blog', undefined)).toThrow(
    `blog has releases on deployments "e2e-origins" (${originsFile}), "e2e-paths" (${pathsFile}): set TLA_DEPLOYMENT to the one to act on`,
  );
});

test('the rollback target is named, and its folder found, before anything is written', () => {
  const store = releasedTwice(origins);
  const before = historyText();
  const target = store.rollbackTarget('blog');
  expect(target.id).toBe('first');
  expect(readFileSync(join(target.dir, 'fragment.html'), 'utf8')).toBe('<h1>first</h1>');
  expect(historyText()).toBe(before);
  expect(deployed().fragment).toBe('<h1>second</h1>');
  // A build served since the last release is what a rollback would replace: the target is the release.
  writeBuild(build('learn'), 'learn-build');
  expect(() => releases().for(origins).rollbackTarget('learn')).toThrow(
    'learn has no earlier release on "e2e-origins" to roll back to',
  );
});

test('a rollback puts the previous release live again; with none it is refused', () => {
  const store = releasedTwice(origins);
  expect(store.rollback('blog')).toBe('first');
  expect(deployed().fragment).toBe('<h1>first</h1>');
  expect(rollbackOrder(store.history('blog'))).toEqual(['first']);
  // What went live stays in the history, in order, the release rolled back from included.
  expect(store.history('blog').switches.map(({ id, by }) => `${by} ${id}`)).toEqual([
    'build first',
    'release second',
    'rollback first',
  ]);
  expect(() => store.rollback('blog')).toThrow(
    'blog has no earlier release on "e2e-origins" to roll back to',
  );
  expect(deployed().fragment).toBe('<h1>first</h1>');
});

test('each switch writes release.json in the live folder: since when, what it replaced, the rollback target', () => {
  const at = (minute: number) => new Date(Date.UTC(2026, 10, 27, 12, minute)).toISOString();
  let minute = 0;
  const store = releaseStore({ ...places(), now: () => new Date(at(minute)) }).for(origins);
  const record = () =>
    JSON.parse(readFileSync(join(link('e2e-origins', 'blog'), 'release.json'), 'utf8'));
  const release = (id: string, time: number) => {
    minute = time;
    writeBuild(store.stagingDir('blog'), id);
    store.publish('blog', store.stagingDir('blog'));
  };
  writeBuild(build('blog'), 'first');
  // The build served before any release has no release time of its own.
  release('second', 1);
  expect(record()).toEqual({
    id: 'second',
    releasedAt: at(1),
    replaced: { id: 'first' },
    rollbackTarget: { id: 'first' },
  });
  release('third', 3);
  expect(record()).toEqual({
    id: 'third',
    releasedAt: at(3),
    replaced: { id: 'second', releasedAt: at(1) },
    rollbackTarget: { id: 'second', releasedAt: at(1) },
  });
  // A rollback replaces third; the next rollback would put first back.
  minute = 4;
  store.rollback('blog');
  expect(record()).toEqual({
    id: 'second',
    releasedAt: at(4),
    replaced: { id: 'third', releasedAt: at(3) },
    rollbackTarget: { id: 'first' },
  });
  store.rollback('blog');
  expect(record()).toMatchObject({ id: 'first', rollbackTarget: null });
  // Written by rename: no temporary file is left, and the build and kept copies are untouched.
  expect(readdirSync(link('e2e-origins', 'blog')).filter((name) => name.startsWith('.'))).toEqual(
    [],
  );
  expect(existsSync(join(build('blog'), 'release.json'))).toBe(false);
  expect(existsSync(join(root, 'releases', 'e2e-origins', 'blog', 'third', 'release.json'))).toBe(
    false,
  );
});

test('ending the grace period removes the earlier release’s files from the live folder only', () => {
  const store = releasedTwice(origins);
  expect(store.endGrace('blog')).toBe(1);
  expect(deployed().assets).toEqual(['page-second.js']);
  expect(readdirSync(join(build('blog'), 'assets'))).toEqual(['page-first.js']);
});

test('a release id in history.json that is not an id is refused before it touches a path', () => {
  const store = releasedTwice(origins);
  writeFileSync(
    historyFile(),
    JSON.stringify({
      deployment: origins,
      switches: [{ id: '../../build/blog', at: new Date().toISOString(), by: 'release' }],
      kept: {},
    }),
  );
  expect(() => store.rollback('blog')).toThrow(
    `${historyFile()} does not match its schema: switches.0.id: a release id`,
  );
  expect(deployed().fragment).toBe('<h1>second</h1>');
});

test('a history.json that does not parse names the file, and nothing live changes', () => {
  const store = releasedTwice(origins);
  writeFileSync(historyFile(), '{ "live": [');
  expect(() => store.rollback('blog')).toThrow(`${historyFile()}: not valid JSON`);
  expect(() => releases().deploymentFor('blog', undefined)).toThrow(
    `${historyFile()}: not valid JSON`,
  );
  writeFileSync(
    historyFile(),
    JSON.stringify({ deployment: { name: 'e2e-paths' }, switches: [], kept: {} }),
  );
  expect(() => store.endGrace('blog')).toThrow(
    `${historyFile()} records deployment "e2e-paths", but it is the history of "e2e-origins"`,
  );
  expect(deployed().assets).toEqual(['page-first.js', 'page-second.js']);
});

test('rolling back to a release that is not kept names it, and nothing live changes', () => {
  const store = releasedTwice(origins);
  const kept = join(root, 'releases', 'e2e-origins', 'blog', 'first');
  rmSync(kept, { recursive: true });
  const before = historyText();
  expect(() => store.rollback('blog')).toThrow(
    `release first of blog is not a kept release on "e2e-origins" (${kept} holds none)`,
  );
  expect(deployed().fragment).toBe('<h1>second</h1>');
  expect(historyText()).toBe(before);
});

test('--list shows the kept releases of the deployment, oldest first, live and rollback target marked', () => {
  releasedTwice(origins);
  releaseTo(origins, 'third', 'a1b2c3d4e5f60718293a4b5c6d7e8f9012345678');
  releaseTo(paths, 'elsewhere');
  const store = releases().for(origins);
  expect(store.list('blog')).toMatchObject([
    { id: 'first', live: false, previous: false },
    { id: 'second', live: false, previous: true },
    {
      id: 'third',
      live: true,
      previous: false,
      commit: 'a1b2c3d4e5f60718293a4b5c6d7e8f9012345678',
    },
  ]);
  const text = formatReleaseList('blog', origins, store.list('blog'));
  expect(text.split('\n')[0]).toBe(`blog on "e2e-origins" (${originsFile}), oldest first:`);
  expect(text).toMatch(/^\* third +commit a1b2c3d4e5f6 +kept \d{4}-\d\d-\d\dT[\d:.]+Z +\(live\)$/m);
  expect(text).toMatch(/^ {2}second +commit unknown .*\(rollback target\)$/m);
  expect(text).not.toContain('elsewhere');

  store.rollback('blog');
  expect(store.list('blog').find(({ live }) => live)?.id).toBe('second');
  // The release rolled back from stays kept, so it is listed, unmarked.
  expect(store.list('blog').map(({ id }) => id)).toEqual(['first', 'second', 'third']);
  expect(formatReleaseList('learn', origins, releases().for(origins).list('learn'))).toBe(
    `learn has no kept release on "e2e-origins" (${originsFile}): it serves its build (dist/)`,
  );
});

test('--list names a remote that is not ours and a history.json that does not parse', () => {
  expect(() => parseReleaseArgs(['blogg', '--list'])).toThrow(
    '"blogg" is not one of our remotes: name one of blog, learn, simulator',
  );
  expect(parseReleaseArgs(['blog', '--list'])).toEqual({
    remote: 'blog',
    action: { kind: 'list' },
  });
  releasedTwice(origins);
  writeFileSync(historyFile(), '{"deployment":');
  expect(() => releases().for(origins).list('blog')).toThrow(`${historyFile()}: not valid JSON`);
});

test('a build id that is not an id is refused before it becomes a folder', () => {
  const staging = join(root, 'staging');
  writeBuild(staging, 'x');
  writeFileSync(join(staging, 'build-id.txt'), '../escape\n');
  expect(() => releases().for(origins).publish('blog', staging)).toThrow(
    `${join(staging, 'build-id.txt')} does not hold a release id`,
  );
});

test('the release command names a remote that is not ours and an unknown option', () => {
  expect(() => parseReleaseArgs(['blogg', '--rollback'])).toThrow(
    '"blogg" is not one of our remotes: name one of blog, learn, simulator',
  );
  expect(() => parseReleaseArgs(['blog', '--rolback'])).toThrow('unknown argument "--rolback"');
  expect(parseReleaseArgs(['blog', '--source', '../next'])).toEqual({
    remote: 'blog',
    action: { kind: 'release', source: '../next', build: undefined, force: false },
  });
  expect(parseReleaseArgs(['blog', '--build', 'ci/dist', '--force'])).toEqual({
    remote: 'blog',
    action: { kind: 'release', source: undefined, build: 'ci/dist', force: true },
  });
  expect(() => parseReleaseArgs(['blog', '--build'])).toThrow('--build needs a folder');
  expect(() => parseReleaseArgs(['blog', '--build', '--force'])).toThrow('--build needs a folder');
  expect(() => parseReleaseArgs(['blog', '--source', 'a', '--build', 'b'])).toThrow(
    '--source builds a folder, --build releases one already built: give one',
  );
  expect(() => parseReleaseArgs(['blog', 'ci/dist'])).toThrow('unknown argument "ci/dist"');
  expect(parseReleaseArgs(['learn', '--rollback'])).toEqual({
    remote: 'learn',
    action: { kind: 'rollback', force: false },
  });
  expect(parseReleaseArgs(['learn', '--rollback', '--force'])).toEqual({
    remote: 'learn',
    action: { kind: 'rollback', force: true },
  });
});

test('a recorded deployment is read back from its description, which must still be that deployment', () => {
  expect(deploymentInForce({ TLA_DEPLOYMENT: originsFile })).toEqual(origins);
  expect(deploymentInForce({})).toBeUndefined();
  expect(deploymentOf(origins).apps.shell.url).toBe('http://www.tla.test:8470/');
  expect(() => deploymentOf({ name: 'e2e-origins', file: pathsFile })).toThrow(
    `${pathsFile} now describes deployment "e2e-paths", not "e2e-origins"`,
  );
});

test('a build given to a release is refused before it is copied when it holds a link; nothing changes', () => {
  releasedTwice(origins);
  const secret = join(root, 'host', 'passwd');
  mkdirSync(join(root, 'host'), { recursive: true });
  writeFileSync(secret, 'root:x:0:0:root:/root:/bin/bash\n');
  const ci = join(root, 'ci-build');
  writeBuild(ci, 'third');
  symlinkSync(secret, join(ci, 'leak.txt'));
  const store = releases().for(origins);
  const before = deployed();

  const refusal = (() => {
    try {
      store.stageBuild('blog', ci);
    } catch (error) {
      if (error instanceof ReleaseRefused) return error.message;
      throw error;
    }
    return `staged, with leak.txt reading ${JSON.stringify(readFileSync(join(store.stagingDir('blog'), 'leak.txt'), 'utf8'))}`;
  })();
  expect(refusal).toBe(
    [
      'blog: release refused, nothing live changed:',
      `  - its build holds leak.txt, a symbolic link (to ${secret})`,
      '    Fix: put the file itself in the build, or leave it out: a release copies no link, hard link or special file',
    ].join('\n'),
  );
  expect(existsSync(store.stagingDir('blog'))).toBe(false);
  expect(deployed()).toEqual(before);

  // A hard link to the same file is refused the same way.
  rmSync(join(ci, 'leak.txt'));
  linkSync(secret, join(ci, 'assets', 'passwd.txt'));
  expect(() => store.stageBuild('blog', ci)).toThrow(
    'its build holds assets/passwd.txt, a hard link (one of 2 names of the same file)',
  );

  // A build of plain files is staged as it is.
  rmSync(join(ci, 'assets', 'passwd.txt'));
  const staging = store.stageBuild('blog', ci);
  expect(readFileSync(join(staging, 'fragment.html'), 'utf8')).toBe('<h1>third</h1>');
  expect(deployed()).toEqual(before);
});

test('a rollback walks back through what went live, a release rolled back from skipped', () => {
  const at = new Date(0).toISOString();
  const history = (...steps: string[]) => ({
    switches: steps.map((step) => {
      const [by = '', id = ''] = step.split(' ');
      return { id, at, by: z.enum(['build', 'release', 'rollback']).parse(by) };
    }),
  });
  expect(rollbackOrder(history('build a', 'release b', 'release c', 'rollback b'))).toEqual([
    'a',
    'b',
  ]);
  expect(
    rollbackOrder(history('build a', 'release b', 'release c', 'rollback b', 'release d')),
  ).toEqual(['a', 'b', 'd']);
  expect(rollbackOrder(history('build a', 'release b', 'rollback a', 'rollback a'))).toEqual(['a']);
});

test('--list gives the commit a kept build was built from, and says when it had changes', () => {
  writeBuild(build('blog'), 'first');
  writeFileSync(
    join(build('blog'), 'build.json'),
    JSON.stringify({
      app: 'blog',
      buildId: 'first',
      commit: '0123456789abcdef0123456789abcdef01234567',
      dirty: true,
      builtAt: new Date(0).toISOString(),
      routes: ['/blog'],
    }),
  );
  releaseTo(origins, 'second');
  const listed = releases().for(origins).list('blog');
  expect(listed[0]).toMatchObject({
    id: 'first',
    commit: '0123456789abcdef0123456789abcdef01234567',
    dirty: true,
  });
  expect(formatReleaseList('blog', origins, listed)).toMatch(
    /^ {2}first +commit 0123456789ab\+uncommitted/m,
  );
});
