import categoriesJson from './categories.json';
import type { Category } from './schemas';

/**
 * The five built-in blog categories. The JSON file is also what GET /api/categories
 * answers (the blog publishes it with its build, see vite.config.ts), so the site and the endpoint never
 * disagree. Typed data, not parsed at load: categories.test.ts parses every entry with categorySchema.
 */
export const categories: readonly Category[] = categoriesJson;

/** Shown for a post whose category does not exist: slug `uncategorized`, grey badge. */
export const uncategorized: Category = {
  id: 0,
  name: 'Uncategorized',
  slug: 'uncategorized',
  description: null,
  colorClass: 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100',
};

export function categoryById(id: number): Category {
  return categories.find((category) => category.id === id) ?? uncategorized;
}

export function categoryBySlug(slug: string): Category | undefined {
  return categories.find((category) => category.slug === slug);
}
