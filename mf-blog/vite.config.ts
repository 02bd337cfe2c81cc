import { defineAppConfig } from '@tla/platform/build/vite-app-config';
import { categories } from './src/features/posts/data/categories';
import { federationConfig } from './module-federation.config.ts';

export default defineAppConfig({
  app: 'blog',
  federation: federationConfig,
  // GET /api/categories on the site answers this file (compose copies it into the shell's deployment).
  publish: { 'api/categories.json': () => categories },
});
