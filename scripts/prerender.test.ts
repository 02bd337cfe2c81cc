import { resolve } from 'node:path';
import { expect, test } from 'vitest';
import { parsePrerenderArgs, PRERENDER_USAGE } from './prerender';

test('prerender takes a remote, and its source and build folders when they are not its own', () => {
  expect(parsePrerenderArgs(['learn'])).toEqual({ remote: 'learn', options: {} });
  expect(parsePrerenderArgs(['blog', '--source', 'next', '--dist=out'])).toEqual({
    remote: 'blog',
    options: { sourceDir: resolve('next'), distDir: resolve('out') },
  });
  expect(() => parsePrerenderArgs(['shell'])).toThrow(
    `Name a remote: blog, learn, simulator (got shell) (usage: ${PRERENDER_USAGE})`,
  );
  expect(() => parsePrerenderArgs([])).toThrow(
    'Name a remote: blog, learn, simulator (got nothing)',
  );
  expect(() => parsePrerenderArgs(['blog', '--src', 'next'])).toThrow(
    `unknown argument "--src" (usage: ${PRERENDER_USAGE})`,
  );
  expect(() => parsePrerenderArgs(['blog', '--dist'])).toThrow('--dist needs a folder');
});
