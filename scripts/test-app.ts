/**
 * npm run test:app -- <app>: what a change to one app can break, in a fraction of `npm test`.
 * - that app's typecheck and lint (its TypeScript program also checks every platform and shared-ui
 *   module it imports; they are not rebuilt or linted on their own, as the change is not theirs);
 * - that app's unit tests, the platform's contract and import-boundary tests, and these scripts' own;
 * - a production build of that app, reusing each other app's dist while it is the build of its
 *   current sources (npm run build -- --app);
 * - the end-to-end tests tagged with that app plus the cross-site smoke (e2e/app-tags.ts), against
 *   the composed site served by nginx in the origins topology only (e2e/playwright.app.config.ts).
 * CI keeps running everything with `npm test`. Starts servers on the site's ports: run it alone.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import type { AppId } from '@tla/platform/deploy/deployment';
import { appGrep } from '../e2e/app-tags';
import { parseAppId } from './app-id';
import { readCommandLine } from './command-line';
import { appFolders, isMain, repoRoot } from './workspace';

export type Step = {
  name: string;
  command: string;
  args: string[];
  cwd: string;
  env?: Record<string, string>;
  /** The steps after it cannot mean anything without it (the end-to-end tests need the build). */
  required?: boolean;
};

const usage = 'npm run test:app -- <app>';

export function appSteps(app: AppId): Step[] {
  const folder = appFolders[app];
  const npm = (name: string, ...args: string[]): Step => ({
    name,
    command: 'npm',
    args,
    cwd: repoRoot,
  });
  const npx = (name: string, ...args: string[]): Step => ({
    name,
    command: 'npx',
    args,
    cwd: repoRoot,
  });
  return [
    npx('system packages', 'tsx', 'scripts/ensure-system-packages.ts'),
    npm(`typecheck ${folder}`, 'run', 'typecheck', '-w', folder),
    npx(`lint ${folder}`, 'eslint', folder, '--max-warnings', '0'),
    npm(`unit tests of ${folder}`, 'test', '-w', folder),
    npm(
      'platform contracts and import boundaries',
      'test',
      '-w',
      '@tla/platform',
      '--',
      'src/contracts',
      'src/lint',
    ),
    npm('build orchestration tests', 'run', 'test:scripts'),
    {
      ...npx(
        `build ${folder} (others reused while current)`,
        'tsx',
        'scripts/build.ts',
        '--app',
        app,
      ),
      required: true,
    },
    {
      name: `end-to-end: ${app}'s tests and the cross-site smoke, origins topology`,
      command: 'npx',
      args: ['playwright', 'test', '--config', 'playwright.app.config.ts', '--grep', appGrep(app)],
      cwd: join(repoRoot, 'e2e'),
      // As CI runs it: servers are started fresh, never borrowed from another run.
      env: { CI: '1' },
    },
  ];
}

function run(step: Step): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(step.command, step.args, {
      cwd: step.cwd,
      env: { ...process.env, ...step.env },
      stdio: 'inherit',
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(0)} s`;

/**
 * Runs every step even after one fails, so a single run reports everything it can (a failing unit
 * test does not hide a broken page); only a failed required step stops it.
 */
export async function testApp(app: AppId): Promise<boolean> {
  const started = performance.now();
  const lines: string[] = [];
  const failed: string[] = [];
  for (const step of appSteps(app)) {
    console.log(`\n▶ ${step.name}: ${step.command} ${step.args.join(' ')}`);
    const stepStarted = performance.now();
    const code = await run(step);
    const verdict = code === 0 ? 'ok    ' : `failed (exit code ${code})`;
    lines.push(`  ${seconds(stepStarted).padStart(6)}  ${verdict}  ${step.name}`);
    if (code !== 0) {
      failed.push(step.name);
      if (step.required) break;
    }
  }
  const summary = lines.join('\n');
  if (failed.length > 0) {
    console.error(
      `\n✗ test:app ${app} failed in ${seconds(started)}: ${failed.join('; ')}\n${summary}`,
    );
    return false;
  }
  console.log(`\n✓ test:app ${app} passed in ${seconds(started)}\n${summary}`);
  return true;
}

/** The one app a run tests. */
export function parseTestAppArgs(args: readonly string[]): { app: AppId } {
  const { positionals } = readCommandLine(args, {
    usage,
    options: {},
    positionals: Number.POSITIVE_INFINITY,
  });
  if (positionals.length > 1) throw new Error(`${usage}: name one app, got ${args.join(' ')}`);
  return { app: parseAppId(positionals[0], usage) };
}

if (isMain(import.meta.url)) {
  try {
    const { app } = parseTestAppArgs(process.argv.slice(2));
    process.exitCode = (await testApp(app)) ? 0 : 1;
  } catch (error) {
    // A wrong app name is a usage mistake: the message says it all, a stack trace would bury it.
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  }
}
