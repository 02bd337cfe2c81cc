/** A script of the repository's run as a team runs it (`npx tsx <script>`), from the repository's root. */
import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repo = resolve(fileURLToPath(import.meta.url), '..', '..');

export type Run = { code: number; output: string };

/** Its output and exit status (never thrown). */
export function runScript(
  script: string,
  args: string[],
  env: Record<string, string>,
): Promise<Run> {
  return new Promise((done) => {
    execFile(
      'npx',
      ['tsx', script, ...args],
      { cwd: repo, env: { ...process.env, ...env }, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const code = error === null ? 0 : typeof error.code === 'number' ? error.code : -1;
        done({ code, output: `${stdout}${stderr}` });
      },
    );
  });
}
