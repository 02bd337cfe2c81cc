import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Takes precedence over vite.config.ts, so tests run without federation: the seam is mocked instead.
export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    setupFiles: ['@tla/shared-ui/test/setup', './src/test/setup.ts'],
    restoreMocks: true,
    // The simulator page is large; jsdom is slow at rendering and querying it.
    testTimeout: 20_000,
  },
});
