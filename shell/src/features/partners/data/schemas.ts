import { z } from '@tla/federated/zod';
import { externalUrlSchema, nonEmpty } from '../../../config/content-schemas';

/** Apart from the content modules: tests parse every entry, so the browser never builds these schemas. */

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
