import { Handshake } from 'lucide-react';
import { ExternalLink } from '@tla/shared-ui/components/external-link';
import { cn } from '@tla/shared-ui/lib/cn';
import type { Partner } from '../data/schemas';

export type PartnersListProps = { partners: Partner[]; className?: string };

/** The partner names as a list; a partner with a link gets one, the others are plain text. */
export function PartnersList({ partners, className }: PartnersListProps) {
  return (
    <ul className={cn('grid gap-4 sm:grid-cols-2 lg:grid-cols-4', className)}>
      {partners.map((partner) => (
        <li
          key={partner.name}
          className="flex h-full flex-col items-center gap-2 rounded-lg border border-border bg-card p-6 text-center"
        >
          <Handshake aria-hidden="true" className="size-8 text-primary" />
          {partner.href ? (
            <ExternalLink
              href={partner.href}
              showArrow
              className="font-semibold text-link hover:underline"
            >
              {partner.name}
            </ExternalLink>
          ) : (
            <span className="font-semibold">{partner.name}</span>
          )}
          <span className="text-sm text-muted-foreground">{partner.description}</span>
        </li>
      ))}
    </ul>
  );
}
