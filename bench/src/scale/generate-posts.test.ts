import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { appDir } from '../../../scripts/workspace';
import { addGeneratedPosts, blocksOf, generatePosts } from './generate-posts';

const blocks = [
  'A paragraph about pools and fees.',
  '```ts\nconst a = 1;\n\nconst b = 2;\n```',
  '- one\n- two',
];
const scratch: string[] = [];
afterEach(() => {
  for (const dir of scratch.splice(0)) rmSync(dir, { recursive: true, force: true });
});

test('a text splits into its blocks, a fenced block whole, headings left out', () => {
  expect(
    blocksOf('## Title\n\nFirst para\nstill first.\n\n```ts\na\n\nb\n```\n\n{{widget:x}}\n\nLast.'),
  ).toEqual(['First para\nstill first.', '```ts\na\n\nb\n```', 'Last.']);
});

test('posts of about 1,200 words, over five categories and three years, each with its own words', () => {
  const posts = generatePosts({ count: 50, firstId: 8, sourceBlocks: blocks });
  expect(posts.map((post) => post.id)).toEqual(Array.from({ length: 50 }, (_, index) => 8 + index));
  expect(new Set(posts.map((post) => post.slug)).size).toBe(50);
  expect(new Set(posts.map((post) => post.categoryId))).toEqual(new Set([1, 2, 3, 4, 5]));
  const days = posts.map((post) => post.publishedAt).sort();
  expect(days[0]! < '2024-01-01' && days.at(-1)! > '2025-06-01').toBe(true);
  for (const post of posts) {
    const words = post.markdown.split(/\s+/).filter(Boolean).length;
    expect(words).toBeGreaterThanOrEqual(1200);
    expect(words).toBeLessThan(1600);
  }
  expect(posts[0]?.markdown).not.toBe(posts[1]?.markdown);
});

test('the same count gives the same posts', () => {
  expect(generatePosts({ count: 5, firstId: 8, sourceBlocks: blocks })).toEqual(
    generatePosts({ count: 5, firstId: 8, sourceBlocks: blocks }),
  );
});

test("generated posts join the blog's own: markdown beside theirs, listed in the two post modules, with a picture the blog has", () => {
  const blogDir = mkdtempSync(join(tmpdir(), 'tla-scale-test-'));
  scratch.push(blogDir);
  cpSync(join(appDir('blog'), 'src/features/posts'), join(blogDir, 'src/features/posts'), {
    recursive: true,
  });
  const posts = addGeneratedPosts(blogDir, 3);
  const folder = join(blogDir, 'src/features/posts');
  expect(
    readdirSync(join(folder, 'content')).filter((name) => name.startsWith('generated-')),
  ).toHaveLength(3);
  const meta = readFileSync(join(folder, 'data/built-in-post-meta.ts'), 'utf8');
  const bodies = readFileSync(join(folder, 'data/built-in-posts.ts'), 'utf8');
  const images = readdirSync(join(folder, 'data/images'));
  for (const post of posts) {
    expect(meta).toContain(`"slug":"${post.slug}"`);
    expect(meta).toContain(`"image":"${post.image}"`);
    expect(bodies).toContain(`'${post.slug}': generated${post.id},`);
    expect(bodies).toContain(`from '../content/${post.slug}.md?raw'`);
    expect(images).toContain(`${post.image}.svg`);
  }
  expect(posts[0]?.id).toBe(8);
});
