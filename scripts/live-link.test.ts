import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { ensureLink, linkTarget, pointLink } from './live-link';

let root = '';
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'tla-link-'));
  for (const name of ['first', 'next']) {
    mkdirSync(join(root, name));
    writeFileSync(join(root, name, 'remoteEntry.js'), name);
  }
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

test('a link is created, switched in one rename, and leaves no temporary name', () => {
  const link = join(root, 'deploy', 'learn');
  ensureLink(link, join(root, 'first'));
  ensureLink(link, join(root, 'next')); // already points somewhere: left alone
  expect(readFileSync(join(link, 'remoteEntry.js'), 'utf8')).toBe('first');
  pointLink(link, join(root, 'next'));
  expect(linkTarget(link)).toBe(join(root, 'next'));
  expect(readFileSync(join(link, 'remoteEntry.js'), 'utf8')).toBe('next');
  expect(readdirSync(join(root, 'deploy'))).toEqual(['learn']);
});

test('a real folder where the link belongs is refused, naming it, and kept', () => {
  const folder = join(root, 'first');
  expect(() => pointLink(folder, join(root, 'next'))).toThrow(
    `${folder} is not a link to a live folder`,
  );
  expect(readFileSync(join(folder, 'remoteEntry.js'), 'utf8')).toBe('first');
  expect(linkTarget(folder)).toBeUndefined();
});
