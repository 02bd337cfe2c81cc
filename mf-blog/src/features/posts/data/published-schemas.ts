/**
 * The files the blog publishes about its built-in posts, as its pages read them (the schemas of their
 * file names' contracts, with the blog's post fields): apart from schemas.ts, so what reads only the
 * reader's stored posts (the site search's reader module) does not carry them.
 */
import type { z } from '@tla/federated/zod';
import { textDataSchema } from '@tla/platform/contracts/content-data';
import { entryListingSchema, summaryPageSchema } from '@tla/platform/contracts/summary-pages';
import { postSchema } from './schemas';

/** A built-in post as the blog's list pages publish it: a card's fields, never edited. */
const postSummarySchema = postSchema.omit({ content: true, updatedAt: true });

/** A page of the list of built-in posts, as published (app/post-list-files.ts). */
export const postSummaryPageSchema = summaryPageSchema(postSummarySchema);
export type PostSummaryPage = z.infer<typeof postSummaryPageSchema>;

/**
 * A built-in post's file (app/post-data-files.ts): its body and markdown, and what its page shows of
 * the list: its card, the posts just newer and older, the newest others of its category.
 */
export const postFileSchema = textDataSchema.extend({
  listing: entryListingSchema(postSummarySchema),
});
export type PostFile = z.infer<typeof postFileSchema>;
