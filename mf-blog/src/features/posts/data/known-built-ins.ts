import type { PostSummary } from './schemas';

/**
 * The built-in posts this page view has read about (from the list pages and post files it loaded),
 * and the highest id of any built-in post, which every such file tells. The browser never holds the
 * whole list: what the store needs of it (which slugs are taken, which ids to avoid, what an edited
 * post was) it learns here as files arrive.
 */
const known = new Map<number, PostSummary>();
let highestId = 0;

export function rememberBuiltIns(posts: readonly PostSummary[], highest: number): void {
  for (const post of posts) known.set(post.id, post);
  highestId = Math.max(highestId, highest);
}

const listTotals = new Map<string, number>();

/** How many posts a published list holds, as a page of it read in this page view tells. */
export function rememberListTotal(list: string, total: number): void {
  listTotals.set(list, total);
}

export const knownListTotal = (list: string): number | undefined => listTotals.get(list);

export const knownBuiltIn = (id: number): PostSummary | undefined => known.get(id);

export const knownBuiltInBySlug = (slug: string): PostSummary | undefined =>
  [...known.values()].find((post) => post.slug === slug);

/** The highest id of a built-in post, as far as the files read so far tell (0 before any). */
export const highestBuiltInId = (): number => highestId;
