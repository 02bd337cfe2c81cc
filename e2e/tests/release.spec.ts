import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { deployedDists } from '../../scripts/deploy-target';
import type { z } from '@tla/federated/zod';
import { BUILD_ID_FILE } from '@tla/platform/contracts/app-status';
import { SPA_PAGE_FILE } from '@tla/platform/contracts/page-protocol';
import { publishedSectionSchema } from '@tla/platform/contracts/published-at-build';
import {
  requiredSharedModulesSchema,
  type RequiredSharedModules,
} from '@tla/platform/contracts/shared-modules';
import { remoteEntryUrl } from '@tla/platform/deploy/deployment';
import { readPublished } from '@tla/platform/deploy/published-file';
import { fragmentFile } from '@tla/platform/contracts/published';
import { expect, test, waitForHydration } from '../fixtures';
import { expectTheSameVisit, goOnIntoTutorials, markTheVisit } from '../mid-visit-reader';
import { appTag } from '../app-tags';
import { startFetchLoop, type LoopResult } from '../fetch-loop';

/**
 * Releases of one remote while the shell stays untouched, with the README's commands, in this
 * project's topology: the learn team releases a changed glossary and a page at a new path, readers
 * mid-visit keep working through the grace period and after it, and the release is rolled back.
 */
const repo = resolve(fileURLToPath(import.meta.url), '..', '..', '..');
const learnDir = join(repo, 'mf-learn');
/**
 * The next release's source, one per deployment: a sibling of mf-learn, so its imports resolve the
 * same.
 */
const nextSourceOf = (deploymentName: string) => join(repo, `.release-mf-learn-${deploymentName}`);

/** `npm run release -- learn …`, as the project's deployment runs it (its shell build, its config). */
const releaseCommand = (args: string[], env: Record<string, string>) =>
  execFileSync('npx', ['tsx', 'scripts/release.ts', 'learn', ...args], {
    cwd: repo,
    env: { ...process.env, ...env },
    stdio: 'pipe',
  });

const run = promisify(execFile);
/** A script run without blocking this process, so the fetch loop goes on while it switches files. */
const script = (file: string, args: string[], env: Record<string, string>) =>
  run('npx', ['tsx', file, ...args], { cwd: repo, env: { ...process.env, ...env } });

test.describe.configure({ mode: 'serial' });

