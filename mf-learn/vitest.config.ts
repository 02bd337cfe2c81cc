import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { learnArticles } from './src/app/markdown-articles';

// Takes precedence over vite.config.ts, so tests run without federation: the seam is mocked instead.
export default defineConfig({
  plugins: [react(), learnArticles],
  test: {
    environment: 'jsdom',
    setupFiles: ['@tla/shared-ui/test/setup'],
    restoreMocks: true,
  },
});
