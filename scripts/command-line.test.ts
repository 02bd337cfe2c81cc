import { expect, test } from 'vitest';
import { readCommandLine, UsageError } from './command-line';

const usage = 'tsx scripts/example.ts [--dry-run] [--out DIR] [NAME]';
const read = (args: string[]) =>
  readCommandLine(args, {
    usage,
    options: { 'dry-run': { type: 'boolean', default: false }, out: { type: 'string' } },
    needs: { out: 'a folder' },
    positionals: 1,
  });

test('a command line is read strictly into typed values and its positional arguments', () => {
  expect(read(['--out', 'dist', 'blog'])).toMatchObject({
    values: { 'dry-run': false, out: 'dist' },
    positionals: ['blog'],
  });
  expect(read(['--dry-run', '--out=-dist'])).toMatchObject({
    values: { 'dry-run': true, out: '-dist' },
    positionals: [],
  });
});

test('each mistake names the argument at fault, then the usage', () => {
  const mistakes: [string[], string][] = [
    [['--dryrun'], 'unknown argument "--dryrun"'],
    [['-n'], 'unknown argument "-n"'],
    [['--dry-run=no'], '--dry-run takes no value'],
    [['--out'], '--out needs a folder'],
    [['--out', '--dry-run'], '--out needs a folder'],
    [['blog', 'learn'], 'unknown argument "learn"'],
  ];
  for (const [args, mistake] of mistakes) {
    expect(() => read(args), mistake).toThrow(UsageError);
    expect(() => read(args), mistake).toThrow(`${mistake} (usage: ${usage})`);
  }
  // A string option that says nothing of its value still names the flag.
  expect(() => readCommandLine(['--to'], { usage, options: { to: { type: 'string' } } })).toThrow(
    `--to needs a value (usage: ${usage})`,
  );
});
