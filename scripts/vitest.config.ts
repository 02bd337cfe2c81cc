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
  },
});
