/**
 * Which paths of the shell are pages when no HTML was prerendered for them, for both web servers: the
 * client-only paths the deployed sections declared (contracts/client-paths.ts) get the client page;
 * every other page path is a 404 answered with the not-found page. Read from the composed shell's
 * remotes.json, so the rules follow what is deployed, not the shell's source.
 */
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { clientPathRegexes } from '../contracts/client-paths';
import { NOT_FOUND_PATH } from '../contracts/page-protocol';
import { remotesFileSchema, type SectionRoute } from '../contracts/published';
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

/**
 * For the Node server: whether a path is a client-only page, read again whenever compose rewrites
 * remotes.json (a release, a rollback), so the running server follows the deployment.
 */
export function clientPathMatcher(shellDist: string): (pathname: string) => boolean {
  let cached: { stamp: number; patterns: RegExp[] } | undefined;
  return (pathname) => {
    const file = join(shellDist, REMOTES_FILE);
    const stamp = existsSync(file) ? statSync(file).mtimeMs : 0;
    if (cached?.stamp !== stamp) {
      cached = {
        stamp,
        patterns: deployedClientPaths(shellDist).map((source) => new RegExp(source)),
      };
    }
    return cached.patterns.some((pattern) => pattern.test(pathname));
  };
}
