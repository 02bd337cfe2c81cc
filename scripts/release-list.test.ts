import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { formatReleaseList } from './release-list';
import {
  origins,
  originsFile,
  paths,
  temporaryReleases,
  writeBuild,
} from './release-store.fixture';

const { build, releases, historyFile, releaseTo, releasedTwice } = temporaryReleases();

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

test('--list names a history.json that does not parse', () => {
  releasedTwice(origins);
  writeFileSync(historyFile(), '{"deployment":');
  expect(() => releases().for(origins).list('blog')).toThrow(`${historyFile()}: not valid JSON`);
});
