import { useEffect } from 'react';
import { useNavigate, useParams } from '@tla/federated/router';
import { CalendarDays, Clock, History } from 'lucide-react';
import { ArticleCta } from '@tla/shared-ui/components/article-cta';
import { Breadcrumbs } from '@tla/shared-ui/components/breadcrumbs';
import { DEFAULT_OG_IMAGE, PageMeta } from '@tla/shared-ui/components/page-meta';
import { StructuredData } from '@tla/shared-ui/components/structured-data';
import { blogPosting } from '@tla/shared-ui/lib/structured-data';
import { Spinner } from '@tla/shared-ui/components/spinner';
import { useIsClient } from '@tla/shared-ui/hooks/use-is-client';
import { useBuiltInArticle } from '../data/post-data';
import { builtInPostSummaries } from '../data/built-in-post-summaries';
import type { ListedPost, PostWithCategory } from '../data/schemas';
import { usePosts } from '../hooks/use-posts';
import { formatPostDate, formatReadTime, shownUpdate } from '../model/format';
import { adjacentPosts, findPostBySlug, hasMarkdown, relatedPosts } from '../model/post-queries';
import { CategoryBadge } from './category-badge';
import { PostBody } from './post-body';
import { PostImage } from './post-image';
import { PostPager } from './post-pager';
import { RelatedPosts } from './related-posts';
import { blogPath, postPath } from '../../../config/blog-paths';

export type PostPageProps = {
  /**
   * Where the site serves a built-in post's social card, by slug. A reader's own post has none (it
   * lives in their browser): it keeps the site's default image.
   */
  cardImage?: (slug: string) => string;
};

/**
 * /blog/{slug}. A slug no post has leads to /not-found, replacing history, but only once the reader's
 * own posts are loaded: the prerendered HTML knows the built-in posts alone.
 */
export function PostPage({ cardImage }: PostPageProps) {
  const { slug = '' } = useParams();
  const posts = usePosts();
  const isClient = useIsClient();
  const navigate = useNavigate();
  const post = findPostBySlug(posts, slug);
  const missing = post === undefined && isClient;

  useEffect(() => {
    if (missing) navigate('/not-found', { replace: true });
  }, [missing, navigate]);

  if (!post) return <Spinner className="min-h-[40vh]" label="Loading article" />;
  const view = { post, posts, cardImage };
  // An unedited built-in post was last changed when its text was last committed (compiled with it).
  return hasMarkdown(post) ? (
    <PostView {...view} updatedAt={post.updatedAt} />
  ) : (
    <BuiltInPostView {...view} />
  );
}

type PostViewProps = PostPageProps & {
  post: PostWithCategory;
  posts: readonly ListedPost[];
  /** When the post's text last changed, if known. */
  updatedAt?: string | undefined;
};

function BuiltInPostView(props: Omit<PostViewProps, 'updatedAt'>) {
  const article = useBuiltInArticle(props.post.slug);
  return <PostView {...props} updatedAt={article.dates?.updatedAt} />;
}

function PostView({ post, posts, cardImage, updatedAt }: PostViewProps) {
  const description = post.excerpt ?? `${post.title}: an article from the Token Launch Academy blog.`;
  // The card was made at build time under the post's own slug (an edit in this browser keeps it).
  const builtIn = builtInPostSummaries.find((candidate) => candidate.id === post.id);
  // Among the posts the list shows: built-in ones when prerendered and hydrating, the reader's own too after.
  const { previous, next } = adjacentPosts(posts, post.slug);
  const path = postPath(post.slug);
  const ogImage = builtIn && cardImage ? cardImage(builtIn.slug) : undefined;
  const updated = shownUpdate(post.publishedAt, updatedAt);
  return (
    <article className="mx-auto max-w-3xl lg:max-w-5xl">
      <PageMeta
        title={post.title}
        description={description}
        keywords={['solana', post.category.name.toLowerCase(), 'token creation', 'meme coin']}
        path={path}
        ogImage={ogImage}
        ogType="article"
        articlePublishedTime={post.publishedAt}
        articleModifiedTime={updatedAt}
        articleTags={[post.category.name]}
      />
      <StructuredData
        data={blogPosting({
          headline: post.title,
          description,
          path,
          image: ogImage ?? DEFAULT_OG_IMAGE,
          datePublished: post.publishedAt,
          dateModified: updatedAt,
          section: post.category.name,
        })}
      />
      <Breadcrumbs
        className="print:hidden"
        trail={[
          { name: 'Home', path: '/' },
          { name: 'Blog', path: blogPath },
          { name: post.title, path },
        ]}
      />

      <header className="mt-6 space-y-4">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{post.title}</h1>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-muted-foreground">
          <CategoryBadge category={post.category} />
          <span className="inline-flex items-center gap-1">
            <CalendarDays aria-hidden="true" className="size-4" />
            <time dateTime={post.publishedAt}>{formatPostDate(post.publishedAt)}</time>
          </span>
          <span className="inline-flex items-center gap-1">
            <Clock aria-hidden="true" className="size-4" />
            {formatReadTime(post.readTime)}
          </span>
          {updated ? (
            <span className="inline-flex items-center gap-1">
              <History aria-hidden="true" className="size-4" />
              <span>
                Last updated <time dateTime={updated}>{formatPostDate(updated)}</time>
              </span>
            </span>
          ) : null}
        </div>
      </header>

      {post.featuredImage ? (
        <PostImage src={post.featuredImage} alt={post.title} fallbackText="Image unavailable" eager className="mt-8 rounded-xl border border-border" />
      ) : null}

      <PostBody post={post} className="mt-8">
        <PostPager previous={previous} next={next} />
        <RelatedPosts posts={relatedPosts(posts, post)} />
        <ArticleCta />
      </PostBody>
    </article>
  );
}
