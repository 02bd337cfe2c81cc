/**
 * Compose the site's deployment for one environment: render every page through the shell's prerender
 * entry, splicing in the fragments each remote published with its deployed build (dist/_islands/),
 * and write what the shell serves: one HTML file per route, `_spa.html` (the untouched client page,
 * the fallback for other paths), `remotes.json`, the JSON the remotes publish for the site's API
 * paths, `sitemap.xml` and `robots.txt`. Every URL comes from the deployment description; nothing is
 * read from another app's source, only from what it deployed. A page whose remote published nothing
 * is not written (it falls back to client rendering) and the run fails loudly.
 */
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { dirname, extname, join, relative, resolve, sep } from 'node:path';
import { z } from 'zod';
import {
  fragmentSchema,
  islandsManifestSchema,
  publishedSectionSchema,
  type Fragment,
  type IslandsManifest,
  type PublishedSection,
  type SectionRoute,
} from '../contracts/published';
import { federationName } from '../contracts/remote-id';
import {
  escapeAttribute,
  pageCodeBlock,
  PAGE_CODE_ELEMENT_ID,
  prerenderedRoot,
  rebaseRemote,
  ROOT_ANCHOR,
} from '../contracts/page-protocol';
import { PUBLISHED_SECTION_FILE, sectionRoutes, sitePathPrefixes } from '../contracts/section';
import { compressible, precompressFile } from '../build/precompress';
import {
  remoteBaseUrls,
  remoteEntryAt,
  remoteIds,
  type Deployment,
  type RemoteId,
} from '../deploy/deployment';
import { readPublished } from '../deploy/published-file';
import { remotesFile } from '../deploy/remotes-file';
import { fragmentFile, pageFile } from './fragment-file';
import { criticalCss, type StylesheetFile } from './critical-css';
import { loadPrerenderEntry } from './prerender-entry';
import { moduleAssets, readViteManifest } from './vite-manifest';

type Lookup = (
  remote: string,
  module: string,
  options: { deferred: boolean },
) => { html: string; buildId: string } | undefined;

/** What the shell's src/app/prerender.tsx exports. */
const shellEntrySchema = z.object({
  shellPrerenderPaths: z.array(z.string().regex(/^\//)),
  siteOrigin: z.string(),
  renderPage: z.custom<
    (
      path: string,
      lookup: Lookup,
      sections: SectionRoute[],
    ) => Promise<{ head: string; body: string; missing: string[]; pageModules: string[] }>
  >((value) => typeof value === 'function'),
});

type PublishedRemote = {
  id: RemoteId;
  manifest: IslandsManifest;
  /** Where the deployment serves it. */
  base: string;
  entry: string;
  fragment: (module: string, path: string) => Fragment | undefined;
};

export type ComposeOptions = {
  deployment: Deployment;
  /** The shell's source folder (its prerender entry is built from it). */
  shellSourceDir: string;
  /** The shell deployment to compose in place: a copy of the shell's build. */
  shellDist: string;
  /** Each remote's deployed files. */
  remoteDists: Record<RemoteId, string>;
};

/** What each remote published, where the deployment serves it, and how to read a fragment. */
function loadPublishedRemotes(
  deployment: Deployment,
  remoteDists: Record<RemoteId, string>,
): PublishedRemote[] {
  const published: PublishedRemote[] = [];
  for (const id of remoteIds) {
    const islandsDir = join(remoteDists[id], '_islands');
    const manifestFile = join(islandsDir, 'manifest.json');
    if (!existsSync(manifestFile)) {
      console.error(
        `${id} published no prerendered fragments: its pages will render on the client`,
      );
      continue;
    }
    const base = deployment.apps[id].url;
    published.push({
      id,
      manifest: readPublished(islandsManifestSchema, manifestFile),
      base,
      entry: remoteEntryAt(base),
      fragment(module, path) {
        const file = join(islandsDir, module, fragmentFile(path));
        if (!existsSync(file)) return undefined;
        const fragment = readPublished(fragmentSchema, file);
        // Published HTML names the remote's files by a placeholder base: this environment's address.
        return {
          ...fragment,
          html: rebaseRemote(fragment.html, base),
          head: rebaseRemote(fragment.head, base),
        };
      },
    });
  }
  return published;
}

type PublishedSections = { routes: SectionRoute[]; feeds: PublishedSection['feeds'] };

/**
 * The routes every deployed remote serves and the feeds it publishes, from the section.json each
 * published with its build: the shell's routes are made from them, in compose and in the browser.
 */
function readSections(remoteDists: Record<RemoteId, string>): PublishedSections {
  const published = remoteIds.flatMap((id) => {
    const file = join(remoteDists[id], PUBLISHED_SECTION_FILE);
    if (!existsSync(file)) {
      console.error(
        `${id} published no ${PUBLISHED_SECTION_FILE}: its sections are not on the site`,
      );
      return [];
    }
    return [readPublished(publishedSectionSchema, file)];
  });
  return {
    routes: published.flatMap(sectionRoutes),
    feeds: published.flatMap(({ feeds }) => feeds),
  };
}

/** Every file under `dir`, as paths relative to it (compressed copies aside: compose makes its own). */
function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !/\.(br|gz)$/.test(entry.name))
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)));
}

