import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '../fixtures';

const repo = resolve(fileURLToPath(import.meta.url), '..', '..', '..');
const learnDir = join(repo, 'mf-learn');
const shellDist = join(repo, 'shell', 'dist');
const nextSource = join(repo, '.release-mf-learn'); // a sibling of mf-learn, so its imports resolve the same
const nextDist = join(repo, '.release-mf-learn-dist');
const previousDist = join(learnDir, 'dist-previous');

/** A fingerprint of the shell's build (its code and styles; composed HTML is not the build). */
function shellBuildFingerprint(): string {
  const hash = createHash('sha256');
  hash.update(readFileSync(join(shellDist, '_spa.html')));
  for (const name of readdirSync(join(shellDist, 'assets')).sort()) {
    hash.update(name).update(readFileSync(join(shellDist, 'assets', name)));
  }
  return hash.digest('hex');
}

const run = (command: string, args: string[], cwd = repo) => execFileSync(command, args, { cwd, stdio: 'pipe' });

test.afterAll(() => {
  // Roll back: the previous build goes live again and the HTML is composed from it, as a CDN rollback would.
  if (existsSync(previousDist)) {
    rmSync(join(learnDir, 'dist'), { recursive: true, force: true });
    renameSync(previousDist, join(learnDir, 'dist'));
    run('node', ['scripts/compose.mjs']);
  }
  rmSync(nextSource, { recursive: true, force: true });
  rmSync(nextDist, { recursive: true, force: true });
});

test('a remote released on its own reaches readers, prerendered, while the shell is not rebuilt', async ({ page, request }) => {
  test.setTimeout(180_000);
  const shellBefore = shellBuildFingerprint();

  await page.goto('/glossary');
  await expect(page.getByRole('heading', { level: 1, name: 'Glossary' })).toBeVisible();

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
      `import { RemoteScope } from '@tla/shared-ui/components/remote-scope';`,
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
  run('npx', ['vite', 'build', '--outDir', nextDist, '--emptyOutDir'], nextSource);
  run('node', ['scripts/prerender-remote.mjs', 'learn', '--source', nextSource, '--dist', nextDist]);

  // Deploy: the new build replaces the served one, then the HTML is composed again (no shell build).
  renameSync(join(learnDir, 'dist'), previousDist);
  renameSync(nextDist, join(learnDir, 'dist'));
  run('node', ['scripts/compose.mjs']);

  // Readers without JavaScript (and link previews) get the new text in the HTML...
  const html = await (await request.get('/glossary')).text();
  expect(html).toContain('Glossary, next release');
  // ...and the running site shows it, hydrated, with the shell's code unchanged.
  await page.goto('/glossary');
  await expect(page.getByRole('heading', { level: 1, name: 'Glossary, next release' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  expect(shellBuildFingerprint()).toBe(shellBefore);
});
