import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, expect, test } from 'vitest';
import type { RemoteId } from '@tla/platform/deploy/deployment';
import {
  deploymentInForce,
  deploymentOf,
  parseReleaseArgs,
  releaseStore,
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

const dist = (remote: RemoteId) => join(root, 'deployed', remote);
/** A clock that moves on a minute at each reading, from 12:00 UTC. */
function minuteClock(): () => Date {
  let minutes = 0;
  return () => new Date(Date.UTC(2026, 10, 27, 12, minutes++));
}
const at = (minute: number) => new Date(Date.UTC(2026, 10, 27, 12, minute)).toISOString();
const store = () =>
  releaseStore({ root: join(root, 'releases'), distOf: dist, now: minuteClock() });
const historyFile = () => join(root, 'releases', 'blog', 'history.json');

/** A build of the blog: its id, one hashed asset of its own and a fragment naming it. */
function writeBuild(dir: string, id: string): void {
  mkdirSync(join(dir, 'assets'), { recursive: true });
  writeFileSync(join(dir, 'build-id.txt'), `${id}\n`);
  writeFileSync(join(dir, 'assets', `page-${id}.js`), `// ${id}\n`);
  writeFileSync(join(dir, 'fragment.html'), `<h1>${id}</h1>`);
}

/** The blog's first build deployed, then a release `second` to `deployment`. */
function releasedTwice(deployment: DeploymentRecord) {
  const releases = store();
  writeBuild(dist('blog'), 'first');
  releases.recordLive('blog', deployment);
  const staging = join(root, 'releases', 'blog', 'staging');
  writeBuild(staging, 'second');
  releases.publish('blog', staging, deployment);
  return releases;
}

const deployed = () => ({
  fragment: readFileSync(join(dist('blog'), 'fragment.html'), 'utf8'),
  assets: readdirSync(join(dist('blog'), 'assets')).sort(),
});
const historyText = () => readFileSync(historyFile(), 'utf8');
const releaseFile = () => JSON.parse(readFileSync(join(dist('blog'), 'release.json'), 'utf8'));

test('a release records the deployment it went to, and goes live with the grace files kept', () => {
  const releases = releasedTwice(origins);
  expect(releases.history('blog')).toEqual([
    { id: 'first', deployment: origins },
    { id: 'second', deployment: origins, releasedAt: at(0) },
  ]);
  expect(deployed()).toEqual({
    fragment: '<h1>second</h1>',
    assets: ['page-first.js', 'page-second.js'],
  });
  // The deployed folder says since when it is live and what a rollback puts back.
  expect(releaseFile()).toEqual({
    id: 'second',
    releasedAt: at(0),
    previous: { id: 'first' },
  });
});

test('a rollback run without TLA_DEPLOYMENT composes the deployment the release went to', () => {
  const releases = releasedTwice(origins);
  expect(releases.rollback('blog', undefined)).toEqual({ id: 'first', compose: [origins] });
  expect(deployed().fragment).toBe('<h1>first</h1>');
  expect(releases.history('blog')).toEqual([
    { id: 'first', deployment: origins, releasedAt: at(1) },
  ]);
  expect(releaseFile()).toEqual({ id: 'first', releasedAt: at(1), previous: null });
});

test('a rollback told another deployment is refused, naming both, and nothing live changes', () => {
  const releases = releasedTwice(origins);
  const before = historyText();
  expect(() => releases.rollback('blog', paths)).toThrow(
    `blog's live release second went to deployment "e2e-origins" (${originsFile}), but TLA_DEPLOYMENT names "e2e-paths" (${pathsFile})`,
  );
  expect(deployed().fragment).toBe('<h1>second</h1>');
  expect(historyText()).toBe(before);
});

test('ending the grace period acts on the recorded deployment and refuses another', () => {
  const releases = releasedTwice(origins);
  expect(() => releases.endGrace('blog', paths)).toThrow(/went to deployment "e2e-origins"/);
  expect(deployed().assets).toEqual(['page-first.js', 'page-second.js']);
  expect(releases.endGrace('blog', undefined)).toBe(1);
  expect(deployed().assets).toEqual(['page-second.js']);
});

test('a release id in history.json that is not an id is refused before it touches a path', () => {
  const releases = releasedTwice(origins);
  writeFileSync(historyFile(), JSON.stringify({ live: ['../../deployed/blog', 'second'] }));
  expect(() => releases.rollback('blog', undefined)).toThrow(
    `${historyFile()} does not match its schema: live.0.id: a release id`,
  );
  expect(deployed().fragment).toBe('<h1>second</h1>');
});

test('a history.json that does not parse names the file, and nothing live changes', () => {
  const releases = releasedTwice(origins);
  writeFileSync(historyFile(), '{ "live": [');
  expect(() => releases.rollback('blog', undefined)).toThrow(`${historyFile()}: not valid JSON`);
  writeFileSync(
    historyFile(),
    JSON.stringify({ live: [{ id: 'second', deployment: { name: 'Bad Name' } }] }),
  );
  expect(() => releases.endGrace('blog', undefined)).toThrow(
    `${historyFile()} does not match its schema: live.0.deployment.name`,
  );
  expect(deployed().assets).toEqual(['page-first.js', 'page-second.js']);
});

test('rolling back to a release that is not kept names it, and nothing live changes', () => {
  const releases = releasedTwice(origins);
  rmSync(join(root, 'releases', 'blog', 'first'), { recursive: true });
  const before = historyText();
  expect(() => releases.rollback('blog', undefined)).toThrow(
    `release first of blog is not a kept release (${join(root, 'releases', 'blog', 'first')} holds none)`,
  );
  expect(deployed().fragment).toBe('<h1>second</h1>');
  expect(historyText()).toBe(before);
});

test('a history written before deployments were recorded still rolls back, to the deployment in force', () => {
  const releases = releasedTwice(origins);
  writeFileSync(historyFile(), JSON.stringify({ live: ['first', 'second'] }));
  expect(releases.rollback('blog', paths)).toEqual({ id: 'first', compose: [paths] });
});

test('compose without TLA_DEPLOYMENT finds the deployments the live releases went to', () => {
  const releases = releasedTwice(origins);
  expect(releases.liveDeployments()).toEqual([origins]);
});

test('a build id that is not an id is refused before it becomes a folder', () => {
  const releases = store();
  const staging = join(root, 'staging');
  writeBuild(staging, 'x');
  writeFileSync(join(staging, 'build-id.txt'), '../escape\n');
  expect(() => releases.publish('blog', staging, origins)).toThrow(
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
    action: { kind: 'release', source: '../next' },
  });
  expect(parseReleaseArgs(['learn', '--rollback'])).toEqual({
    remote: 'learn',
    action: { kind: 'rollback' },
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
