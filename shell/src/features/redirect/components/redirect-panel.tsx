import { Link } from '@tla/federated/router';
import {
  ArrowLeft,
  ArrowRight,
  Handshake,
  LoaderCircle,
  ShieldAlert,
  ShieldCheck,
} from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@tla/shared-ui/components/alert';
import { Button } from '@tla/shared-ui/components/button';
import { ExternalLink } from '@tla/shared-ui/components/external-link';
import type { RedirectPageContent } from '../data/schemas';
import { useFollowRedirect } from '../hooks/use-follow-redirect';
import type { RedirectTarget } from '../model/resolve-redirect-target';

export type RedirectPanelProps = {
  content: RedirectPageContent;
  target: RedirectTarget;
  /** Where a refused link offers to go instead (the partner's create-token page). */
  fallbackHref: string;
  /** False until the real target is known (after hydration): nothing is followed before. */
  follow: boolean;
};

/**
 * Besides the 1.5 s timer, a 2 s meta refresh, for allow-listed targets only. React
 * hoists it into <head>, so the served HTML (made for the default target) carries it there and readers
 * without JavaScript are redirected too. Rendered keyed by the address and by whether the page follows:
 * once it follows, a fresh element is inserted, whose refresh the browser schedules anew (the served
 * one was cancelled at load if the address named a target, this one included).
 */
function MetaRefresh({ href, seconds }: { href: string; seconds: number }) {
  return <meta httpEquiv="refresh" content={`${seconds};url=${href}`} />;
}

export function RedirectPanel({
  content,
  target,
  fallbackHref,
  follow,
}: RedirectPanelProps) {
  const cancel = useFollowRedirect(target, { delayMs: content.followDelayMs, enabled: follow });

  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6 py-8">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{content.heading}</h1>

      {target.kind === 'refused' ? (
        <Alert variant="destructive">
          <ShieldAlert aria-hidden="true" />
          <AlertTitle>{content.refused.heading}</AlertTitle>
          <AlertDescription>
            <p>{target.reason}</p>
            <p className="mt-2">{content.refused.text}</p>
          </AlertDescription>
        </Alert>
      ) : (
        <div
          role="status"
          className="flex items-center gap-4 rounded-lg border border-border bg-card p-6"
        >
          <LoaderCircle
            aria-hidden="true"
            className="size-8 shrink-0 animate-spin text-primary motion-reduce:animate-none"
          />
          <p className="text-lg">
            {target.kind === 'external' ? (
              <>
                Redirecting you to <strong className="font-semibold">{target.host}</strong>…
              </>
            ) : (
              <>
                Taking you to <strong className="font-semibold">{target.path}</strong>…
              </>
            )}
          </p>
        </div>
      )}

      <div className="flex flex-wrap gap-3">
        {target.kind === 'external' ? (
          <>
            <MetaRefresh
              key={`${follow ? 'following' : 'served'} ${target.href}`}
              href={target.href}
              seconds={content.metaRefreshSeconds}
            />
            <Button asChild variant="brand" size="lg">
              {/* The one outbound link that stays in this tab: it does now what the page is about to do
                  anyway, and a second tab would leave this one redirecting behind the reader. */}
              <a href={target.href} rel="noopener noreferrer" onClick={cancel}>
                Continue <ArrowRight aria-hidden="true" />
              </a>
            </Button>
          </>
        ) : null}
        {target.kind === 'internal' ? (
          <Button asChild variant="brand" size="lg">
            <Link to={target.path} replace>
              Continue <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        ) : null}
        {target.kind === 'refused' ? (
          <Button asChild variant="brand" size="lg">
            <ExternalLink href={fallbackHref}>{content.refused.fallbackLabel}</ExternalLink>
          </Button>
        ) : null}
        <Button asChild variant="outline" size="lg">
          <Link to="/">
            <ArrowLeft aria-hidden="true" /> Back to Home
          </Link>
        </Button>
      </div>

      <section
        aria-labelledby="partnership-heading"
        className="rounded-lg border border-border bg-card p-6"
      >
        <h2 id="partnership-heading" className="mb-2 flex items-center gap-2 text-xl font-semibold">
          <Handshake aria-hidden="true" className="size-5 text-primary" />
          {content.partnership.heading}
        </h2>
        <p className="text-muted-foreground">{content.partnership.text}</p>
      </section>

      <section
        aria-labelledby="security-heading"
        className="rounded-lg border border-border bg-card p-6"
      >
        <h2 id="security-heading" className="mb-2 flex items-center gap-2 text-xl font-semibold">
          <ShieldCheck aria-hidden="true" className="size-5 text-success" />
          {content.security.heading}
        </h2>
        <p className="text-muted-foreground">{content.security.text}</p>
      </section>
    </div>
  );
}
