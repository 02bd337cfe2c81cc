import { render, screen, within } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import type { BuildInfo, ReleaseRecord } from '@tla/platform/contracts/app-status';
import type { AppId } from '@tla/platform/contracts/remote-id';
import { renderAt } from '../../../test/render-routes';
import { LiveStatus } from './live-status';

const site = 'http://localhost:3000';
const remoteBase = (app: AppId) => `https://${app}.example/`;

const build = (app: AppId, buildId: string, routes: string[]): BuildInfo => ({
  app,
  buildId,
  commit: '0123456789abcdef0123456789abcdef01234567',
  dirty: false,
  builtAt: '2026-11-27T10:00:00.000Z',
  routes,
});

const manifest = { shared: [{ name: 'react', requiredVersion: '^19.3.1', version: '19.3.1' }] };

/** remotes.json, each remote saying whether its folder holds a release record (absent: not said). */
const remotesJson = (released: Partial<Record<AppId, boolean>> = {}) => ({
  remotes: (['blog', 'learn', 'simulator'] as const).map((app) => ({
    name: `mf_${app}`,
    entry: `${remoteBase(app)}remoteEntry.js`,
    ...(released[app] === undefined ? {} : { released: released[app] }),
  })),
  sections: [],
});

/** What the deployed site answers: the shell's files, remotes.json, and each remote's files. */
function serve(overrides: Record<string, unknown> = {}) {
  const files: Record<string, unknown> = {
    [`${site}/build.json`]: build('shell', 'shell-7', ['/', '/about']),
    [`${site}/release.json`]: {
      id: 'shell-7',
      releasedAt: '2026-11-27T11:00:00.000Z',
      replaced: { id: 'shell-6', releasedAt: '2026-11-20T09:30:00.000Z' },
      rollbackTarget: null,
    } satisfies ReleaseRecord,
    [`${site}/remotes.json`]: remotesJson(),
    [`${remoteBase('blog')}build.json`]: build('blog', 'blog-3', ['/blog/*']),
    [`${remoteBase('blog')}mf-manifest.json`]: manifest,
    [`${remoteBase('blog')}remoteEntry.js`]: 'export {}',
    [`${remoteBase('learn')}build.json`]: build('learn', 'learn-2', ['/tutorials/*']),
    [`${remoteBase('learn')}mf-manifest.json`]: manifest,
    [`${remoteBase('learn')}remoteEntry.js`]: new TypeError('Failed to fetch'),
    [`${remoteBase('simulator')}build.json`]: {
      ...build('simulator', 'sim-1', []),
      commit: 'HEAD',
    },
    [`${remoteBase('simulator')}mf-manifest.json`]: manifest,
    [`${remoteBase('simulator')}remoteEntry.js`]: 'export {}',
    ...overrides,
  };
  const fetchFn = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    const body = files[url];
    if (body instanceof Error) throw body;
    if (body instanceof Response) return body;
    if (body === undefined) return new Response('not found', { status: 404 });
    const isScript = url.endsWith('.js');
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), {
      headers: { 'content-type': isScript ? 'text/javascript' : 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchFn);
  return fetchFn;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const appTable = (name: RegExp) => screen.findByRole('table', { name });
const cell = (table: HTMLElement, row: string) =>
  within(table).getByRole('rowheader', { name: row }).nextElementSibling;

test('each app’s live release, commit, times, rollback target and routes', async () => {
  serve();
  render(<LiveStatus />);
  expect(screen.getByRole('status')).toHaveTextContent('Reading…');

  const shell = await appTable(/^Shell: live release shell-7$/);
  expect(cell(shell, 'Commit')).toHaveTextContent('0123456');
  expect(cell(shell, 'Built')).toHaveTextContent('2026-11-27 10:00 UTC');
  expect(cell(shell, 'Released')).toHaveTextContent('2026-11-27 11:00 UTC');
  expect(cell(shell, 'Replaced')).toHaveTextContent('shell-6, released 2026-11-20 09:30 UTC');
  expect(cell(shell, 'Rollback target')).toHaveTextContent('None recorded');
  expect(
    within(shell)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['/', '/about']);

  const blog = await appTable(/^Blog \(mf-blog\): live release blog-3$/);
  expect(cell(blog, 'Released')).toHaveTextContent('Not recorded (deployed as built)');
  expect(cell(blog, 'Replaced')).toHaveTextContent('None recorded');
  expect(cell(blog, 'Rollback target')).toHaveTextContent('None recorded');
  expect(cell(blog, 'Entry in this browser')).toHaveTextContent('Loads');
  const shared = screen.getByRole('table', { name: 'Blog (mf-blog): shared modules' });
  expect(within(shared).getByRole('row', { name: /react/ })).toHaveTextContent('^19.3.1');
});

test('shared modules a remote requires are marked against what the live shell provides', async () => {
  serve({
    [`${site}/shared-modules.json`]: {
      app: 'shell',
      buildId: 'shell-7',
      modules: [
        { name: 'react', version: '19.3.1' },
        { name: '@tla/federated/router', version: '1.0.0', exports: ['Link'] },
      ],
    },
    [`${remoteBase('blog')}shared-modules.json`]: {
      remote: 'mf_blog',
      buildId: 'blog-3',
      modules: [
        { name: 'react', range: '^19.3.0', imports: [] },
        { name: '@tla/federated/router', range: '^1.0.0', imports: ['Link', 'useParams'] },
      ],
    },
  });
  render(<LiveStatus />);
  const provides = await screen.findByRole('table', { name: 'Shell: shared modules' });
  expect(within(provides).getByRole('row', { name: /^react/ })).toHaveTextContent('19.3.1');

  const blog = await screen.findByRole('table', { name: 'Blog (mf-blog): shared modules' });
  expect(within(blog).getByRole('row', { name: /^react/ })).toHaveTextContent('Compatible');
  expect(within(blog).getByRole('row', { name: /^@tla\/federated\/router/ })).toHaveTextContent(
    "Incompatible: it imports useParams from @tla/federated/router, which the live shell's build does not export",
  );
  // A remote built before shared-modules.json existed: its manifest's ranges, not checked.
  const learn = await screen.findByRole('table', { name: 'Learn (mf-learn): shared modules' });
  expect(within(learn).getByRole('row', { name: /^react/ })).toHaveTextContent('Not checked');
});

test('a remote whose entry cannot be fetched is marked as not loading, in words', async () => {
  serve();
  render(<LiveStatus />);
  const learn = await appTable(/^Learn \(mf-learn\): live release learn-2$/);
  expect(cell(learn, 'Entry in this browser')).toHaveTextContent(
    'Not loading: it could not be fetched (Failed to fetch)',
  );
  const blog = await appTable(/^Blog \(mf-blog\): live/);
  expect(cell(blog, 'Entry in this browser')).not.toHaveTextContent('Not loading');
});

test('an entry answered with the site’s HTML page does not count as loading', async () => {
  serve({
    [`${remoteBase('blog')}remoteEntry.js`]: new Response('<!doctype html>', {
      headers: { 'content-type': 'text/html' },
    }),
  });
  render(<LiveStatus />);
  const blog = await appTable(/^Blog \(mf-blog\): live/);
  expect(cell(blog, 'Entry in this browser')).toHaveTextContent(
    'Not loading: it answered text/html, not JavaScript',
  );
});

test('a published file that does not match its schema is named with its field', async () => {
  serve();
  render(<LiveStatus />);
  const simulator = screen.getByRole('region', { name: 'Simulator (mf-simulator)' });
  expect(
    await within(simulator).findByText(
      /https:\/\/simulator\.example\/build\.json does not match its schema: commit:/,
    ),
  ).toBeInTheDocument();
  // Its entry is still checked: the files and the code are separate questions.
  expect(
    within(simulator).getByRole('rowheader', { name: 'Entry in this browser' }),
  ).toBeInTheDocument();
});

test('/_status is a page of the frame, not for search engines, and the frame never links to it', async () => {
  serve();
  renderAt('/_status');
  // The page's module loads on first visit (its own chunk).
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Status' }, { timeout: 5000 }),
  ).toBeInTheDocument();
  expect(await appTable(/^Shell: live release shell-7$/)).toBeInTheDocument();
  expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  expect(
    screen.getAllByRole('link').filter((link) => link.getAttribute('href') === '/_status'),
  ).toEqual([]);
});

