/**
 * Compose after a remote's release: only the pages holding a fragment whose content changed are
 * rendered (a new build id alone changes none), the others stay as they are with their compressed
 * copies, and the deployment holds the same bytes as a full compose of the same builds would write;
 * whatever the record of the last compose cannot vouch for is composed in full.
 */
import {
  cpSync,
  existsSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { expect, test, vi } from 'vitest';
import { BUILD_ID_FILE, RELEASE_FILE } from '../contracts/app-status';
import { ISLAND_RELEASE_ATTRIBUTE, LISTED_RELEASE } from '../contracts/page-protocol';
import { remotesFileSchema } from '../contracts/published';
import { federationName, REMOTES_FILE, type RemoteId } from '../contracts/remote-id';
import { localDeployment, type Deployment } from '../deploy/deployment';
import { composeWith } from './compose';
import { setUpComposeFixture } from './compose.fixture';
import { COMPOSED_RECORD_FILE } from './compose/composed-record';
import type { ShellEntry } from './compose/shell-build';

const { root, put, shellDist, remoteDists, publishRemote, publishFeeds, shell, page } =
  setUpComposeFixture();

/** The paths the shell rendered, in order, since the last call. */
let rendered: string[] = [];

/** The stand-in shell, with the blog's latest posts on its home page (a widget, as the real one). */
const withWidget: ShellEntry = {
  ...shell,
  async renderPage(path, lookup, table) {
    rendered.push(path);
    const page = await shell.renderPage(path, lookup, table);
    if (path !== '/') return page;
    const latest = table.widgets.find((widget) => widget.module === 'latest-posts');
    const fragment = latest && lookup(latest.remote, latest.module, { deferred: false });
    return {
      ...page,
      body: `<main>Home${fragment?.html ?? ''}</main>`,
      missing: latest && !fragment ? [`${latest.remote}/${latest.module}`] : [],
    };
  },
};

function composeInto(
  dist: string,
  {
    full = false,
    deployment = localDeployment,
    entry = withWidget,
  }: { full?: boolean; deployment?: Deployment; entry?: ShellEntry } = {},
): Promise<string[]> {
  rendered = [];
  return composeWith(entry, { deployment, shellDist: dist, remoteDists: remoteDists() }, { full });
}
const composeAll = () => composeInto(shellDist(), { full: true });
const composeAgain = () => composeInto(shellDist());

/** The blog as one build: its pages, its latest posts for the home page, all under `buildId`. */
function releaseBlog(buildId: string, posts: Record<string, string>, latest: string) {
  publishRemote('blog', posts);
  const dist = remoteDists().blog;
  const section = join(dist, 'section.json');
  put(section, {
    ...JSON.parse(readFileSync(section, 'utf8')),
    widgets: [
      { module: 'latest-posts', label: 'Latest posts', slot: 'home-after-partners', order: 1 },
    ],
  });
  const manifest = join(dist, '_islands', 'manifest.json');
  const { islands } = JSON.parse(readFileSync(manifest, 'utf8'));
  put(manifest, {
    remote: federationName('blog'),
    buildId,
    islands: [...islands, { module: 'latest-posts', mount: '/', paths: ['/'], css: [], js: [] }],
  });
  put(join(dist, '_islands', 'latest-posts', 'index.json'), {
    path: '/',
    html: `<ul>${latest}</ul>`,
    head: '',
    css: [],
    js: [],
    buildId,
  });
  rebuild('blog', buildId);
}

/** Stamp every fragment of remote `id`'s build, and its manifest, with `buildId`. */
function rebuild(id: RemoteId, buildId: string) {
  const islands = join(remoteDists()[id], '_islands');
  for (const file of readdirSync(islands, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.json')) continue;
    const json = JSON.parse(readFileSync(join(islands, file), 'utf8'));
    put(join(islands, file), { ...json, buildId });
  }
}

/** A new HTML for remote `id`'s fragment of `path`, the rest of its build as it was. */
function editFragment(id: RemoteId, path: string, html: string) {
  const file = join(remoteDists()[id], '_islands', `${id}-routes`, `${path.slice(1)}.json`);
  put(file, { ...JSON.parse(readFileSync(file, 'utf8')), html });
}

/** Every file under `dir` (folders aside), relative to it. */
const filesUnder = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1))
    .sort();

/**
 * Compose the same builds in full into a fresh copy of the shell's build (`pristine`), holding the
 * same release record (it says since when the shell is live), and compare every file.
 */
async function expectSameAsFullCompose(pristine: string) {
  const fresh = join(root(), `full-${Date.now()}`);
  cpSync(pristine, fresh, { recursive: true });
  cpSync(join(shellDist(), RELEASE_FILE), join(fresh, RELEASE_FILE));
  await composeInto(fresh, { full: true });
  const files = filesUnder(shellDist());
  expect(files).toEqual(filesUnder(fresh));
  for (const file of files) {
    expect(
      readFileSync(join(shellDist(), file)).equals(readFileSync(join(fresh, file))),
      file,
    ).toBe(true);
  }
  return files;
}