test(
  'a remote released on its own reaches readers, mid-visit readers too, and rolls back',
  { tag: appTag('learn') },
  async ({ page, context, site, deploymentEnv, deployment }) => {
    // A build, a prerender, a smoke check in Chromium and three composes, beside the other tests.
    test.setTimeout(600_000);
    const nextSource = nextSourceOf(deployment.name);
    const shellDist = deployedDists(deployment).shell;
    /** A fingerprint of the shell's build (its code and styles; composed HTML is not the build). */
    const shellBuild = () => {
      const hash = createHash('sha256');
      hash.update(readFileSync(join(shellDist, SPA_PAGE_FILE)));
      for (const name of readdirSync(join(shellDist, 'assets')).sort()) {
        hash.update(name).update(readFileSync(join(shellDist, 'assets', name)));
      }
      return hash.digest('hex');
    };
    const shellBefore = shellBuild();
    /** The build id of learn's release this deployment serves now. */
    const learnLive = () =>
      readFileSync(join(deployedDists(deployment).learn, BUILD_ID_FILE), 'utf8').trim();
    /** The learn team's table on /_status, which reads the release.json each switch writes. */
    const learnStatus = async (live: string) => {
      await page.goto('/_status');
      await expect(page.getByRole('status').filter({ hasText: /^Read at / })).toBeVisible();
      const table = page.getByRole('table', { name: `Learn (mf-learn): live release ${live}` });
      await expect(table.getByRole('row', { name: /^Live release/ })).toContainText(live);
      return table;
    };
    const learnBefore = learnLive();

    // What readers fetch while files switch: pages, remotes.json and the remotes' entries.
    const targets = [
      { url: '/', kind: 'html' as const },
      { url: '/glossary', kind: 'html' as const },
      { url: '/blog', kind: 'html' as const },
      { url: '/remotes.json', kind: 'json' as const },
      { url: remoteEntryUrl(deployment, 'learn'), kind: 'js' as const },
      { url: remoteEntryUrl(deployment, 'blog'), kind: 'js' as const },
    ];
    const fetched: LoopResult = { fetches: 0, failures: [] };
    /** Run a release script with the fetch loop going until it ends. */
    const whileFetching = async (file: string, args: string[]) => {
      const stop = startFetchLoop(site, targets);
      try {
        await script(file, args, deploymentEnv);
      } finally {
        const { fetches, failures } = await stop();
        fetched.fetches += fetches;
        fetched.failures.push(...failures);
      }
    };
    // The glossary's page as composed before the release, in every encoding the server may send.
    const glossaryFiles = ['', '.br', '.gz'].map((suffix) =>
      join(shellDist, 'glossary', `index.html${suffix}`),
    );
    const composedBefore = glossaryFiles.map((file) => readFileSync(file));

    // A reader who is mid-visit: the glossary is open (the learn remote's code is running).
    const reader = await context.newPage();
    const readerErrors: string[] = [];
    reader.on('pageerror', (error) => readerErrors.push(error.message));
    await reader.goto('/glossary');
    await waitForHydration(reader);
    await expect(reader.getByRole('heading', { level: 1, name: 'Glossary' })).toBeVisible();
    await markTheVisit(reader);

    // The learn team changes its glossary page and releases its app alone.
    rmSync(nextSource, { recursive: true, force: true });
    cpSync(learnDir, nextSource, {
      recursive: true,
      filter: (source) =>
        !/[/\\](dist|dist\.\w+|dist-ssr|node_modules)([/\\]|$)/.test(source.slice(learnDir.length)),
    });
    /** An exposed page module of the next release: its head tags and its markup. */
    const writePage = (file: string, title: string, path: string, markup: string) =>
      writeFileSync(
        join(nextSource, 'src', 'app', file),
        [
          `import { PageMeta } from '@tla/shared-ui/components/page-meta';`,
          `import './remote.css';`,
          ``,
          `export default function Page() {`,
          `  return (`,
          `    <>`,
          `      <PageMeta title="${title}" path="${path}" />`,
          `      ${markup}`,
          `    </>`,
          `  );`,
          `}`,
          ``,
          `export { buildId } from '@tla/platform/islands/build-info';`,
          ``,
        ].join('\n'),
      );
    writePage('glossary-page.tsx', 'Glossary', '/glossary', '<h1>Glossary, next release</h1>');
    // In the same release the team adds a page of its own at a new path: a module and a line in its
    // section contract, nothing in the shell.
    writePage(
      'courses-page.tsx',
      'Courses',
      '/courses',
      '<h1>Courses</h1><p>Cohorts start every month.</p>',
    );
    const edit = (file: string, anchor: string, insert: string) => {
      const path = join(nextSource, 'src', 'app', file);
      const text = readFileSync(path, 'utf8');
      expect(text, `${file} has ${anchor}`).toContain(anchor);
      writeFileSync(path, text.replace(anchor, `${insert}${anchor}`));
    };
    edit(
      'section.ts',
      `    'home-tutorials': {`,
      `    'courses-page': {\n      file: './src/app/courses-page.tsx',\n      mount: '/courses',\n      label: 'Courses',\n      paths: ['/courses'],\n    },\n`,
    );
    edit(
      'section-components.ts',
      `import GlossaryRoute`,
      `import CoursesPage from './courses-page';\n`,
    );
    edit('section-components.ts', `  'glossary-page':`, `  'courses-page': CoursesPage,\n`);
    await whileFetching('scripts/release.ts', ['learn', '--source', nextSource]);
    const learnReleased = learnLive();
    expect(learnReleased).not.toBe(learnBefore);
    // The status page names the new release and the one a rollback puts back.
    const released = await learnStatus(learnReleased);
    await expect(released.getByRole('row', { name: /^Released/ })).toContainText(/\d{4}-\d\d-\d\d/);
    await expect(released.getByRole('row', { name: /^Rollback target/ })).toContainText(
      learnBefore,
    );

    // The new page is on the site, prerendered and in the browser, with the shell untouched.
    expect((await site.get('/courses')).text()).toContain('Cohorts start every month.');
    await page.goto('/courses');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Courses' })).toBeVisible();
    await expect(page).toHaveTitle(/^Courses/);
    await page.goto('/courses/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();

    // Readers without JavaScript (and link previews) get the new text in the HTML...
    expect((await site.get('/glossary')).text()).toContain('Glossary, next release');
    // ...and the running site shows it, hydrated, with the shell's build unchanged.
    await page.goto('/glossary');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Glossary, next release' }),
    ).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    expect(shellBuild()).toBe(shellBefore);

    // A page composed before the release (a cache or CDN edge still serves it) renders the new code
    // afresh.
    const composedAfter = glossaryFiles.map((file) => readFileSync(file));
    glossaryFiles.forEach((file, index) => writeFileSync(file, composedBefore[index] ?? ''));
    const staleErrors: string[] = [];
    page.on('pageerror', (error) => staleErrors.push(error.message));
    await page.goto('/glossary');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Glossary, next release' }),
    ).toBeVisible();
    expect(staleErrors).toEqual([]);
    glossaryFiles.forEach((file, index) => writeFileSync(file, composedAfter[index] ?? ''));

    // The grace period ends: the previous release's hashed files are gone. The mid-visit reader goes
    // on into another learn section, whose old code is gone: it loads the current release by itself,
    // with no message and no reload.
    releaseCommand(['--end-grace'], deploymentEnv);
    await goOnIntoTutorials(reader);
    await reader.getByRole('contentinfo').getByRole('link', { name: 'Glossary' }).click();
    await expect(
      reader.getByRole('heading', { level: 1, name: 'Glossary, next release' }),
    ).toBeVisible();
    await expectTheSameVisit(reader);
    expect(readerErrors).toEqual([]);
    await reader.close();

    // Roll back: the previous release goes live again and the pages are composed from it.
    await whileFetching('scripts/release.ts', ['learn', '--rollback']);
    expect((await site.get('/glossary')).text()).not.toContain('Glossary, next release');
    // The rollback is a release of its own on the status page: it replaced the release rolled back.
    expect(learnLive()).toBe(learnBefore);
    const rolledBack = await learnStatus(learnBefore);
    await expect(rolledBack.getByRole('row', { name: /^Replaced/ })).toContainText(learnReleased);
    // Readers fetching through the release and the rollback (each composes every page and
    // remotes.json again) got every file whole.
    console.log(
      `fetch loop (${deployment.name}): ${fetched.fetches} fetches, ${fetched.failures.length} failures`,
    );
    test.info().annotations.push({
      type: 'fetch loop',
      description: `${fetched.fetches} fetches, ${fetched.failures.length} failures`,
    });
    expect(fetched.fetches).toBeGreaterThan(targets.length * 3);
    expect(fetched.failures).toEqual([]);
    await page.goto('/glossary');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Glossary', exact: true }),
    ).toBeVisible();
    // The page that release added is gone with it.
    await page.goto('/courses');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    expect(shellBuild()).toBe(shellBefore);
  },
);

