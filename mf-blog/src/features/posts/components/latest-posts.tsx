import { Link } from '@tla/federated/router';
import { ArrowRight } from 'lucide-react';
import { Button } from '@tla/shared-ui/components/button';
import { useListedPosts } from '../hooks/use-listed-posts';
import { mergedPage } from '../model/merged-list';
import { PostCard } from './post-card';
import { blogPath } from '../../../config/blog-paths';

/** How many posts the home page previews. */
export const LATEST_POSTS_COUNT = 3;

/**
 * The home page's "Latest from Our Blog": the three newest posts (of the first page of the list the
 * blog publishes, and the reader's own) and a way to the rest.
 */
export function LatestPosts() {
  const latest = mergedPage(useListedPosts(undefined, 1), { limit: LATEST_POSTS_COUNT }).posts;
  return (
    <section aria-labelledby="latest-posts-heading" className="render-when-near mx-auto w-full max-w-(--container-content) px-4 py-16 sm:px-6 lg:px-8">
      <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
        <div className="max-w-2xl">
          <h2 id="latest-posts-heading" className="text-3xl font-bold tracking-tight">
            Latest from Our Blog
          </h2>
          <p className="mt-2 text-muted-foreground">Fresh guides on creating, launching and growing Solana tokens.</p>
        </div>
        <Button asChild variant="outline">
          <Link to={blogPath}>
            View All Articles <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
      <ul className="grid gap-6 md:grid-cols-3">
        {latest.map((post) => (
          <li key={post.id} className="flex">
            <PostCard post={post} className="w-full" />
          </li>
        ))}
      </ul>
    </section>
  );
}
