/**
 * What release health costs a page in bytes: the shell's reporter (shell/src/features/release-health)
 * built on its own with the site's bundler and minifier, with everything it imports, and the chunk
 * it loads when the page is idle (the vitals), each compressed as served (brotli, best). An upper
 * bound: the helpers it shares with the rest of the shell are counted here too.
 */
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { build, type Rolldown } from 'vite';
import { repoRoot } from '../../scripts/workspace';

export type RumClientBytes = {
  /** Brotli bytes of the code that runs on every page (listeners, the report, the beacon). */
  reporterBr: number;
  /** Brotli bytes of what it loads when the page is idle. */
  lazyBr: number;
  totalBr: number;
};

/** The goal the client is held to (a line of the bench, not a test). */
const RUM_CLIENT_GOAL_BYTES = 3 * 1024;

const brotli = (code: string) =>
  brotliCompressSync(code, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

export async function rumClientBytes(): Promise<RumClientBytes> {
  const shell = join(repoRoot, 'shell');
  const output = await build({
    configFile: false,
    root: shell,
    logLevel: 'silent',
    build: {
      write: false,
      minify: true,
      lib: {
        entry: join(shell, 'src/features/release-health/release-health.ts'),
        formats: ['es'],
      },
    },
  });
  const outputs = Array.isArray(output) ? output : [output];
  const chunks = outputs.flatMap((each): Rolldown.OutputChunk[] =>
    'output' in each ? each.output.filter((file) => file.type === 'chunk') : [],
  );
  const reporterBr = chunks
    .filter((chunk) => chunk.isEntry)
    .reduce((sum, chunk) => sum + brotli(chunk.code), 0);
  const lazyBr = chunks
    .filter((chunk) => !chunk.isEntry)
    .reduce((sum, chunk) => sum + brotli(chunk.code), 0);
  return { reporterBr, lazyBr, totalBr: reporterBr + lazyBr };
}

/** The bench's line for it. */
export const rumClientLine = ({ reporterBr, lazyBr, totalBr }: RumClientBytes) =>
  `\nRUM client bytes br: ${totalBr} (reporter ${reporterBr} on every page, vitals ${lazyBr} when idle; goal under ${RUM_CLIENT_GOAL_BYTES})`;
