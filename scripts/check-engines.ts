/**
 * Every installed package must run on every Node line the project supports (the root package.json's
 * `engines.node`, the README's "22.13+, 24 or 26"): a dependency whose own `engines.node` leaves out
 * the oldest release of one of those lines fails here, in `npm test`, rather than as a warning at
 * `npm ci` on the team's machines.
 *
 * The Node running this may be outside those lines (CI's machine has Debian's Node 20, end of life
 * since 2026-04-30, and `.ci/run` leaves the system's Node alone): that is a warning, not a failure.
 * npm does the same (`npm ci` warns EBADENGINE; the project sets no engine-strict), the machine's Node
 * is not something a commit can change, and CI runs the unit tests again on a supported line.
 * Usage: tsx scripts/check-engines.ts
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { minVersion, Range, satisfies, validRange } from 'semver';
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

/**
 * The oldest Node of each line `range` allows, one per `||` alternative (`^22.13 || ^24 || >=26`:
 * 22.13.0, 24.0.0, 26.0.0); an error names the file when it is not a range.
 */
export function oldestNodes(range: string, file: string): string[] {
  const valid = validRange(range);
  const oldest = valid
    ? new Range(valid).set.map((set) => minVersion(set.map(({ value }) => value).join(' ') || '*'))
    : [];
  if (oldest.length === 0 || oldest.some((version) => version === null))
    throw new Error(`${file}: engines.node "${range}" is not a version range`);
  const versions = oldest.flatMap((version) => (version ? [version.version] : []));
  return [...new Set(versions)];
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

/**
 * Warnings when `running` (the Node running this) is outside `range`, the locked packages that
 * leave it out named too; none when it is a supported line.
 */
export function runningNodeWarnings(
  range: string,
  running: string,
  lockText: string,
  lockFile: string,
): string[] {
  if (satisfies(running, range, { includePrerelease: true })) return [];
  return [
    `Warning: this is Node ${running}, outside the supported lines (engines.node ${range}). ` +
      'npm ci only warns about it and so does this check; install a supported line.',
    ...enginesExcluding(lockText, lockFile, running).map(
      ({ name, version, node }) => `  ${name}@${version} needs Node ${node}: it may fail here.`,
    ),
  ];
}

if (isMain(import.meta.url)) {
  const manifestFile = join(repoRoot, 'package.json');
  const lockFile = join(repoRoot, 'package-lock.json');
  const range = parsePublished(manifestSchema, readFileSync(manifestFile, 'utf8'), manifestFile)
    .engines.node;
  const lockText = readFileSync(lockFile, 'utf8');
  const lines = oldestNodes(range, manifestFile);
  let excluded = false;
  for (const node of lines) {
    for (const { name, version, node: wanted } of enginesExcluding(lockText, lockFile, node)) {
      console.error(
        `${name}@${version} needs Node ${wanted}, but the project supports Node ${node} (engines.node ${range})`,
      );
      excluded = true;
    }
  }
  if (excluded) {
    console.error('Pin an older version that runs on it (npm view <package>@<version> engines).');
    process.exit(1);
  }
  console.log(`Every locked package runs on Node ${lines.join(', ')} (engines.node ${range}).`);
  for (const warning of runningNodeWarnings(range, process.versions.node, lockText, lockFile))
    console.warn(warning);
}
