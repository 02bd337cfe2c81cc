/**
 * The files the apps publish for each other, as zod schemas: what the shell deploys (remotes.json, the
 * outside origins its pages use), what each remote publishes beside its remoteEntry.js (the manifest
 * of its prerendered fragments, and the fragments). Written with the federated zod facade so the
 * shell's browser code can parse remotes.json with the same schema.
 */
import { z } from '@tla/federated/zod';
import { CLIENT_PATH_PATTERN, clientPathProblem } from './client-paths';
import { isPathUnder, mountLink, navigationEntrySchema } from './navigation';
import type { PageProtocol } from './page-protocol';
import { sectionWidgetSchema } from './widgets';

/** One route a remote serves, as it published it (section.json) and compose collected it. */
export const sectionRouteSchema = z.object({
  remote: z.string().regex(/^\w+$/),
  module: z.string().regex(/^[\w-]+$/),
  mount: z.string().regex(/^\/[\w/*:-]*$/),
  label: z.string().min(1),
  /** Paths below the mount whose page may exist only in the reader's browser (contracts/client-paths.ts). */
  clientPaths: z
    .array(
      z
        .string()
        .regex(CLIENT_PATH_PATTERN, 'must be a route pattern (/segment or /:name per segment)'),
    )
    .optional(),
  /**
   * Where the site's search finds this section (contracts/search.ts): the index of its prerendered
   * pages, a path on the site under the section, and a module it exposes for what the reader keeps in
   * their browser.
   */
  search: z
    .object({
      index: z
        .string()
        .regex(/^\/[\w/.-]*search\.json$/, 'must be a search.json path on the site')
        .optional(),
      reader: z
        .string()
        .regex(/^[\w-]+$/)
        .optional(),
    })
    .optional(),
  /** Its entries in the site's menus (contracts/navigation.ts), each a path inside the section. */
  navigation: z.array(navigationEntrySchema).optional(),
});
export type SectionRoute = z.infer<typeof sectionRouteSchema>;

/** A route's client paths must lie below its own mount: a remote cannot claim another's paths. */
function clientPathsBelowMount(
  route: { mount: string; clientPaths?: string[] | undefined },
  context: { addIssue: (issue: { code: 'custom'; path: (string | number)[]; message: string }) => void },
) {
  (route.clientPaths ?? []).forEach((pattern, index) => {
    // A string that is no pattern at all was reported by the field's own check.
    if (!CLIENT_PATH_PATTERN.test(pattern)) return;
    const problem = clientPathProblem(route.mount, pattern);
    if (problem) context.addIssue({ code: 'custom', path: ['clientPaths', index], message: problem });
  });
}

/**
 * section.json, beside a remote's remoteEntry.js: the routes it serves (contracts/section.ts). Compose
 * collects those of every deployed remote.
 */
export const publishedSectionSchema = z.object({
  remote: z.string().regex(/^\w+$/),
  routes: z.array(sectionRouteSchema.omit({ remote: true }).superRefine(clientPathsBelowMount)),
  /** Its widgets on the shell's home page, each with its place and order (contracts/widgets.ts). */
  widgets: z.array(sectionWidgetSchema.omit({ remote: true })).default([]),
  /** Feeds it publishes (under its site/ folder), announced in the head of every page. */
  feeds: z
    .array(
      z.object({
        type: z.enum(['application/rss+xml', 'application/atom+xml', 'application/feed+json']),
        title: z.string().min(1),
        href: z.string().regex(/^\/[\w/.-]+$/, 'must be a path on the site'),
      }),
    )
    .default([]),
}).superRefine((section, context) => {
  // A remote links only into its own sections: the shell's menus never point at another app's pages.
  // Its keys name one entry each in a menu, so the shell styles each of them its own way.
  const keyed = new Map<string, string>();
  section.routes.forEach((route, index) => {
    const link = mountLink(route.mount);
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

/** The sections of every deployed remote: compose writes them into remotes.json and into each page. */
export const sectionRoutesSchema = z.array(sectionRouteSchema.superRefine(clientPathsBelowMount));

/** The home-page widgets of every deployed remote, beside their sections. */
export const sectionWidgetsSchema = z.array(sectionWidgetSchema);

/**
 * The section table a composed page carries (contracts/page-protocol.ts): the routes the shell's
 * routes are made from and the widgets its home page places, as compose collected them.
 */
export const sectionTableSchema = z.object({
  sections: sectionRoutesSchema,
  widgets: sectionWidgetsSchema,
});
export type SectionTable = z.infer<typeof sectionTableSchema>;

/**
 * /remotes.json on the shell's origin: where each remote's federation entry is deployed, and the
 * routes each serves, so the shell learns a remote's routes from its deployment.
 */
export const remotesFileSchema = z.object({
  remotes: z
    .array(z.object({ name: z.string().regex(/^\w+$/), entry: z.url({ protocol: /^https?$/ }) }))
    .min(1),
  sections: sectionRoutesSchema,
  widgets: sectionWidgetsSchema.default([]),
  /**
   * The only origins a developer's override may load a remote from (the deployment's
   * `overrideOrigins`): the shell refuses any other entry before loading it, so a stored override
   * cannot point readers' code elsewhere even where no Content-Security-Policy is sent.
   */
  overrideOrigins: z
    .array(
      z.url({ protocol: /^https?$/ }).refine((value) => new URL(value).origin === value, {
        message: 'must be an origin (scheme, host and port only)',
      }),
    )
    .default([]),
});
export type RemotesFile = z.infer<typeof remotesFileSchema>;

const relativeFile = z
  .string()
  .min(1)
  .regex(
    /^(?![a-z][\w+.-]*:|\/)/i,
    'must be a path relative to the remote (no scheme, no leading /)',
  );

/** dist/_islands/manifest.json of a remote: its islands, where the shell mounts them, their paths. */
export const islandsManifestSchema = z.object({
  remote: z.string().regex(/^\w+$/),
  buildId: z.string().min(1),
  islands: z.array(
    z.object({
      module: z.string().regex(/^[\w-]+$/),
      mount: z.string().regex(/^\//),
      paths: z.array(z.string().regex(/^\//)),
      css: z.array(relativeFile),
      js: z.array(relativeFile),
      /**
       * Each prerendered path's own chunks (its page and texts), so the shell can fetch them in one
       * batch before a reader goes there.
       */
      pageJs: z.record(z.string().regex(/^\//), z.array(relativeFile)).default({}),
    }),
  ),
  /** JSON the remote publishes for the site's own API paths (`/api/categories` → `api/categories.json`). */
  api: z.record(z.string().regex(/^\/api\/[\w/-]+$/), relativeFile).optional(),
});
export type IslandsManifest = z.infer<typeof islandsManifestSchema>;

/** dist/_islands/<module>/<path>.json: one island prerendered at one path. */
export const fragmentSchema = z.object({
  path: z.string().regex(/^\//),
  html: z.string().min(1),
  head: z.string(),
  css: z.array(relativeFile),
  js: z.array(relativeFile),
  buildId: z.string().min(1),
});
export type Fragment = z.infer<typeof fragmentSchema>;

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
  islandBuildAttribute: z.string().min(1),
}) satisfies z.ZodType<PageProtocol>;
