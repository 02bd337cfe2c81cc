import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import {
  appOrigins,
  localDeployment,
  readDeployment,
  type Deployment,
} from '@tla/platform/deploy/deployment';
import { chromiumLaunchOptions } from '../scripts/chromium-options';
import { ensureTestCertificate } from '../scripts/test-certificate';
import { topologyTag } from './app-tags';
import type { DeploymentOptions } from './fixtures';

/**
 * The composed site, as deployed, three ways (every address comes from a deployment description):
 * - `origins`: each app on its own host name, served by nginx: the whole suite;
 * - `paths`: one origin over HTTPS, the remotes under /_apps/<name>/, served by nginx: what depends
 *   on the topology (headers, TLS and HSTS, CSP on every route, and the tests tagged as such);
 * - `node`: the Node server behind `npm start` (local ports): the same header checks as nginx;
 * - `release`: a deployment of its own (one origin, remotes under /_apps/<name>/, nginx), where
 *   releases redeploy a remote while the site is served, beside the other projects.
 * `npm test` builds everything first; each server composes the shell for its deployment.
 */
const deployments = {
  origins: fileURLToPath(new URL('deployments/origins.json', import.meta.url)),
  paths: fileURLToPath(new URL('deployments/paths.json', import.meta.url)),
  release: fileURLToPath(new URL('deployments/release.json', import.meta.url)),
  releaseService: fileURLToPath(new URL('deployments/release-service.json', import.meta.url)),
  releaseTrials: fileURLToPath(new URL('deployments/release-trials.json', import.meta.url)),
} as const;

const portOf = (deployment: Deployment) => Number(new URL(deployment.apps.shell.url).port) || 80;

/**
 * The paths topology serves a shell built with the ad network and both video guides configured, so
 * the Content-Security-Policy is checked with them (the other topologies run without).
 */
/**
 * nginx for a deployment that releases change: started on an empty root, so a local run begins as
 * CI's does (a reused server keeps its root: its command does not run).
 */
const freshNginx = 'tsx fresh-deployment-root.ts && tsx ../scripts/nginx.ts';
const configuredShellBuild = fileURLToPath(
  new URL('../.deploy/shell-build-configured', import.meta.url),
);
const configuredSite = {
  VITE_AD_PUBLISHER_ID: 'ca-pub-1234567890123456',
  VITE_LAUNCH_VIDEO_ID: 'aaaaaaaaaaa',
  VITE_PROMOTE_VIDEO_ID: 'bbbbbbbbbbb',
};
const deploymentEnvs = {
  origins: { TLA_DEPLOYMENT: deployments.origins },
  paths: {
    TLA_DEPLOYMENT: deployments.paths,
    TLA_SHELL_BUILD: configuredShellBuild,
    ...configuredSite,
  },
  release: { TLA_DEPLOYMENT: deployments.release },
  releaseService: { TLA_DEPLOYMENT: deployments.releaseService },
  releaseTrials: { TLA_DEPLOYMENT: deployments.releaseTrials },
};

function project(
  name: string,
  deployment: Deployment,
  file: string | undefined,
  env: Record<string, string> = {},
) {
  const options: DeploymentOptions = { deploymentFile: file, deploymentEnv: env };
  return {
    name,
    use: { ...options, baseURL: deployment.apps.shell.url.replace(/\/$/, '') },
  };
}

const origins = readDeployment(deployments.origins);
const paths = readDeployment(deployments.paths);
const release = readDeployment(deployments.release);
const releaseService = readDeployment(deployments.releaseService);
const releaseTrials = readDeployment(deployments.releaseTrials);
/**
 * The paths topology is served over TLS with a certificate made now (kept while usable); Chromium
 * trusts that one key by its SPKI hash, no other certificate error is ignored.
 */
