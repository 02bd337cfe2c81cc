import { lazy, Suspense } from 'react';
import { Spinner } from '@tla/shared-ui/components/spinner';
import { Article } from '@tla/shared-ui/markdown/article';
import { useBuiltInArticle } from '../data/built-in-articles';

// A reader's own text is compiled in their browser; the parser loads only for it.
const ReaderPostMarkdown = lazy(() =>
  import('./reader-post-markdown').then((module) => ({ default: module.ReaderPostMarkdown })),
);

export type PostBodyProps = {
  /** The post's markdown. */
  content: string;
  /** The built-in post it is, as written at build; none for a reader's post. */
  builtIn?: { slug: string; content: string };
  className?: string;
};

/** A post's text: a built-in post's as compiled at build, a reader's (or an edited one) compiled here. */
export function PostBody({ content, builtIn, className }: PostBodyProps) {
  if (builtIn && builtIn.content === content) return <BuiltInBody slug={builtIn.slug} className={className} />;
  return (
    <Suspense fallback={<Spinner className="min-h-[20vh]" label="Loading article" />}>
      <ReaderPostMarkdown content={content} className={className} />
    </Suspense>
  );
}

function BuiltInBody({ slug, className }: { slug: string; className?: string }) {
  return <Article nodes={useBuiltInArticle(slug).nodes} className={className} />;
}
