import { expect, test } from 'vitest';
import { pageFailure, quoteReports, type PageReport } from './release-smoke-reports';

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
