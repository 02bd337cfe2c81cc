// Installs the bench's tools (Lighthouse, VitePress, a CDP client) into bench/tools/node_modules
// from bench/tools/package-lock.json. The site never needs them, so `npm ci` at the root leaves
// them out, and every bench that uses them runs this first. A step of its own (`tsx
// bench/ensure-tools.ts && tsx bench/bench.ts`): the bench's modules import the tools statically,
// so they must be there before it starts. Node's built-ins only, for the same reason.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const toolsDir = join(import.meta.dirname, 'tools');
/** Written after an install: what it installed from, so an unchanged lockfile is not installed twice. */
const stampFile = join(toolsDir, 'node_modules', '.installed-from');

/** The manifest and the lockfile together: a change to either (a tool added, a version moved). */
function installSource(): string {
  const hash = createHash('sha256');
  for (const file of ['package.json', 'package-lock.json'])
    hash.update(readFileSync(join(toolsDir, file)));
  return hash.digest('hex');
}

function main(): void {
  const source = installSource();
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === source) return;
  console.log('installing the bench tools (bench/tools/package-lock.json)…');
  // npm ci: the lockfile's versions exactly, and an error if package.json and the lockfile disagree.
  execFileSync('npm', ['ci', '--prefix', toolsDir, '--prefer-offline', '--no-audit', '--no-fund'], {
    stdio: 'inherit',
  });
  writeFileSync(stampFile, source);
}

main();
