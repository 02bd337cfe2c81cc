import { Button } from '@tla/shared-ui/components/button';
import { ExternalLink } from '@tla/shared-ui/components/external-link';
import type { HomeFaqContent } from '../data/schemas';

/** The call to action under the home FAQ. */
export function FaqCta({ cta }: { cta: HomeFaqContent['cta'] }) {
  return (
    <div className="mt-8 flex flex-col items-center gap-4 text-center">
      <p className="text-muted-foreground">{cta.text}</p>
      <Button asChild size="lg" variant="brand">
        <ExternalLink href={cta.href}>{cta.label}</ExternalLink>
      </Button>
    </div>
  );
}
