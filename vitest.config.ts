import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';
import { testWorkers } from '@tla/shared-ui/test/test-workers';
import { repoRoot, workspaceFolders } from './scripts/workspace';

/**
 * Every workspace's unit tests and the scripts' own, in one run: one pool of workers for all of them
 * keeps both cores of a CI machine busy (one run per workspace used one worker at a time). Each
 * project keeps its own config; `npm test -w <workspace>` still runs one alone.
 */
export default defineConfig({
  test: {
    // Vitest leaves a core free by default; here the main process is mostly idle, so use them all
    // (the same count as the workspaces that set one: test-workers.ts).
    maxWorkers: testWorkers,
    projects: [
      // Every workspace with unit tests (a vitest.config.ts of its own), then the scripts.
      ...workspaceFolders.filter((folder) =>
        existsSync(join(repoRoot, folder, 'vitest.config.ts')),
      ),
      'scripts/vitest.config.ts',
      // The bench is no workspace (its tools stay out of the root install); its tests run here.
      'bench/vitest.config.ts',
    ],
  },
});
