import { z } from '@tla/federated/zod';
import { siteConfig } from '@tla/federated/site-config';
import { externalUrlSchema, nonEmpty } from '../../../config/content-schemas';

export const partnerSchema = z.object({
  name: nonEmpty,
  description: nonEmpty,
  /** Only the official partner links out; the others are names without a destination. */
  href: externalUrlSchema.optional(),
});

export const partnersSchema = z
  .array(partnerSchema)
  .length(4)
  .refine(
    (partners) =>
      partners[0]?.href !== undefined &&
      partners.slice(1).every((partner) => partner.href === undefined),
    'only the first partner has a link',
  );

export type Partner = z.infer<typeof partnerSchema>;

/**
 * Spec 000 §2 Home section 8 and 001 §2.6: four names, only the first with a real link. The source's
 * placeholder '#' links would be dead stops for keyboard users, so the others render as plain text.
 */
export const partners: Partner[] = partnersSchema.parse([
  {
    name: siteConfig.partnerName,
    description: 'Official token creation platform',
    href: siteConfig.partnerUrl,
  },
  { name: 'Solana Builders Guild', description: 'Developer community' },
  { name: 'DeFi Education Alliance', description: 'Learning partner' },
  { name: 'Web3 Creators Network', description: 'Creator community' },
]);

/** The heading the partner list sits under, on the home and about pages. */
export const partnersSection = {
  heading: 'Our Partners',
  intro: 'We work with platforms and communities that help creators launch responsibly.',
} as const;
