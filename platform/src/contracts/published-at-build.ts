/**
 * The files the apps publish that only builds read: what compose and prerender collect from each
 * remote's build (section.json, its JSON feed) and from the shell's (the outside origins its pages
 * use, its page protocol). Apart from published.ts, whose schemas a reader's browser builds when the
 * site starts: each schema costs the start-up its construction.
 */
import { z } from '@tla/federated/zod';
import { isPathUnder, mountLink } from './navigation';
import type { PageProtocol } from './page-protocol';
import { clientPathsBelowMount, sectionRouteSchema } from './published';
import { onTheSite } from './published-paths';
import { sectionWidgetSchema } from './widgets';

/**
 * section.json, beside a remote's remoteEntry.js: the routes it serves (contracts/section.ts). Compose
 * collects those of every deployed remote.
 */
export const publishedSectionSchema = z
  .object({
    remote: z.string().regex(/^\w+$/),
    routes: z.array(sectionRouteSchema.omit({ remote: true }).superRefine(clientPathsBelowMount)),
    /** Its widgets on the shell's home page, each with its place and order (contracts/widgets.ts). */
    widgets: z.array(sectionWidgetSchema.omit({ remote: true })).default([]),
    /**
     * Feeds it publishes, announced in the head of every page: each at a path under one of its
     * sections, the file of its build under `site/` at that path (compose reads the JSON Feed there).
     */
    feeds: z
      .array(
        z.object({
          type: z.enum(['application/rss+xml', 'application/atom+xml', 'application/feed+json']),
          title: z.string().min(1),
          href: z
            .string()
            .regex(/^\/[\w/.-]+$/, 'must be a path on the site')
            .superRefine(onTheSite),
        }),
      )
      .default([]),
  })
  .superRefine((section, context) => {
    // A remote announces only feeds of its own sections: never the site's feed or another app's file.
    const links = section.routes
      .filter((route) => route.mount !== '/')
      .map((route) => mountLink(route.mount));
    section.feeds.forEach((feed, index) => {
      if (links.some((link) => link !== '/' && isPathUnder(feed.href, link))) return;
      context.addIssue({
        code: 'custom',
        path: ['feeds', index, 'href'],
        message: `${feed.href} is outside its sections (${section.routes.map((route) => route.mount).join(', ') || 'none'})`,
      });
    });
    // A remote links only into its own sections: the shell's menus and search form never point at
    // another app's pages.
    // Its keys name one entry each in a menu, so the shell styles each of them its own way.
    const keyed = new Map<string, string>();
    section.routes.forEach((route, index) => {
      const link = mountLink(route.mount);
      const results = route.search?.results;
      if (results !== undefined && !isPathUnder(results, link)) {
        context.addIssue({
          code: 'custom',
          path: ['routes', index, 'search', 'results'],
          message: `${results} is outside the section ${route.module} (${route.mount})`,
        });
      }
      route.navigation?.forEach((entry, entryIndex) => {
        const at = ['routes', index, 'navigation', entryIndex];
        if (!isPathUnder(entry.path, link)) {
          context.addIssue({
            code: 'custom',
            path: [...at, 'path'],
            message: `${entry.path} is outside the section ${route.module} (${route.mount})`,
          });
        }
        if (entry.key === undefined) return;
        const first = keyed.get(`${entry.menu} ${entry.key}`);
        if (first) {
          context.addIssue({
            code: 'custom',
            path: [...at, 'key'],
            message: `${entry.key} is already a key in the ${entry.menu} menu (${first})`,
          });
        } else keyed.set(`${entry.menu} ${entry.key}`, `${route.module}: ${entry.label}`);
      });
    });
  });
export type PublishedSection = z.infer<typeof publishedSectionSchema>;

/**
 * A JSON Feed 1.1 a remote publishes (its `application/feed+json` feed, build/feeds.ts writes it), as
 * compose reads it: the last change of each page for the sitemap, and the entries of the site's feed.
 */
export const publishedJsonFeedSchema = z.object({
  version: z.literal('https://jsonfeed.org/version/1.1'),
  title: z.string().min(1),
  home_page_url: z.url({ protocol: /^https?$/ }),
  items: z.array(
    z.object({
      id: z.string().min(1),
      url: z.url({ protocol: /^https?$/ }),
      title: z.string().min(1),
      /** Plain text. */
      summary: z.string().optional(),
      /** The full text, its URLs absolute. */
      content_html: z.string(),
      date_published: z.iso.datetime(),
      date_modified: z.iso.datetime(),
      tags: z.array(z.string()).default([]),
    }),
  ),
});
export type PublishedJsonFeed = z.infer<typeof publishedJsonFeedSchema>;

/** The outside origins the shell's pages use (ad network, video platform), for the CSP. */
export const outboundSourcesSchema = z.object({
  script: z.array(z.url()),
  style: z.array(z.url()),
  img: z.array(z.url()),
  connect: z.array(z.url()),
  frame: z.array(z.url()),
});
export type OutboundSources = z.infer<typeof outboundSourcesSchema>;

/**
 * page-protocol.json of the shell's build: the page markers its client reads
 * (contracts/page-protocol.ts), which compose checks against the ones it writes.
 */
export const pageProtocolFileSchema = z.object({
  rootAnchor: z.string().min(1),
  prerenderedPathAttribute: z.string().min(1),
  pageCodeElementId: z.string().min(1),
  sectionTableElementId: z.string().min(1),
  islandAttribute: z.string().min(1),
  islandReleaseAttribute: z.string().min(1),
}) satisfies z.ZodType<PageProtocol>;
