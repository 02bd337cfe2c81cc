import { defineRemoteConfig } from '@tla/platform/build/vite-app-config';
import { categories } from './src/features/posts/data/categories';
import { section } from './src/app/section';

export default defineRemoteConfig({
  section,
  // GET /api/categories on the site answers this file (compose copies it into the shell's deployment).
  publish: { 'api/categories.json': () => categories },
});
