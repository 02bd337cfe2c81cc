// One count of the scale scenario (scale-scenario.ts): a scratch clone of this repository's last
// commit with generated posts up to that count, built step by step under GNU time, composed again
// after one post changed (as a blog release of that change would), the files a reader downloads
// measured (raw and brotli), and the composed site loaded in Chromium (reader-pages.ts).
import { execFileSync } from 'node:child_process';
import {
  appendFileSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { ALL_ENTRIES, summaryPageFile } from '@tla/platform/contracts/summary-pages';
import { appIds } from '@tla/platform/deploy/deployment';
import { POSTS_COLLECTION } from '@tla/platform/contracts/content-data';
import { appFolders, repoRoot } from '../../../scripts/workspace';
import { firstBlogSearch, firstSearch, type Downloads } from './first-search';
import { addGeneratedPosts, postsFolder } from './generate-posts';
import { readerRows } from './reader-pages';

/** The seven posts the blog ships with. */
export const SHIPPED_POSTS = 7;

/**
 * One figure of one count: what it is, and its value as the table shows it; `bytes` when a later
 * count's column also says how far it is from the first count's.
 */
export type Row = { name: string; value: string; bytes?: number };

function runQuietly(cwd: string, command: string, args: string[]): void {
  execFileSync(command, args, {
    cwd,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, CI: '1' },
  });
}