test('after a rollback the release it replaced and the rollback target are told apart', async () => {
  serve({
    [`${remoteBase('blog')}release.json`]: {
      id: 'blog-3',
      releasedAt: '2026-11-27T13:00:00.000Z',
      replaced: { id: 'blog-4', releasedAt: '2026-11-27T12:00:00.000Z' },
      rollbackTarget: { id: 'blog-2' },
    } satisfies ReleaseRecord,
  });
  render(<LiveStatus />);
  const blog = await appTable(/^Blog \(mf-blog\): live release blog-3$/);
  expect(cell(blog, 'Released')).toHaveTextContent('2026-11-27 13:00 UTC');
  expect(cell(blog, 'Replaced')).toHaveTextContent('blog-4, released 2026-11-27 12:00 UTC');
  expect(cell(blog, 'Rollback target')).toHaveTextContent(/^blog-2$/);
});

test('a release record remotes.json says a remote lacks is never asked for', async () => {
  const fetchFn = serve({
    [`${site}/remotes.json`]: remotesJson({ blog: false, learn: true }),
    [`${remoteBase('learn')}release.json`]: {
      id: 'learn-2',
      releasedAt: '2026-11-27T14:00:00.000Z',
      replaced: null,
      rollbackTarget: null,
    } satisfies ReleaseRecord,
  });
  render(<LiveStatus />);
  await screen.findByText(/^Read at /);

  const blog = await appTable(/^Blog \(mf-blog\): live release blog-3$/);
  expect(cell(blog, 'Released')).toHaveTextContent('Not recorded (deployed as built)');
  const learn = await appTable(/^Learn \(mf-learn\): live release learn-2$/);
  expect(cell(learn, 'Released')).toHaveTextContent('2026-11-27 14:00 UTC');

  const asked = fetchFn.mock.calls.map(([input]) => String(input));
  expect(asked).not.toContain(`${remoteBase('blog')}release.json`);
  expect(asked).toContain(`${remoteBase('learn')}release.json`);
  // A remotes.json composed before it said so: the record is asked for, and a 404 read as none.
  expect(asked).toContain(`${remoteBase('simulator')}release.json`);
});

