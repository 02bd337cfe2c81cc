/**
 * npm run compose: compose the shell's pages for the deployment in force (TLA_DEPLOYMENT, default
 * local) from what the remotes have deployed. Run it after any app's release.
 */
import { currentDeployment } from '@tla/platform/deploy/deployment';
import { compose } from '@tla/platform/prerender/compose';
import { deployedDists, stageShell } from './deploy-target';
import { appDir, isMain } from './workspace';

export async function composeFor(deployment = currentDeployment()): Promise<string> {
  const shellDist = stageShell(deployment);
  await compose({
    deployment,
    shellSourceDir: appDir('shell'),
    shellDist,
    remoteDists: deployedDists(deployment),
  });
  return shellDist;
}

if (isMain(import.meta.url)) await composeFor();
