import { useEffect, type ReactNode } from 'react';
import { useNavigate, useParams } from '@tla/federated/router';
import { CalendarDays, Clock, History } from 'lucide-react';
import { ArticleCta } from '@tla/shared-ui/components/article-cta';
import { Breadcrumbs } from '@tla/shared-ui/components/breadcrumbs';
import { DEFAULT_OG_IMAGE, PageMeta } from '@tla/shared-ui/components/page-meta';
import { StructuredData } from '@tla/shared-ui/components/structured-data';
import { blogPosting } from '@tla/shared-ui/lib/structured-data';
import { Spinner } from '@tla/shared-ui/components/spinner';
import { useIsClient } from '@tla/shared-ui/hooks/use-is-client';
import { useBuiltInArticle, useBuiltInPost } from '../data/post-data';
import type { PostFile } from '../data/published-schemas';
import type { ListedPost, PostWithCategory } from '../data/schemas';
import { useListedPosts } from '../hooks/use-listed-posts';
import { usePosts } from '../hooks/use-posts';
import { formatPostDate, formatReadTime, shownUpdate } from '../model/format';
import { mergedPage } from '../model/merged-list';
import { BLOG_PAGE_SIZE } from '../model/pagination';
import { adjacentPosts, findPostBySlug, hasMarkdown, relatedPosts, sortNewestFirst, withCategory } from '../model/post-queries';
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
 * /blog/{slug}: a built-in post from the file the blog publishes for it (as edited, if the reader edited
 * it in this visit), or else a post this browser holds. A slug no post has leads to /not-found,
 * replacing history, but only once the reader's own posts are loaded: the prerendered HTML knows the
 * built-in posts alone.
 */
export function PostPage({ cardImage }: PostPageProps) {
  const { slug = '' } = useParams();
  const posts = usePosts();
  const file = useBuiltInPost(slug);
  const edit = file ? posts.find((candidate) => candidate.id === file.listing.entry.id) : undefined;
  // A built-in post the reader renamed in this visit is at its new slug only.
  const builtIn = file && (!edit || edit.slug === slug) ? withCategory(edit ?? file.listing.entry) : undefined;
  const own = file ? undefined : findPostBySlug(posts, slug);

  let page: ReactNode;
  if (file && builtIn) {
    const view = { post: builtIn, around: listedAround(file, posts), cardImage, cardSlug: file.listing.entry.slug };
    // An unedited built-in post was last changed when its text was last committed (compiled with it).
    page = hasMarkdown(builtIn) ? <PostView {...view} updatedAt={builtIn.updatedAt} /> : <BuiltInPostView {...view} />;
  } else if (own) page = <OwnPostView post={own} posts={posts} cardImage={cardImage} />;
  else page = <Spinner className="min-h-[40vh]" label="Loading article" />;
  return (
    <>
      {page}
      <NotFoundWhenMissing missing={builtIn === undefined && own === undefined} />
    </>
  );
}

/**
 * Leads to /not-found, replacing history, once this browser's posts are read and none has the slug.
 * A component of its own: the render that follows hydration, when the browser's posts are known,
 * is this one alone, not the whole post.
 */
function NotFoundWhenMissing({ missing }: { missing: boolean }) {
  const isClient = useIsClient();
  const navigate = useNavigate();
  useEffect(() => {
    if (missing && isClient) navigate('/not-found', { replace: true });
  }, [missing, isClient, navigate]);
  return null;
}

/**
 * The posts a built-in post's page links to, newest first: those its file names (just newer, just
 * older, the newest of its category), the published ones the reader edited replaced by their edits,
 * with the posts this browser holds.
 */
function listedAround({ listing }: PostFile, held: readonly ListedPost[]): ListedPost[] {
  const heldIds = new Set(held.map((post) => post.id));
  const published = [listing.entry, listing.newer, listing.older, ...listing.related].filter(
    (post): post is ListedPost => post !== null && !heldIds.has(post.id),
  );
  const unique = new Map([...published, ...held].map((post) => [post.id, post]));
  return sortNewestFirst([...unique.values()]);
}

/** A post this browser holds: placed among the newest built-in posts (the first page of the list). */
function OwnPostView({ post, posts, cardImage }: PostPageProps & { post: PostWithCategory; posts: readonly ListedPost[] }) {
  const listed = mergedPage(useListedPosts(undefined, 1), { limit: BLOG_PAGE_SIZE + posts.length }).posts;
  return <PostView post={post} around={listed} cardImage={cardImage} updatedAt={post.updatedAt} />;
}

type PostViewProps = PostPageProps & {
  post: PostWithCategory;
  /** The posts around it, newest first, among which its pager and related posts are found. */
  around: readonly ListedPost[];
  /** The slug its social card was made under at build time, for a built-in post (an edit keeps it). */
  cardSlug?: string;
  /** When the post's text last changed, if known. */
  updatedAt?: string | undefined;
};

function BuiltInPostView(props: Omit<PostViewProps, 'updatedAt'>) {
  const article = useBuiltInArticle(props.post.slug);
  return <PostView {...props} updatedAt={article.dates?.updatedAt} />;
}

function PostView({ post, around, cardImage, cardSlug, updatedAt }: PostViewProps) {
  const description = post.excerpt ?? `${post.title}: an article from the Token Launch Academy blog.`;
  const { previous, next } = adjacentPosts(around, post.slug);
  const path = postPath(post.slug);
  const ogImage = cardSlug !== undefined && cardImage ? cardImage(cardSlug) : undefined;
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
        <RelatedPosts posts={relatedPosts(around, post)} />
        <ArticleCta />
      </PostBody>
    </article>
  );
}
