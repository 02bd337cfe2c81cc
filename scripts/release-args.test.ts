import { expect, test } from 'vitest';
import { UsageError } from './command-line';
import { parseReleaseArgs, RELEASE_USAGE } from './release-args';

test('the release command names a remote that is not ours and an unknown option', () => {
  expect(() => parseReleaseArgs(['blogg', '--rollback'])).toThrow(
    '"blogg" is not one of our remotes: name one of blog, learn, simulator',
  );
  expect(() => parseReleaseArgs(['blog', '--rolback'])).toThrow('unknown argument "--rolback"');
  expect(parseReleaseArgs(['blog', '--source', '../next'])).toEqual({
    remote: 'blog',
    action: { kind: 'release', source: '../next', build: undefined, force: false },
  });
  expect(parseReleaseArgs(['blog', '--build', 'ci/dist', '--force'])).toEqual({
    remote: 'blog',
    action: { kind: 'release', source: undefined, build: 'ci/dist', force: true },
  });
  expect(() => parseReleaseArgs(['blog', '--build'])).toThrow('--build needs a folder');
  expect(() => parseReleaseArgs(['blog', '--build', '--force'])).toThrow('--build needs a folder');
  expect(() => parseReleaseArgs(['blog', '--source', 'a', '--build', 'b'])).toThrow(
    '--source builds a folder, --build releases one already built: give one',
  );
  expect(() => parseReleaseArgs(['blog', 'ci/dist'])).toThrow('unknown argument "ci/dist"');
  expect(parseReleaseArgs(['learn', '--rollback'])).toEqual({
    remote: 'learn',
    action: { kind: 'rollback', force: false },
  });
  expect(parseReleaseArgs(['learn', '--rollback', '--force'])).toEqual({
    remote: 'learn',
    action: { kind: 'rollback', force: true },
  });
});

test('--list, --end-grace and the remote, read from the command line', () => {
  expect(() => parseReleaseArgs(['blogg', '--list'])).toThrow(
    '"blogg" is not one of our remotes: name one of blog, learn, simulator',
  );
  expect(parseReleaseArgs(['blog', '--list'])).toEqual({
    remote: 'blog',
    action: { kind: 'list' },
  });
  expect(parseReleaseArgs(['simulator', '--end-grace'])).toEqual({
    remote: 'simulator',
    action: { kind: 'end-grace' },
  });
  // The remote is the first argument that is not a flag or a flag's value.
  expect(parseReleaseArgs(['--build', 'ci/dist', 'learn'])).toMatchObject({
    remote: 'learn',
    action: { kind: 'release', build: 'ci/dist' },
  });
  expect(() => parseReleaseArgs([])).toThrow('"" is not one of our remotes');
});

test('--to takes the site’s http(s) URL, with any operation', () => {
  expect(
    parseReleaseArgs(['learn', '--build', 'dist', '--to', 'https://www.example.org/']),
  ).toEqual({
    remote: 'learn',
    action: { kind: 'release', source: undefined, build: 'dist', force: false },
    to: 'https://www.example.org/',
  });
  expect(parseReleaseArgs(['learn', '--rollback', '--to=http://127.0.0.1:8470'])).toEqual({
    remote: 'learn',
    action: { kind: 'rollback', force: false },
    to: 'http://127.0.0.1:8470',
  });
  expect(() => parseReleaseArgs(['learn', '--to'])).toThrow("--to needs the site's URL");
  expect(() => parseReleaseArgs(['learn', '--to', '--list'])).toThrow("--to needs the site's URL");
  expect(() => parseReleaseArgs(['learn', '--to', 'www.example.org'])).toThrow(
    `--to needs the site's URL (https://…), not "www.example.org"`,
  );
});

test('each mistake is a usage error: the argument at fault, then the usage', () => {
  const mistakes: [string[], string][] = [
    [['blog', '--rolback'], 'unknown argument "--rolback"'],
    [['blog', '-f'], 'unknown argument "-f"'],
    [['blog', '--list=yes'], '--list takes no value'],
    [['blog', '--source'], '--source needs a folder'],
    [['blog', 'learn'], 'unknown argument "learn"'],
  ];
  for (const [args, mistake] of mistakes) {
    expect(() => parseReleaseArgs(args)).toThrow(UsageError);
    expect(() => parseReleaseArgs(args)).toThrow(`${mistake} (usage: ${RELEASE_USAGE})`);
  }
});

