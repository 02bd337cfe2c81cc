/**
 * npm run bench:scale -- [--posts 7,200,1000] [--keep]: the blog at scale. For each count, a clone
 * of this repository's last commit in a scratch folder gets generated posts
 * (src/scale/generate-posts.ts) up to that count, committed as a team's would be; then each step of
 * `npm run build` runs there, timed, with its peak memory, and the files a reader downloads are
 * measured (raw and brotli; src/scale/blog-at-scale.ts). One table, a column per count. Measurement,
 * not a test: nothing passes or fails.
 */
import { parseArgs } from 'node:util';
import * as blogAtScale from './src/scale/blog-at-scale';
import { growth } from './src/scale/reader-figures';

function readOptions(): { counts: number[]; keep: boolean } {
  const { values } = parseArgs({
    options: {
      posts: { type: 'string', default: `${blogAtScale.SHIPPED_POSTS},200,1000` },
      keep: { type: 'boolean', default: false },
    },
  });
  const counts = values.posts.split(',').map((value) => {
    const count = Number(value);
    if (!Number.isInteger(count) || count < blogAtScale.SHIPPED_POSTS)
      throw new Error(
        `--posts takes counts of at least ${blogAtScale.SHIPPED_POSTS}, got "${value}"`,
      );
    return count;
  });
  return { counts, keep: values.keep };
}

type Column = { count: number; rows: blogAtScale.Row[] };

/** The table of the counts measured so far, a column per count. */
function printTable(columns: readonly Column[]): void {
  const names = columns[0]?.rows.map((row) => row.name) ?? [];
  console.log(`\n| | ${columns.map(({ count }) => `${count} posts`).join(' | ')} |`);
  console.log(`| --- | ${columns.map(() => '---').join(' | ')} |`);
  for (const name of names) {
    const cells = columns.map((column) => column.rows.find((row) => row.name === name));
    const baseline = cells[0]?.bytes;
    // A later count's bytes also read as the change from the first count's.
    const shown = cells.map((cell, index) => {
      const change =
        index > 0 && cell?.bytes !== undefined && baseline !== undefined
          ? growth(cell.bytes, baseline)
          : '';
      return change ? `${cell?.value ?? ''} (${change})` : (cell?.value ?? '');
    });
    console.log(`| ${name} | ${shown.join(' | ')} |`);
  }
}

async function main(): Promise<void> {
  const { counts, keep } = readOptions();
  const columns: Column[] = [];
  // One count at a time: each builds the whole site in its own clone. The table so far is printed
  // after each, so a later count that fails leaves the figures of those before it.
  for (const count of counts) {
    columns.push({ count, rows: await blogAtScale.run(count, { keep }) });
    printTable(columns);
  }
}

await main();