/**
 * Every file the deployment serves (each app's deployed folder), each with the hash of its bytes: a
 * failing comparison names the files that changed.
 */
function servedTree(dists: Record<string, string>): Record<string, string> {
  const files: Record<string, string> = {};
  const walk = (dir: string, relative: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path, `${relative}/${entry.name}`);
      else
        files[`${relative}/${entry.name}`] = createHash('sha256')
          .update(readFileSync(path))
          .digest('hex');
    }
  };
  for (const [app, dir] of Object.entries(dists)) walk(dir, app);
  return files;
}

const simulatorDir = join(repo, 'mf-simulator');
const brokenSimulator = join(repo, '.release-mf-simulator'); // a sibling, so its imports resolve

test(
  'releases the live site cannot run are refused, naming the cause, and nothing served changes',
  {
    tag: appTag('simulator'),
  },
  async ({ deploymentEnv, deployment }) => {
    test.setTimeout(450_000);
    const dists = deployedDists(deployment);
    const servedBefore = servedTree(dists);
    const build = join(repo, '.release-mf-simulator-dist');
    /** `npm run release -- simulator …`: its exit status and what it printed. */
    const release = (args: string[]) => {
      const run = spawnSync('npx', ['tsx', 'scripts/release.ts', 'simulator', ...args], {
        cwd: repo,
        env: { ...process.env, ...deploymentEnv },
        encoding: 'utf8',
      });
      return { status: run.status, output: `${run.stdout}${run.stderr}` };
    };
    /** The live simulator's build, changed as a team's next build would be, then released. */
    const releaseChanged = (change: (dir: string) => void) => {
      rmSync(build, { recursive: true, force: true });
      // The deployed folder is a link to the live build: copy what it points at, never the link.
      cpSync(dists.simulator, build, { recursive: true, dereference: true });
      change(build);
      return release(['--build', build]);
    };
    /** A published file of the build, parsed by its schema, changed and written back. */
    const edit = <Schema extends z.ZodType>(
      file: string,
      schema: Schema,
      change: (data: z.infer<Schema>) => void,
    ) => {
      const data = readPublished(schema, file);
      change(data);
      writeFileSync(file, JSON.stringify(data));
    };
    const requires = (
      dir: string,
      name: string,
      change: (module: RequiredSharedModules['modules'][number]) => void,
    ) =>
      edit(join(dir, 'shared-modules.json'), requiredSharedModulesSchema, ({ modules }) => {
        const module = modules.find((entry) => entry.name === name);
        expect(module, `the simulator shares ${name}`).toBeDefined();
        if (module) change(module);
      });

    const refusals = {
      // Built against a React the live shell does not provide (what its build publishes, as it would).
      version: releaseChanged((dir) =>
        requires(dir, 'react', (module) => {
          module.range = '^20.0.0';
        }),
      ),
      // Built against a router facade that grew an export the live shell's build does not carry.
      facade: releaseChanged((dir) =>
        requires(dir, '@tla/federated/router', (module) => {
          module.imports.push('useFormAction');
        }),
      ),
      // A section at the shell's /about page.
      route: releaseChanged((dir) =>
        edit(join(dir, 'section.json'), publishedSectionSchema, ({ routes }) => {
          routes.push({ module: 'simulator-page', mount: '/about', label: 'About' });
        }),
      ),
      // A declared path whose fragment the build lacks.
      fragment: releaseChanged((dir) =>
        unlinkSync(join(dir, '_islands', 'simulator-page', fragmentFile('/token-simulator'))),
      ),
      // A link to a file of the machine that releases it: never copied, let alone published.
      link: releaseChanged((dir) => symlinkSync('/etc/passwd', join(dir, 'leak.txt'))),
      // A section over the shell's hashed assets, with a file to replace its entry.
      shellFolder: releaseChanged((dir) => {
        edit(join(dir, 'section.json'), publishedSectionSchema, ({ routes }) => {
          routes.push({ module: 'simulator-page', mount: '/assets/*', label: 'Assets' });
        });
        const file = join(dir, 'site', 'assets', 'index.js');
        mkdirSync(dirname(file), { recursive: true });
        writeFileSync(file, 'export {};');
      }),
    };
    // A page that throws when it renders in the browser (its prerender, in Node, passes): a real build.
    rmSync(brokenSimulator, { recursive: true, force: true });
    cpSync(simulatorDir, brokenSimulator, {
      recursive: true,
      filter: (source) =>
        !/[/\\](dist|dist\.\w+|node_modules)([/\\]|$)/.test(source.slice(simulatorDir.length)),
    });
    const pageFile = join(brokenSimulator, 'src', 'app', 'simulator-page.tsx');
    const pageSource = readFileSync(pageFile, 'utf8');
    const anchor = '  return <TokenSimulator';
    expect(pageSource).toContain(anchor);
    writeFileSync(
      pageFile,
      pageSource.replace(
        anchor,
        `  if (typeof window !== 'undefined') throw new Error('The simulator cannot start');\n${anchor}`,
      ),
    );
    const throws = release(['--source', brokenSimulator]);

    for (const [name, { status, output }] of Object.entries({ ...refusals, throws })) {
      expect(status, `${name}: exit status (${output})`).toBe(1);
      expect(output, name).toContain('simulator: release refused, nothing live changed:');
    }
    expect(refusals.version.output).toContain(
      '  - it requires react ^20.0.0, but the live shell provides 19.3.1\n    Fix: release a shell that provides react in ^20.0.0 first',
    );
    expect(refusals.facade.output).toContain(
      "  - it imports useFormAction from @tla/federated/router, which the live shell's build does not export\n    Fix: release the shell with useFormAction",
    );
    expect(refusals.route.output).toContain(
      "  - its section simulator-page at /about collides with the shell's page /about\n    Fix: mount simulator-page at a path no other app serves",
    );
    expect(refusals.fragment.output).toContain(
      '  - it declares /token-simulator for prerendering (simulator-page), but its build has no fragment _islands/simulator-page/token-simulator.json',
    );
    expect(refusals.link.output).toContain(
      '  - its build holds leak.txt, a symbolic link (to /etc/passwd)\n    Fix: put the file itself in the build, or leave it out',
    );
    expect(refusals.shellFolder.output).toContain(
      "  - its section simulator-page at /assets/* collides with /assets, which the shell's build writes",
    );
    expect(refusals.shellFolder.output).toContain(
      "  - its site file site/assets/index.js lands on /assets, which the shell's build writes",
    );
    expect(throws.output).toContain(
      '  - its page /token-simulator, loaded in Chromium on the staged site, failed: ',
    );
    expect(throws.output).toContain(
      'its heading "Token Simulator" is not shown (h1: "Something went wrong")',
    );
    for (const { output } of Object.values({ ...refusals, throws })) console.log(output);
    rmSync(build, { recursive: true, force: true });

    expect(servedTree(dists), 'every served file is byte-identical').toEqual(servedBefore);
  },
);

test.afterAll(({ deploymentEnv, deployment }) => {
  rmSync(nextSourceOf(deployment.name), { recursive: true, force: true });
  rmSync(brokenSimulator, { recursive: true, force: true });
  // If the test stopped half-way, the release it made goes back.
  const live = deployedDists(deployment).learn;
  const fragment = join(live, '_islands', 'glossary-page', 'glossary.json');
  if (existsSync(fragment) && readFileSync(fragment, 'utf8').includes('next release')) {
    releaseCommand(['--rollback'], deploymentEnv);
  }
});
