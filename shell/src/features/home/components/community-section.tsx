import { Send } from 'lucide-react';
import { Button } from '@tla/shared-ui/components/button';
import { ExternalLink } from '@tla/shared-ui/components/external-link';
import { IconCardGrid } from '../../../components/page-sections/icon-card-grid';
import type { CommunityContent } from '../data/schemas';
import { ContentSection } from '../../../components/page-sections/content-section';

/** Section 7: the Telegram community, its three benefits and a link back to the partner. */
export function CommunitySection({ content }: { content: CommunityContent }) {
  return (
    <ContentSection variant="home" id="community-heading" heading={content.heading} intro={content.text}>
      <IconCardGrid items={content.benefits} />
      <div className="mt-8 flex flex-wrap items-center gap-4">
        <Button asChild size="lg" variant="brand">
          <ExternalLink href={content.telegram.href}>
            <Send aria-hidden="true" />
            {content.telegram.label}
          </ExternalLink>
        </Button>
        <p className="text-muted-foreground">
          {content.partner.text}{' '}
          <ExternalLink
            href={content.partner.href}
            className="font-medium text-link underline-offset-4 hover:underline"
          >
            {content.partner.label}
          </ExternalLink>
        </p>
      </div>
    </ContentSection>
  );
}
