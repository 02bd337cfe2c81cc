import { z } from '@tla/federated/zod';
import { lazyModules } from '@tla/platform/islands/lazy-modules';
import { postSchema, type BlogPost } from '../data/schemas';

const builtInPostsModule = z.object({ builtInPosts: z.array(postSchema) });

const useModule = lazyModules(
  { '../data/built-in-posts.ts': () => import('../data/built-in-posts') },
  (value): readonly BlogPost[] => builtInPostsModule.parse(value).builtInPosts,
);

/**
 * The built-in posts with their markdown, for the editor: read during render, it suspends
 * until their chunk has arrived (about 30 KiB, which lists and post pages never load).
 */
export function useBuiltInPosts(): readonly BlogPost[] {
  return useModule('../data/built-in-posts.ts');
}
