import { useSyncExternalStore } from 'react';
import type { ListedPost } from '../data/schemas';
import { postStore } from '../model/post-store';

/**
 * Every post, newest first. The server render and hydration see the built-in posts only; the reader's
 * own posts (localStorage) appear right after, and changes from other tabs show up without a reload.
 * A built-in post comes without its markdown (its data file has it: post-data.ts).
 */
export function usePosts(): readonly ListedPost[] {
  return useSyncExternalStore(postStore.subscribe, postStore.getSnapshot, postStore.getServerSnapshot);
}
