/**
 * Empties the deployment root of the e2e deployment named by TLA_DEPLOYMENT before its server starts,
 * so a local rerun begins where CI's fresh machine does: releases, keys and live links left by an
 * earlier run would otherwise decide what the next run's release is compared with.
 */
import { rmSync } from 'node:fs';
import { currentDeployment } from '@tla/platform/deploy/deployment';
import { deploymentRoot } from '../scripts/deploy-target';

const deployment = currentDeployment();
// Only the test suite's own deployments: a mistyped variable must never empty a real site's root.
if (!deployment.name.startsWith('e2e-')) {
  console.error(
    `fresh-deployment-root: "${deployment.name}" is not an e2e deployment; nothing removed.`,
  );
  process.exit(1);
}
rmSync(deploymentRoot(deployment), { recursive: true, force: true });
