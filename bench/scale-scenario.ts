/**
 * npm run bench:scale -- [--posts 7,200,1000] [--keep]: the blog at scale. For each count, a clone
 * of this repository's last commit in a scratch folder gets generated posts (scale/generate-posts.ts)
 * up to that count, committed as a team's would be; then each step of `npm run build` runs there,
 * timed, with its peak memory, and the files a reader downloads are measured (raw and brotli). One
 * table, a column per count. Measurement, not a test: nothing passes or fails.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { brotliCompressSync, constants } from 'node:zlib';
import { appIds } from '@tla/platform/deploy/deployment';
import { addGeneratedPosts } from './src/scale/generate-posts';
import { appFolders, repoRoot } from '../scripts/workspace';

/** The seven posts the blog ships with. */
const SHIPPED_POSTS = 7;

type Row = { name: string; value: string };

function run(cwd: string, command: string, args: string[]): void {
  execFileSync(command, args, {
    cwd,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, CI: '1' },
  });
}

/** Runs a command under GNU time: its wall-clock seconds and its largest process's peak memory. */
function timed(cwd: string, command: string, args: string[]): { seconds: number; peakMb: number } {
  const report = join(cwd, '.time-report');
  run(cwd, '/usr/bin/time', ['-f', '%e %M', '-o', report, command, ...args]);
  const [seconds = '0', kilobytes = '0'] = readFileSync(report, 'utf8')
    .trim()
    .split(/\s+/)
    .slice(-2);
  return { seconds: Number(seconds), peakMb: Number(kilobytes) / 1024 };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(bytes < 10_240 ? 1 : 0)} KB`;

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

function measure(posts: number): Row[] {
  const scratch = mkdtempSync(join(tmpdir(), `tla-scale-${posts}-`));
  const rows: Row[] = [];
  const step = (name: string, command: string, args: string[]) => {
    const { seconds, peakMb } = timed(scratch, command, args);
    rows.push({ name, value: `${seconds.toFixed(0)} s, ${(peakMb / 1024).toFixed(2)} GB peak` });
  };
  try {
    console.log(`\n▶ ${posts} posts in ${scratch}`);
    run(repoRoot, 'git', ['clone', '--quiet', '--no-hardlinks', repoRoot, scratch]);
    run(scratch, 'npm', ['ci', '--prefer-offline', '--no-audit', '--no-fund']);
    if (posts > SHIPPED_POSTS) {
      addGeneratedPosts(join(scratch, appFolders.blog), posts - SHIPPED_POSTS);
      run(scratch, 'git', ['add', '-A']);
      run(scratch, 'git', [
        '-c',
        'user.name=scale',
        '-c',
        'user.email=scale@localhost',
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
    step('compose (every page)', 'npx', ['tsx', 'scripts/compose.ts']);
    const shellDist = join(scratch, appFolders.shell, 'dist');
    const blogDist = join(scratch, appFolders.blog, 'dist');
    rows.push(
      { name: '/blog/search.json', value: fileSize(join(shellDist, 'blog/search.json')) },
      ...['rss.xml', 'atom.xml', 'feed.json'].flatMap((feed) => [
        { name: `/blog/${feed}`, value: fileSize(join(shellDist, 'blog', feed)) },
        { name: `/${feed} (site-wide)`, value: fileSize(join(shellDist, feed)) },
      ]),
      { name: 'sitemap.xml', value: fileSize(join(shellDist, 'sitemap.xml')) },
      { name: '/blog page HTML', value: fileSize(join(shellDist, 'blog/index.html')) },
      {
        name: "the blog's _islands/manifest.json",
        value: fileSize(join(blogDist, '_islands/manifest.json')),
      },
      { name: "the blog's largest chunk", value: largestChunk(join(blogDist, 'assets')) },
    );
    const shellTree = treeSize(shellDist);
    rows.push({
      name: 'shell/dist',
      value: `${(shellTree.bytes / 2 ** 20).toFixed(0)} MB in ${shellTree.files} files`,
    });
    return rows;
  } finally {
    if (!parsed.values.keep) rmSync(scratch, { recursive: true, force: true });
  }
}

const parsed = parseArgs({
  options: {
    posts: { type: 'string', default: `${SHIPPED_POSTS},200,1000` },
    keep: { type: 'boolean', default: false },
  },
});
const counts = parsed.values.posts.split(',').map((value) => {
  const count = Number(value);
  if (!Number.isInteger(count) || count < SHIPPED_POSTS)
    throw new Error(`--posts takes counts of at least ${SHIPPED_POSTS}, got "${value}"`);
  return count;
});

const columns = counts.map((count) => ({ count, rows: measure(count) }));
const names = columns[0]?.rows.map((row) => row.name) ?? [];
console.log(`\n| | ${counts.map((count) => `${count} posts`).join(' | ')} |`);
console.log(`| --- | ${counts.map(() => '---').join(' | ')} |`);
for (const name of names) {
  console.log(
    `| ${name} | ${columns.map((column) => column.rows.find((row) => row.name === name)?.value ?? '').join(' | ')} |`,
  );
}
