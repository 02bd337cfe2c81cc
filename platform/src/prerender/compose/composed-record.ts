/**
 * What each page of the shell's deployment was composed from, kept beside the pages in
 * `.composed.json` (a hidden name: no web server answers it, no remote may publish it): digests of
 * the inputs every page shares, and per page a digest of each remote fragment it holds and of the
 * page as written. Nothing else goes into a page, so a compose renders only the pages whose inputs
 * changed and keeps the others, with the same bytes a full compose would write: a release that
 * changes one post renders that post's page and the pages listing it, not every page of its remote.
 * Whatever this record cannot vouch for is composed again.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { BUILD_ID_FILE } from '../../contracts/app-status';
import { PublishedFileError } from '../../contracts/parse-published';
import type { Fragment } from '../../contracts/published';
import { appIds, type RemoteId } from '../../contracts/remote-id';
import { writeFileAtomic } from '../../build-tools/precompress';
import type { Deployment } from '../../deploy/deployment';
import { readPublished } from '../../deploy/published-file';
import { pageFile } from '../page-file';
import type { PublishedSections } from './read-published';
import type { ShellBuild, ShellEntry } from './shell-build';

export const COMPOSED_RECORD_FILE = '.composed.json';

/**
 * Changed whenever the record's own shape changes, so a record of another shape does not parse and
 * the next compose is a full one (a change to compose's code is told by its digest, `compose`).
 */
const RECORD_FORMAT = 2;

const digestSchema = z.string().regex(/^[0-9a-f]{64}$/);

/** sha256 of `content`, in hex. */
export const digestOf = (content: string | Uint8Array): string =>
  createHash('sha256').update(content).digest('hex');

const remoteIdSchema = z.enum(appIds).exclude(['shell']);

/** A remote's fragment a page holds, and a digest of what the page took from it. */
const usedFragmentSchema = z.object({
  remote: remoteIdSchema,
  module: z.string().min(1),
  sha256: digestSchema,
});

/**
 * A digest of what a page takes from a fragment (Fragment as the remote published it, rebased):
 * its HTML, head, stylesheets and chunks. The build id is left out: a page does not carry it
 * (deploy/remotes-file.ts says which release the pages were composed from), so a remote's release
 * that leaves a fragment's content as it was leaves its pages as they were.
 */
export const fragmentDigest = ({ html, head, css, js }: Fragment): string =>
  digestOf(JSON.stringify({ html, head, css, js }));

const composedPageSchema = z.object({
  path: z.string().regex(/^\//),
  /** Each remote fragment the page holds, in the order the shell asked for them. */
  fragments: z.array(usedFragmentSchema),
  /** sha256 of the page's file as compose wrote it. */
  sha256: digestSchema,
  /** The day its head says it last changed (the sitemap's lastmod). */
  lastChanged: z.string().optional(),
  /** It asks not to be indexed (the sitemap leaves it out). */
  unlisted: z.boolean(),
});
export type ComposedPage = z.infer<typeof composedPageSchema>;

/**
 * What every page is made with, each part as a digest: the shell's build (client page, Vite manifest,
 * pages.json, build id), its prerender entry (its code and settings), compose's own code, the
 * deployment (every app's address), and the section table with the feed links every page's head
 * carries (the remotes' sections, menus and widgets, from their section.json).
 */
const siteInputsSchema = z.object({
  shell: digestSchema,
  entry: digestSchema,
  compose: digestSchema,
  deployment: digestSchema,
  sections: digestSchema,
});
export type SiteInputs = z.infer<typeof siteInputsSchema>;

const composedRecordSchema = z.object({
  format: z.literal(RECORD_FORMAT),
  inputs: siteInputsSchema,
  /** Every page written, in the order compose writes them (the sitemap's). */
  pages: z.array(composedPageSchema),
});
type ComposedRecord = z.infer<typeof composedRecordSchema>;

const json = (value: unknown) => digestOf(JSON.stringify(value));

/** The platform's source folder, which compose runs from (tsx): its prerender and contracts folders. */
const platformSource = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * Compose's own code as it runs (the prerender folder and the contracts it writes pages by, tests
 * aside): a change to how pages are written composes every page once, without anyone having to say.
 */
