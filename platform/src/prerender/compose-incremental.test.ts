/**
 * Compose after one remote's release: only the pages that depend on it are rendered, the others stay
 * as they are, and the deployment holds the same bytes as a full compose of the same builds would
 * write; whatever the record of the last compose cannot vouch for is composed in full.
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
import { federationName, type RemoteId } from '../contracts/remote-id';
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
  changed?: RemoteId,
  deployment: Deployment = localDeployment,
): Promise<string[]> {
  rendered = [];
  return composeWith(
    withWidget,
    { deployment, shellDist: dist, remoteDists: remoteDists() },
    {
      changed,
    },
  );
}
const composeAll = () => composeInto(shellDist());
const composeAfter = (changed: RemoteId) => composeInto(shellDist(), changed);

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
  await composeInto(fresh);
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
  expect(await composeAfter('blog')).toContain('/blog/second');
  const files = await expectSameAsFullCompose(pristine);
  expect(files).toContain(COMPOSED_RECORD_FILE);

  publishRemote('simulator', { '/simulator': { html: '<p>Sim 2</p>', modified: '2026-04-01' } });
  rebuild('simulator', 'simulator-2');
  await composeAfter('simulator');
  await expectSameAsFullCompose(pristine);

  // The rollback: the blog's first build again, its second page gone.
  releaseBlog(
    'blog-1',
    { '/blog': '<p>Posts</p>', '/blog/first': '<p>First</p>' },
    '<li>First</li>',
  );
  publishFeeds('blog', [{ path: '/blog/first', title: 'First post', publishedAt: '2025-05-06' }]);
  expect(await composeAfter('blog')).not.toContain('/blog/second');
  expect(existsSync(page('blog/second'))).toBe(false);
  await expectSameAsFullCompose(pristine);
});

test('a release renders its own pages and those showing its widgets; the others are not rewritten', async () => {
  await composedFirstRelease();
  expect(rendered).toEqual(['/', '/blog', '/blog/first', '/learn', '/simulator']);
  const longAgo = new Date('2020-01-01T00:00:00Z');
  const pages = ['', 'blog', 'blog/first', 'learn', 'simulator'].map(page);
  for (const file of pages) utimesSync(file, longAgo, longAgo);
  const untouched = () =>
    pages.filter((file) => statSync(file).mtime.getTime() === longAgo.getTime());

  releaseBlog(
    'blog-2',
    { '/blog': '<p>Posts</p>', '/blog/first': '<p>First!</p>' },
    '<li>First!</li>',
  );
  await composeAfter('blog');
  // The home page shows the blog's latest posts: it depends on the blog as its pages do.
  expect(rendered).toEqual(['/', '/blog', '/blog/first']);
  // The blog's index renders as before: rendered, but its bytes (and its time) stay.
  expect(untouched()).toEqual(['blog', 'learn', 'simulator'].map(page));
  expect(readFileSync(page(''), 'utf8')).toContain('<li>First!</li>');
  expect(logged()).toContainEqual(
    expect.stringContaining('(2 more kept: their inputs did not change)'),
  );

  publishRemote('simulator', { '/simulator': '<p>Simulator, two</p>' });
  rebuild('simulator', 'simulator-2');
  await composeAfter('simulator');
  expect(rendered).toEqual(['/simulator']);
  expect(untouched()).toEqual(['blog', 'learn'].map(page));
});

test('a remote whose build changed since the last compose is recomposed, named or not', async () => {
  await composeAll();
  rebuild('learn', 'learn-2');
  await composeAfter('simulator');
  expect(rendered).toEqual(['/learn', '/simulator']);
  // Named, a remote's pages are rendered even at the build id they were composed from.
  await composeAfter('learn');
  expect(rendered).toEqual(['/learn']);
});

test('a page changed or removed since the last compose is composed again', async () => {
  await composeAll();
  writeFileSync(page('learn'), 'edited by hand');
  rmSync(page('blog/first'));
  await composeAfter('simulator');
  expect(rendered).toEqual(['/blog/first', '/learn', '/simulator']);
  expect(readFileSync(page('learn'), 'utf8')).toContain('<p>Tutorials</p>');
});

test.each<{ what: string; change: () => void; says: string; deployment?: Deployment }>([
  {
    what: 'no record',
    change: () => rmSync(join(shellDist(), COMPOSED_RECORD_FILE)),
    says: 'no record of what the pages were composed from',
  },
  {
    what: 'a record that does not parse',
    change: () => put(join(shellDist(), COMPOSED_RECORD_FILE), '{"format": 1, "pages": '),
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
    what: 'another deployment',
    change: () => {},
    deployment: { ...localDeployment, overrideOrigins: [] },
    says: 'the deployment changed',
  },
])('$what: every page is composed', async ({ change, says, deployment }) => {
  await composeAll();
  change();
  await composeInto(shellDist(), 'simulator', deployment);
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
      path === '/blog/first'
        ? Promise.reject(new Error('stopped'))
        : withWidget.renderPage(path, lookup, table),
  };
  await expect(
    composeWith(
      stopping,
      { deployment: localDeployment, shellDist: shellDist(), remoteDists: remoteDists() },
      { changed: 'blog' },
    ),
  ).rejects.toThrow('stopped');
  expect(readFileSync(page('blog'), 'utf8')).toContain('Posts, two');
  // Its record vouched, from the start, only for the pages it was to leave alone.
  const record = JSON.parse(readFileSync(join(shellDist(), COMPOSED_RECORD_FILE), 'utf8'));
  expect(record.pages.map(({ path }: { path: string }) => path)).toEqual(['/learn', '/simulator']);

  // The first build back, composed after another remote's release: the blog's pages the stopped
  // compose rewrote are composed again, though the blog's build is the one the record named.
  releaseBlog(
    'blog-1',
    { '/blog': '<p>Posts</p>', '/blog/first': '<p>First</p>' },
    '<li>First</li>',
  );
  await composeAfter('simulator');
  expect(rendered).toEqual(['/', '/blog', '/blog/first', '/simulator']);
  await expectSameAsFullCompose(pristine);
});