/**
 * Put on the site the files each remote published under its `site/` folder (the blog's feeds: its
 * `site/blog/rss.xml` is the site's /blog/rss.xml; the pages' social cards). A remote may publish only
 * under its own sections (sitePathPrefixes).
 */
function publishSiteFiles(
  remoteDists: Record<RemoteId, string>,
  shellDist: string,
  routes: SectionRoute[],
): void {
  for (const id of remoteIds) {
    const siteDir = join(remoteDists[id], 'site');
    const prefixes = sitePathPrefixes(routes, federationName(id));
    for (const file of filesUnder(siteDir)) {
      const path = `/${file.split(/[/\\]/).join('/')}`;
      if (!prefixes.some((prefix) => path.startsWith(prefix))) {
        throw new Error(
          `${id} published site/${file}, outside its sections (${prefixes.join(', ') || 'none'})`,
        );
      }
      const target = join(shellDist, file);
      mkdirSync(dirname(target), { recursive: true });
      copyFileSync(join(siteDir, file), target);
      // A PNG is compressed already: a .br beside it would only be bigger to store.
      if (compressible.has(extname(file))) precompressFile(target);
    }
  }
}

/** Copy the JSON each remote published for the site's API paths into the shell's deployment. */
function publishApi(
  remotes: PublishedRemote[],
  remoteDists: Record<RemoteId, string>,
  shellDist: string,
) {
  for (const remote of remotes) {
    for (const [path, file] of Object.entries(remote.manifest.api ?? {})) {
      const source = join(remoteDists[remote.id], file);
      // Checked here, so a broken file fails the deployment rather than the home page.
      readPublished(z.json(), source);
      const target = join(shellDist, `${path}.json`);
      mkdirSync(dirname(target), { recursive: true });
      copyFileSync(source, target);
      precompressFile(target);
    }
  }
}

/**
 * The client page split so that every stylesheet comes before the first script file: Vite writes the entry
 * script and its module preloads first, and the browser then queues the stylesheet (which first paint
 * waits for) behind JavaScript. A composed page puts the remotes' stylesheets there too.
 */
export function stylesheetsFirst(spa: string): {
  beforeScripts: string;
  stylesheets: string;
  rest: string;
} {
  const headEnd = spa.indexOf('</head>');
  const stylesheet = /<link rel="stylesheet"[^>]*>\s*/g;
  const head = spa.slice(0, headEnd);
  // The pre-paint theme script (inline) stays first: a stylesheet still loading would hold it back.
  const firstScript = head.search(/<script\b[^>]*\bsrc=/);
  if (firstScript === -1) return { beforeScripts: spa, stylesheets: '', rest: '' };
  const stylesheets = (head.match(stylesheet) ?? []).map((tag) => tag.trim()).join('');
  return {
    beforeScripts: head.slice(0, firstScript),
    stylesheets,
    rest: head.slice(firstScript).replace(stylesheet, '') + spa.slice(headEnd),
  };
}

