import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { blogArticles } from './src/app/markdown-articles';

// Takes precedence over vite.config.ts, so tests run without federation: the seam is mocked instead.
export default defineConfig({
  plugins: [react(), blogArticles],
  test: {
    environment: 'jsdom',
    setupFiles: ['@tla/shared-ui/test/setup'],
    restoreMocks: true,
    // Screen tests drive whole forms through jsdom's role queries; on a busy machine 5 s is too tight.
    testTimeout: 15_000,
  },
});
