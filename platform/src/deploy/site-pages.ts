/**
 * Which paths of the shell are pages when no HTML was prerendered for them, for both web servers: the
 * client-only paths the deployed sections declared (contracts/client-paths.ts) get the client page;
 * every other page path is a 404 answered with the not-found page; a list's query form is redirected
 * to the page prerendered for it (contracts/query-pages.ts). Read from the composed shell's
 * remotes.json, so the rules follow what is deployed, not the shell's source.
 */
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { clientPathRegexes } from '../contracts/client-paths';
import { NOT_FOUND_PATH } from '../contracts/page-protocol';
import { remotesFileSchema, type SectionRoute } from '../contracts/published';
import { queryPageRedirect, queryPagesOf, type QueryPage } from '../contracts/query-pages';
import { REMOTES_FILE } from '../contracts/remote-id';
import { pageFile } from '../prerender/page-file';
import { readPublished } from './published-file';

/** The composed not-found page, relative to the shell's deployment: `not-found/index.html`. */
export const NOT_FOUND_PAGE_FILE = pageFile(NOT_FOUND_PATH).split('\\').join('/');

/**
 * The section table of a composed shell deployment; empty before compose has run (no remotes.json),
 * so that no path is taken for a reader's page by mistake.
 */
export function deployedSections(shellDist: string): SectionRoute[] {
  const file = join(shellDist, REMOTES_FILE);
  if (!existsSync(file)) return [];
  return readPublished(remotesFileSchema, file).sections;
}

/** The client-only paths of a deployment, as regular expressions over a decoded path. */
export const deployedClientPaths = (shellDist: string): string[] =>
  clientPathRegexes(deployedSections(shellDist));

/** The query pages of a deployment (contracts/query-pages.ts). */
export const deployedQueryPages = (shellDist: string): QueryPage[] =>
  queryPagesOf(deployedSections(shellDist));

/**
 * For the Node server: what the deployed sections say of the shell's pages, read again whenever
 * compose rewrites remotes.json (a release, a rollback), so the running server follows the deployment.
 */
function deployedPageRules(
  shellDist: string,
): () => { clientPaths: RegExp[]; queryPages: QueryPage[] } {
  let cached: { stamp: number; clientPaths: RegExp[]; queryPages: QueryPage[] } | undefined;
  return () => {
    const file = join(shellDist, REMOTES_FILE);
    const stamp = existsSync(file) ? statSync(file).mtimeMs : 0;
    if (cached?.stamp !== stamp) {
      const sections = deployedSections(shellDist);
      cached = {
        stamp,
        clientPaths: clientPathRegexes(sections).map((source) => new RegExp(source)),
        queryPages: queryPagesOf(sections),
      };
    }
    return cached;
  };
}

/** For the Node server: whether a path is a client-only page. */
export function clientPathMatcher(shellDist: string): (pathname: string) => boolean {
  const rules = deployedPageRules(shellDist);
  return (pathname) => rules().clientPaths.some((pattern) => pattern.test(pathname));
}

/** For the Node server: where a list's query form is redirected (contracts/query-pages.ts), if anywhere. */
export function queryPageRedirector(
  shellDist: string,
): (pathname: string, rawQuery: string) => string | undefined {
  const rules = deployedPageRules(shellDist);
  return (pathname, rawQuery) => queryPageRedirect(rules().queryPages, pathname, rawQuery);
}
