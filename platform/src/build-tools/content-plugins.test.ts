// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { contentPluginsOf } from './content-plugins';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function appWithConfig(source: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'tla-content-plugins-'));
  dirs.push(dir);
  writeFileSync(join(dir, 'vite.config.ts'), source);
  return dir;
}

test('finds the content plugins of an app’s Vite config, nested or not, and only those', async () => {
  const dir = appWithConfig(
    `export default () => ({ plugins: [{ name: 'react' }, [{ name: 'tla-content:texts' }, Promise.resolve({ name: 'tla-content:cards' })]] });`,
  );
  expect((await contentPluginsOf(dir)).map((plugin) => plugin.name)).toEqual(['tla-content:texts', 'tla-content:cards']);
});

test('an app without a Vite config has none', async () => {
  expect(await contentPluginsOf(mkdtempSync(join(tmpdir(), 'tla-no-config-')))).toEqual([]);
});

test('reading the config does not switch the process to development: an unset NODE_ENV becomes production, a set one stays', async () => {
  const dir = appWithConfig(`export default { plugins: [] };`);
  const before = process.env.NODE_ENV;
  try {
    delete process.env.NODE_ENV;
    await contentPluginsOf(dir);
    expect(process.env.NODE_ENV).toBe('production');
    process.env.NODE_ENV = 'test';
    await contentPluginsOf(dir);
    expect(process.env.NODE_ENV).toBe('test');
  } finally {
    process.env.NODE_ENV = before;
  }
});
