/**
 * npm run build: every app's production build, each remote's prerendered fragments, then the shell's
 * pages composed for the deployment in force (TLA_DEPLOYMENT, default local). Each step is what that
 * app's own release pipeline runs.
 *
 * npm run build -- --app <app>: that app's build, reusing each other app's dist when it is still the
 * build of its current sources (see build-record.ts) and building it otherwise; then compose.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { appIds, type AppId } from '@tla/platform/deploy/deployment';
import { parseAppId } from './app-id';
import { buildState, inputsHash, writeBuildRecord } from './build-record';
import { readCommandLine } from './command-line';
import { composeFor } from './compose';
import { resetLiveLinks } from './deploy-target';
import { prerender } from './prerender';
import { appDist, appFolders, libraryFolders, repoRoot } from './workspace';

/**
 * What every app's build reads besides its own folder. The lockfile stands for the installed tools
 * (the root package.json changes with every new script, which no build reads).
 */
const sharedInputs = [
  ...libraryFolders,
  'package-lock.json',
  'tsconfig.base.json',
  'scripts/build.ts',
  'scripts/prerender.ts',
];
const recordFile = (app: AppId) =>
  join(repoRoot, 'node_modules', '.cache', 'tla-build', `${appFolders[app]}.json`);
const inputsOf = (app: AppId) =>
  inputsHash({ root: repoRoot, paths: [appFolders[app], ...sharedInputs], env: process.env });

const USAGE = 'npm run build [-- --app <app>]';
const APP_USAGE = 'npm run build -- --app <app>';

/** The one app to build, when named (the others are reused while current); undefined: every app. */
function parseBuildArgs(args: readonly string[]): { only: AppId | undefined } {
  const { values } = readCommandLine(args, {
    usage: USAGE,
    options: { app: { type: 'string' } },
    needs: { app: 'an app' },
  });
  // An app that is not one is named, after the usage, by parseAppId.
  const only = values.app === undefined ? undefined : parseAppId(values.app, APP_USAGE);
  return { only };
}

let only: AppId | undefined;
try {
  ({ only } = parseBuildArgs(process.argv.slice(2)));
} catch (error) {
  console.error(`build: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

for (const app of appIds) {
  const inputs = inputsOf(app);
  if (only && app !== only) {
    const state = buildState(recordFile(app), appDist(app), inputs);
    if (state.current) {
      console.log(`\n▷ reusing ${appFolders[app]}/dist: built from its current sources`);
      continue;
    }
    console.log(`\n▶ building ${appFolders[app]} too: ${state.reason}`);
  } else {
    console.log(`\n▶ building ${appFolders[app]}`);
  }
  execFileSync('npm', ['run', 'build', '-w', appFolders[app]], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (app !== 'shell') {
    await prerender(app);
    resetLiveLinks(app);
  }
  writeBuildRecord(recordFile(app), appDist(app), inputs);
}
await composeFor();
