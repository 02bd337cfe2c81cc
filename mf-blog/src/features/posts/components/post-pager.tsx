import { ArticlePager } from '@tla/shared-ui/components/article-pager';
import type { ListedPost } from '../data/schemas';
import { blogPath, postPath } from '../../../config/blog-paths';

export type PostPagerProps = { previous?: ListedPost; next?: ListedPost };

const target = (post: ListedPost | undefined) =>
  post ? { path: postPath(post.slug), title: post.title } : null;

/** The posts published before and after this one, at the foot of a post; the list stands in where there is none. */
export function PostPager({ previous, next }: PostPagerProps) {
  return (
    <ArticlePager
      label="More posts"
      previous={target(previous)}
      next={target(next)}
      previousLabel="Previous post"
      nextLabel="Next post"
      list={{ path: blogPath, title: 'All articles' }}
    />
  );
}
