// The site's few JSON endpoints, shared by the production server and the shell's dev server.
import { readFileSync } from 'node:fs';

// The blog's categories, from the very file the blog remote validates and renders (mf-blog).
const categoriesFile = new URL('../mf-blog/src/features/posts/data/categories.json', import.meta.url);

export const apiRoutes = {
  /** GET /api/categories: the five blog categories (id, name, slug, description, colorClass). */
  '/api/categories': () => JSON.parse(readFileSync(categoriesFile, 'utf8')),
};