/** The inverse of escapeAttribute (Vite's own tags escape nothing). */
const decodeAttribute = (value: string) =>
  value.replaceAll('&quot;', '"').replaceAll('&lt;', '<').replaceAll('&amp;', '&');

/**
 * A composed page's module scripts and preloads, taken out of its head and listed for the start
 * script instead, with `morePreloads` (the remotes' code the page's islands run) after them: the page
 * holds its text and the CSS of its first screen, so first paint needs none of them, and a phone's
 * few connections bring the page's own bytes first (lab tools, which count every request that
 * started before the largest paint, then count none of them).
 */
export function codeAfterFirstPaint(html: string, morePreloads: readonly string[] = []): string {
  const headEnd = html.indexOf('</head>');
  const scripts: string[] = [];
  const preloads: string[] = [];
  const head = html
    .slice(0, headEnd)
    .replace(/<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/g, (_, src: string) => {
      scripts.push(decodeAttribute(src));
      return '';
    })
    .replace(/<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>/g, (_, href: string) => {
      preloads.push(decodeAttribute(href));
      return '';
    });
  if (scripts.length === 0) return html;
  const preloaded = [...new Set([...preloads, ...morePreloads])].filter(
    (url) => !scripts.includes(url),
  );
  return `${head}${pageCodeBlock({ scripts, preloads: preloaded })}${html.slice(headEnd)}`;
}

/** The pages an earlier compose wrote (every index.html: the shell's own build has none). */
function composedPageFiles(shellDist: string): string[] {
  return readdirSync(shellDist, { recursive: true, encoding: 'utf8' })
    .filter((file) => /(^|[/\\])index\.html$/.test(file))
    .map((file) => join(shellDist, file));
}

/**
 * A page no deployed remote serves any more (a release removed it, or was rolled back) must not stay
 * on the site: remove it, with its compressed copies and the folders it leaves empty.
 */
function removeStalePages(shellDist: string, before: string[], written: Set<string>): void {
  for (const file of before) {
    if (written.has(file)) continue;
    for (const suffix of ['', '.br', '.gz']) rmSync(`${file}${suffix}`, { force: true });
    for (let dir = dirname(file); relative(shellDist, dir) !== ''; dir = dirname(dir)) {
      if (readdirSync(dir).length > 0) break;
      rmdirSync(dir);
    }
    console.log(`removed ${relative(shellDist, file)}: no remote serves it any more`);
  }
}

/**
 * Where each stylesheet a composed page links is on disk: the shell's (`/assets/…`) in its build, a
 * remote's (at its deployed base) in the remote's build; anything else, or a path that leaves its
 * build folder, is not ours.
 */
