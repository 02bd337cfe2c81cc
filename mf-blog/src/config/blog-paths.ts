/**
 * The blog's addresses, all from the one mount its section contract declares (app/section.ts): moving
 * the blog means changing `blogMount` alone.
 */
import { mountLink } from '@tla/platform/contracts/navigation';

/** Where the shell mounts the blog's routes. */
export const blogMount = '/blog/*';

/** The list of posts. */
export const blogPath = mountLink(blogMount);

/** The list with query parameters (category, search, page); none gives the list itself. */
export function blogListPath(params: Record<string, string> | URLSearchParams = {}): string {
  const query = new URLSearchParams(params).toString();
  return query ? `${blogPath}?${query}` : blogPath;
}

export const categoryPath = (slug: string): string => blogListPath({ category: slug });

export const postPath = (slug: string): string => `${blogPath}/${slug}`;

/** The editor: a new post, or the post with this slug. */
export const editorPath = (slug?: string): string =>
  slug === undefined ? `${blogPath}/editor` : `${blogPath}/editor/${slug}`;

/** Site files the blog publishes under its section (feeds, social cards). */
export const blogFilePath = (file: string): `/${string}` => `${blogPath}/${file}`;
