import { mkdirSync, mkdtempSync, rmSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, expect, test } from 'vitest';
import type { AppId } from '@tla/platform/deploy/deployment';
import { checkStagedRelease, ReleaseRefused } from './release-guard';

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'tla-guard-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const live: () => Record<AppId, string> = () => ({
  shell: join(root, 'live', 'shell'),
  blog: join(root, 'live', 'blog'),
  learn: join(root, 'live', 'learn'),
  simulator: join(root, 'live', 'simulator'),
});
const staged = () => join(root, 'staged');

function write(file: string, data: unknown) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, typeof data === 'string' ? data : JSON.stringify(data));
}

const fragment = (path: string) => ({
  path,
  html: '<h1>Courses</h1>',
  head: '',
  css: [],
  js: [],
  buildId: 'next',
});

/** A live site (shell and blog) and a staged learn release that agrees with it. */
function site() {
  const dists = live();
  write(join(dists.shell, 'shared-modules.json'), {
    app: 'shell',
    buildId: 'shell-1',
    modules: [
      { name: 'react', version: '19.3.1' },
      { name: '@tla/federated/router', version: '1.0.0', exports: ['Link', 'useParams'] },
    ],
  });
  write(join(dists.shell, 'pages.json'), {
    app: 'shell',
    paths: ['/', '/about'],
    // The top of the shell's build, as it publishes it.
    files: ['assets', 'favicon.svg', 'images', 'index.html', 'og', 'pages.json', 'search.json'],
  });
  write(join(dists.blog, 'section.json'), {
    remote: 'mf_blog',
    routes: [{ module: 'blog-routes', mount: '/blog/*', label: 'Blog' }],
  });
  write(join(staged(), 'section.json'), {
    remote: 'mf_learn',
    routes: [{ module: 'courses-page', mount: '/courses', label: 'Courses' }],
  });
  write(join(staged(), 'shared-modules.json'), {
    remote: 'mf_learn',
    buildId: 'next',
    modules: [
      { name: 'react', range: '^19.3.1', imports: [] },
      { name: '@tla/federated/router', range: '^1.0.0', imports: ['Link'] },
    ],
  });
  write(join(staged(), '_islands', 'manifest.json'), {
    remote: 'mf_learn',
    buildId: 'next',
    islands: [{ module: 'courses-page', mount: '/courses', paths: ['/courses'], css: [], js: [] }],
  });
  write(join(staged(), '_islands', 'courses-page', 'courses.json'), fragment('/courses'));
  return dists;
}

const check = (force = false) =>
  checkStagedRelease({ remote: 'learn', staged: staged(), live: site(), force });

/** The refusal's message, as the team reads it. */
function refusalOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof ReleaseRefused) return error.message;
    throw error;
  }
  throw new Error('the release was not refused');
}

test('a staged release that agrees with the live deployment passes', () => {
  const { section, manifest, overridden } = check();
  expect(section.routes.map(({ mount }) => mount)).toEqual(['/courses']);
  expect(manifest.islands).toHaveLength(1);
  expect(overridden).toEqual([]);
});

test('a shared module the live shell provides outside the range is refused; --force lets it through and says so', () => {
  const run = (force: boolean) => {
    const dists = site();
    write(join(staged(), 'shared-modules.json'), {
      remote: 'mf_learn',
      buildId: 'next',
      modules: [{ name: 'react', range: '^20.0.0', imports: [] }],
    });
    return checkStagedRelease({ remote: 'learn', staged: staged(), live: dists, force });
  };
  expect(refusalOf(() => run(false))).toBe(
    [
      'learn: release refused, nothing live changed:',
      '  - it requires react ^20.0.0, but the live shell provides 19.3.1',
      "    Fix: release a shell that provides react in ^20.0.0 first, or build mf-learn against the live shell's version (platform/package.json's peerDependencies); --force releases anyway (this version rule only)",
    ].join('\n'),
  );
  expect(run(true).overridden).toEqual([
    'it requires react ^20.0.0, but the live shell provides 19.3.1',
  ]);
});