export function deployedStylesheets(
  shellDist: string,
  remotes: readonly { base: string; dist: string }[],
): StylesheetFile {
  const inside = (dir: string, path: string) => {
    const file = resolve(dir, path);
    return file.startsWith(resolve(dir) + sep) ? file : undefined;
  };
  return (href) => {
    const clean = href.split(/[?#]/)[0] ?? href;
    const remote = remotes.find(({ base }) => clean.startsWith(base));
    if (remote) return inside(remote.dist, decodeURIComponent(clean.slice(remote.base.length)));
    if (clean.startsWith('/') && !clean.startsWith('//'))
      return inside(shellDist, decodeURIComponent(clean.slice(1)));
    return undefined;
  };
}

export async function compose({
  deployment,
  shellSourceDir,
  shellDist,
  remoteDists,
}: ComposeOptions): Promise<string[]> {
  const templateFile = join(shellDist, '_spa.html');
  if (!existsSync(templateFile)) {
    if (!existsSync(join(shellDist, 'index.html'))) {
      throw new Error(`${shellDist} holds no shell build: build the shell first`);
    }
    renameSync(join(shellDist, 'index.html'), templateFile); // a fresh shell build: its index.html is the SPA page
  }
  const spa = readFileSync(templateFile, 'utf8');
  if (!spa.includes(`getElementById('${PAGE_CODE_ELEMENT_ID}')`)) {
    throw new Error(
      `${templateFile} has no start script reading #${PAGE_CODE_ELEMENT_ID}: its pages would never run their code`,
    );
  }
  const template = stylesheetsFirst(spa);
  const pagesBefore = composedPageFiles(shellDist);

  const shell = shellEntrySchema.parse(await loadPrerenderEntry(shellSourceDir));
  const shellManifest = readViteManifest(shellDist);
  const remotes = loadPublishedRemotes(deployment, remoteDists);
  const { routes: sections, feeds } = readSections(remoteDists);
  const feedLinks = feeds.map(
    (feed) =>
      `<link rel="alternate" type="${feed.type}" title="${escapeAttribute(feed.title)}" href="${escapeAttribute(feed.href)}">`,
  );
  const byName = new Map(remotes.map((remote) => [remote.manifest.remote, remote]));

  const remotePaths = remotes.flatMap((remote) =>
    remote.manifest.islands
      .filter((island) => island.mount !== '/')
      .flatMap((island) => island.paths),
  );
  const paths = [...new Set([...shell.shellPrerenderPaths, ...remotePaths])];
  const inlineCriticalCss = criticalCss(
    deployedStylesheets(
      shellDist,
      remotes.map((remote) => ({ base: remote.base, dist: remoteDists[remote.id] })),
    ),
  );
  const written: string[] = [];
  const failed: string[] = [];

  for (const path of paths) {
    const used: { remote: PublishedRemote; fragment: Fragment; deferred: boolean }[] = [];
    const lookup: Lookup = (remoteName, module, { deferred }) => {
      const remote = byName.get(remoteName);
      const fragment = remote?.fragment(module, path);
      if (!remote || !fragment) return undefined;
      used.push({ remote, fragment, deferred });
      return { html: fragment.html, buildId: fragment.buildId };
    };
    const page = await shell.renderPage(path, lookup, sections);
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
        moduleAssets(shellManifest, module).js.map((file) => `/${file}`),
      ),
      ...used
        .filter(({ deferred }) => !deferred)
        .flatMap(({ remote, fragment }) =>
          [remote.entry, ...fragment.js].map((js) => new URL(js, remote.base).href),
        ),
    ];
    const head = [page.head, ...feedLinks, ...used.map(({ fragment }) => fragment.head)].join('');
    const remoteStylesheets = stylesheets
      .map((href) => `<link rel="stylesheet" href="${escapeAttribute(href)}">`)
      .join('');
    const composed = template.beforeScripts
      .concat(template.stylesheets, remoteStylesheets, template.rest)
      .replace('</head>', `${head}</head>`)
      .replace(ROOT_ANCHOR, prerenderedRoot(path, page.body));
    const html = codeAfterFirstPaint(await inlineCriticalCss(composed), preloads);
    const file = join(shellDist, pageFile(path));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, html);
    precompressFile(file);
    written.push(path);
  }
  removeStalePages(
    shellDist,
    pagesBefore,
    new Set(written.map((path) => join(shellDist, pageFile(path)))),
  );

  // Where the remotes are and what they serve, for the shell's runtime: the deployment's addresses.
  writeFileSync(
    join(shellDist, 'remotes.json'),
    `${JSON.stringify(remotesFile(remoteBaseUrls(deployment), sections), null, 2)}\n`,
  );
  publishApi(remotes, remoteDists, shellDist);
  publishSiteFiles(remoteDists, shellDist, sections);

  const origin = shell.siteOrigin.replace(/\/+$/, '');
  const listed = written.filter((path) => path !== '/not-found');
  writeFileSync(
    join(shellDist, 'sitemap.xml'),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${listed
      .map((path) => `  <url><loc>${origin}${path === '/' ? '/' : path}</loc></url>`)
      .join('\n')}\n</urlset>\n`,
  );
  // Crawlers want the sitemap's absolute address, which only the deployment knows.
  writeFileSync(
    join(shellDist, 'robots.txt'),
    `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`,
  );
  precompressFile(join(shellDist, 'sitemap.xml'));
  console.log(
    `shell (${deployment.name}): composed ${written.length} page(s) from ${remotes.length} remote(s)`,
  );
  if (failed.length > 0) {
    throw new Error(
      `Not prerendered (they fall back to client rendering):\n  ${failed.join('\n  ')}`,
    );
  }
  return written;
}
