/**
 * The files the apps publish for each other that a reader's browser reads, as zod schemas: what the
 * shell deploys (remotes.json, the section table in each page), and the manifest of prerendered pages
 * and the fragments each remote publishes beside its remoteEntry.js. Written with the federated zod facade so the shell's
 * browser code parses them with the same schemas as compose. The files only builds read are in
 * published-at-build.ts, so the browser never builds their schemas.
 */
import { z } from '@tla/federated/zod';
import { CLIENT_PATH_PATTERN, clientPathProblem } from './client-paths';
import { isPathUnder, mountLink, navigationEntrySchema } from './navigation';
import { insideRemote, onTheSite } from './published-paths';
import { queryPageSchema } from './query-pages';
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
  /** Lists whose query selects a prerendered page below them (contracts/query-pages.ts). */
  queryPages: z.array(queryPageSchema).optional(),
  /**
   * Where the site's search finds this section (contracts/search.ts): the index of its prerendered
   * pages, a path on the site under the section, a module it exposes for what the reader keeps in
   * their browser, and the page that lists its results.
   */
  search: z
    .object({
      index: z
        .string()
        .regex(/^\/[\w/.-]*search\.json$/, 'must be a search.json path on the site')
        .superRefine(onTheSite)
        .optional(),
      reader: z
        .string()
        .regex(/^[\w-]+$/)
        .optional(),
      /**
       * The page of the section that lists its matches for a reader's words (`?search=<text>`,
       * contracts/search.ts): where the header's search form sends readers.
       */
      results: z
        .string()
        .regex(/^\/(?!\/)[^\s?#]*$/, 'must be a path on the site, without a query')
        .optional(),
    })
    .optional(),
  /** Its entries in the site's menus (contracts/navigation.ts), each a path inside the section. */
  navigation: z.array(navigationEntrySchema).optional(),
});
export type SectionRoute = z.infer<typeof sectionRouteSchema>;

/**
 * A route's client paths and query pages must lie in its own section: a remote cannot claim another's
 * paths.
 */
export function clientPathsBelowMount(
  route: {
    mount: string;
    clientPaths?: string[] | undefined;
    queryPages?: { path: string }[] | undefined;
  },
  context: {
    addIssue: (issue: { code: 'custom'; path: (string | number)[]; message: string }) => void;
  },
) {
  (route.clientPaths ?? []).forEach((pattern, index) => {
    // A string that is no pattern at all was reported by the field's own check.
    if (!CLIENT_PATH_PATTERN.test(pattern)) return;
    const problem = clientPathProblem(route.mount, pattern);
    if (problem)
      context.addIssue({ code: 'custom', path: ['clientPaths', index], message: problem });
  });
  (route.queryPages ?? []).forEach(({ path }, index) => {
    if (isPathUnder(path, mountLink(route.mount))) return;
    context.addIssue({
      code: 'custom',
      path: ['queryPages', index, 'path'],
      message: `${path} is outside the section's mount ${route.mount}`,
    });
  });
}

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
    .array(
      z.object({
        name: z.string().regex(/^\w+$/),
        entry: z.url({ protocol: /^https?$/ }),
        /**
         * Whether the remote's deployed folder held a release record (release.json) when compose
         * wrote this file; false for a build deployed as built. The status page asks only for a
         * record that exists: a missing one is a 404 in the reader's console. Absent: not said (a
         * file composed before it was, or the dev server's), and the page asks.
         */
        released: z.boolean().optional(),
        /**
         * The build whose prerendered HTML the deployment's pages hold for this remote's islands
         * (each marked LISTED_RELEASE, contracts/page-protocol.ts): its code hydrates them, and a
         * reader's page reports it as the release it ran. Absent: no page holds its HTML.
         */
        islandsBuild: z.string().min(1).optional(),
      }),
    )
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

/**
 * A file a remote's manifest or fragment names, relative to the remote's base URL and to its build's
 * folder: compose reads it from there, and readers' browsers load it from there
 * (contracts/published-paths.ts says what cannot be one).
 */
export const relativeFile = z.string().superRefine(insideRemote);

/** A page of the site a remote prerenders (`/blog/first`): compose writes its HTML at that path. */
const sitePage = z.string().superRefine(onTheSite);

/** The folder of the site's API paths, which compose fills with the JSON the remotes publish. */
export const SITE_API_FOLDER = 'api';

/** The folder of a remote's build (and deployment) that holds its prerendered islands. */
export const ISLANDS_FOLDER = '_islands';

/** Its manifest of prerendered pages, in that folder. */
export const ISLANDS_MANIFEST_FILE = `${ISLANDS_FOLDER}/manifest.json`;

/** dist/_islands/manifest.json of a remote: its islands, where the shell mounts them, their paths. */
export const islandsManifestSchema = z.object({
  remote: z.string().regex(/^\w+$/),
  buildId: z.string().min(1),
  islands: z.array(
    z
      .object({
        module: z.string().regex(/^[\w-]+$/),
        mount: sectionRouteSchema.shape.mount,
        paths: z.array(sitePage),
        css: z.array(relativeFile),
        js: z.array(relativeFile),
        /**
         * Each prerendered path's own chunks (its page and texts), so the shell can fetch them in one
         * batch before a reader goes there.
         */
        pageJs: z.record(sitePage, z.array(relativeFile)).default({}),
      })
      .superRefine((island, context) => {
        // Compose writes a page at each path: a remote's pages lie in its own section.
        island.paths.forEach((path, index) => {
          if (isPathUnder(path, mountLink(island.mount))) return;
          context.addIssue({
            code: 'custom',
            path: ['paths', index],
            message: `${path} is outside its mount ${island.mount}`,
          });
        });
      }),
  ),
  /** JSON the remote publishes for the site's own API paths (`/api/categories` → `api/categories.json`). */
  api: z
    .record(
      z
        .string()
        .regex(
          new RegExp(`^/${SITE_API_FOLDER}(/[\\w-]+)+$`),
          `must be a path under /${SITE_API_FOLDER}/`,
        ),
      relativeFile,
    )
    .optional(),
});
export type IslandsManifest = z.infer<typeof islandsManifestSchema>;

/** dist/_islands/<module>/<path>.json: one island prerendered at one path. */
export const fragmentSchema = z.object({
  path: sitePage,
  html: z.string().min(1),
  head: z.string(),
  css: z.array(relativeFile),
  js: z.array(relativeFile),
  buildId: z.string().min(1),
});
export type Fragment = z.infer<typeof fragmentSchema>;

/** A route path without its leading and trailing slashes ('' for the home page). */
export const trimmedPath = (path: string) => path.replace(/^\/+|\/+$/g, '');

/** Where a remote publishes its fragment of `path`, under _islands/<module>/. */
export const fragmentFile = (path: string): string =>
  trimmedPath(path) === '' ? 'index.json' : `${trimmedPath(path)}.json`;
