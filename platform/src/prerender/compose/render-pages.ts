/**
 * Render every page of the site through the shell's prerender entry, splicing in the fragments the
 * remotes published, and write each as `<path>/index.html` (with compressed copies). A page an island
 * of which has no fragment is not written (it falls back to client rendering) and is reported. A page
 * the last compose wrote from the same inputs is kept as it is (composed-record.ts).
 */
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { CLIENT_PAGE_FILE, escapeAttribute, LISTED_RELEASE } from '../../contracts/page-protocol';
import type { Fragment } from '../../contracts/published';
import { publishFile } from '../../build-tools/precompress';
import { inlineScriptHashes } from '../../deploy/content-security-policy';
import { inlineStylesheets } from '../inline-stylesheets';
import { pageFile } from '../page-file';
import { moduleAssets } from '../vite-manifest';
import { digestOf, fragmentDigest, type ComposedPage } from './composed-record';
import { deployedStylesheets } from './deployed-stylesheets';
import { clientPageHtml, codeAfterFirstPaint, pageHtml, type ClientPage } from './page-html';
import type { PublishedRemote, PublishedSections } from './read-published';
import type { Lookup, ShellBuild, ShellEntry } from './shell-build';

export type RenderPagesOptions = {
  shell: ShellEntry;
  shellBuild: ShellBuild;
  shellDist: string;
  remotes: readonly PublishedRemote[];
  sections: PublishedSections;
  /** Pages the last compose wrote that stand as they are, by path. */
  kept?: ReadonlyMap<string, ComposedPage>;
};

/**
 * The paths written (or kept), those of them that ask crawlers not to index them (kept out of the
 * sitemap), the day each written page says its content last changed (the sitemap's lastmod), and
 * those that were not written, each with the islands that had no fragment; what each page on the site
 * was composed from, and how many of them were kept from the last compose.
 */
export type RenderedPages = {
  written: string[];
  unlisted: string[];
  lastChanged: Map<string, string>;
  failed: string[];
  pages: ComposedPage[];
  kept: number;
};

/**
 * The day a page's head says its content last changed (`article:modified_time`, which articles carry
 * for search engines and link previews), YYYY-MM-DD; undefined for a page that does not say.
 */