const pathsCertificate = ensureTestCertificate(paths);
const releaseServiceCertificate = ensureTestCertificate(releaseService);
const topologyFiles = /(headers|csp)\.spec\.ts/;
const releaseTests = /release\.spec\.ts/;
const releaseServiceTests = /(release-(service|recovery|health)|cdn)\.spec\.ts/;
const releaseTrialTests = /release-trials\.spec\.ts/;
const cspSweep = /csp\.spec\.ts/;

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    ...devices['Desktop Chrome'],
    launchOptions: {
      ...chromiumLaunchOptions,
      // The http .test deployments stand for https sites: treat them as secure contexts (the
      // clipboard, Cross-Origin-Opener-Policy and the like behave as they will in production).
      args: [
        ...chromiumLaunchOptions.args,
        `--unsafely-treat-insecure-origin-as-secure=${[...appOrigins(origins), ...appOrigins(release), ...appOrigins(releaseTrials)].join(',')}`,
        `--ignore-certificate-errors-spki-list=${pathsCertificate.spki},${releaseServiceCertificate.spki}`,
      ],
    },
    trace: 'off',
  },
  projects: [
    // Releases build, prerender and smoke-check a remote: the longest tests start first, on their
    // own deployment, so the other worker runs the rest meanwhile. Their tests share that
    // deployment, so they run one after the other.
    {
      ...project('release', release, deployments.release, deploymentEnvs.release),
      testMatch: releaseTests,
      fullyParallel: false,
    },
    {
      // Teams releasing through the service over TLS, and readers' beacons to it: a deployment of
      // its own, rooted where its description says; its tests share it, so they run one after the
      // other.
      ...project(
        'release-service',
        releaseService,
        deployments.releaseService,
        deploymentEnvs.releaseService,
      ),
      testMatch: releaseServiceTests,
      fullyParallel: false,
    },
    {
      // Previews and canaries change what some readers get: a deployment of their own, so no other
      // test's reader lands in a canary's bucket.
      ...project(
        'release-trials',
        releaseTrials,
        deployments.releaseTrials,
        deploymentEnvs.releaseTrials,
      ),
      testMatch: releaseTrialTests,
      fullyParallel: false,
    },
    { ...project('node', localDeployment, undefined), testMatch: /headers\.spec\.ts/ },
    {
      ...project('origins', origins, deployments.origins, deploymentEnvs.origins),
      // Every test here already fails on a CSP violation; the route-by-route CSP sweep runs where the
      // policy is widest (paths: ad network and videos configured).
      testIgnore: [releaseTests, releaseServiceTests, releaseTrialTests, cspSweep],
    },
    {
      ...project('paths', paths, deployments.paths, deploymentEnvs.paths),
      // Headers and the CSP sweep (every route, heading and frame checked) whole; elsewhere only what
      // the layout of the apps can change.
      grep: [topologyFiles, new RegExp(topologyTag)],
    },
  ],
  webServer: [
    {
      command: 'tsx ../scripts/serve.ts',
      port: portOf(localDeployment),
      reuseExistingServer: !process.env.CI,
      stdout: 'pipe',
    },
    {
      command: 'tsx ../scripts/nginx.ts',
      env: deploymentEnvs.origins,
      port: portOf(origins),
      reuseExistingServer: !process.env.CI,
      stdout: 'pipe',
      timeout: 120_000,
    },
    {
      command: freshNginx,
      env: deploymentEnvs.releaseService,
      port: portOf(releaseService),
      reuseExistingServer: !process.env.CI,
      stdout: 'pipe',
      timeout: 120_000,
    },
    {
      command: freshNginx,
      env: deploymentEnvs.releaseTrials,
      port: portOf(releaseTrials),
      reuseExistingServer: !process.env.CI,
      stdout: 'pipe',
      timeout: 120_000,
    },
    {
      command: freshNginx,
      env: deploymentEnvs.release,
      port: portOf(release),
      reuseExistingServer: !process.env.CI,
      stdout: 'pipe',
      timeout: 120_000,
    },
    {
      // The same shell source, built with the ad network and videos configured.
      command: `npm run build -w @tla/shell -- --outDir ${configuredShellBuild} --emptyOutDir && tsx ../scripts/nginx.ts`,
      env: deploymentEnvs.paths,
      port: portOf(paths),
      reuseExistingServer: !process.env.CI,
      stdout: 'pipe',
      timeout: 180_000,
    },
  ],
});
