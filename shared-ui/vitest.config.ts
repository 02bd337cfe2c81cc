import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';
import { testWorkers } from './src/test/test-workers';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    // Each test file in a VM context of a reused process: jsdom is loaded once per worker, not per
    // file (about a second each). Workspaces whose tests replace window.location or run
    // CommonJS-packaged ESM (recharts) stay on the default pool, where that works. Never one worker:
    // then every file would share one context (test-workers.ts).
    pool: 'vmForks',
    maxWorkers: testWorkers,
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    // The federated package nested here is its own workspace, with its own tests.
    exclude: [...configDefaults.exclude, 'federated/**'],
  },
});