export function lastChangedDay(head: string): string | undefined {
  const meta = /<meta\b(?=[^>]*\bproperty=["']?article:modified_time\b)[^>]*>/i.exec(head)?.[0];
  const day = meta && /\bcontent=["']?(\d{4}-\d{2}-\d{2})/i.exec(meta)?.[1];
  return day || undefined;
}

/** A head with `<meta name="robots" content="…noindex…">`: the page is not for search engines. */
export const asksNoIndex = (head: string): boolean =>
  /<meta\b(?=[^>]*\bname=["']?robots\b)(?=[^>]*\bcontent=["'][^"']*\bnoindex\b)[^>]*>/i.test(head);

/**
 * The web servers' Content-Security-Policy trusts the client page's inline scripts by hash, and no
 * other: a page with another inline script (a remote's head, say) would not run it, so compose
 * refuses to write it.
 */
function checkInlineScripts(html: string, trusted: ReadonlySet<string>, path: string): void {
  const untrusted = inlineScriptHashes(html).filter((hash) => !trusted.has(hash));
  if (untrusted.length > 0) {
    throw new Error(
      `page ${path}: inline script(s) ${untrusted.join(', ')} are not the shell's client page's, which alone the Content-Security-Policy trusts by hash`,
    );
  }
}

/** Write the client page as served for paths without a page (CLIENT_PAGE_FILE). */
export function writeClientPage(shellDist: string, template: ClientPage): void {
  const file = join(shellDist, CLIENT_PAGE_FILE);
  publishFile(file, clientPageHtml(template, file));
}

/** The shell's own pages, then every path a remote's island declares (the home page's widgets aside). */
export function pathsToRender(shell: ShellEntry, remotes: readonly PublishedRemote[]): string[] {
  const remotePaths = remotes.flatMap((remote) =>
    remote.manifest.islands
      .filter((island) => island.mount !== '/')
      .flatMap((island) => island.paths),
  );
  return [...new Set([...shell.shellPrerenderPaths, ...remotePaths])];
}

/** A page that asks not to be indexed keeps only its own robots tags (the client page's says "index"). */
const withoutIndexingTags = (html: string): string =>
  html.replace(/<meta\b(?=[^>]*\bname=["']?robots\b)(?![^>]*\bnoindex\b)[^>]*>\s*/gi, '');

export async function renderPages({
  shell,
  shellBuild,
  shellDist,
  remotes,
  sections,
  kept = new Map(),
}: RenderPagesOptions): Promise<RenderedPages> {
  const feedLinks = sections.feeds.map(
    (feed) =>
      `<link rel="alternate" type="${feed.type}" title="${escapeAttribute(feed.title)}" href="${escapeAttribute(feed.href)}">`,
  );
  const byName = new Map(remotes.map((remote) => [remote.manifest.remote, remote]));
  const inlinePageStylesheets = inlineStylesheets(deployedStylesheets(shellDist, remotes));
  const { template } = shellBuild;
  const trustedScripts = new Set(
    inlineScriptHashes(template.beforeScripts.concat(template.stylesheets, template.rest)),
  );
  const written: string[] = [];
  const lastChanged = new Map<string, string>();
  const noIndexPaths: string[] = [];
  const failed: string[] = [];
  const pages: ComposedPage[] = [];
  const done = (page: ComposedPage) => {
    written.push(page.path);
    if (page.lastChanged !== undefined) lastChanged.set(page.path, page.lastChanged);
    if (page.unlisted) noIndexPaths.push(page.path);
  };

  for (const path of pathsToRender(shell, remotes)) {
    const previous = kept.get(path);
    if (previous) {
      done(previous);
      pages.push(previous);
      continue;
    }
    const used: {
      remote: PublishedRemote;
      module: string;
      fragment: Fragment;
      deferred: boolean;
    }[] = [];
    // A page that asked for a fragment it did not get is written only if the shell's renderer
    // tolerates that; what it would hold once the fragment is there is unknown, so it is not recorded.
    let recordable = true;
    const lookup: Lookup = (remoteName, module, { deferred }) => {
      const remote = byName.get(remoteName);
      const fragment = remote?.fragment(module, path);
      if (!remote || !fragment) {
        recordable = false;
        return undefined;
      }
      used.push({ remote, module, fragment, deferred });
      // The page names no build: /remotes.json does (contracts/page-protocol.ts, LISTED_RELEASE).
      return { html: fragment.html, buildId: LISTED_RELEASE };
    };
    const page = await shell.renderPage(path, lookup, {
      sections: sections.routes,
      widgets: sections.widgets,
    });
    if (page.missing.length > 0) {
      failed.push(`${path} (no fragment from ${page.missing.join(', ')})`);
      continue;
    }
    const stylesheets = [
      ...new Set(
        used.flatMap(({ remote, fragment }) =>
          fragment.css.map((css) => new URL(css, remote.base).href),
        ),
      ),
    ];
    // The shell's own page module (hydration waits for it), and the remotes' code, fetched with the
    // page rather than after the shell has asked where they are; a deferred island's code waits for
    // the reader, so it is not preloaded.
    const preloads = [
      ...page.pageModules.flatMap((module) =>
        moduleAssets(shellBuild.manifest, module).js.map((file) => `/${file}`),
      ),
      ...used
        .filter(({ deferred }) => !deferred)
        .flatMap(({ remote, fragment }) =>
          [remote.entry, ...fragment.js].map((js) => new URL(js, remote.base).href),
        ),
    ];
    const head = [page.head, ...feedLinks, ...used.map(({ fragment }) => fragment.head)].join('');
    const unlisted = asksNoIndex(page.head);
    const assembled = pageHtml(shellBuild.template, { path, head, body: page.body, stylesheets });
    const composed = unlisted ? withoutIndexingTags(assembled) : assembled;
    const html = codeAfterFirstPaint(inlinePageStylesheets(composed), `page ${path}`, preloads);
    checkInlineScripts(html, trustedScripts, path);
    const file = join(shellDist, pageFile(path));
    mkdirSync(dirname(file), { recursive: true });
    publishFile(file, html);
    const composedPage = {
      path,
      fragments: used.map(({ remote, module, fragment }) => ({
        remote: remote.id,
        module,
        sha256: fragmentDigest(fragment),
      })),
      sha256: digestOf(html),
      lastChanged: lastChangedDay(head),
      unlisted,
    };
    done(composedPage);
    if (recordable) pages.push(composedPage);
  }
  return {
    written,
    unlisted: noIndexPaths,
    lastChanged,
    failed,
    pages,
    kept: written.filter((path) => kept.has(path)).length,
  };
}
