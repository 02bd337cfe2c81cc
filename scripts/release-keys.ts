/**
 * The keys the release service takes, for the deployment in force (TLA_DEPLOYMENT, or `local`): one
 * per team, releasing its remote only, and operator keys, releasing every app. A new key is printed
 * once, here; the deployment keeps only its hash (platform/src/deploy/release-keys.ts), so a lost key
 * is revoked and replaced, never recovered.
 *
 *   npm run release-keys -- add <remote|operator> [--label TEXT]
 *   npm run release-keys -- list
 *   npm run release-keys -- revoke <id>
 */
import { parseArgs } from 'node:util';
import { currentDeployment } from '@tla/platform/deploy/deployment';
import {
  addReleaseKey,
  keysFile,
  readReleaseKeys,
  releaseScopes,
  revokeReleaseKey,
  type ReleaseKeyRecord,
} from '@tla/platform/deploy/release-keys';
import { deploymentRoot } from './deploy-target';
import { isMain } from './workspace';

export const RELEASE_KEYS_USAGE = `npm run release-keys -- add <${releaseScopes.join('|')}> [--label TEXT] | list | revoke <id>`;

/** A mistake in the command line: its message names it, then the usage. */
export class ReleaseKeysUsageError extends Error {
  override name = 'ReleaseKeysUsageError';
  constructor(mistake: string) {
    super(`${mistake} (usage: ${RELEASE_KEYS_USAGE})`);
  }
}

export type ReleaseKeysCommand =
  | { kind: 'add'; scope: (typeof releaseScopes)[number]; label?: string }
  | { kind: 'list' }
  | { kind: 'revoke'; id: string };

const codeOf = (error: unknown) =>
  error instanceof Error && 'code' in error && typeof error.code === 'string'
    ? error.code
    : undefined;

export function parseReleaseKeysArgs(args: readonly string[]): ReleaseKeysCommand {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...args],
      options: { label: { type: 'string' } },
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    // parseArgs names the option; its own advice (`use "--" …`) does not apply here.
    if (codeOf(error)?.startsWith('ERR_PARSE_ARGS') && error instanceof Error) {
      throw new ReleaseKeysUsageError(error.message.replace(/\. To specify .*$/s, ''));
    }
    throw error;
  }
  const { positionals, values } = parsed;
  const [command, ...rest] = positionals;
  const surplus = (count: number) => {
    if (rest.length > count) {
      throw new ReleaseKeysUsageError(
        `unexpected argument ${JSON.stringify(rest[count])} after ${command}`,
      );
    }
  };
  if (command !== 'add' && values.label !== undefined) {
    throw new ReleaseKeysUsageError('--label goes with add only');
  }
  if (command === 'add') {
    const name = rest[0];
    const scope = releaseScopes.find((candidate) => candidate === name);
    if (scope === undefined) {
      throw new ReleaseKeysUsageError(
        name === undefined
          ? 'add needs what the key releases'
          : `${JSON.stringify(name)} is neither a remote nor operator`,
      );
    }
    surplus(1);
    if (values.label?.trim() === '') throw new ReleaseKeysUsageError('--label needs a text');
    return values.label === undefined
      ? { kind: 'add', scope }
      : { kind: 'add', scope, label: values.label };
  }
  if (command === 'list') {
    surplus(0);
    return { kind: 'list' };
  }
  if (command === 'revoke') {
    const id = rest[0];
    if (id === undefined) throw new ReleaseKeysUsageError('revoke needs the id of a key');
    surplus(1);
    return { kind: 'revoke', id };
  }
  throw new ReleaseKeysUsageError(
    command === undefined ? 'no command' : `unknown command ${JSON.stringify(command)}`,
  );
}

const describeKey = (record: ReleaseKeyRecord) =>
  `${record.id} (${record.scope}${record.label === undefined ? '' : `, "${record.label}"`})`;

/** The keys as a table, newest last: never a hash. */
export function formatReleaseKeys(file: string, keys: readonly ReleaseKeyRecord[]): string {
  if (keys.length === 0) return `no release keys in ${file}`;
  const rows = [
    ['id', 'scope', 'created', 'revoked', 'label'],
    ...keys.map((record) => [
      record.id,
      record.scope,
      record.createdAt,
      record.revokedAt ?? '-',
      record.label ?? '',
    ]),
  ];
  const widths =
    rows[0]?.map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0))) ?? [];
  return [
    `release keys in ${file}:`,
    ...rows.map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths[column] ?? 0))
        .join('  ')
        .trimEnd(),
    ),
  ].join('\n');
}

/** Run one command against the keys of the deployment at `root`; what it prints goes to `print`. */
export async function runReleaseKeys(
  args: readonly string[],
  root: string,
  print: (line: string) => void = console.log,
): Promise<void> {
  const command = parseReleaseKeysArgs(args);
  const file = keysFile(root);
  if (command.kind === 'list') {
    print(formatReleaseKeys(file, readReleaseKeys(root)));
  } else if (command.kind === 'revoke') {
    const before = readReleaseKeys(root).find((record) => record.id === command.id);
    const record = revokeReleaseKey(root, command.id);
    print(
      before?.revokedAt === null
        ? `revoked ${describeKey(record)}: the release service refuses it from now on`
        : `${describeKey(record)} was revoked already, at ${record.revokedAt ?? ''}`,
    );
  } else {
    const { key, record } = await addReleaseKey(root, command.scope, { label: command.label });
    const remote = command.scope === 'operator' ? '<remote>' : command.scope;
    print(
      [
        `New release key ${describeKey(record)}, kept as a hash in ${file}.`,
        'It is shown this once: store it as a secret (your CI) now.',
        '',
        `  ${key}`,
        '',
        'Release with it:',
        `  TLA_RELEASE_KEY=<the key above> npm run release -- ${remote} --to <site url>`,
        command.scope === 'operator'
          ? 'It may release, roll back and end grace on every remote, and act on the shell.'
          : `It releases ${command.scope} only. Revoke it with: npm run release-keys -- revoke ${record.id}`,
      ].join('\n'),
    );
  }
}

if (isMain(import.meta.url)) {
  try {
    await runReleaseKeys(process.argv.slice(2), deploymentRoot(currentDeployment()));
  } catch (error) {
    // Each mistake is named (with the usage, or the file and field); a stack trace would bury it.
    console.error(`release-keys: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  }
}
