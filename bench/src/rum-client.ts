/**
 * What release health costs a page in bytes: the shell's reporter (shell/src/features/release-health)
 * built on its own with the site's bundler and minifier, and the chunk it loads when the page is idle
 * (the vitals: the same bytes the shell's build serves), brotli as served. The reporter twice: with
 * everything it imports (an upper bound), and its own code alone, without the helpers it shares with
 * the rest of the shell (the platform's contracts, the shell's lib), which every page loads anyway.
 */
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { build, type Rolldown } from 'vite';
import { repoRoot } from '../../scripts/workspace';

export type RumClientBytes = {
  /** Brotli bytes of the code that runs on every page (listeners, the report, the beacon). */
  reporterBr: number;
  /** The same without the helpers the rest of the shell loads anyway: what the reporter adds. */
  reporterOwnBr: number;
  /** Brotli bytes of what it loads when the page is idle. */
  lazyBr: number;
  /** Reporter (all it imports) and the idle chunk. */
  totalBr: number;
  /** What release health adds to a page: the reporter's own code and the idle chunk. */
  addedBr: number;
};

/** The goal the client is held to (a line of the bench, not a test). */
const RUM_CLIENT_GOAL_BYTES = 3 * 1024;

const brotli = (code: string) =>
  brotliCompressSync(code, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/** Imports that every page loads whether or not release health runs. */
const sharedWithShell = (source: string) =>
  source.startsWith('@tla/platform/') || /^(\.\.\/)+lib\//.test(source);

/** The vitals library: its own chunk, loaded when the page is idle. */
export const vitalsLibrary = (source: string) => source === 'web-vitals';

/**
 * The release-health entry built with the site's bundler and minifier, `external` imports left out.
 * As a client build, for the chunk it splits off; as a server build for the entry, the one build
 * that minifies as the apps' do without adding the bundler's preload helper for the lazy import (the
 * shell has that helper anyway). The entry's code and its lazy chunks' code.
 */
export async function buildReporter(
  environment: 'client' | 'server',
  external: (source: string) => boolean,
) {
  const shell = join(repoRoot, 'shell');
  const entry = join(shell, 'src/features/release-health/release-health.ts');
  const output = await build({
    configFile: false,
    root: shell,
    logLevel: 'silent',
    ssr: { noExternal: true },
    build: {
      write: false,
      minify: true,
      ...(environment === 'server' ? { ssr: entry } : {}),
      rolldownOptions: { input: entry, preserveEntrySignatures: 'exports-only', external },
    },
  });
  const outputs = Array.isArray(output) ? output : [output];
  const chunks = outputs.flatMap((each): Rolldown.OutputChunk[] =>
    'output' in each ? each.output.filter((file) => file.type === 'chunk') : [],
  );
  return {
    entry: chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.code),
    lazy: chunks.filter((chunk) => !chunk.isEntry).map((chunk) => chunk.code),
  };
}

const brotliOfAll = (codes: readonly string[]) =>
  codes.reduce((total, code) => total + brotli(code), 0);

export async function rumClientBytes(): Promise<RumClientBytes> {
  const lazyBr = brotliOfAll((await buildReporter('client', () => false)).lazy);
  const reporterBr = brotliOfAll((await buildReporter('server', vitalsLibrary)).entry);
  const { entry: ownCode } = await buildReporter(
    'server',
    (source) => vitalsLibrary(source) || sharedWithShell(source),
  );
  const reporterOwnBr = brotliOfAll(ownCode);
  return {
    reporterBr,
    reporterOwnBr,
    lazyBr,
    totalBr: reporterBr + lazyBr,
    addedBr: reporterOwnBr + lazyBr,
  };
}

/** The bench's line for it. */
export const rumClientLine = ({ reporterBr, reporterOwnBr, lazyBr, addedBr }: RumClientBytes) =>
  `\nRUM client bytes br: ${addedBr} added to a page (reporter ${reporterOwnBr} on every page, ${reporterBr} with the helpers it shares with the shell; vitals ${lazyBr} when idle; goal under ${RUM_CLIENT_GOAL_BYTES})`;
