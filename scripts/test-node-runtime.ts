/**
 * `npm run test:node-runtime`: the unit tests whose code runs on Node itself (the builds' plugins,
 * compose, the servers, the release tools, the bench), that is every test file Vitest runs in Node's
 * environment rather than jsdom's. CI runs them again on the Active LTS line of Node: the jsdom tests
 * exercise code written for the browser, which behaves the same on every Node line, so running them
 * twice would cost minutes and find nothing new.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createVitest, startVitest } from 'vitest/node';
import { isMain, repoRoot } from './workspace';

/** A file's own environment (`@vitest-environment node` in its opening comment), if it names one. */
export function declaredEnvironment(source: string): string | undefined {
  return /@vitest-environment\s+([\w-]+)/.exec(source.slice(0, 2_000))?.[1];
}

async function main(): Promise<void> {
  const options = {
    root: repoRoot,
    config: join(repoRoot, 'vitest.config.ts'),
    configLoader: 'runner',
    watch: false,
  } as const;
  const lister = await createVitest('test', options);
  const files = (await lister.globTestSpecifications())
    .filter(
      (specification) =>
        (declaredEnvironment(readFileSync(specification.moduleId, 'utf8')) ??
          specification.project.config.environment) === 'node',
    )
    .map((specification) => specification.moduleId);
  await lister.close();
  console.log(`${files.length} test files run in Node's environment`);
  // Started as the command line starts it: its reporter, and process.exitCode set on a failure.
  const vitest = await startVitest('test', files, options);
  await vitest.close();
}

if (isMain(import.meta.url)) await main();
