import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, waitForHydration } from '../fixtures';

/**
 * Releases of one remote while the shell stays untouched, in this project's topology: the learn team
 * builds and prerenders a changed glossary, uploads it (the old hashed files gone at once, the
 * strictest case the README allows), and the shell's pages are composed again. Then rolled back.
 */
const repo = resolve(fileURLToPath(import.meta.url), '..', '..', '..');
const learnDir = join(repo, 'mf-learn');
const nextSource = join(repo, '.release-mf-learn'); // a sibling of mf-learn, so its imports resolve the same
const nextDist = join(repo, '.release-mf-learn-dist');
const previousDist = join(learnDir, 'dist-previous');

const run = (command: string, args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv } = {}) =>
  execFileSync(command, args, { cwd: options.cwd ?? repo, env: { ...process.env, ...options.env }, stdio: 'pipe' });

/** Compose the shell's pages again, as the project's deployment does (its shell build, its config). */
const composeFor = (deploymentEnv: Record<string, string>) =>
  run('npx', ['tsx', 'scripts/compose.ts'], { env: deploymentEnv });

test.describe.configure({ mode: 'serial' });

test('a remote released on its own reaches readers, mid-visit readers too, and rolls back', async ({
  page,
  context,
  site,
  deploymentEnv,
  deployment,
}) => {
  test.setTimeout(240_000);
  const compose = () => composeFor(deploymentEnv);
  const shellDist = deployment.name === 'local' ? join(repo, 'shell', 'dist') : join(repo, '.deploy', deployment.name, 'shell');
  /** A fingerprint of the shell's build (its code and styles; composed HTML is not the build). */
  const shellBuild = () => {
    const hash = createHash('sha256');
    hash.update(readFileSync(join(shellDist, '_spa.html')));
    for (const name of readdirSync(join(shellDist, 'assets')).sort()) {
      hash.update(name).update(readFileSync(join(shellDist, 'assets', name)));
    }
    return hash.digest('hex');
  };
  const shellBefore = shellBuild();

  // A reader who is mid-visit: the glossary is open (the learn remote's code is running).
  const reader = await context.newPage();
  const readerErrors: string[] = [];
  reader.on('pageerror', (error) => readerErrors.push(error.message));
  await reader.goto('/glossary');
  await waitForHydration(reader);
  await expect(reader.getByRole('heading', { level: 1, name: 'Glossary' })).toBeVisible();

  // The learn team changes its glossary page and builds only its own app, with its fragments.
  rmSync(nextSource, { recursive: true, force: true });
  cpSync(learnDir, nextSource, {
    recursive: true,
    filter: (source) => !/[/\\](dist|dist-previous|dist-ssr|node_modules)([/\\]|$)/.test(source.slice(learnDir.length)),
  });
  writeFileSync(
    join(nextSource, 'src', 'app', 'glossary-page.tsx'),
    [
      `import { PageMeta } from '@tla/shared-ui/components/page-meta';`,
      `import { RemoteScope } from '@tla/platform/islands/remote-scope';`,
      `import './remote.css';`,
      ``,
      `export default function GlossaryRoute() {`,
      `  return (`,
      `    <RemoteScope name="mf_learn">`,
      `      <PageMeta title="Glossary" path="/glossary" />`,
      `      <h1>Glossary, next release</h1>`,
      `    </RemoteScope>`,
      `  );`,
      `}`,
      ``,
      `export { buildId } from './build-info';`,
      ``,
    ].join('\n'),
  );
  run('npx', ['vite', 'build', '--configLoader', 'runner', '--outDir', nextDist, '--emptyOutDir'], { cwd: nextSource });
  run('npx', ['tsx', 'scripts/prerender.ts', 'learn', '--source', nextSource, '--dist', nextDist]);

  // Upload: the new build replaces the served one; the old hashed files are gone.
  renameSync(join(learnDir, 'dist'), previousDist);
  renameSync(nextDist, join(learnDir, 'dist'));

  // Pages composed before the release are still served until compose runs: they render afresh.
  const staleErrors: string[] = [];
  page.on('pageerror', (error) => staleErrors.push(error.message));
  await page.goto('/glossary');
  await expect(page.getByRole('heading', { level: 1, name: 'Glossary, next release' })).toBeVisible();
  expect(staleErrors).toEqual([]);

  compose();

  // Readers without JavaScript (and link previews) get the new text in the HTML...
  const html = (await site.get('/glossary')).text();
  expect(html).toContain('Glossary, next release');
  // ...and the running site shows it, hydrated, with the shell's build unchanged.
  await page.goto('/glossary');
  await expect(page.getByRole('heading', { level: 1, name: 'Glossary, next release' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  expect(shellBuild()).toBe(shellBefore);

  // The mid-visit reader goes on into another learn section, whose old code is gone: it loads the
  // current release by itself, with no message, no reload.
  await reader.evaluate(() => Reflect.set(window, 'stillTheSameVisit', true));
  await reader.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Tutorials' }).click();
  await expect(reader.getByRole('heading', { level: 1, name: 'Tutorials', exact: true })).toBeVisible();
  await expect(reader.getByRole('alert')).toHaveCount(0);
  await reader.getByRole('contentinfo').getByRole('link', { name: 'Glossary' }).click();
  await expect(reader.getByRole('heading', { level: 1, name: 'Glossary, next release' })).toBeVisible();
  expect(await reader.evaluate(() => Reflect.get(window, 'stillTheSameVisit'))).toBe(true);
  expect(readerErrors).toEqual([]);
  await reader.close();

  // Roll back: the previous build goes live again and the pages are composed from it.
  rmSync(join(learnDir, 'dist'), { recursive: true, force: true });
  renameSync(previousDist, join(learnDir, 'dist'));
  compose();
  expect((await site.get('/glossary')).text()).not.toContain('Glossary, next release');
  await page.goto('/glossary');
  await expect(page.getByRole('heading', { level: 1, name: 'Glossary', exact: true })).toBeVisible();
  expect(shellBuild()).toBe(shellBefore);
});

test.afterAll(({ deploymentEnv }) => {
  // Whatever happened above, leave the served learn build and the pages as they were.
  if (existsSync(previousDist)) {
    rmSync(join(learnDir, 'dist'), { recursive: true, force: true });
    renameSync(previousDist, join(learnDir, 'dist'));
    composeFor(deploymentEnv);
  }
  rmSync(nextSource, { recursive: true, force: true });
  rmSync(nextDist, { recursive: true, force: true });
});
