import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from '@tla/federated/router';
import { Spinner } from '@tla/shared-ui/components/spinner';
import { useBuiltInArticle } from '../data/post-data';
import type { ListedPost } from '../data/schemas';
import { hasMarkdown } from '../model/post-queries';
import { PostArticle } from './post-article';
import { ReaderTextBoundary } from './reader-text-boundary';
import { editorPath } from '../../../config/blog-paths';

// A reader's own text is compiled in their browser; the parser loads only for it.
const ReaderPostMarkdown = lazy(() =>
  import('./reader-post-markdown').then((module) => ({ default: module.ReaderPostMarkdown })),
);

export type PostBodyProps = {
  post: ListedPost;
  className?: string;
  /** What follows the text in its column, shown with it. */
  children?: ReactNode;
};

/**
 * A post's text with its contents: a built-in post's as compiled at build (it is listed without its
 * markdown); a reader's, or a built-in one edited in this visit, compiled here from its markdown.
 */
export function PostBody({ post, className, children }: PostBodyProps) {
  if (!hasMarkdown(post)) {
    return (
      <BuiltInBody slug={post.slug} className={className}>
        {children}
      </BuiltInBody>
    );
  }
  return (
    <ReaderTextBoundary
      title="This post could not be shown"
      description={
        <>
          Its text is kept in this browser:{' '}
          <Link to={editorPath(post.slug)} className="font-medium text-link underline">
            open it in the editor
          </Link>{' '}
          to change it.
        </>
      }
      resetKeys={[post.content]}
      after={<div className={className}>{children}</div>}
    >
      <Suspense fallback={<Spinner className="min-h-[20vh]" label="Loading article" />}>
        <ReaderPostMarkdown content={post.content} className={className}>
          {children}
        </ReaderPostMarkdown>
      </Suspense>
    </ReaderTextBoundary>
  );
}

function BuiltInBody({ slug, className, children }: { slug: string; className?: string; children?: ReactNode }) {
  return (
    <PostArticle article={useBuiltInArticle(slug)} className={className}>
      {children}
    </PostArticle>
  );
}
