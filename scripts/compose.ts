/**
 * npm run compose [-- --full]: compose the shell's pages from what the remotes have deployed. Run it
 * after any app's release. With TLA_DEPLOYMENT, for that deployment; without, for every deployment the
 * remotes' live releases went to (as their release histories record), or `local` when none is
 * recorded. Only the pages whose inputs changed since the last compose are rendered; `--full`
 * renders every page (the same bytes, from scratch).
 */
import { currentDeployment, type Deployment } from '@tla/platform/deploy/deployment';
import { compose, composeWith, type ComposeScope } from '@tla/platform/prerender/compose';
import type { ShellEntry } from '@tla/platform/prerender/compose/shell-build';
import {
  deployedDists,
  deploymentRoot,
  ensureLiveLinks,
  releases,
  stageShell,
} from './deploy-target';
import { deploymentInForce, deploymentOf, localRecord } from './deployment-record';
import { readCommandLine } from './command-line';
import { describeHolder, withReleaseLock } from './release-service/release-lock';
import { publishCanaryStatus } from './variant-files';
import { appDir, isMain } from './workspace';

const USAGE = 'npm run compose [-- --full]';

/**
 * Compose `deployment`; `shell`: its prerender entry, loaded already (a release loads it once). Only
 * the pages whose inputs changed since the last compose are rendered, unless `full`.
 */
export async function composeFor(
  deployment: Deployment = currentDeployment(),
  shell?: ShellEntry,
  { full }: ComposeScope = {},
): Promise<string> {
  const shellDist = stageShell(deployment);
  ensureLiveLinks(deployment);
  const sources = { deployment, shellDist, remoteDists: deployedDists(deployment) };
  if (shell) await composeWith(shell, sources, { full });
  else await compose({ ...sources, full, shellSourceDir: appDir('shell') });
  // A new copy of the shell's build holds no word of a running canary: /_status reads it here.
  publishCanaryStatus(deploymentRoot(deployment), shellDist);
  return shellDist;
}

if (isMain(import.meta.url)) {
  let full = false;
  try {
    ({ full } = readCommandLine(process.argv.slice(2), {
      usage: USAGE,
      options: { full: { type: 'boolean', default: false } },
    }).values);
  } catch (error) {
    console.error(`compose: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  const told = deploymentInForce();
  const recorded = releases.liveDeployments();
  const records = told ? [told] : recorded.length > 0 ? recorded : [localRecord];
  for (const record of records) {
    const deployment = deploymentOf(record);
    // Not while a release changes what it composes from: after it, from what it left live.
    await withReleaseLock(
      deploymentRoot(deployment),
      'compose',
      () => composeFor(deployment, undefined, { full }),
      {
        onWait: (holder) =>
          console.log(`waiting: ${describeHolder(holder)} runs on "${record.name}"`),
      },
    );
    console.log(`composed the shell's pages for "${record.name}"`);
  }
}
