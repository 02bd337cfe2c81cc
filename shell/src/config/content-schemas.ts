import { z } from '@tla/federated/zod';

/** Building blocks for the shell's content modules (every page's static text is validated with these). */

/** A path inside the site: starts with one slash (never `//host`). */
export const internalPathSchema = z
  .string()
  .regex(/^\/(?!\/)[^\s\\]*$/, 'an internal path starting with one /');

/** An outbound link: https only. */
export const externalUrlSchema = z.url({ protocol: /^https$/ });

export const nonEmpty = z.string().trim().min(1);

/** One question of an FAQ accordion. */
export const faqItemSchema = z.object({ question: nonEmpty, answer: nonEmpty });
export type FaqItem = z.infer<typeof faqItemSchema>;
