import { Send } from 'lucide-react';
import { Button } from '@tla/shared-ui/components/button';
import { ExternalLink } from '@tla/shared-ui/components/external-link';
import { icons } from '../../../config/icons';
import type { CommunityContent } from '../data/schemas';
import { HomeSection } from './home-section';

/** Section 7: the Telegram community, its three benefits and a link back to the partner. */
export function CommunitySection({ content }: { content: CommunityContent }) {
  return (
    <HomeSection id="community-heading" heading={content.heading} intro={content.text}>
      <ul className="grid gap-6 md:grid-cols-3">
        {content.benefits.map((benefit) => {
          const Icon = icons[benefit.icon];
          return (
            <li
              key={benefit.title}
              className="flex flex-col gap-3 rounded-xl border border-border bg-card p-6"
            >
              <Icon aria-hidden="true" className="size-8 text-primary" />
              <h3 className="text-lg font-semibold">{benefit.title}</h3>
              <p className="text-sm text-muted-foreground">{benefit.description}</p>
            </li>
          );
        })}
      </ul>
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
    </HomeSection>
  );
}
