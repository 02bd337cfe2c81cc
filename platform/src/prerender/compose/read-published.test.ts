// @vitest-environment node
import { mkdirSync, mkdtempSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, expect, test, vi } from 'vitest';
import { localDeployment } from '../../deploy/deployment';
import { fragmentFile } from '../../contracts/published';
import { readPublishedRemotes } from './read-published';

let root: string;
afterEach(() => rmSync(root, { recursive: true, force: true }));

function write(file: string, data: unknown) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(data));
}

/** A learn build whose glossary page reads `text`. */
function learnBuild(dir: string, buildId: string, text: string) {
  write(join(dir, '_islands', 'manifest.json'), {
    remote: 'mf_learn',
    buildId,
    islands: [
      { module: 'glossary-page', mount: '/glossary', paths: ['/glossary'], css: [], js: [] },
    ],
  });
  write(join(dir, '_islands', 'glossary-page', fragmentFile('/glossary')), {
    path: '/glossary',
    html: `<h1>${text}</h1>`,
    head: '',
    css: [],
    js: [],
    buildId,
  });
}

test('a release switching the link during a compose does not change what that compose reads', () => {
  root = mkdtempSync(join(tmpdir(), 'tla-read-published-'));
  learnBuild(join(root, 'first'), 'first', 'Glossary');
  learnBuild(join(root, 'second'), 'second', 'Glossary, next release');
  const link = join(root, 'learn');
  symlinkSync(join(root, 'first'), link);

  // Only learn is deployed here: the others are said to render on the client.
  const missing = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const [learn] = readPublishedRemotes(localDeployment, {
    blog: join(root, 'no-blog'),
    learn: link,
    simulator: join(root, 'no-simulator'),
  });
  // A release goes live while the pages are being written: the link now names the other build.
  const next = join(root, 'learn.next');
  symlinkSync(join(root, 'second'), next);
  renameSync(next, link);

  expect(missing).toHaveBeenCalledTimes(2);
  missing.mockRestore();
  expect(learn?.manifest.buildId).toBe('first');
  expect(learn?.fragment('glossary-page', '/glossary')?.html).toBe('<h1>Glossary</h1>');
});
