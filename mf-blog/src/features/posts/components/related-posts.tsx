import { useId } from 'react';
import type { ListedPost } from '../data/schemas';
import { PostCard } from './post-card';

/** Other posts of the same category under a post; nothing when there are none. */
export function RelatedPosts({ posts }: { posts: readonly ListedPost[] }) {
  const headingId = useId();
  if (posts.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="mt-12 print:hidden">
      <h2 id={headingId} className="text-2xl font-bold tracking-tight">
        Related articles
      </h2>
      <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {posts.map((post) => (
          <li key={post.id} className="flex">
            <PostCard post={post} linkCategory={false} className="flex-1" />
          </li>
        ))}
      </ul>
    </section>
  );
}
