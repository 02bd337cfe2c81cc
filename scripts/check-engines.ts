/**
 * Every installed package must run on the oldest Node the project supports (the root package.json's
 * `engines.node`, the README's "20.19+"): a dependency whose own `engines.node` leaves that version
 * out fails here, in `npm test`, rather than as a warning at `npm ci` on the team's machines.
 * Usage: tsx scripts/check-engines.ts
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { minVersion, satisfies, validRange } from 'semver';
import { z } from 'zod';
import { parsePublished } from '@tla/platform/deploy/published-file';
import { isMain, repoRoot } from './workspace';

const manifestSchema = z.object({ engines: z.object({ node: z.string().min(1) }) });

const lockSchema = z.object({
  packages: z.record(
    z.string(),
    z.object({
      version: z.string().optional(),
      engines: z.union([z.object({ node: z.string().optional() }), z.array(z.string())]).optional(),
    }),
  ),
});

export type EngineDisagreement = { name: string; version: string; node: string };

/** The oldest Node `range` allows; an error names the file when it is not a range. */
export function oldestNode(range: string, file: string): string {
  const version = validRange(range) ? minVersion(range) : null;
  if (!version) throw new Error(`${file}: engines.node "${range}" is not a version range`);
  return version.version;
}

/** The locked packages whose `engines.node` excludes `node` (the path in the lockfile names them). */
export function enginesExcluding(
  lockText: string,
  lockFile: string,
  node: string,
): EngineDisagreement[] {
  const { packages } = parsePublished(lockSchema, lockText, lockFile);
  return Object.entries(packages).flatMap(([path, entry]) => {
    // Old manifests may give engines as a list; npm ignores that form, and so does this check.
    const range = entry.engines && !Array.isArray(entry.engines) ? entry.engines.node : undefined;
    if (path === '' || range === undefined || satisfies(node, range, { includePrerelease: true }))
      return [];
    const name = path.replace(/^.*node_modules\//, '');
    return [{ name, version: entry.version ?? '?', node: range }];
  });
}

if (isMain(import.meta.url)) {
  const manifestFile = join(repoRoot, 'package.json');
  const lockFile = join(repoRoot, 'package-lock.json');
  const range = parsePublished(manifestSchema, readFileSync(manifestFile, 'utf8'), manifestFile)
    .engines.node;
  const node = oldestNode(range, manifestFile);
  const excluding = enginesExcluding(readFileSync(lockFile, 'utf8'), lockFile, node);
  if (excluding.length > 0) {
    for (const { name, version, node: wanted } of excluding) {
      console.error(
        `${name}@${version} needs Node ${wanted}, but the project supports Node ${range}`,
      );
    }
    console.error('Pin an older version that runs on it (npm view <package>@<version> engines).');
    process.exit(1);
  }
  console.log(`Every locked package runs on Node ${node} (engines.node ${range}).`);
}
