// A real docs-site peer for the benchmark: our written tutorials and posts as a VitePress site (its
// default theme, a nav and a sidebar, clean URLs) at the paths ours uses, built with VitePress and
// served as ours is (precompressed, by sirv), so the same measurements can run on both.
import { existsSync, readFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, join } from 'node:path';
import sirv from 'sirv';
import { z } from 'zod';
import { precompressDir } from '@tla/platform/build-tools/precompress';
import { POSTS_COLLECTION } from '@tla/platform/contracts/content-data';
import {
  ALL_ENTRIES,
  summaryPageFile,
  summaryPageSchema,
} from '@tla/platform/contracts/summary-pages';
import { localDeployment } from '@tla/platform/deploy/deployment';
import { readPublished } from '@tla/platform/deploy/published-file';
import { readPublishedFeeds } from '@tla/platform/prerender/compose/site-feed';
import { readPublishedSections } from '@tla/platform/prerender/compose/read-published';
import { appDist, repoRoot, workspaceDists } from '../../scripts/workspace';
import { buildVitePress } from '../tools/index';
import { toVitePressMarkdown } from './vitepress-markdown';

const tutorialsContent = join(repoRoot, 'mf-learn/src/features/tutorials/content');
const postsContent = join(repoRoot, 'mf-blog/src/features/posts/content');

/** The VitePress installed for the bench (bench/tools/package.json pins it), as tables name it. */
export function installedVitePressVersion(): string {
  const manifest = join(
    import.meta.dirname,
    '..',
    'tools',
    'node_modules',
    'vitepress',
    'package.json',
  );
  return z.object({ version: z.string() }).parse(JSON.parse(readFileSync(manifest, 'utf8')))
    .version;
}

/** One written page: its site path, the h1 and lead our page shows, and its markdown body. */
type Page = { path: string; title: string; lead: string; file: string };

/** A post as a page of the blog's list publishes it: enough to list it and find its markdown. */
const postSummarySchema = summaryPageSchema(
  z.object({ slug: z.string().min(1), title: z.string().min(1), excerpt: z.string() }),
);

/** Every post, newest first, from the pages of the list the blog's build published. */
function publishedPosts(): Page[] {
  const blogDist = appDist('blog');
  const posts: Page[] = [];
  for (let page = 1, total = 1; posts.length < total; page += 1) {
    const published = readPublished(
      postSummarySchema,
      join(blogDist, summaryPageFile(POSTS_COLLECTION, ALL_ENTRIES, page)),
    );
    total = published.total;
    if (published.items.length === 0) break;
    for (const post of published.items) {
      posts.push({
        path: `/blog/${post.slug}`,
        title: post.title,
        lead: post.excerpt,
        file: join(postsContent, `${post.slug}.md`),
      });
    }
  }
  return posts;
}

/**
 * The written tutorials (each has its markdown; the rest are "coming soon"), in the order their
 * section's feed lists them, with the titles and leads it gives.
 */
function publishedTutorials(): Page[] {
  const { jsonFeedFiles } = readPublishedSections(workspaceDists());
  return readPublishedFeeds(jsonFeedFiles)
    .flatMap((feed) => feed.items)
    .flatMap(({ url, title, summary }) => {
      const slug = /^\/tutorials\/([\w-]+)$/.exec(new URL(url).pathname)?.[1];
      const file = slug && join(tutorialsContent, `${slug}.md`);
      if (!file || !existsSync(file)) return [];
      return [{ path: `/tutorials/${slug}`, title, lead: summary ?? '', file }];
    });
}

/**
 * Our written tutorials and posts (newest first), with their titles and leads, as the apps' builds
 * published them (the bench builds the site first): the markdown is the content itself.
 */
const writtenPages = (): { tutorials: Page[]; posts: Page[] } => ({
  tutorials: publishedTutorials(),
  posts: publishedPosts(),
});

const listing = (pages: Page[]) =>
  pages.map((page) => `- [${page.title}](${page.path})\n\n  ${page.lead}`).join('\n\n');

const sidebarGroup = (text: string, link: string, pages: Page[]) => [
  { text, link, items: pages.map((page) => ({ text: page.title, link: page.path })) },
];

