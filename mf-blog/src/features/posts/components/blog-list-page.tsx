import { useMemo } from 'react';
import { Link, useParams, useSearchParams } from '@tla/federated/router';
import { ArrowLeft, FileSearch, PenLine } from 'lucide-react';
import { Button } from '@tla/shared-ui/components/button';
import { FeedLinks, type FeedLink } from '@tla/shared-ui/components/feed-links';
import { PageMeta } from '@tla/shared-ui/components/page-meta';
import { categoryBySlug } from '../data/categories';
import type { PostListResult } from '../data/schemas';
import { usePosts } from '../hooks/use-posts';
import { useSearchedPosts } from '../hooks/use-searched-posts';
import { BLOG_PAGE_SIZE, parsePageParam, totalPagesFor } from '../model/pagination';
import { mergedPage } from '../model/merged-list';
import { hasMarkdown, type PageOptions } from '../model/post-queries';
import { useListedPosts } from '../hooks/use-listed-posts';
import { BlogPagination } from './blog-pagination';
import { BlogSearchForm } from './blog-search-form';
import { CategoryChips } from './category-chips';
import { PostCard } from './post-card';
import { blogListPath, blogPath, editorPath, listPagePath } from '../../../config/blog-paths';

const BLOG_INTRO = 'Guides and articles on token creation, tokenomics, liquidity and marketing.';

type SearchMode = { kind: 'search'; term: string };
type ListMode = SearchMode | { kind: 'category'; slug: string } | { kind: 'all' };

/** The list's selection, from its path (`/blog/category/defi/page/2`) or, as a link may give it, its query. */
type Selection = { category?: string | undefined; page?: string | undefined };

/** Search takes precedence over category when both are set. */
function listModeFrom(params: URLSearchParams, selection: Selection): ListMode {
  const term = (params.get('search') ?? '').trim();
  if (term !== '') return { kind: 'search', term };
  const slug = (selection.category ?? params.get('category') ?? '').trim();
  if (slug !== '') return { kind: 'category', slug };
  return { kind: 'all' };
}

/** The posts to list, a page at a time. */
type Query = (options: PageOptions) => PostListResult;

/** A feed of the blog's posts, for readers who follow it in a feed reader. */

export type BlogListPageProps = {
  feeds?: readonly FeedLink[];
  /** The blog's social card (a site path); the site's default image without it. */
  ogImage?: string;
};

/** /blog with its `category`, `search` and `page` parameters. */
export function BlogListPage(props: BlogListPageProps) {
  const [params] = useSearchParams();
  const selection = useParams<'category' | 'page'>();
  const mode = listModeFrom(params, selection);
  const pageParam = selection.page ?? params.get('page');
  if (mode.kind === 'search') return <SearchedList {...props} params={params} pageParam={pageParam} mode={mode} />;
  return <ListedPosts {...props} params={params} pageParam={pageParam} mode={mode} />;
}

/**
 * A page of the list: its built-in posts from the page of it the blog publishes (and the pages beside
 * it when the reader's own posts move them), merged with the reader's own (use-listed-posts.ts).
 */
function ListedPosts({ mode, ...props }: BlogListProps & { mode: Exclude<ListMode, SearchMode> }) {
  const listed = useListedPosts(mode.kind === 'category' ? mode.slug : undefined, parsePageParam(props.pageParam, Number.MAX_SAFE_INTEGER));
  return <BlogList {...props} mode={mode} query={(options) => mergedPage(listed, options)} />;
}

/** A search reads the blog's search index, the files its words need (use-searched-posts.ts); best matches first. */
function SearchedList({ mode, ...props }: BlogListProps & { mode: SearchMode }) {
  const posts = usePosts();
  const own = useMemo(() => posts.filter(hasMarkdown), [posts]);
  const found = useSearchedPosts(own, mode.term, props.pageParam);
  const query: Query = ({ limit = BLOG_PAGE_SIZE, offset = 0 }) => ({
    posts: (found ?? []).slice(offset, offset + limit).filter((post) => post !== undefined),
    pagination: { total: found?.length ?? 0, limit, offset },
  });
  return <BlogList {...props} mode={mode} pending={!found} query={query} />;
}

