/**
 * What compose writes for the whole site from the sections' files: the sitemap, the site feed, and
 * the section table every page and remotes.json carry, and which remotes remotes.json says have a
 * release record.
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { parseFeed } from '@rowanmanning/feed-parser';
import { expect, test } from 'vitest';
import { remotesFileSchema } from '../contracts/published';
import { publishedJsonFeedSchema } from '../contracts/published-at-build';
import { defineSection, publishedSection } from '../contracts/section';
import { setUpComposeFixture } from './compose.fixture';

const { root, put, shellDist, publishFeeds, publishRemote, tables, compose, page } =
  setUpComposeFixture();

test('the sitemap dates each page by the last change its head declares, in a feed or not', async () => {
  publishRemote('simulator', {
    '/simulator': { html: '<p>Simulator</p>', modified: '2024-03-09T10:00:00.000Z' },
  });
  await compose();
  const sitemap = readFileSync(join(shellDist(), 'sitemap.xml'), 'utf8');
  expect(sitemap).toContain(
    '<url><loc>https://site.example/blog/first</loc><lastmod>2026-02-03</lastmod></url>',
  );
  expect(sitemap).toContain(
    '<url><loc>https://site.example/learn</loc><lastmod>2025-06-01</lastmod></url>',
  );
  // No feed carries it: its head alone dates it.
  expect(sitemap).toContain(
    '<url><loc>https://site.example/simulator</loc><lastmod>2024-03-09</lastmod></url>',
  );
  expect(sitemap).toContain('<url><loc>https://site.example/blog</loc></url>');
  expect(sitemap.match(/<lastmod>/g)).toHaveLength(3);
});

test('the site feed: every section’s entries, newest first, in three formats a feed parser reads', async () => {
  publishFeeds('simulator', [
    { path: '/simulator', title: 'Simulator notes', publishedAt: '2025-05-10' },
  ]);
  await compose();
  const expected = [
    ['https://site.example/learn', 'Tutorials <b>&</b> more', '2025-06-01', '2025-06-01'],
    ['https://site.example/simulator', 'Simulator notes', '2025-05-10', '2025-05-10'],
    ['https://site.example/blog/first', 'First post', '2025-05-06', '2026-02-03'],
  ];
  const day = (date: Date | null | undefined) => date?.toISOString().slice(0, 10);
  for (const path of ['rss.xml', 'atom.xml']) {
    const feed = parseFeed(readFileSync(join(shellDist(), path), 'utf8'));
    expect(feed.title, path).toBe('Site & Co: everything new');
    expect(
      feed.items.map((item) => [item.url, item.title]),
      path,
    ).toEqual(expected.map(([url, title]) => [url, title]));
    expect(feed.items[2]?.content, path).toContain('<p>First post</p>');
    expect(existsSync(join(shellDist(), `${path}.br`)), path).toBe(true);
  }
  const atom = parseFeed(readFileSync(join(shellDist(), 'atom.xml'), 'utf8'));
  expect(atom.items.map((item) => [day(item.published), day(item.updated)])).toEqual(
    expected.map(([, , published, updated]) => [published, updated]),
  );
  // The JSON Feed reads back with the schema compose reads the sections' feeds with.
  const json = publishedJsonFeedSchema.parse(
    JSON.parse(readFileSync(join(shellDist(), 'feed.json'), 'utf8')),
  );
  expect(
    json.items.map((item) => [
      item.url,
      item.title,
      day(new Date(item.date_published)),
      day(new Date(item.date_modified)),
    ]),
  ).toEqual(expected);
  expect(json.items.map((item) => item.tags)).toEqual([
    ['learn notes'],
    ['simulator notes'],
    ['blog notes'],
  ]);
  // Every page announces it before the sections' own feeds.
  const head = readFileSync(page('learn'), 'utf8');
  expect(head).toContain(
    '<link rel="alternate" type="application/rss+xml" title="Site &amp; Co: everything new (RSS)" href="/rss.xml">',
  );
  expect(head.indexOf('href="/feed.json"')).toBeLessThan(head.indexOf('href="/blog/rss.xml"'));
});

test('a published feed that does not parse fails naming the file and the field', async () => {
  const file = join(root(), 'learn', 'site', 'learn', 'feed.json');
  put(file, {
    ...JSON.parse(readFileSync(file, 'utf8')),
    items: [{ id: 'x', url: 'https://site.example/learn' }],
  });
  await expect(compose()).rejects.toThrow(`${file} does not match its schema: items.0.title:`);
  rmSync(file);
  await expect(compose()).rejects.toThrow(
    `${file}: cannot read it (its remote lists it in section.json`,
  );
});

test("a menu entry and a home-page widget in a remote's contract reach every prerendered page and remotes.json", async () => {
  const contract = defineSection({
    remote: 'learn',
    title: 'Learn',
    modules: {
      'learn-routes': {
        file: './src/app/learn-routes.tsx',
        mount: '/learn/*',
        label: 'learn',
        paths: ['/learn'],
        navigation: [{ menu: 'header', label: 'Courses', order: 45 }],
      },
      'home-courses': {
        file: './src/app/home-courses.tsx',
        mount: '/',
        label: 'Our Courses',
        paths: ['/'],
        widget: { slot: 'home-after-partners', order: 5 },
      },
    },
  });
  put(join(root(), 'learn', 'section.json'), publishedSection(contract));
  await compose();
  const entry = { menu: 'header', label: 'Courses', order: 45, path: '/learn' };
  const widget = {
    remote: 'mf_learn',
    module: 'home-courses',
    label: 'Our Courses',
    slot: 'home-after-partners',
    order: 5,
  };
  // Every page's render gets them (the shell's header and footer read it from there), the home page too.
  for (const path of ['/', '/blog', '/learn']) {
    const table = tables.get(path);
    expect(table?.sections.find((row) => row.remote === 'mf_learn')?.navigation).toEqual([entry]);
    expect(table?.widgets).toEqual([widget]);
  }
  const remotesJson = JSON.parse(readFileSync(join(shellDist(), 'remotes.json'), 'utf8'));
  expect(remotesJson.sections).toContainEqual(
    expect.objectContaining({ remote: 'mf_learn', navigation: [entry] }),
  );
  // A widget is no section: it names no route, and the shell's routes never mount it.
  expect(remotesJson.sections).not.toContainEqual(
    expect.objectContaining({ module: 'home-courses' }),
  );
  expect(remotesJson.widgets).toEqual([widget]);
});

test('remotes.json says which remotes have a release record, so the status page asks for no other', async () => {
  put(join(root(), 'blog', 'release.json'), {
    id: 'blog-1',
    releasedAt: '2026-11-27T11:00:00.000Z',
    replaced: null,
    rollbackTarget: null,
  });
  await compose();
  const { remotes } = remotesFileSchema.parse(
    JSON.parse(readFileSync(join(shellDist(), 'remotes.json'), 'utf8')),
  );
  expect(remotes.map(({ name, released }) => [name, released])).toEqual([
    ['mf_blog', true],
    ['mf_learn', false],
    ['mf_simulator', false],
  ]);
});
