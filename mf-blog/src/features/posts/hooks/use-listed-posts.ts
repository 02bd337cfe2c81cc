import { useDeferredValue } from 'react';
import { ALL_ENTRIES, summaryListName } from '@tla/platform/contracts/summary-pages';
import { categoryBySlug } from '../data/categories';
import { useBuiltInRun } from '../data/list-pages';
import type { MergedListInput } from '../model/merged-list';
import { postStore } from '../model/post-store';
import { usePosts } from './use-posts';

/**
 * What page `page` of the list of all posts, or of one category's (`category`, a slug), is made of: the
 * run of built-in posts it needs, read from the blog's published list pages (suspends until they have
 * arrived), and the posts this browser holds that belong in it. Pass it to mergedPage. A change to the
 * browser's posts keeps the page shown until the pages it then needs have arrived.
 */
export function useListedPosts(category: string | undefined, page: number): MergedListInput {
  const held = useDeferredValue(usePosts());
  const known = category === undefined ? undefined : (categoryBySlug(category) ?? null);
  const belongs = (post: { categoryId: number }) =>
    known === undefined || post.categoryId === known?.id;
  const own = held.filter(belongs);
  const edited = postStore.editedBuiltIns().filter(belongs);
  // A category the blog does not have lists nothing, and reads nothing.
  const list = known === undefined ? ALL_ENTRIES : known && summaryListName(known.slug);
  const run = useBuiltInRun(list, page, own.length, edited.length);
  return { run, own, edited };
}
