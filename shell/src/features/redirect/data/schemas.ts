import { z } from '@tla/federated/zod';
import { nonEmpty, pageMetaSchema } from '../../../config/content-schemas';

/** Apart from the content modules: tests parse every entry, so the browser never builds these schemas. */

export const redirectPageSchema = z.object({
  meta: pageMetaSchema(z.literal('/guide/deploy-token')),
  heading: nonEmpty,
  /** Milliseconds before an allowed external target is followed (1.5 s). */
  followDelayMs: z.literal(1_500),
  /** Seconds of the meta refresh kept as a backup (2 s). */
  metaRefreshSeconds: z.literal(2),
  partnership: z.object({ heading: nonEmpty, text: nonEmpty }),
  security: z.object({ heading: nonEmpty, text: nonEmpty }),
  refused: z.object({ heading: nonEmpty, text: nonEmpty, fallbackLabel: nonEmpty }),
});

export type RedirectPageContent = z.infer<typeof redirectPageSchema>;
