/**
 * Posts for the scale scenario: `count` built-in posts made from the blog's own seven, as a blog team
 * that has written that many would have them: about 1,200 words each (headings, lists, code, tables
 * and links drawn from the real posts' blocks, each post with words of its own so that the search
 * index grows as real text makes it grow), spread over the five categories and three years. The same
 * count gives the same posts, so two runs measure the same site.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export type GeneratedPost = {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  categoryId: number;
  publishedAt: string;
  readTime: number;
  /** Its picture, by name (the blog's images folder). */
  image: string;
  markdown: string;
};

/** A small deterministic generator (mulberry32): the same seed gives the same posts. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A markdown text's top-level blocks (a fenced code block stays whole), headings left out. */
export function blocksOf(markdown: string): string[] {
  const blocks: string[] = [];
  let current: string[] = [];
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (line.startsWith('```')) fenced = !fenced;
    if (!fenced && line.trim() === '') {
      if (current.length > 0) blocks.push(current.join('\n'));
      current = [];
    } else {
      current.push(line);
    }
  }
  if (current.length > 0) blocks.push(current.join('\n'));
  return blocks.filter((block) => !block.startsWith('#') && !block.includes('{{'));
}

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

const topics = [
  'liquidity',
  'tokenomics',
  'metadata',
  'authorities',
  'vesting',
  'airdrops',
  'listings',
  'community',
  'fees',
  'security',
];
const syllables = ['sol', 'mint', 'ra', 'dex', 'vo', 'lu', 'pha', 'ke', 'tor', 'ni', 'qua', 'zen'];

/** A word no other post uses: what makes each real post's vocabulary its own. */
function coinedWord(next: () => number): string {
  const length = 2 + Math.floor(next() * 3);
  return Array.from({ length }, () => syllables[Math.floor(next() * syllables.length)]).join('');
}

export function generatePosts({
  count,
  firstId,
  sourceBlocks,
}: {
  count: number;
  firstId: number;
  sourceBlocks: readonly string[];
}): GeneratedPost[] {
  if (sourceBlocks.length === 0)
    throw new Error('generatePosts needs blocks of real posts to draw from');
  const next = random(count);
  const start = Date.UTC(2023, 0, 1);
  const span = 3 * 365 * 24 * 3600 * 1000;
  return Array.from({ length: count }, (_, index) => {
    const id = firstId + index;
    const topic = topics[index % topics.length] ?? 'tokens';
    const coined = Array.from({ length: 12 }, () => coinedWord(next));
    const sections: string[] = [];
    let words = 0;
    while (words < 1200) {
      const heading = `## ${topic[0]?.toUpperCase()}${topic.slice(1)} note ${sections.length + 1}: ${coined[sections.length % coined.length]}`;
      const blocks = Array.from(
        { length: 3 },
        () => sourceBlocks[Math.floor(next() * sourceBlocks.length)] ?? '',
      );
      const own = `In this part we call the idea ${coined.slice(0, 4).join(', ')} and ${coined[5]}; post ${id} returns to them below.`;
      const section = [heading, own, ...blocks].join('\n\n');
      sections.push(section);
      words += wordCount(section);
    }
    const publishedAt = new Date(start + Math.floor(next() * span)).toISOString().slice(0, 10);
    return {
      id,
      slug: `generated-${topic}-post-${id}`,
      title: `Generated post ${id}: ${topic} on Solana, ${coined[0]} edition`,
      excerpt: `A generated post about ${topic} for measuring the site at scale, with the words ${coined.slice(0, 3).join(', ')}.`,
      categoryId: (index % 5) + 1,
      publishedAt,
      readTime: Math.max(1, Math.round(words / 200)),
      image: 'meme-coin',
      markdown: `${sections.join('\n\n')}\n`,
    };
  });
}

export const postsFolder = (blogDir: string) => join(blogDir, 'src/features/posts');

/**
 * Adds `count` generated posts to the blog in `blogDir` (a scratch copy): their markdown beside the
 * real posts', and their entries in the two modules that list built-in posts.
 */
export function addGeneratedPosts(blogDir: string, count: number): GeneratedPost[] {
  const folder = postsFolder(blogDir);
  const contentDir = join(folder, 'content');
  const sourceBlocks = readdirSync(contentDir)
    .filter((name) => name.endsWith('.md'))
    .flatMap((name) => blocksOf(readFileSync(join(contentDir, name), 'utf8')));
  const metaFile = join(folder, 'data/built-in-post-meta.ts');
  const firstId =
    1 +
    Math.max(
      ...[...readFileSync(metaFile, 'utf8').matchAll(/\bid: (\d+)/g)].map((match) =>
        Number(match[1]),
      ),
    );
  const posts = generatePosts({ count, firstId, sourceBlocks });
  for (const post of posts) writeFileSync(join(contentDir, `${post.slug}.md`), post.markdown);

  const entries = posts
    .map(({ markdown: _markdown, ...meta }) => `  ${JSON.stringify(meta)},`)
    .join('\n');
  insertBefore(metaFile, '] as const satisfies', `${entries}\n`);
  const bodiesFile = join(folder, 'data/built-in-posts.ts');
  insertBefore(
    bodiesFile,
    'const bodies',
    posts
      .map((post) => `import generated${post.id} from '../content/${post.slug}.md?raw';\n`)
      .join(''),
  );
  insertBefore(
    bodiesFile,
    '};\n',
    posts.map((post) => `  '${post.slug}': generated${post.id},\n`).join(''),
  );
  return posts;
}

function insertBefore(file: string, marker: string, text: string): void {
  const source = readFileSync(file, 'utf8');
  const at = source.indexOf(marker);
  if (at < 0)
    throw new Error(
      `${file} no longer has "${marker.trim()}": update the scale scenario's generator`,
    );
  writeFileSync(file, source.slice(0, at) + text + source.slice(at));
}
