import { Suspense, useState } from 'react';
import { Link, useParams } from '@tla/federated/router';
import { ArrowLeft, CircleAlert } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@tla/shared-ui/components/alert';
import { PageMeta } from '@tla/shared-ui/components/page-meta';
import { Spinner } from '@tla/shared-ui/components/spinner';
import { useIsClient } from '@tla/shared-ui/hooks/use-is-client';
import type { BlogPost, ListedPost } from '../data/schemas';
import { useBuiltInPost } from '../data/post-data';
import { usePosts } from '../hooks/use-posts';
import { editorMessages } from '../model/editor-form';
import { findPostBySlug, hasMarkdown } from '../model/post-queries';
import { postStore } from '../model/post-store';
import { PostEditorForm } from './post-editor-form';
import { blogPath, editorPath } from '../../../config/blog-paths';

/** /blog/editor and /blog/editor/{slug}: a fresh editor for every address. */
export function PostEditorRoute() {
  const { slug } = useParams();
  return <PostEditorPage key={slug ?? ''} slug={slug} />;
}

export type PostEditorPageProps = {
  /** The slug of the post to edit; none to create a post. */
  slug?: string;
};

export function PostEditorPage({ slug }: PostEditorPageProps) {
  const isEdit = slug !== undefined;
  const posts = usePosts();
  const isClient = useIsClient();
  const found = isEdit ? findPostBySlug(posts, slug) : undefined;
  // Hold on to the post once found: saving it under a new slug must not turn the page into "not found"
  // during the moment before the editor moves to the new address.
  const [opened, setOpened] = useState<ListedPost | undefined>(found);
  if (opened === undefined && found !== undefined) setOpened(found);
  const post = opened ?? found;

  const heading = isEdit ? 'Edit Blog Post' : 'Create New Blog Post';
  return (
    <section className="mx-auto max-w-3xl space-y-8">
      <PageMeta
        title={heading}
        description={isEdit ? 'Edit a blog post in the browser editor.' : 'Write a blog post in Markdown, preview it and publish it in your browser.'}
        keywords={['blog editor', 'markdown', 'solana blog']}
        path={editorPath(isEdit ? slug : undefined)}
      />
      <div className="space-y-4">
        <Link to={blogPath} className="inline-flex items-center gap-1 text-sm font-medium text-link hover:underline">
          <ArrowLeft aria-hidden="true" className="size-4" /> Back to Blog
        </Link>
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{heading}</h1>
        <p className="text-muted-foreground">
          Posts are written in Markdown and saved in this browser. Fields marked * are required.
        </p>
      </div>
      {!isClient ? (
        <Spinner className="min-h-64" label="Loading the editor" />
      ) : isEdit && (post === undefined || postStore.isBuiltIn(post.id)) ? (
        <Suspense fallback={<Spinner className="min-h-64" label="Loading the editor" />}>
          <BuiltInPostEditor slug={slug} held={post} />
        </Suspense>
      ) : (
        // What the browser holds carries its markdown; nothing held is a new post.
        <PostEditorForm key={post?.id ?? 'new'} post={post && hasMarkdown(post) ? post : undefined} />
      )}
    </section>
  );
}

function NotFound() {
  return (
    <Alert variant="destructive">
      <CircleAlert aria-hidden="true" />
      <AlertTitle>Error</AlertTitle>
      <AlertDescription>{editorMessages.notFound}</AlertDescription>
    </Alert>
  );
}

/**
 * A built-in post opens with its markdown, from the file the blog publishes for it, which loads first;
 * as edited in this visit once it is (`held`), in the same form. A slug no post has is not found.
 */
function BuiltInPostEditor({ slug, held }: { slug: string; held: ListedPost | undefined }) {
  const file = useBuiltInPost(slug);
  const post: BlogPost | undefined =
    held && hasMarkdown(held) ? held : file ? { ...file.listing.entry, content: file.markdown } : undefined;
  if (!post) return <NotFound />;
  return <PostEditorForm key={post.id} post={post} />;
}