/** Writes the VitePress site's sources into `srcDir`: pages, index pages, home and config. */
function writeSources(srcDir: string): void {
  const { tutorials: tutorialPages, posts } = writtenPages();
  const knownPaths = new Set([
    '/',
    '/blog',
    '/tutorials',
    ...[...tutorialPages, ...posts].map((page) => page.path),
  ]);
  const files = new Map<string, string>();
  for (const page of [...tutorialPages, ...posts]) {
    const markdown = readFileSync(page.file, 'utf8');
    files.set(`${page.path.slice(1)}.md`, toVitePressMarkdown({ ...page, markdown }, knownPaths));
  }
  files.set(
    'index.md',
    [
      '---',
      'layout: home',
      'hero:',
      '  name: Token Launch Academy',
      '  text: Create and launch Solana tokens',
      '  tagline: Step-by-step tutorials and guides, from your first SPL token to liquidity and launch.',
      '  actions:',
      '    - theme: brand',
      '      text: Tutorials',
      '      link: /tutorials',
      '    - theme: alt',
      '      text: Blog',
      '      link: /blog',
      '---',
      '',
    ].join('\n'),
  );
  files.set('tutorials.md', `# Tutorials\n\n${listing(tutorialPages)}\n`);
  files.set('blog.md', `# Blog\n\n${listing(posts)}\n`);
  const config = {
    title: 'Token Launch Academy',
    description: 'Tutorials and guides for creating Solana tokens.',
    cleanUrls: true,
    outDir: './dist',
    // The staking tutorial's page chunk is ~600 kB (its Shiki-highlighted code as render code, fetched
    // on in-app navigation to it; first loads use the lean chunk): VitePress's output for such a page,
    // not a fault, and without this its size notice would read as a build warning here.
    vite: { build: { chunkSizeWarningLimit: 1024 } },
    themeConfig: {
      nav: [
        { text: 'Tutorials', link: '/tutorials' },
        { text: 'Blog', link: '/blog' },
      ],
      sidebar: {
        '/tutorials': sidebarGroup('Tutorials', '/tutorials', tutorialPages),
        '/blog': sidebarGroup('Blog', '/blog', posts),
      },
    },
  };
  files.set('.vitepress/config.mjs', `export default ${JSON.stringify(config, null, 2)};\n`);
  rmSync(srcDir, { recursive: true, force: true });
  for (const [name, text] of files) {
    mkdirSync(dirname(join(srcDir, name)), { recursive: true });
    writeFileSync(join(srcDir, name), text);
  }
}

/**
 * Runs `work` (a VitePress build), and fails naming `what` if it warned: a warning means a page of the
 * reference is not what its authors intend (a dead link, a missing asset).
 */
export async function failingOnWarnings(what: string, work: () => Promise<unknown>): Promise<void> {
  const warnings: string[] = [];
  const warn = console.warn;
  console.warn = (...parts: unknown[]) => {
    warnings.push(parts.map(String).join(' '));
    warn(...parts);
  };
  try {
    await work();
  } finally {
    console.warn = warn;
  }
  if (warnings.length > 0)
    throw new Error(`VitePress warned while ${what}:\n${warnings.join('\n')}`);
}

/**
 * Generates and builds the VitePress site in `srcDir` and returns its output folder, precompressed.
 * A warning VitePress (or Vite under it) prints fails the build: the reference must be the site as
 * its authors intend, with nothing missing.
 */
export async function buildVitePressReference(srcDir: string): Promise<string> {
  writeSources(srcDir);
  await failingOnWarnings(`building ${srcDir}`, () => buildVitePress(srcDir));
  const outDir = join(srcDir, 'dist');
  await precompressDir(outDir);
  return outDir;
}

/** Serves `dir` as ours is served (served-sites.ts): precompressed, at the deployment's address. */
export async function serveVitePressReference(
  dir: string,
): Promise<{ origin: string; close: () => void }> {
  const files = sirv(dir, { brotli: true, gzip: true, etag: true });
  const server = createServer((req, res) => files(req, res));
  await new Promise<void>((resolvePromise) =>
    server.listen(0, localDeployment.listenAddress, resolvePromise),
  );
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error(`serving ${dir}: no port`);
  return {
    origin: `http://${localDeployment.listenAddress}:${address.port}`,
    close: () => server.close(),
  };
}