type BlogListProps = BlogListPageProps & { params: URLSearchParams; pageParam: string | null };

function BlogList({
  feeds = [],
  ogImage,
  params,
  pageParam,
  mode,
  query,
  pending = false,
}: BlogListProps & { mode: ListMode; query: Query; /** A search whose results are on their way. */ pending?: boolean }) {
  const category = mode.kind === 'category' ? categoryBySlug(mode.slug) : undefined;

  const totalPages = totalPagesFor(query({ limit: 0 }).pagination.total);
  const page = parsePageParam(pageParam, totalPages);
  const { posts: pagePosts, pagination } = query({ limit: BLOG_PAGE_SIZE, offset: (page - 1) * BLOG_PAGE_SIZE });

  // A search's pages stay in the query (no server has them); the list's have paths of their own.
  const hrefFor = (target: number) => {
    if (mode.kind !== 'search') return listPagePath({ category: category?.slug, page: target });
    const next = new URLSearchParams(params);
    if (target <= 1) next.delete('page');
    else next.set('page', String(target));
    return blogListPath(next);
  };

  const title = category ? `${category.name} Articles` : 'Blog';
  const searching = mode.kind === 'search';

  return (
    <section className="space-y-8">
      <PageMeta
        title={searching ? `Search results for "${mode.term}"` : title}
        description={category?.description ?? `${BLOG_INTRO} Written for Solana token and meme coin creators.`}
        keywords={['solana blog', 'token creation', 'meme coin guide', ...(category ? [category.name.toLowerCase()] : [])]}
        path={mode.kind === 'search' ? blogPath : listPagePath({ category: category?.slug, page })}
        ogImage={ogImage}
      />

      <header className="flex flex-wrap items-end justify-between gap-6">
        <div className="max-w-2xl">
          <h1 className="text-4xl font-bold tracking-tight">{title}</h1>
          <p className="mt-2 text-muted-foreground">{category?.description ?? BLOG_INTRO}</p>
        </div>
        <Button asChild>
          <Link to={editorPath()}>
            <PenLine aria-hidden="true" /> Write a Blog Post
          </Link>
        </Button>
      </header>

      <BlogSearchForm key={searching ? mode.term : ''} initialTerm={searching ? mode.term : ''} />

      {searching ? (
        <div className="space-y-2">
          <h2 className="text-2xl font-semibold">
            {pending
              ? `Searching for "${mode.term}"…`
              : pagination.total > 0
                ? `Search results for "${mode.term}"`
                : `No results found for "${mode.term}"`}
          </h2>
          <Link to={blogPath} className="inline-flex items-center gap-1 text-sm font-medium text-link hover:underline">
            <ArrowLeft aria-hidden="true" className="size-4" /> Back to all articles
          </Link>
        </div>
      ) : (
        <>
          <CategoryChips current={mode.kind === 'all' ? '' : (category?.slug ?? null)} />
          <h2 className="sr-only">{category ? `${category.name} articles` : 'All articles'}</h2>
        </>
      )}

      {pending ? (
        <p role="status" className="text-muted-foreground">
          Searching the articles…
        </p>
      ) : pagePosts.length > 0 ? (
        <ul aria-label="Articles" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {pagePosts.map((post, index) => (
            <li key={post.id} className="flex">
              <PostCard post={post} eager={index === 0} className="w-full" />
            </li>
          ))}
        </ul>
      ) : (
        <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-border px-6 py-16 text-center">
          <FileSearch aria-hidden="true" className="size-10 text-muted-foreground" />
          <h3 className="text-xl font-semibold">No articles found</h3>
          <p className="text-muted-foreground">
            {searching ? 'Try searching with different keywords.' : 'Check back soon for new content.'}
          </p>
        </div>
      )}

      <BlogPagination current={page} totalPages={totalPages} hrefFor={hrefFor} />

      <FeedLinks lead="Follow new posts:" feeds={feeds} />
    </section>
  );
}
