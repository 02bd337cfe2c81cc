import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { expect, test } from 'vitest';
import { HYDRATED_ATTRIBUTE } from '@tla/platform/contracts/page-protocol';
import { localDeployment, readDeployment } from '@tla/platform/deploy/deployment';
import { chromiumLaunchOptions } from './chromium-options';
import {
  checkPaths,
  pageFailure,
  quoteReports,
  stagedDeployment,
  type PageReport,
} from './release-smoke';

const paths = readDeployment(
  fileURLToPath(new URL('../e2e/deployments/paths.json', import.meta.url)),
);

test('the staged site keeps the topology (hosts, prefixes) on free ports of its own', async () => {
  const staged = await stagedDeployment(paths);
  expect(staged.name).toBe('e2e-paths-staged');
  const blog = new URL(staged.apps.blog.url);
  const shell = new URL(staged.apps.shell.url);
  expect(blog.hostname).toBe(new URL(paths.apps.blog.url).hostname);
  expect(blog.pathname).toBe('/_apps/blog/');
  // One origin stays one origin, on another port than the live site's.
  expect(blog.port).toBe(shell.port);
  expect(shell.port).not.toBe(new URL(paths.apps.shell.url).port);
  // The paths site is served over TLS; the staged copy by the Node server, in clear.
  expect(new URL(paths.apps.shell.url).protocol).toBe('https:');
  expect(shell.protocol).toBe('http:');
  expect(staged.tls).toBeUndefined();
});

test('apps on separate listeners stay on separate ports', async () => {
  const staged = await stagedDeployment(localDeployment);
  const livePorts = new Set(
    Object.values(localDeployment.apps).map(({ url }) => new URL(url).port),
  );
  const stagedPorts = new Set(Object.values(staged.apps).map(({ url }) => new URL(url).port));
  expect(stagedPorts.size).toBe(4);
  expect(livePorts.size).toBe(4);
  for (const port of stagedPorts) expect(livePorts.has(port)).toBe(false);
});

const boom: PageReport = {
  kind: 'uncaught',
  name: 'Error',
  message: 'boom',
  stack:
    'Error: boom\n    at GlossaryPage (http://learn.localhost:4321/_apps/learn/assets/glossary-page-1a2b.js:1:2345)\n    at renderWithHooks (http://shell.localhost:4321/assets/react-dom-9f8e.js:1:100)',
};
const notShown = 'its heading "Glossary" is not shown (h1: "Something went wrong")';

test('a refusal quotes the error the page threw, with its first stack frame', () => {
  expect(pageFailure('/glossary', [notShown], [boom])).toBe(
    'its page /glossary, loaded in Chromium on the staged site, failed: its heading "Glossary" is not shown (h1: "Something went wrong") — the page threw: Error: boom (at GlossaryPage (http://learn.localhost:4321/_apps/learn/assets/glossary-page-1a2b.js:1:2345))',
  );
});

test('a warning carrying an error is quoted, a plain warning is not, and neither fails a page', () => {
  const crashed: PageReport = {
    kind: 'console',
    level: 'warning',
    text: 'The Glossary section crashed: Error: boom\n    at GlossaryPage (http://learn.localhost/g.js:1:2)',
    location: 'http://shell.localhost/assets/index.js:1:500',
  };
  const plain: PageReport = { ...crashed, text: 'Slow network detected' };
  expect(pageFailure('/glossary', [], [crashed, plain])).toBeUndefined();
  expect(pageFailure('/glossary', [notShown], [plain])).toBe(
    `its page /glossary, loaded in Chromium on the staged site, failed: ${notShown}`,
  );
  expect(quoteReports([plain, crashed])).toBe(
    'console warning: The Glossary section crashed: Error: boom (at GlossaryPage (http://learn.localhost/g.js:1:2))',
  );
});