test('a rollback to a release the live shell no longer supports is refused as a rollback', () => {
  // The release it would put back imports an export the shell has dropped since it was live.
  const dists = site();
  write(join(staged(), 'shared-modules.json'), {
    remote: 'mf_learn',
    buildId: 'next',
    modules: [{ name: '@tla/federated/router', range: '^1.0.0', imports: ['useParams', 'Form'] }],
  });
  expect(
    refusalOf(() =>
      checkStagedRelease({
        remote: 'learn',
        staged: staged(),
        live: dists,
        force: false,
        action: 'rollback',
      }),
    ),
  ).toMatch(
    /^learn: rollback refused, nothing live changed:\n {2}- it imports Form from @tla\/federated\/router, which the live shell's build does not export/,
  );
});

test('a facade export or a module the live shell lacks is refused, even with --force', () => {
  const run = () => {
    const dists = site();
    write(join(staged(), 'shared-modules.json'), {
      remote: 'mf_learn',
      buildId: 'next',
      modules: [
        { name: '@tla/federated/router', range: '^1.0.0', imports: ['Link', 'useFormAction'] },
        { name: '@tla/federated/slot', range: '^1.0.0', imports: ['Slot'] },
      ],
    });
    return checkStagedRelease({ remote: 'learn', staged: staged(), live: dists, force: true });
  };
  const message = refusalOf(run);
  expect(message).toContain(
    "it imports useFormAction from @tla/federated/router, which the live shell's build does not export\n    Fix: release the shell with useFormAction in @tla/federated/router (shared-ui/federated) first, then this remote",
  );
  expect(message).toContain(
    'it requires @tla/federated/slot ^1.0.0, which the live shell does not provide',
  );
});

test("sections colliding with the shell's pages or another remote's are refused, each named", () => {
  const run = () => {
    const dists = site();
    write(join(staged(), 'section.json'), {
      remote: 'mf_learn',
      routes: [
        { module: 'about-page', mount: '/about', label: 'About' },
        { module: 'archive-page', mount: '/blog/archive', label: 'Archive' },
      ],
    });
    return checkStagedRelease({ remote: 'learn', staged: staged(), live: dists, force: false });
  };
  expect(refusalOf(run)).toBe(
    [
      'learn: release refused, nothing live changed:',
      "  - its section about-page at /about collides with the shell's page /about",
      '    Fix: mount about-page at a path no other app serves (mf-learn/src/app/section.ts)',
      "  - its section archive-page at /blog/archive collides with mf_blog's section blog-routes at /blog/*",
      '    Fix: mount archive-page at a path no other app serves (mf-learn/src/app/section.ts)',
    ].join('\n'),
  );
});

test('a declared path without its fragment is refused, naming path, module and file', () => {
  const run = () => {
    const dists = site();
    unlinkSync(join(staged(), '_islands', 'courses-page', 'courses.json'));
    return checkStagedRelease({ remote: 'learn', staged: staged(), live: dists, force: false });
  };
  expect(refusalOf(run)).toContain(
    "  - it declares /courses for prerendering (courses-page), but its build has no fragment _islands/courses-page/courses.json\n    Fix: make /courses prerender (npm run prerender -- learn says why it does not), or take it out of courses-page's paths in mf-learn/src/app/section.ts",
  );
});

test('a published file that does not parse is refused, naming file and field', () => {
  const run = () => {
    const dists = site();
    write(join(staged(), '_islands', 'courses-page', 'courses.json'), {
      ...fragment('/courses'),
      html: '',
    });
    write(join(dists.shell, 'pages.json'), { app: 'shell', paths: ['about'], files: ['assets'] });
    return checkStagedRelease({ remote: 'learn', staged: staged(), live: dists, force: false });
  };
  const message = refusalOf(run);
  expect(message).toContain(
    `${join(staged(), '_islands', 'courses-page', 'courses.json')} does not match its schema: html: Too small`,
  );
  expect(message).toContain(
    `${join(live().shell, 'pages.json')} does not match its schema: paths.0: must be a path on the site\n    Fix: release the shell first (its build publishes the file), then this remote`,
  );
});

