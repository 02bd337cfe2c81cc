import { Link } from 'react-router';
import { PenLine } from 'lucide-react';
import { Button } from '@tla/shared-ui/components/button';
import { PageMeta } from '@tla/shared-ui/components/page-meta';

/** The blog's first page; the list, post page and editor arrive with the blog issue. */
export function BlogListPage() {
  return (
    <section className="space-y-6">
      <PageMeta
        title="Blog"
        description="Articles on creating, launching and growing Solana tokens and meme coins."
        keywords={['solana blog', 'token creation', 'meme coin guide']}
        path="/blog"
      />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-4xl font-bold tracking-tight">Blog</h1>
          <p className="mt-2 text-muted-foreground">
            Guides and articles on token creation, tokenomics, liquidity and marketing.
          </p>
        </div>
        <Button asChild>
          <Link to="/blog/editor">
            <PenLine aria-hidden="true" /> Write a Blog Post
          </Link>
        </Button>
      </div>
    </section>
  );
}
