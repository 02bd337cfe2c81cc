import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { testWorkers } from '@tla/shared-ui/test/test-workers';

// Takes precedence over vite.config.ts, so tests run without federation: the seam is mocked instead.
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
    setupFiles: ['@tla/shared-ui/test/setup', './src/test/published-files-setup.ts'],
    restoreMocks: true,
    // Screen tests drive whole forms through jsdom's role queries; on a busy machine 5 s is too tight.
    testTimeout: 15_000,
  },
});
