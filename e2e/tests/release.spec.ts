import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '../fixtures';

const repo = resolve(fileURLToPath(import.meta.url), '..', '..', '..');
const learnDir = join(repo, 'mf-learn');
const nextSource = join(repo, '.release-mf-learn'); // a sibling of mf-learn, so its imports resolve the same
const nextDist = join(repo, '.release-mf-learn-dist');
const previousDist = join(learnDir, 'dist-previous');

/** A fingerprint of every file of a build, to prove the shell was not touched. */
function fingerprint(dir: string): string {
  const hash = createHash('sha256');
  const walk = (current: string) => {
    for (const name of readdirSync(current).sort()) {
      const path = join(current, name);
      if (statSync(path).isDirectory()) walk(path);
      else hash.update(name).update(readFileSync(path));
    }
  };
  walk(dir);
  return hash.digest('hex');
}

test.afterAll(() => {
  // Roll back: the previous build goes live again, exactly as a CDN rollback would.
  if (existsSync(previousDist)) {
    rmSync(join(learnDir, 'dist'), { recursive: true, force: true });
    renameSync(previousDist, join(learnDir, 'dist'));
  }
  rmSync(nextSource, { recursive: true, force: true });
  rmSync(nextDist, { recursive: true, force: true });
});

test('a remote released on its own reaches readers through the running shell, which is not rebuilt', async ({ page }) => {
  test.setTimeout(120_000);
  const shellBefore = fingerprint(join(repo, 'shell', 'dist'));

  await page.goto('/glossary');
  await expect(page.getByRole('heading', { level: 1, name: 'Glossary' })).toBeVisible();

  // The learn team changes its glossary page and builds only its own app.
  rmSync(nextSource, { recursive: true, force: true });
  cpSync(learnDir, nextSource, {
    recursive: true,
    filter: (source) => !/[/\\](dist|dist-previous|node_modules)([/\\]|$)/.test(source.slice(learnDir.length)),
  });
  writeFileSync(
    join(nextSource, 'src', 'app', 'glossary-page.tsx'),
    `import './remote.css';\n\nexport default function GlossaryRoute() {\n  return <h1>Glossary, next release</h1>;\n}\n`,
  );
  execFileSync('npx', ['vite', 'build', '--outDir', nextDist, '--emptyOutDir'], { cwd: nextSource, stdio: 'pipe' });

  // Deploy: the new build replaces the served one (the server reads its folder on every request).
  renameSync(join(learnDir, 'dist'), previousDist);
  renameSync(nextDist, join(learnDir, 'dist'));

  await page.goto('/glossary');
  await expect(page.getByRole('heading', { level: 1, name: 'Glossary, next release' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  expect(fingerprint(join(repo, 'shell', 'dist'))).toBe(shellBefore);
});
