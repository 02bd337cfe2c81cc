import { lazy, Suspense } from 'react';
import { Spinner } from '@tla/shared-ui/components/spinner';
import { Article } from '@tla/shared-ui/markdown/article';
import { useBuiltInArticle } from '../data/built-in-articles';
import type { ListedPost } from '../data/schemas';
import { hasMarkdown } from '../model/post-queries';

// A reader's own text is compiled in their browser; the parser loads only for it.
const ReaderPostMarkdown = lazy(() =>
  import('./reader-post-markdown').then((module) => ({ default: module.ReaderPostMarkdown })),
);

export type PostBodyProps = {
  post: ListedPost;
  className?: string;
};

/**
 * A post's text: a built-in post's as compiled at build (it is listed without its markdown); a
 * reader's, or a built-in one edited in this visit, compiled here from its markdown.
 */
export function PostBody({ post, className }: PostBodyProps) {
  if (!hasMarkdown(post)) return <BuiltInBody slug={post.slug} className={className} />;
  return (
    <Suspense fallback={<Spinner className="min-h-[20vh]" label="Loading article" />}>
      <ReaderPostMarkdown content={post.content} className={className} />
    </Suspense>
  );
}

function BuiltInBody({ slug, className }: { slug: string; className?: string }) {
  return <Article nodes={useBuiltInArticle(slug).nodes} className={className} />;
}
