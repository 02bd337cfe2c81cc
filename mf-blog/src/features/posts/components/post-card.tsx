import { Link } from '@tla/federated/router';
import { ArrowRight } from 'lucide-react';
import { Card } from '@tla/shared-ui/components/card';
import { cn } from '@tla/shared-ui/lib/cn';
import { categoryById } from '../data/categories';
import type { PostSummary } from '../data/schemas';
import { formatPostDate } from '../model/format';
import { CategoryBadge } from './category-badge';
import { PostImage } from './post-image';
import { postPath } from '../../../config/blog-paths';

export type PostCardProps = {
  post: PostSummary;
  /** The card title's heading level, so headings stay in order wherever the card is used. */
  headingLevel?: 'h2' | 'h3';
  /** Whether the category badge links to the category list (list pages) or not. */
  linkCategory?: boolean;
  /** The card is in the first screen (the list's first row): its image loads at once, it is the LCP. */
  eager?: boolean;
  className?: string;
};

/**
 * A post in a grid: the whole card is one link to /blog/{slug} (the title's link stretches over it), and
 * the category badge sits above it as its own link.
 */
export function PostCard({ post, headingLevel: Heading = 'h3', linkCategory = true, eager = false, className }: PostCardProps) {
  const category = categoryById(post.categoryId);
  return (
    <Card className={cn('group relative overflow-hidden transition-shadow focus-within:shadow-lg hover:shadow-lg', className)}>
      <PostImage src={post.featuredImage} alt="" fallbackText="No image" eager={eager} />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-muted-foreground">
          <CategoryBadge category={category} linked={linkCategory} className="relative z-10" />
          <time dateTime={post.publishedAt}>{formatPostDate(post.publishedAt)}</time>
        </div>
        <Heading className="text-lg leading-snug font-semibold">
          <Link
            to={postPath(post.slug)}
            className="outline-none after:absolute after:inset-0 after:rounded-lg after:content-[''] group-hover:text-link focus-visible:after:outline-2 focus-visible:after:outline-ring"
          >
            {post.title}
          </Link>
        </Heading>
        {post.excerpt ? <p className="line-clamp-3 text-sm text-muted-foreground">{post.excerpt}</p> : null}
        <span aria-hidden="true" className="mt-auto inline-flex items-center gap-1 text-sm font-medium text-link">
          Read more <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" />
        </span>
      </div>
    </Card>
  );
}
