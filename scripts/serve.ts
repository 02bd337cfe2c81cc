/**
 * npm run serve (and the end of npm start): the deployment in force (TLA_DEPLOYMENT, default local)
 * served by the Node server, with the same URLs and headers as the generated nginx configuration.
 */
import {
  appOrigins,
  currentDeployment,
  localDeployment,
  type Deployment,
} from '@tla/platform/deploy/deployment';
import { readShellPolicyInputs } from '@tla/platform/deploy/content-security-policy';
import { startStaticServers } from '@tla/platform/server/static-server';
import { composeFor } from './compose';
import { deployedDists, deploymentRoot, ensureLiveLinks } from './deploy-target';
import { recoverDeployment, releaseServiceFor } from './release-service/release-server';
import { isMain } from './workspace';

export async function serve(deployment: Deployment = currentDeployment()) {
  // A description with a certificate expects its server to speak TLS, which this one does not:
  // serving it in clear on the https port would only fail in the browser.
  if (deployment.tls !== undefined) {
    throw new Error(
      `deployment "${deployment.name}" sets tls: the Node server serves plain HTTP only; serve it with \`npm run serve:nginx\``,
    );
  }
  ensureLiveLinks(deployment);
  const recovered = await recoverDeployment(deployment);
  for (const line of recovered) console.log(`recovered: ${line}`);
  // `local` serves the shell's build, composed by the build; another deployment its own copy, which
  // this composes (as serve:nginx does) unless recovering just did.
  if (deployment.name !== localDeployment.name && recovered.length === 0)
    await composeFor(deployment);
  const dists = deployedDists(deployment);
  const servers = await startStaticServers({
    deployment,
    dists,
    policyInputs: readShellPolicyInputs(dists.shell),
    releaseService: releaseServiceFor(deployment, false),
    variantsRoot: deploymentRoot(deployment),
  });
  for (const origin of appOrigins(deployment)) console.log(`serving ${origin}`);
  console.log(`\nToken Launch Academy is running at ${deployment.apps.shell.url}`);
  return servers;
}

if (isMain(import.meta.url)) {
  const servers = await serve();
  // Stop when asked (a test runner's SIGTERM, Ctrl-C): tsx relays the signal but leaves exiting to us.
  const stop = () => {
    for (const server of servers) server.close();
    process.exit(0);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
