import { Link } from '@tla/federated/router';
import { Rocket } from 'lucide-react';
import { siteConfig } from '@tla/federated/site-config';
import { cn } from '../lib/cn';
import { Button } from './button';
import { ExternalLink } from './external-link';

export type ArticleCtaProps = {
  className?: string;
  /** Where 'Learn More First' leads; the step-by-step tutorial by default. */
  learnMoreTo?: string;
};

/** The call-to-action box inside articles and tutorials: create the token on the partner platform. */
export function ArticleCta({ className, learnMoreTo = '/tutorials/create-spl-token' }: ArticleCtaProps) {
  return (
    <aside
      aria-labelledby="article-cta-heading"
      className={cn('not-prose my-10 print:hidden rounded-xl border border-primary/40 bg-gradient-to-br from-primary/15 via-card to-card p-6 sm:p-8', className)}
    >
      <div className="flex items-start gap-4">
        <Rocket aria-hidden="true" className="mt-1 size-8 shrink-0 text-primary" />
        <div className="space-y-3">
          <h2 id="article-cta-heading" className="text-xl font-bold">
            Ready to Create Your Solana Token?
          </h2>
          <p className="text-muted-foreground">
            {siteConfig.partnerName}, our official partner platform, creates your token with metadata and
            revoked authorities in a few clicks, no code needed.
          </p>
          <div className="flex flex-wrap gap-3">
            <Button asChild variant="brand">
              <ExternalLink href={siteConfig.createTokenUrl}>Create Your Token Now</ExternalLink>
            </Button>
            <Button asChild variant="outline">
              <Link to={learnMoreTo}>Learn More First</Link>
            </Button>
          </div>
        </div>
      </div>
    </aside>
  );
}
