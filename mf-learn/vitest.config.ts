import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Takes precedence over vite.config.ts, so tests run without federation: the seam is mocked instead.
export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    setupFiles: ['@tla/shared-ui/test/setup'],
    restoreMocks: true,
  },
});