test("a live shell whose pages.json does not list its build's files is refused: nothing could be kept off them", () => {
  const run = () => {
    const dists = site();
    write(join(dists.shell, 'pages.json'), { app: 'shell', paths: ['/', '/about'] });
    return checkStagedRelease({ remote: 'learn', staged: staged(), live: dists, force: false });
  };
  expect(refusalOf(run)).toBe(
    [
      'learn: release refused, nothing live changed:',
      `  - ${join(live().shell, 'pages.json')} does not match its schema: files: Invalid input: expected array, received undefined`,
      '    Fix: release the shell first (its build publishes the file), then this remote',
    ].join('\n'),
  );
});

test('a live shell that publishes no shared-modules.json is refused, naming the file', () => {
  const run = () => {
    const dists = site();
    unlinkSync(join(dists.shell, 'shared-modules.json'));
    return checkStagedRelease({ remote: 'learn', staged: staged(), live: dists, force: false });
  };
  expect(refusalOf(run)).toContain(`${join(live().shell, 'shared-modules.json')}: cannot read it`);
});

test("sections and site files on the shell's own folders and files are refused, naming each entry", () => {
  const run = () => {
    const dists = site();
    write(join(staged(), 'section.json'), {
      remote: 'mf_learn',
      routes: [
        { module: 'courses-page', mount: '/courses', label: 'Courses' },
        { module: 'assets-page', mount: '/assets/*', label: 'Assets' },
        { module: 'cards-page', mount: '/og', label: 'Cards' },
        { module: 'api-page', mount: '/api/courses', label: 'API' },
      ],
    });
    write(join(staged(), 'site', 'courses', 'og', 'index.png'), 'a card');
    write(join(staged(), 'site', 'assets', 'index.js'), 'not the shell');
    write(join(staged(), 'site', 'sitemap.xml'), '<urlset/>');
    write(join(staged(), 'site', 'courses', 'index.html'), '<p>not composed</p>');
    return checkStagedRelease({ remote: 'learn', staged: staged(), live: dists, force: false });
  };
  const fix = 'Fix: mount %s at a path no other app serves (mf-learn/src/app/section.ts)';
  const siteFix =
    "Fix: publish site files only under its own sections' paths (/courses/, /assets/, /og/, /api/courses/), never at one of the shell's";
  expect(refusalOf(run)).toBe(
    [
      'learn: release refused, nothing live changed:',
      "  - its section assets-page at /assets/* collides with /assets, which the shell's build writes",
      `    ${fix.replace('%s', 'assets-page')}`,
      "  - its section cards-page at /og collides with /og, which the shell's build writes",
      `    ${fix.replace('%s', 'cards-page')}`,
      '  - its section api-page at /api/courses collides with /api, which compose writes',
      `    ${fix.replace('%s', 'api-page')}`,
      "  - its site file site/assets/index.js lands on /assets, which the shell's build writes",
      `    ${siteFix}`,
      '  - its site file site/courses/index.html lands on a page file compose writes (index.html)',
      `    ${siteFix}`,
      '  - its site file site/sitemap.xml is outside its sections',
      `    ${siteFix}`,
    ].join('\n'),
  );
});

test('a staged build holding a link is refused, naming the entry', () => {
  const run = () => {
    const dists = site();
    mkdirSync(join(staged(), 'site', 'courses'), { recursive: true });
    symlinkSync('/etc/passwd', join(staged(), 'site', 'courses', 'leak.txt'));
    return checkStagedRelease({ remote: 'learn', staged: staged(), live: dists, force: false });
  };
  expect(refusalOf(run)).toBe(
    [
      'learn: release refused, nothing live changed:',
      '  - its build holds site/courses/leak.txt, a symbolic link (to /etc/passwd)',
      '    Fix: put the file itself in the build, or leave it out: a release copies no link, hard link or special file',
    ].join('\n'),
  );
});
