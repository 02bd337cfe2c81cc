/**
 * Where a release went, as its history records it: the deployment's name and the file describing it
 * (none: `local`), read back from that file only while it still describes the same deployment.
 */
import { resolve } from 'node:path';
import { z } from 'zod';
import {
  DEPLOYMENT_VARIABLE,
  deploymentSchema,
  localDeployment,
  readDeployment,
  type Deployment,
} from '@tla/platform/deploy/deployment';

/** Where a release went: the deployment's name and its description file (none: `local`). */
export const deploymentRecordSchema = z.object({
  name: deploymentSchema.shape.name,
  file: z.string().min(1).optional(),
});
export type DeploymentRecord = z.infer<typeof deploymentRecordSchema>;

export const localRecord: DeploymentRecord = { name: localDeployment.name };

/** A record as messages name it: its name, and its file when it has one. */
export const describeRecord = (record: DeploymentRecord) =>
  record.file === undefined ? `"${record.name}"` : `"${record.name}" (${record.file})`;

/** The deployment TLA_DEPLOYMENT names, as a release records it; undefined when it names none. */
export function deploymentInForce(
  env: NodeJS.ProcessEnv = process.env,
): DeploymentRecord | undefined {
  const file = env[DEPLOYMENT_VARIABLE]?.trim();
  if (!file) return undefined;
  return { name: readDeployment(file).name, file: resolve(file) };
}

/** The description a record names, checked to be the deployment the release went to. */
export function deploymentOf(record: DeploymentRecord): Deployment {
  if (record.file === undefined) return localDeployment;
  const deployment = readDeployment(record.file);
  if (deployment.name !== record.name) {
    throw new Error(
      `${record.file} now describes deployment "${deployment.name}", not "${record.name}" that the release went to`,
    );
  }
  return deployment;
}