test('--preview, --canary, --promote, --discard and --abort, read from the command line', () => {
  expect(parseReleaseArgs(['blog', '--preview'])).toEqual({
    remote: 'blog',
    action: { kind: 'preview', source: undefined, build: undefined, force: false, hours: 24 },
  });
  expect(parseReleaseArgs(['blog', '--build', 'ci/dist', '--preview', '--expires', '2'])).toEqual({
    remote: 'blog',
    action: { kind: 'preview', source: undefined, build: 'ci/dist', force: false, hours: 2 },
  });
  expect(parseReleaseArgs(['blog', '--canary', '10', '--to', 'https://site.example'])).toEqual({
    remote: 'blog',
    action: {
      kind: 'canary',
      source: undefined,
      build: undefined,
      force: false,
      share: 10,
      autoPromote: false,
    },
    to: 'https://site.example',
  });
  expect(parseReleaseArgs(['blog', '--canary', '10', '--auto-promote']).action).toMatchObject({
    kind: 'canary',
    share: 10,
    autoPromote: true,
  });
  expect(parseReleaseArgs(['blog', '--promote'])).toEqual({
    remote: 'blog',
    action: { kind: 'promote', release: undefined, force: false, reason: undefined },
  });
  expect(parseReleaseArgs(['blog', '--promote', 'e2e1234', '--force'])).toEqual({
    remote: 'blog',
    action: { kind: 'promote', release: 'e2e1234', force: true, reason: undefined },
  });
  expect(parseReleaseArgs(['learn', '--discard', 'abc'])).toEqual({
    remote: 'learn',
    action: { kind: 'discard', release: 'abc' },
  });
  expect(parseReleaseArgs(['learn', '--abort'])).toEqual({
    remote: 'learn',
    action: { kind: 'abort', reason: undefined },
  });
  expect(parseReleaseArgs(['blog', '--abort', '--reason', 'aborted: 7 of 40']).action).toEqual({
    kind: 'abort',
    reason: 'aborted: 7 of 40',
  });
});

test('each mistake in a preview or canary is named', () => {
  expect(() => parseReleaseArgs(['blog', '--canary'])).toThrow(
    '--canary needs a share of readers in per cent',
  );
  for (const share of ['0', '100', '10.5', '-3', 'ten']) {
    expect(() => parseReleaseArgs(['blog', `--canary=${share}`])).toThrow(
      `--canary needs a share of readers from 1 to 99 (per cent), not "${share}"`,
    );
  }
  expect(() => parseReleaseArgs(['blog', '--preview', '--expires', '0'])).toThrow(
    '--expires needs a number of hours from 1 to 720, not "0"',
  );
  expect(() => parseReleaseArgs(['blog', '--expires', '2'])).toThrow(
    '--expires is for a --preview link',
  );
  expect(() => parseReleaseArgs(['blog', '--preview', '--canary', '5'])).toThrow(
    '--preview shows a release to you, --canary to a share of readers: give one',
  );
  expect(() => parseReleaseArgs(['blog', '--promote', '../x'])).toThrow(
    '"../x" is not a release id',
  );
  expect(() => parseReleaseArgs(['blog', '--abort', 'abc'])).toThrow('unknown argument "abc"');
  expect(() => parseReleaseArgs(['blog', '--auto-promote'])).toThrow(
    '--auto-promote is for a --canary',
  );
  expect(() => parseReleaseArgs(['blog', '--rollback', '--reason', 'x'])).toThrow(
    '--reason is for the --promote or --abort of a canary',
  );
  // A reason is shown on every reader's status page and logged: one printable line, no more.
  for (const reason of ['two\nlines', 'a\u001b[31m colour', 'x'.repeat(301)]) {
    expect(() => parseReleaseArgs(['blog', '--abort', '--reason', reason])).toThrow(
      '--reason needs one line of printable ASCII text',
    );
  }
  expect(() => parseReleaseArgs(['blog', '--rollback', 'abc'])).toThrow('unknown argument "abc"');
});
