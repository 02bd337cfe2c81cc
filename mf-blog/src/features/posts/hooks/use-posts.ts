import { useSyncExternalStore } from 'react';
import type { ListedPost } from '../data/schemas';
import { postStore } from '../model/post-store';

/**
 * The posts this browser holds, newest first: the reader's own (localStorage) and the built-in ones
 * edited in this visit, each with its markdown. The server render and hydration see none; they appear
 * right after, and changes from other tabs show up without a reload. The built-in posts are read from
 * the files the blog publishes (list-pages.ts, post-data.ts).
 */
export function usePosts(): readonly ListedPost[] {
  return useSyncExternalStore(postStore.subscribe, postStore.getSnapshot, postStore.getServerSnapshot);
}