test('each release’s figures from readers’ browsers: views, views with an error, p75 of each vital', async () => {
  const figures = (release: string, views: number, withError: number) => ({
    app: 'blog',
    release,
    firstSeen: '2026-12-05T10:00:00.000Z',
    lastSeen: '2026-12-05T11:00:00.000Z',
    views,
    viewsWithError: withError,
    errors: { load: 0, crash: withError, uncaught: 0, csp: 0 },
    sections: {},
    vitals: { LCP: { samples: views, p75: 1200 }, CLS: { samples: views, p75: 0.05 } },
  });
  serve({
    [`${site}/_release/health`]: {
      releases: [figures('blog-3', 40, 7), figures('blog-2', 380, 0)],
    },
  });
  render(<LiveStatus />);
  const readers = await screen.findByRole('table', { name: 'Blog (mf-blog): readers’ browsers' });
  const newest = within(readers).getByRole('row', { name: /^blog-3/ });
  expect(
    within(newest)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual(['40', '7', '1,200 ms', '–', '0.050', '–']);
  expect(within(readers).getByRole('row', { name: /^blog-2/ })).toHaveTextContent('380');
  const shell = screen.getByRole('region', { name: 'Shell' });
  expect(within(shell).getByText('Readers’ browsers: no page views reported yet.')).toBeVisible();
});

test('a site without the release service says it has no figures from readers', async () => {
  serve();
  render(<LiveStatus />);
  const blog = screen.getByRole('region', { name: 'Blog (mf-blog)' });
  expect(
    await within(blog).findByText(
      'Readers’ browsers: no figures (the release service does not run beside this site).',
    ),
  ).toBeVisible();
});
