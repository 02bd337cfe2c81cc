import { defineConfig } from 'vitest/config';

/**
 * The orchestration scripts' own tests (Node): the release model on temporary fixtures, and the
 * developer workflow the README gives (a remote's dev server, started as its team starts it).
 */
export default defineConfig({
  test: {
    root: import.meta.dirname,
    environment: 'node',
    include: ['**/*.test.ts'],
    restoreMocks: true,
    // Several tests run a script in a child process (tsx compiles it first), slow on a shared machine.
    testTimeout: 30_000,
  },
});