/** Runs a command under GNU time: its wall-clock seconds and its largest process's peak memory. */
function timed(cwd: string, command: string, args: string[]): { seconds: number; peakMb: number } {
  const report = join(cwd, '.time-report');
  runQuietly(cwd, '/usr/bin/time', ['-f', '%e %M', '-o', report, command, ...args]);
  const [seconds = '0', kilobytes = '0'] = readFileSync(report, 'utf8')
    .trim()
    .split(/\s+/)
    .slice(-2);
  return { seconds: Number(seconds), peakMb: Number(kilobytes) / 1024 };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(bytes < 10_240 ? 1 : 0)} KB`;

/** The word the first search types, letter by letter. */
const FIRST_SEARCH_WORD = 'liquidity';

const downloads = ({ files, raw, brotli }: Downloads) =>
  `${kb(raw)} / ${kb(brotli)} in ${files} files`;

/** A served file's size: raw / brotli (as the build's precompressed copy, or compressed now). */
function fileSize(file: string): string {
  if (!existsSync(file)) return 'missing';
  const raw = readFileSync(file);
  const brotli = existsSync(`${file}.br`)
    ? statSync(`${file}.br`).size
    : brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  return `${kb(raw.length)} / ${kb(brotli)}`;
}

/** Every file below `dir`: how many and how many bytes. */
function treeSize(dir: string): { files: number; bytes: number } {
  let files = 0;
  let bytes = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    files += 1;
    bytes += statSync(join(entry.parentPath, entry.name)).size;
  }
  return { files, bytes };
}

/** The index browsers read of a remote's pages, and its largest shard (contracts/islands-index.ts). */
function browserIslandsSize(islands: string): string {
  const index = join(islands, 'index.json');
  if (!existsSync(index)) return 'none (every page reads manifest.json)';
  const [largest] = readdirSync(islands)
    .filter((name) => /\.pages-\d+\.json$/.test(name))
    .map((name) => join(islands, name))
    .sort((a, b) => statSync(b).size - statSync(a).size);
  return `${fileSize(index)} + ${largest ? fileSize(largest) : 'none'}`;
}

/** The post a one-post release changes: one of the seven shipped, so every count has it. */
const CHANGED_POST = 'adding-liquidity-to-your-solana-token.md';

/** The composed pages under `shellDist` (each `index.html`), and how many were written since `since`. */
function pagesWritten(shellDist: string, since: number): string {
  const pages = readdirSync(shellDist, { withFileTypes: true, recursive: true }).filter(
    (entry) => entry.isFile() && entry.name === 'index.html',
  );
  const written = pages.filter(
    (entry) => statSync(join(entry.parentPath, entry.name)).mtimeMs >= since,
  );
  return `${written.length} of ${pages.length} pages written`;
}

/**
 * The JavaScript a reader of the blog may load: every chunk reachable from its remoteEntry.js (the
 * standalone frame's entry, for its team, left out), raw / brotli.
 */
function blogJavaScript(blogDist: string): string {
  const assets = join(blogDist, 'assets');
  const chunks = new Set(readdirSync(assets).filter((name) => name.endsWith('.js')));
  const pathOf = (name: string) => (chunks.has(name) ? join(assets, name) : join(blogDist, name));
  const reached = new Set<string>();
  const queue = ['remoteEntry.js'];
  for (let name = queue.pop(); name !== undefined; name = queue.pop()) {
    if (reached.has(name)) continue;
    reached.add(name);
    for (const [named] of readFileSync(pathOf(name), 'utf8').matchAll(/[\w.-]+\.js/g))
      if (chunks.has(named) && !reached.has(named)) queue.push(named);
  }
  let raw = 0;
  let brotli = 0;
  for (const name of reached) {
    const bytes = readFileSync(pathOf(name));
    raw += bytes.length;
    brotli += existsSync(`${pathOf(name)}.br`)
      ? statSync(`${pathOf(name)}.br`).size
      : brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  }
  return `${kb(raw)} / ${kb(brotli)} in ${reached.size} files`;
}

function largestChunk(assets: string): string {
  const chunks = readdirSync(assets)
    .filter((name) => name.endsWith('.js'))
    .map((name) => ({ name, size: statSync(join(assets, name)).size }))
    .sort((a, b) => b.size - a.size);
  const [largest] = chunks;
  return largest
    ? `${largest.name.replace(/-[\w-]{8}\.js$/, '')}: ${fileSize(join(assets, largest.name))}`
    : 'none';
}

/**
 * The site with `posts` posts, in a scratch clone of the last commit: each build step timed with its
 * peak memory, then the files a reader downloads measured. `keep` leaves the clone for a look.
 */
export async function run(posts: number, { keep }: { keep: boolean }): Promise<Row[]> {
  const scratch = mkdtempSync(join(tmpdir(), `tla-scale-${posts}-`));
  const rows: Row[] = [];
  const step = (name: string, command: string, args: string[], note = () => '') => {
    const { seconds, peakMb } = timed(scratch, command, args);
    const noted = note();
    rows.push({
      name,
      value: `${seconds.toFixed(0)} s, ${(peakMb / 1024).toFixed(2)} GB peak${noted && `; ${noted}`}`,
    });
  };
  try {
    console.log(`\n▶ ${posts} posts in ${scratch}`);
    runQuietly(repoRoot, 'git', ['clone', '--quiet', '--no-hardlinks', repoRoot, scratch]);
    runQuietly(scratch, 'npm', ['ci', '--prefer-offline', '--no-audit', '--no-fund']);
    if (posts > SHIPPED_POSTS) {
      addGeneratedPosts(join(scratch, appFolders.blog), posts - SHIPPED_POSTS);
      runQuietly(scratch, 'git', ['add', '-A']);
      runQuietly(scratch, 'git', [
        '-c',
        'user.name=scale',
        '-c',
        'user.email=scale@example.invalid',
        'commit',
        '--quiet',
        '-m',
        `${posts} posts`,
      ]);
    }
    for (const app of appIds) {
      const label = app === 'blog' ? "mf-blog's Vite build" : `${appFolders[app]}'s Vite build`;
      step(label, 'npm', ['run', 'build', '-w', appFolders[app]]);
      if (app !== 'shell')
        step(`${appFolders[app]}'s prerender`, 'npx', ['tsx', 'scripts/prerender.ts', app]);
    }
    const shellDist = join(scratch, appFolders.shell, 'dist');
    const blogDist = join(scratch, appFolders.blog, 'dist');
    let since = Date.now();
    step('compose (every page)', 'npx', ['tsx', 'scripts/compose.ts', '--full'], () =>
      pagesWritten(shellDist, since),
    );
    // One post's text changed, built and prerendered as its release would be; then compose.
    const blogDir = join(scratch, appFolders.blog);
    appendFileSync(
      join(postsFolder(blogDir), 'content', CHANGED_POST),
      '\nOne more sentence, written after the post was first published.\n',
    );
    runQuietly(scratch, 'npm', ['run', 'build', '-w', appFolders.blog]);
    runQuietly(scratch, 'npx', ['tsx', 'scripts/prerender.ts', 'blog']);
    since = Date.now();
    step('compose after one post changed', 'npx', ['tsx', 'scripts/compose.ts'], () =>
      pagesWritten(shellDist, since),
    );
    const search = await firstSearch(shellDist, FIRST_SEARCH_WORD);
    const blogSearch = await firstBlogSearch(shellDist, blogDist, FIRST_SEARCH_WORD);
    rows.push(
      {
        name: '/blog/search.json (its manifest)',
        value: fileSize(join(shellDist, 'blog/search.json')),
      },
      { name: 'opening site search (every manifest)', value: downloads(search.open) },
      { name: `the first search ("${FIRST_SEARCH_WORD}" typed)`, value: downloads(search.typed) },
      {
        name: `the blog's first search (/blog?search=${FIRST_SEARCH_WORD})`,
        value: downloads(blogSearch),
      },
      ...['rss.xml', 'atom.xml', 'feed.json'].flatMap((feed) => [
        { name: `/blog/${feed}`, value: fileSize(join(shellDist, 'blog', feed)) },
        { name: `/${feed} (site-wide)`, value: fileSize(join(shellDist, feed)) },
      ]),
      { name: 'sitemap.xml', value: fileSize(join(shellDist, 'sitemap.xml')) },
      { name: '/blog page HTML', value: fileSize(join(shellDist, 'blog/index.html')) },
      { name: 'home page HTML', value: fileSize(join(shellDist, 'index.html')) },
      {
        name: "the list's first page of posts as data (/blog, the home's latest posts)",
        value: fileSize(join(blogDist, summaryPageFile(POSTS_COLLECTION, ALL_ENTRIES, 1))),
      },
      {
        name: "the blog's _islands/manifest.json (compose and release tools)",
        value: fileSize(join(blogDist, '_islands/manifest.json')),
      },
      {
        name: "the blog's _islands/index.json + largest page shard (what a browser reads)",
        value: browserIslandsSize(join(blogDist, '_islands')),
      },
      { name: "the blog's largest chunk", value: largestChunk(join(blogDist, 'assets')) },
      { name: "the blog's JavaScript (from remoteEntry.js)", value: blogJavaScript(blogDist) },
    );
    rows.push(
      ...(await readerRows(scratch, {
        postPath: `/blog/${CHANGED_POST.replace(/\.md$/, '')}`,
        searchWord: FIRST_SEARCH_WORD,
      })),
    );
    const shellTree = treeSize(shellDist);
    rows.push({
      name: 'shell/dist',
      value: `${(shellTree.bytes / 2 ** 20).toFixed(0)} MB in ${shellTree.files} files`,
    });
    return rows;
  } finally {
    if (!keep) rmSync(scratch, { recursive: true, force: true });
  }
}
