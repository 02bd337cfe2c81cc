/**
 * npm run status on a deployment tree written for each test: each app's deployed folder with the
 * build.json its build publishes, the release.json a release writes and a remote's mf-manifest.json.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, test } from 'vitest';
import type { BuildInfo, ReleaseRecord } from '@tla/platform/contracts/app-status';
import type { RumBeacon } from '@tla/platform/contracts/rum-beacon';
import type { AppId } from '@tla/platform/deploy/deployment';
import { readDeploymentStatus } from '@tla/platform/deploy/deployment-status';
import { healthStore, releaseHealthFile } from './release-service/release-health';
import { formatStatus, parseStatusArgs, STATUS_USAGE, withHealth } from './status';

let root = '';
const dists = (): Record<AppId, string> => ({
  shell: join(root, 'shell'),
  blog: join(root, 'blog'),
  learn: join(root, 'learn'),
  simulator: join(root, 'simulator'),
});

function put(app: AppId, file: string, content: unknown): void {
  mkdirSync(join(root, app), { recursive: true });
  writeFileSync(
    join(root, app, file),
    typeof content === 'string' ? content : JSON.stringify(content),
  );
}

const commit = 'a'.repeat(40);
const build = (app: AppId, buildId: string, routes: string[]): BuildInfo => ({
  app,
  buildId,
  commit,
  dirty: false,
  builtAt: '2026-11-27T10:00:00.000Z',
  routes,
});

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'tla-status-'));
  put('shell', 'build.json', build('shell', 'shell-1', ['/', '/about']));
  put('shell', 'release.json', {
    id: 'shell-1',
    releasedAt: '2026-11-27T11:00:00.000Z',
    replaced: null,
    rollbackTarget: null,
  } satisfies ReleaseRecord);
  for (const app of ['blog', 'learn', 'simulator'] as const) {
    put(app, 'build.json', build(app, `${app}-1`, [`/${app}/*`]));
    put(app, 'mf-manifest.json', {
      name: `mf_${app}`,
      shared: [{ name: 'react', version: '19.3.1', requiredVersion: '^19.3.1', singleton: true }],
    });
  }
  put('blog', 'release.json', {
    id: 'blog-1',
    releasedAt: '2026-11-27T12:00:00.000Z',
    replaced: { id: 'blog-2', releasedAt: '2026-11-27T11:30:00.000Z' },
    rollbackTarget: { id: 'blog-0' },
  } satisfies ReleaseRecord);
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

test('status names each app’s live release, commit, times, rollback target, routes and shared ranges', () => {
  const statuses = withHealth(readDeploymentStatus(dists()), root);
  expect(statuses.map(({ app }) => app)).toEqual(['shell', 'blog', 'learn', 'simulator']);
  const text = formatStatus('e2e-origins', statuses);
  expect(text).toContain('deployment "e2e-origins"');
  const blog = text.split('\n\n').find((block) => block.startsWith('blog\n'));
  expect(blog).toBe(
    [
      'blog',
      '  release   blog-1',
      '  commit    aaaaaaa',
      '  built     2026-11-27T10:00:00.000Z',
      '  released  2026-11-27T12:00:00.000Z',
      '  replaced  blog-2 (released 2026-11-27T11:30:00.000Z)',
      '  rollback  blog-0',
      '  routes    /blog/*',
      '  requires  react ^19.3.1',
      '  readers   no page views reported yet',
    ].join('\n'),
  );
  const learn = text.split('\n\n').find((block) => block.startsWith('learn\n'));
  expect(learn).toContain('  released  not recorded (deployed as built)');
  expect(learn).toContain('  replaced  none recorded');
  expect(learn).toContain('  rollback  none recorded');
});

test('status shows what readers’ browsers reported of each release: views, errors, p75 of each vital', () => {
  const store = healthStore({
    file: releaseHealthFile(root),
    live: () => ({ shell: 'shell-1', blog: 'blog-1' }),
    log: () => {},
  });
  const view: Pick<RumBeacon, 'releases' | 'views'> = {
    releases: { shell: 'shell-1', blog: 'blog-1' },
    views: ['shell', 'blog'],
  };
  store.record({ ...view, errored: [], errors: [], vitals: { LCP: 1000, CLS: 0.01, TTFB: 90 } });
  store.record({
    ...view,
    errored: ['blog'],
    errors: [{ section: 'blog/blog-routes', kind: 'crash', count: 1 }],
    vitals: { INP: 120 },
  });
  store.flush();
  const statuses = withHealth(readDeploymentStatus(dists()), root);
  const blog = statuses.find(({ app }) => app === 'blog');
  expect(blog?.health).toEqual([
    expect.objectContaining({ release: 'blog-1', views: 2, viewsWithError: 1 }),
  ]);
  const text = formatStatus('local', statuses);
  expect(text).toMatch(
    /^ {2}readers {3}blog-1: 2 views, 1 with an error; p75 LCP 1,\d{3} ms, INP 1\d\d ms, CLS 0\.0\d\d, TTFB \d+ ms$/m,
  );
  expect(text).toContain('  readers   no page views reported yet');
});

test('a remote’s shared modules are checked against the shell’s shared-modules.json', () => {
  put('shell', 'shared-modules.json', {
    app: 'shell',
    buildId: 'shell-1',
    modules: [{ name: 'react', version: '19.3.1' }],
  });
  put('blog', 'shared-modules.json', {
    remote: 'mf_blog',
    buildId: 'blog-1',
    modules: [
      { name: 'react', range: '^19.3.0' },
      { name: 'react-dom', range: '^19.3.0' },
    ],
  });
  const text = formatStatus('local', withHealth(readDeploymentStatus(dists()), root));
  expect(text).toContain('  provides  react 19.3.1');
  expect(text).toContain(
    [
      '  requires  react ^19.3.0 compatible',
      '            react-dom ^19.3.0 INCOMPATIBLE: it requires react-dom ^19.3.0, which the live shell does not provide',
    ].join('\n'),
  );
});

test('a release record of another build is not believed, and said so', () => {
  put('learn', 'release.json', {
    id: 'learn-0',
    releasedAt: '2026-11-27T09:00:00Z',
    replaced: null,
    rollbackTarget: null,
  });
  const learn = readDeploymentStatus(dists()).find(({ app }) => app === 'learn');
  expect(learn?.release).toBeUndefined();
  expect(learn?.problems).toEqual([
    'release.json names release learn-0, but build.json is of build learn-1: the folder was replaced without a release',
  ]);
});

test('a missing build.json or a broken release.json names the file and the field', () => {
  rmSync(join(root, 'simulator', 'build.json'));
  expect(() => readDeploymentStatus(dists())).toThrow(
    `${join(root, 'simulator', 'build.json')}: cannot read it (simulator's build publishes it: rebuild simulator`,
  );
  put('simulator', 'build.json', build('simulator', 'simulator-1', ['/token-simulator']));
  put('blog', 'release.json', {
    id: 'blog-1',
    releasedAt: 'yesterday',
    replaced: null,
    rollbackTarget: null,
  });
  expect(() => readDeploymentStatus(dists())).toThrow(
    `${join(root, 'blog', 'release.json')} does not match its schema: releasedAt:`,
  );
});

test('a build.json of another app is refused', () => {
  put('learn', 'build.json', build('blog', 'blog-1', ['/blog/*']));
  expect(() => readDeploymentStatus(dists())).toThrow("build.json is blog's build, not learn's");
});

test('status takes --json and nothing else', () => {
  expect(parseStatusArgs(['--json'])).toEqual({ json: true });
  expect(parseStatusArgs([])).toEqual({ json: false });
  expect(() => parseStatusArgs(['--list'])).toThrow(
    `unknown argument "--list" (usage: ${STATUS_USAGE})`,
  );
  expect(() => parseStatusArgs(['json'])).toThrow('unknown argument "json"');
  expect(() => parseStatusArgs(['--json=yes'])).toThrow('--json takes no value');
});
