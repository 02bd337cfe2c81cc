import type { CollectionTexts } from '@tla/platform/contracts/content-data';
import { useBuiltInPostTexts } from '../data/post-data';

/**
 * The built-in posts' markdown, for the editor: read during render, it suspends until the file the
 * blog publishes with every post's text has arrived (lists, post pages and searches never load it).
 */
export function useBuiltInPosts(): CollectionTexts {
  return useBuiltInPostTexts();
}
