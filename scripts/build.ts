/**
 * npm run build: every app's production build, each remote's prerendered fragments, then the shell's
 * pages composed for the deployment in force (TLA_DEPLOYMENT, default local). Each step is what that
 * app's own release pipeline runs.
 */
import { execFileSync } from 'node:child_process';
import { appIds, remoteIds } from '@tla/platform/deploy/deployment';
import { composeFor } from './compose';
import { prerender } from './prerender';
import { appFolders, repoRoot } from './workspace';

for (const app of appIds) {
  console.log(`\n▶ building ${appFolders[app]}`);
  execFileSync('npm', ['run', 'build', '-w', appFolders[app]], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}
for (const remote of remoteIds) await prerender(remote);
await composeFor();