const pristineShell = () => {
  const pristine = join(root(), 'pristine-shell');
  cpSync(shellDist(), pristine, { recursive: true });
  return pristine;
};

/** The blog's first release, composed: where a test's releases start from. */
async function composedFirstRelease() {
  releaseBlog(
    'blog-1',
    { '/blog': '<p>Posts</p>', '/blog/first': '<p>First</p>' },
    '<li>First</li>',
  );
  await composeAll();
}

const logged = () => vi.mocked(console.log).mock.calls.map((call) => String(call[0]));

test('after each release or rollback, the incremental compose writes the files a full compose would', async () => {
  const pristine = pristineShell();
  await composedFirstRelease();

  // A release with a changed page, a new one, a new latest post and a new feed entry.
  releaseBlog(
    'blog-2',
    { '/blog': '<p>Posts, two</p>', '/blog/first': '<p>First</p>', '/blog/second': '<p>2</p>' },
    '<li>Second</li><li>First</li>',
  );
  publishFeeds('blog', [
    { path: '/blog/first', title: 'First post', publishedAt: '2025-05-06' },
    { path: '/blog/second', title: 'Second post', publishedAt: '2026-03-01' },
  ]);
  expect(await composeAgain()).toContain('/blog/second');
  const files = await expectSameAsFullCompose(pristine);
  expect(files).toContain(COMPOSED_RECORD_FILE);
  // The pages name no build; remotes.json names the one whose HTML they hold.
  expect(readFileSync(page('blog/first'), 'utf8')).toContain(
    `${ISLAND_RELEASE_ATTRIBUTE}="${LISTED_RELEASE}"`,
  );
  expect(readFileSync(page('blog/first'), 'utf8')).not.toContain('blog-2');
  const remotes = remotesFileSchema.parse(
    JSON.parse(readFileSync(join(shellDist(), REMOTES_FILE), 'utf8')),
  );
  expect(remotes.remotes.map(({ islandsBuild }) => islandsBuild)).toEqual([
    'blog-2',
    'learn-1',
    'simulator-1',
  ]);

  publishRemote('simulator', { '/simulator': { html: '<p>Sim 2</p>', modified: '2026-04-01' } });
  rebuild('simulator', 'simulator-2');
  await composeAgain();
  await expectSameAsFullCompose(pristine);

  // The rollback: the blog's first build again, its second page gone.
  releaseBlog(
    'blog-1',
    { '/blog': '<p>Posts</p>', '/blog/first': '<p>First</p>' },
    '<li>First</li>',
  );
  publishFeeds('blog', [{ path: '/blog/first', title: 'First post', publishedAt: '2025-05-06' }]);
  expect(await composeAgain()).not.toContain('/blog/second');
  expect(existsSync(page('blog/second'))).toBe(false);
  await expectSameAsFullCompose(pristine);
});

test('a new build that changes one post renders that post and the pages showing it; the rest stay, compressed copies too', async () => {
  await composedFirstRelease();
  expect(rendered).toEqual(['/', '/blog', '/blog/first', '/learn', '/simulator']);
  const longAgo = new Date('2020-01-01T00:00:00Z');
  const files = ['', 'blog', 'blog/first', 'learn', 'simulator']
    .map(page)
    .flatMap((file) => [file, `${file}.br`, `${file}.gz`]);
  for (const file of files) utimesSync(file, longAgo, longAgo);
  const untouched = () =>
    files.filter((file) => statSync(file).mtime.getTime() === longAgo.getTime());

  // Every fragment of the new build carries its new build id; only the first post's text changed.
  releaseBlog(
    'blog-2',
    { '/blog': '<p>Posts</p>', '/blog/first': '<p>First!</p>' },
    '<li>First!</li>',
  );
  await composeAgain();
  // The home page shows the blog's latest posts: it depends on the blog as its pages do.
  expect(rendered).toEqual(['/', '/blog/first']);
  expect(untouched()).toEqual(
    ['blog', 'learn', 'simulator'].map(page).flatMap((file) => [file, `${file}.br`, `${file}.gz`]),
  );
  expect(readFileSync(page(''), 'utf8')).toContain('<li>First!</li>');
  expect(logged()).toContainEqual(
    expect.stringContaining('(3 more kept: their inputs did not change)'),
  );

  publishRemote('simulator', { '/simulator': '<p>Simulator, two</p>' });
  rebuild('simulator', 'simulator-2');
  await composeAgain();
  expect(rendered).toEqual(['/simulator']);
  expect(untouched()).toEqual(
    ['blog', 'learn'].map(page).flatMap((file) => [file, `${file}.br`, `${file}.gz`]),
  );
});

test('a fragment whose content changed is composed again; a new build id alone changes no page', async () => {
  await composeAll();
  rebuild('learn', 'learn-2');
  await composeAgain();
  expect(rendered).toEqual([]);
  editFragment('learn', '/learn', '<p>Tutorials, revised</p>');
  await composeAgain();
  expect(rendered).toEqual(['/learn']);
  expect(readFileSync(page('learn'), 'utf8')).toContain('<p>Tutorials, revised</p>');
});

