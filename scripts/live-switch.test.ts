import { existsSync, readdirSync, readFileSync, realpathSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { origins, temporaryReleases, writeBuild } from './release-store.fixture';
import { releaseStore } from './release-store';

const { inRoot, build, link, places, releaseTo, releasedTwice, deployed } = temporaryReleases();

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
  expect(existsSync(inRoot('releases', 'e2e-origins', 'blog', 'third', 'release.json'))).toBe(
    false,
  );
});