function composeCode(): string {
  const hash = createHash('sha256');
  const files = ['prerender', 'contracts']
    .flatMap((dir) =>
      readdirSync(join(platformSource, dir), { recursive: true, encoding: 'utf8' }).map((file) =>
        join(dir, file),
      ),
    )
    .filter((file) => /\.tsx?$/.test(file) && !/\.(test|fixture)\.tsx?$/.test(file))
    .sort();
  for (const file of files) hash.update(file).update(readFileSync(join(platformSource, file)));
  return hash.digest('hex');
}

export function siteInputs({
  shell,
  shellBuild,
  shellDist,
  deployment,
  table,
}: {
  shell: ShellEntry;
  shellBuild: ShellBuild;
  shellDist: string;
  deployment: Deployment;
  /** As every page gets it: its feeds are the links each page's head carries. */
  table: PublishedSections;
}): SiteInputs {
  const buildIdFile = join(shellDist, BUILD_ID_FILE);
  return {
    shell: json({
      buildId: existsSync(buildIdFile) ? readFileSync(buildIdFile, 'utf8') : null,
      template: shellBuild.template,
      manifest: shellBuild.manifest,
      pages: shellBuild.pages,
    }),
    entry: json({
      code: shell.codeDigest ?? null,
      paths: shell.shellPrerenderPaths,
      origin: shell.siteOrigin,
      name: shell.siteName,
    }),
    compose: composeCode(),
    deployment: json(deployment),
    // Not the feeds' files: the pages link them, the site's feed is written from them on every compose.
    sections: json({ routes: table.routes, widgets: table.widgets, feeds: table.feeds }),
  };
}

const inputNames: Record<keyof SiteInputs, string> = {
  shell: "the shell's build",
  entry: "the shell's prerender entry",
  compose: "compose's own code",
  deployment: 'the deployment',
  sections: 'the section table or the feed links (a remote’s section.json)',
};

/**
 * The record of the last compose in `shellDist` if it holds for `inputs`; otherwise why not, for
 * the log of the full compose that follows.
 */
export function readComposedRecord(
  shellDist: string,
  inputs: SiteInputs,
): { record: ComposedRecord } | { untrusted: string } {
  const file = join(shellDist, COMPOSED_RECORD_FILE);
  if (!existsSync(file)) return { untrusted: 'no record of what the pages were composed from' };
  let record: ComposedRecord;
  try {
    record = readPublished(composedRecordSchema, file);
  } catch (error) {
    if (!(error instanceof PublishedFileError)) throw error;
    return { untrusted: error.message };
  }
  const changed = siteInputsSchema
    .keyof()
    .options.filter((part) => record.inputs[part] !== inputs[part]);
  if (changed.length > 0) {
    return {
      untrusted: `${changed.map((part) => inputNames[part]).join(', ')} changed since the last compose`,
    };
  }
  return { record };
}

/** The digest of remote `remote`'s fragment of `module` at `path` as deployed now; undefined if none. */
type CurrentFragment = (remote: RemoteId, module: string, path: string) => string | undefined;

/**
 * The pages of `record` that need not be rendered again: every fragment they hold is deployed with
 * the content they were composed from, and the file is still the one compose wrote.
 */
export function keptPages(
  shellDist: string,
  record: ComposedRecord,
  current: CurrentFragment,
): Map<string, ComposedPage> {
  const kept = new Map<string, ComposedPage>();
  for (const page of record.pages) {
    const sameFragments = page.fragments.every(
      ({ remote, module, sha256 }) => current(remote, module, page.path) === sha256,
    );
    if (!sameFragments) continue;
    const file = join(shellDist, pageFile(page.path));
    if (!existsSync(file) || digestOf(readFileSync(file)) !== page.sha256) continue;
    kept.set(page.path, page);
  }
  return kept;
}

/**
 * Record what the pages in `shellDist` were composed from. Written before any page is (listing only
 * the pages that stay as they are), and again once all are: a compose stopped halfway leaves a record
 * that vouches for no page it may have touched.
 */
export function writeComposedRecord(
  shellDist: string,
  inputs: SiteInputs,
  pages: readonly ComposedPage[],
): void {
  const record: ComposedRecord = { format: RECORD_FORMAT, inputs, pages: [...pages] };
  writeFileAtomic(join(shellDist, COMPOSED_RECORD_FILE), `${JSON.stringify(record, null, 2)}\n`);
}

/** No record: a full compose vouches for no page until it has written them all. */
export function forgetComposedRecord(shellDist: string): void {
  rmSync(join(shellDist, COMPOSED_RECORD_FILE), { force: true });
}
