/**
 * How every script reads its command line: node:util parseArgs in strict mode, and a mistake told as
 * a UsageError that names the argument at fault, then the script's usage (a stack trace would bury
 * both). Each script turns what this returns into a typed result of its own.
 */
import { parseArgs, type ParseArgsOptionsConfig } from 'node:util';

/** A mistake in a command line: its message names it, then how the script is run. */
export class UsageError extends Error {
  override name = 'UsageError';
  constructor(mistake: string, usage: string) {
    super(`${mistake} (usage: ${usage})`);
  }
}

export type CommandLine<O extends ParseArgsOptionsConfig> = {
  /** How the script is run, as its header comment gives it. */
  usage: string;
  options: O;
  /** What each string option's value is, for "--flag needs …" (default: "a value"). */
  needs?: { [K in keyof O]?: string };
  /** How many positional arguments it takes at most (default 0); each one past that is named. */
  positionals?: number;
};

/**
 * The argument at fault in a command line strict parsing refused, in this project's words. Parsed
 * again leniently, as tokens, rather than read out of Node's message (which changes between versions).
 */
function mistakeIn<O extends ParseArgsOptionsConfig>(
  args: string[],
  { options, needs = {} }: CommandLine<O>,
): string | undefined {
  const { tokens } = parseArgs({
    args,
    options,
    strict: false,
    allowPositionals: true,
    tokens: true,
  });
  for (const token of tokens) {
    if (token.kind !== 'option') continue;
    const option = Object.hasOwn(options, token.name) ? options[token.name] : undefined;
    if (option === undefined) return `unknown argument "${token.rawName}"`;
    if (option.type === 'boolean' && token.value !== undefined)
      return `${token.rawName} takes no value`;
    // As strict parsing does: a value after a space that looks like a flag is a flag forgotten.
    const flagLike = token.value !== undefined && !token.inlineValue && /^-./.test(token.value);
    if (option.type === 'string' && (token.value === undefined || flagLike))
      return `${token.rawName} needs ${needs[token.name] ?? 'a value'}`;
  }
  return undefined;
}

/**
 * `args` read against `options`: their values, typed by parseArgs from `options`, and the positional
 * arguments. Any mistake is a UsageError.
 */
export function readCommandLine<const O extends ParseArgsOptionsConfig>(
  args: readonly string[],
  commandLine: CommandLine<O>,
) {
  const argv = [...args];
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      options: commandLine.options,
      strict: true,
      allowPositionals: true,
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new UsageError(mistakeIn(argv, commandLine) ?? message, commandLine.usage);
  }
  const surplus = parsed.positionals[commandLine.positionals ?? 0];
  if (surplus !== undefined)
    throw new UsageError(`unknown argument "${surplus}"`, commandLine.usage);
  return parsed;
}
