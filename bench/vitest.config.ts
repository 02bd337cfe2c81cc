import { defineConfig } from 'vitest/config';

/**
 * The bench's own tests (Node): its figures and tables from plain data, and the scale scenario's
 * posts. None imports a bench tool, so they run where `npm ci` at the root has not installed them.
 */
export default defineConfig({
  test: {
    root: import.meta.dirname,
    environment: 'node',
    include: ['**/*.test.ts'],
    restoreMocks: true,
  },
});
