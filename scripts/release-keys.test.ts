import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, test } from 'vitest';
import { keysFile, verifyReleaseKey } from '@tla/platform/deploy/release-keys';
import {
  parseReleaseKeysArgs,
  RELEASE_KEYS_USAGE,
  ReleaseKeysUsageError,
  runReleaseKeys,
} from './release-keys';

const tempRoot = () => mkdtempSync(join(tmpdir(), 'release-keys-cli-'));

/** Run the CLI's core on `root`, returning what it printed. */
async function run(root: string, ...args: string[]): Promise<string> {
  const lines: string[] = [];
  await runReleaseKeys(args, root, (line) => lines.push(line));
  return lines.join('\n');
}

const keyIn = (output: string) => /tla_[0-9a-f]{8}_[A-Za-z0-9_-]{43}/.exec(output)?.[0] ?? '';

test('add prints the key once, with how to release with it; list and the file never hold it', async () => {
  const root = tempRoot();
  const added = await run(root, 'add', 'blog', '--label', 'blog team CI');
  const key = keyIn(added);
  expect(key).not.toBe('');
  expect(added.split(key)).toHaveLength(2);
  expect(added).toContain(
    'TLA_RELEASE_KEY=<the key above> npm run release -- blog --to <site url>',
  );
  const id = key.slice(4, 12);
  expect(await verifyReleaseKey(root, key)).toEqual({ ok: true, id, scope: 'blog' });

  const operator = await run(root, 'add', 'operator');
  expect(operator).toContain('npm run release -- <remote> --to <site url>');
  const operatorId = keyIn(operator).slice(4, 12);

  const secrets = [key, keyIn(operator)].map((each) => each.slice(13));
  const listed = await run(root, 'list');
  for (const secret of secrets) {
    expect(listed).not.toContain(secret);
    expect(readFileSync(keysFile(root), 'utf8')).not.toContain(secret);
  }
  expect(listed).not.toContain('scrypt');
  const rows = listed.split('\n');
  expect(rows[0]).toBe(`release keys in ${keysFile(root)}:`);
  expect(rows[1]).toMatch(/^id +scope +created +revoked +label$/);
  expect(rows[2]).toMatch(new RegExp(`^${id}  blog +\\S+Z  -  +blog team CI$`));
  expect(rows[3]).toMatch(new RegExp(`^${operatorId}  operator  \\S+Z  -$`));

  expect(await run(root, 'revoke', id)).toBe(
    `revoked ${id} (blog, "blog team CI"): the release service refuses it from now on`,
  );
  expect(await run(root, 'revoke', id)).toMatch(
    new RegExp(`^${id} \\(blog, "blog team CI"\\) was revoked already, at \\S+Z$`),
  );
  expect((await run(root, 'list')).split('\n')[2]).toMatch(
    new RegExp(`^${id}  blog +\\S+Z  \\S+Z  blog team CI$`),
  );
  expect(await verifyReleaseKey(root, key)).toMatchObject({ ok: false, reason: 'revoked' });
  await expect(run(root, 'revoke', '0badf00d')).rejects.toThrow(
    `no release key "0badf00d" in ${keysFile(root)}`,
  );
});

test('an empty list says where it looked', async () => {
  const root = tempRoot();
  expect(await run(root, 'list')).toBe(`no release keys in ${keysFile(root)}`);
});

test('each mistake is named, with the usage', () => {
  const mistakes: [string[], string][] = [
    [[], 'no command'],
    [['frobnicate'], 'unknown command "frobnicate"'],
    [['add'], 'add needs what the key releases'],
    [['add', 'shell'], '"shell" is neither a remote nor operator'],
    [['add', 'blog', 'learn'], 'unexpected argument "learn" after add'],
    [['add', 'blog', '--lable', 'x'], "Unknown option '--lable'"],
    [['add', 'blog', '--label'], "Option '--label <value>' argument missing"],
    [['add', 'blog', '--label', ' '], '--label needs a text'],
    [['list', '--label', 'x'], '--label goes with add only'],
    [['list', 'all'], 'unexpected argument "all" after list'],
    [['revoke'], 'revoke needs the id of a key'],
  ];
  for (const [args, mistake] of mistakes) {
    expect(() => parseReleaseKeysArgs(args)).toThrow(ReleaseKeysUsageError);
    expect(() => parseReleaseKeysArgs(args)).toThrow(`${mistake} (usage: ${RELEASE_KEYS_USAGE})`);
  }
  expect(RELEASE_KEYS_USAGE).toBe(
    'npm run release-keys -- add <blog|learn|simulator|operator> [--label TEXT] | list | revoke <id>',
  );
  expect(parseReleaseKeysArgs(['add', 'operator', '--label=on call'])).toEqual({
    kind: 'add',
    scope: 'operator',
    label: 'on call',
  });
});

test('the command acts on the root of the deployment in force; a mistake is one line, exit 1', async () => {
  const folder = tempRoot();
  const description = join(folder, 'site.json');
  writeFileSync(
    description,
    JSON.stringify({
      name: 'keys-test',
      root: 'srv',
      apps: {
        shell: { url: 'https://site.example/' },
        blog: { url: 'https://site.example/_apps/blog/' },
        learn: { url: 'https://site.example/_apps/learn/' },
        simulator: { url: 'https://site.example/_apps/simulator/' },
      },
    }),
  );
  const cli = (...args: string[]) =>
    promisify(execFile)(
      process.execPath,
      [
        fileURLToPath(new URL('../node_modules/tsx/dist/cli.mjs', import.meta.url)),
        'scripts/release-keys.ts',
        ...args,
      ],
      {
        cwd: fileURLToPath(new URL('..', import.meta.url)),
        env: { ...process.env, TLA_DEPLOYMENT: description },
      },
    );
  const { stdout } = await cli('add', 'learn');
  const key = keyIn(stdout);
  expect(await verifyReleaseKey(join(folder, 'srv'), key)).toMatchObject({
    ok: true,
    scope: 'learn',
  });
  await expect(cli('revoke', 'nothing')).rejects.toMatchObject({
    code: 1,
    stderr: `release-keys: no release key "nothing" in ${keysFile(join(folder, 'srv'))}\n`,
  });
  await expect(cli('add', 'shell')).rejects.toMatchObject({
    code: 1,
    stderr: `release-keys: "shell" is neither a remote nor operator (usage: ${RELEASE_KEYS_USAGE})\n`,
  });
});
