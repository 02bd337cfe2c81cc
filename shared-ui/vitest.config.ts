import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    // The federated package nested here is its own workspace, with its own tests.
    exclude: [...configDefaults.exclude, 'federated/**'],
  },
});
