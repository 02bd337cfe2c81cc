// @vitest-environment node
import { expect, test } from 'vitest';
import { searchManifestSchema, type SearchIndex } from '../contracts/search';
import { publishedSearchFiles } from '../test/published-search';
import { splitSearchIndex } from './split-index';
import { localSource, publishedSource, searchSource } from './split-search';

const words = ['liquidity', 'launch', 'ledger', 'deposit', 'faucet', 'token', 'mint', 'rent'];
/** A word of a page's own, three letters away from any other's (no typo of one reaches another). */
const ownWord = (id: number) => {
  const letter = (n: number) => String.fromCharCode(97 + (n % 26));
  return `${letter(id).repeat(3)}${letter(Math.floor(id / 26) + 7).repeat(3)}`;
};
/** Forty pages, each with a word of its own, so the index splits into many small files. */
const index: SearchIndex = {
  group: 'Blog',
  documents: Array.from({ length: 40 }, (_, id) => ({
    url: `/blog/post-${id}`,
    title: `Post ${id} about ${words[id % words.length]}`,
    text: `A page on ${words[(id + 3) % words.length]} with its own word ${ownWord(id)} and more text.`,
  })),
};
const small = { termBytes: 200, documentBytes: 300 };

test('the split keeps every term once, in sorted runs, and every document in order', () => {
  const split = splitSearchIndex(index, small);
  expect(split.terms.length).toBeGreaterThan(5);
  expect(split.terms[0]?.from).toBe('');
  const terms = split.terms.flatMap((run, position) => {
    const next = split.terms[position + 1]?.from;
    const inRun = Object.keys(run.postings);
    expect(inRun.every((term) => term >= run.from && (next === undefined || term < next))).toBe(
      true,
    );
    return inRun;
  });
  expect(new Set(terms).size).toBe(terms.length);
  expect(terms).toContain(ownWord(39));
  expect(split.documents.flat()).toEqual(index.documents);
  expect(split.documents.length).toBeGreaterThan(5);
});

test('prefixes and typos from four letters on match; every word must; titles rank first', async () => {
  const source = localSource(index);
  const ids = async (query: string[]) => (await searchSource(source, query)).map((hit) => hit.id);
  // "ledger" is in the titles of posts 2, 10, … and in the text of posts 7, 15, …: titles first.
  const ledger = await ids(['ledger']);
  expect(ledger.slice(0, 5)).toEqual([2, 10, 18, 26, 34]);
  expect(ledger.slice(5).sort((a, b) => a - b)).toEqual([7, 15, 23, 31, 39]);
  expect(await ids(['ledg'])).toEqual(ledger);
  expect(await ids(['ledgr'])).toEqual(ledger);
  expect(await ids([ownWord(17)])).toEqual([17]);
  expect(await ids([ownWord(17), 'ledger'])).toEqual([]);
  expect(await ids([ownWord(15), 'ledger'])).toEqual([15]);
  expect((await searchSource(source, ['ledger', 'xyzzy'], 'any')).length).toBe(10);
  expect(await ids(['zzzz'])).toEqual([]);
  expect(await ids([''])).toEqual([]);
});

test('a published index reads only the files the words need, and names a broken file and field', async () => {
  const files = await publishedSearchFiles({ '/blog/*': index }, small);
  const requested: string[] = [];
  const read = async (path: string) => {
    requested.push(path);
    const text = files[path];
    if (text === undefined) throw new Error(`${path} answered 404`);
    return text;
  };
  const source = await publishedSource('/blog/search.json', read);
  expect(source.documentCount).toBe(40);
  const local = await searchSource(localSource(index), [ownWord(17)]);
  expect(await searchSource(source, [ownWord(17)])).toEqual(local);
  const documents = await source.documents([17]);
  expect(documents.get(17)?.url).toBe('/blog/post-17');
  expect(requested.length).toBeLessThan(Object.keys(files).length);

  const manifest = searchManifestSchema.parse(JSON.parse(files['/blog/search.json'] ?? ''));
  const second = manifest.terms[1] ?? '';
  const termFile = `/blog/search/${manifest.build}/terms-1.json`;
  const broken = { ...files, [termFile]: JSON.stringify({ token: [1] }) };
  const brokenSource = await publishedSource(
    '/blog/search.json',
    async (path) => broken[path] ?? '',
  );
  await expect(searchSource(brokenSource, [second.padEnd(3, 'a')])).rejects.toThrow(
    `${termFile} does not match its schema: token: must hold pairs of document id and score`,
  );
});
