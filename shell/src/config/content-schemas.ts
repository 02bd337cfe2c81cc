import { z } from '@tla/federated/zod';
import { iconNames } from './icons';

/**
 * Building blocks for the shell's content schemas (each feature's data/schemas.ts). Only schema files
 * import this, so the browser never builds these: the content tests parse every entry with them.
 */

/** An outbound link: https only. */
export const externalUrlSchema = z.url({ protocol: /^https$/ });

/** One of the icons in config/icons.ts. */
export const iconNameSchema = z.enum(iconNames);

export const nonEmpty = z.string().trim().min(1);

/** One question of an FAQ accordion. */
export const faqItemSchema = z.object({ question: nonEmpty, answer: nonEmpty });

/** A page's head tags, at the path (or paths) the page is served at. */
export const pageMetaSchema = <Path extends z.ZodType<string>>(path: Path) =>
  z.object({ title: nonEmpty, description: nonEmpty, keywords: z.array(nonEmpty).min(1), path });

/** A card of a title, a line of text and one of the icons. */
export const iconCardSchema = z.object({
  title: nonEmpty,
  description: nonEmpty,
  icon: iconNameSchema,
});