test('a page changed or removed since the last compose is composed again', async () => {
  await composeAll();
  writeFileSync(page('learn'), 'edited by hand');
  rmSync(page('blog/first'));
  await composeAgain();
  expect(rendered).toEqual(['/blog/first', '/learn']);
  expect(readFileSync(page('learn'), 'utf8')).toContain('<p>Tutorials</p>');
});

test.each<{
  what: string;
  change: () => void;
  says: string;
  deployment?: Deployment;
  full?: boolean;
  entry?: ShellEntry;
}>([
  {
    what: 'no record',
    change: () => rmSync(join(shellDist(), COMPOSED_RECORD_FILE)),
    says: 'no record of what the pages were composed from',
  },
  {
    what: 'a record that does not parse',
    change: () => put(join(shellDist(), COMPOSED_RECORD_FILE), '{"format": 2, "pages": '),
    says: 'not valid JSON',
  },
  {
    what: "another compose's record",
    change: () => {
      const file = join(shellDist(), COMPOSED_RECORD_FILE);
      put(file, { ...JSON.parse(readFileSync(file, 'utf8')), format: 0 });
    },
    says: 'does not match its schema: format',
  },
  {
    what: 'a record naming a page without its digest',
    change: () => {
      const file = join(shellDist(), COMPOSED_RECORD_FILE);
      const record = JSON.parse(readFileSync(file, 'utf8'));
      const [first, ...rest] = record.pages;
      put(file, { ...record, pages: [{ ...first, sha256: undefined }, ...rest] });
    },
    says: `${COMPOSED_RECORD_FILE} does not match its schema: pages.0.sha256`,
  },
  {
    what: 'a compose asked to be full',
    change: () => {},
    full: true,
    says: 'asked to',
  },
  {
    what: 'a new shell build',
    change: () => put(join(shellDist(), BUILD_ID_FILE), 'shell-2\n'),
    says: "the shell's build changed",
  },
  {
    what: "a remote's new section label (in every page's menus)",
    change: () => {
      const file = join(remoteDists().learn, 'section.json');
      const section = JSON.parse(readFileSync(file, 'utf8'));
      put(file, { ...section, routes: [{ ...section.routes[0], label: 'Tutorials' }] });
    },
    says: 'the section table or the feed links',
  },
  {
    what: "a shell prerender entry of other code (the shell's source changed)",
    change: () => {},
    entry: { ...withWidget, codeDigest: 'f'.repeat(64) },
    says: "the shell's prerender entry changed",
  },
  {
    what: 'another deployment',
    change: () => {},
    deployment: { ...localDeployment, overrideOrigins: [] },
    says: 'the deployment changed',
  },
])('$what: every page is composed', async ({ change, says, deployment, full, entry }) => {
  await composeAll();
  change();
  vi.mocked(console.log).mockClear();
  await composeInto(shellDist(), { deployment, full, entry });
  expect(rendered).toEqual(['/', '/blog', '/blog/first', '/learn', '/simulator']);
  expect(logged()).toContainEqual(expect.stringContaining(`composing every page: `));
  expect(logged().find((line) => line.startsWith('composing every page'))).toContain(says);
});

test('after a compose stopped halfway, the next one writes what a full compose would', async () => {
  const pristine = pristineShell();
  await composedFirstRelease();
  releaseBlog(
    'blog-2',
    { '/blog': '<p>Posts, two</p>', '/blog/first': '<p>First</p>' },
    '<li>2</li>',
  );
  const stopping: ShellEntry = {
    ...withWidget,
    renderPage: (path, lookup, table) =>
      path === '/blog'
        ? Promise.reject(new Error('stopped'))
        : withWidget.renderPage(path, lookup, table),
  };
  await expect(
    composeWith(stopping, {
      deployment: localDeployment,
      shellDist: shellDist(),
      remoteDists: remoteDists(),
    }),
  ).rejects.toThrow('stopped');
  expect(readFileSync(page(''), 'utf8')).toContain('<li>2</li>');
  // Its record vouched, from the start, only for the pages it was to leave alone.
  const record = JSON.parse(readFileSync(join(shellDist(), COMPOSED_RECORD_FILE), 'utf8'));
  expect(record.pages.map(({ path }: { path: string }) => path)).toEqual([
    '/blog/first',
    '/learn',
    '/simulator',
  ]);

  // The first build back: the home page the stopped compose rewrote is composed again, though the
  // blog's fragment of it is the one it was composed from before.
  releaseBlog(
    'blog-1',
    { '/blog': '<p>Posts</p>', '/blog/first': '<p>First</p>' },
    '<li>First</li>',
  );
  await composeAgain();
  expect(rendered).toEqual(['/', '/blog']);
  await expectSameAsFullCompose(pristine);
});
