/**
 * A URL slug from a title: lowercase, accents folded, non-word characters stripped,
 * spaces become hyphens, repeated hyphens collapse; no hyphen at either end.
 */
export function generateSlug(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim()
    .replace(/[^\w\s-]/g, '')
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-+|-+$/g, '');
}
