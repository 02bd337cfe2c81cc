import {
  existsSync,
  linkSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { ReleaseRefused } from './release-guard';
import { rollbackOrder } from './release-history';
import { origins, temporaryReleases, writeBuild } from './release-store.fixture';

const { inRoot, build, link, releases, historyFile, releasedTwice, deployed, historyText } =
  temporaryReleases();

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

test('ending the grace period removes the earlier release’s files from the live folder only', () => {
  const store = releasedTwice(origins);
  expect(store.endGrace('blog')).toBe(1);
  expect(deployed().assets).toEqual(['page-second.js']);
  expect(readdirSync(join(build('blog'), 'assets'))).toEqual(['page-first.js']);
});

test('a build given to a release is refused before it is copied when it holds a link; nothing changes', () => {
  releasedTwice(origins);
  const secret = inRoot('host', 'passwd');
  mkdirSync(inRoot('host'), { recursive: true });
  writeFileSync(secret, 'root:x:0:0:root:/root:/bin/bash\n');
  const ci = inRoot('ci-build');
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
  const kept = inRoot('releases', 'e2e-origins', 'blog', 'first');
  rmSync(kept, { recursive: true });
  const before = historyText();
  expect(() => store.rollback('blog')).toThrow(
    `release first of blog is not a kept release on "e2e-origins" (${kept} holds none)`,
  );
  expect(deployed().fragment).toBe('<h1>second</h1>');
  expect(historyText()).toBe(before);
});

test('a build id that is not an id is refused before it becomes a folder', () => {
  const staging = inRoot('staging');
  writeBuild(staging, 'x');
  writeFileSync(join(staging, 'build-id.txt'), '../escape\n');
  expect(() => releases().for(origins).publish('blog', staging)).toThrow(
    `${join(staging, 'build-id.txt')} does not hold a release id`,
  );
});

test('a kept release waits beside the live one until promoted; one never live is forgotten', () => {
  const store = releasedTwice(origins);
  const staging = store.stagingDir('blog');
  writeBuild(staging, 'third');
  expect(store.keep('blog', staging, 'abcdef1')).toBe('third');
  // Kept, not live: readers still get the second release.
  expect(deployed().fragment).toBe('<h1>second</h1>');
  expect(readFileSync(join(store.keptRelease('blog', 'third'), 'fragment.html'), 'utf8')).toBe(
    '<h1>third</h1>',
  );
  expect(rollbackOrder(store.history('blog'))).toEqual(['first', 'second']);
  store.promote('blog', 'third');
  expect(deployed().fragment).toBe('<h1>third</h1>');
  expect(store.history('blog').switches.at(-1)).toMatchObject({ id: 'third', by: 'release' });
  expect(store.history('blog').kept.third?.commit).toBe('abcdef1');

  writeBuild(staging, 'fourth');
  store.keep('blog', staging);
  store.forget('blog', 'fourth');
  expect(() => store.keptRelease('blog', 'fourth')).toThrow(
    'release fourth of blog is not a kept release on "e2e-origins"',
  );
  expect(Object.keys(store.history('blog').kept)).not.toContain('fourth');
  // A release that went live stays kept: a rollback may need it.
  store.forget('blog', 'third');
  expect(store.keptRelease('blog', 'third')).toContain('third');
});