test('uncaught errors and console errors fail a page by themselves, errors thrown quoted first', () => {
  const failedFile: PageReport = {
    kind: 'console',
    level: 'error',
    text: 'Failed to load resource: the server responded with a status of 404 (Not Found)',
    location: 'http://learn.localhost/_apps/learn/assets/chunk-3c4d.js',
  };
  expect(pageFailure('/glossary', [], [failedFile, boom])).toBe(
    'its page /glossary, loaded in Chromium on the staged site, failed: the page threw: Error: boom (at GlossaryPage (http://learn.localhost:4321/_apps/learn/assets/glossary-page-1a2b.js:1:2345)); console error: Failed to load resource: the server responded with a status of 404 (Not Found) (at http://learn.localhost/_apps/learn/assets/chunk-3c4d.js)',
  );
  // A value thrown that is not an Error has no name and no stack.
  expect(quoteReports([{ kind: 'uncaught', name: '', message: 'a string', stack: '' }])).toBe(
    'the page threw: a string',
  );
});

test('quotes are bounded: each error once, the first three, each cut to one short line', () => {
  const errors = ['one', 'two', 'three', 'four', 'five'].map((word): PageReport => ({
    kind: 'console',
    level: 'error',
    text: word,
    location: '',
  }));
  expect(quoteReports([boom, boom, ...errors])).toBe(
    'the page threw: Error: boom (at GlossaryPage (http://learn.localhost:4321/_apps/learn/assets/glossary-page-1a2b.js:1:2345)); console error: one; console error: two; 3 more',
  );
  const long = quoteReports([
    { kind: 'uncaught', name: 'Error', message: `line one\n${'x'.repeat(500)}`, stack: '' },
  ]);
  expect(long).toMatch(/^the page threw: Error: line one x+…$/);
  expect(long.length).toBeLessThan(250);
});

test('a quoted URL loses its query string and fragment, which may carry a token', () => {
  expect(
    quoteReports([
      {
        kind: 'console',
        level: 'error',
        text: 'GET http://api.localhost/me?token=s3cret#session=abc 401',
        location: 'http://shell.localhost/assets/index.js?v=1&key=k3y:1:2',
      },
    ]),
  ).toBe(
    'console error: GET http://api.localhost/me 401 (at http://shell.localhost/assets/index.js)',
  );
});

test('in Chromium, a path collects what its own page threw and logged', async () => {
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const context = await browser.newContext();
    // The crashed page replaces its heading with the error screen, as the shell does, and warns with
    // the error; another script throws, uncaught. The next path, loaded in the same tab, is clean.
    const pages: Record<string, string> = {
      '/glossary': `<h1>Glossary</h1><script>
        document.querySelector('h1').textContent = 'Something went wrong';
        console.warn('The Glossary section crashed:', new Error('boom'));
        document.documentElement.setAttribute('${HYDRATED_ATTRIBUTE}', 'true');
      </script><script>throw new TypeError('x is undefined');</script>`,
      '/about': `<h1>About</h1><script>
        document.documentElement.setAttribute('${HYDRATED_ATTRIBUTE}', 'true');
      </script>`,
    };
    await context.route('http://smoke.test/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: pages[new URL(route.request().url()).pathname] ?? '',
      }),
    );
    const results = await checkPaths(
      context,
      ['/glossary', '/about'],
      (path) => `http://smoke.test${path}`,
      1,
    );
    const glossary = results.get('/glossary');
    expect(glossary?.found).toEqual([notShown]);
    const cause = pageFailure('/glossary', glossary?.found ?? [], glossary?.reports ?? []);
    expect(cause).toMatch(
      /failed: its heading "Glossary" is not shown \(h1: "Something went wrong"\) — the page threw: TypeError: x is undefined \(at http:\/\/smoke\.test\/glossary:\d+:\d+\); console warning: The Glossary section crashed: Error: boom \(at http:\/\/smoke\.test\/glossary:\d+:\d+\)$/,
    );
    expect(results.get('/about')).toEqual({ found: [], reports: [] });
  } finally {
    await browser.close();
  }
});
