import { expect, test, vi } from 'vitest';
import { publishedSearchFiles } from '@tla/platform/test/published-search';
import { postsSearchIndex } from '../../../app/search-indexes';
import { blogMount } from '../../../config/blog-paths';
import { builtInPostSummaries } from '../data/built-in-post-summaries';
import type { BlogPost, PostInput } from '../data/schemas';
import { createPostStore, SlugTakenError } from './post-store';
import { parseStoredPosts, POSTS_STORAGE_KEY } from './stored-posts';

const NOW = new Date('2026-03-01T12:00:00.000Z');

function makeStore(getStorage: () => Storage | undefined = () => window.localStorage) {
  return createPostStore({ builtIns: builtInPostSummaries, getStorage, getEvents: () => window, now: () => NOW });
}

function userPost(overrides: Partial<BlogPost> = {}): BlogPost {
  return {
    id: 20,
    title: 'My launch diary',
    slug: 'my-launch-diary',
    excerpt: 'Notes from launch week.',
    content: 'Day one: **created the mint** on devnet.',
    categoryId: 4,
    featuredImage: null,
    publishedAt: '2026-01-10T08:00:00.000Z',
    readTime: 3,
    ...overrides,
  };
}

const input: PostInput = {
  title: 'Fresh post',
  slug: 'fresh-post',
  excerpt: null,
  content: 'Hello from the editor.',
  categoryId: 1,
  featuredImage: null,
  readTime: 5,
};

function stored(): unknown {
  return JSON.parse(window.localStorage.getItem(POSTS_STORAGE_KEY) ?? 'null');
}

/** A storage whose reads or writes fail, like a blocked or full localStorage. */
function failingStorage({ read, write }: { read?: Error; write?: Error }): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    key: (index) => [...data.keys()][index] ?? null,
    getItem(key) {
      if (read) throw read;
      return data.get(key) ?? null;
    },
    setItem(key, value) {
      if (write) throw write;
      data.set(key, value);
    },
    removeItem: (key) => void data.delete(key),
  };
}

const ids = (posts: readonly { id: number }[]) => posts.map((post) => post.id);

test('with nothing stored: the seven built-in posts, newest first', () => {
  const store = makeStore();
  expect(ids(store.getSnapshot())).toEqual([7, 6, 5, 4, 3, 2, 1]);
  expect(store.getSnapshot()).toBe(store.getSnapshot()); // stable for useSyncExternalStore
});

test.each([
  ['nothing stored', null],
  ['an empty list stored', '[]'],
])('with %s, the browser sees the server snapshot itself, so hydration renders nothing again', (_, raw) => {
  if (raw !== null) window.localStorage.setItem(POSTS_STORAGE_KEY, raw);
  const store = makeStore();
  expect(store.getSnapshot()).toBe(store.getServerSnapshot());
});

test('the server snapshot is the built-in posts only, whatever the reader stored', () => {
  window.localStorage.setItem(POSTS_STORAGE_KEY, JSON.stringify([userPost()]));
  const store = makeStore();
  expect(ids(store.getServerSnapshot())).toEqual([7, 6, 5, 4, 3, 2, 1]);
  expect(ids(store.getSnapshot())).toEqual([20, 7, 6, 5, 4, 3, 2, 1]);
});

test.each([
  ['not JSON', '{oops'],
  ['not an array', '{"id": 20}'],
  ['null', 'null'],
])('corrupt storage (%s) falls back to the built-in posts', (_, raw) => {
  window.localStorage.setItem(POSTS_STORAGE_KEY, raw);
  expect(ids(makeStore().getSnapshot())).toEqual([7, 6, 5, 4, 3, 2, 1]);
});

test('one bad entry does not hide the good ones', () => {
  window.localStorage.setItem(
    POSTS_STORAGE_KEY,
    JSON.stringify([userPost(), { id: 'x' }, 42, userPost({ id: 21, slug: 'second', title: '' }), userPost({ id: 22, slug: 'third' })]),
  );
  expect(ids(makeStore().getSnapshot()).slice(0, 3)).toEqual([22, 20, 7]);
});

test('stored posts reusing a built-in id, an earlier id or a taken slug are ignored', () => {
  const posts = parseStoredPosts(
    JSON.stringify([
      userPost({ id: 3, slug: 'impostor' }),
      userPost({ id: 20 }),
      userPost({ id: 20, slug: 'same-id' }),
      userPost({ id: 21, slug: 'spl-token-developer-guide' }),
      userPost({ id: 22, slug: 'my-launch-diary' }),
    ]),
    builtInPostSummaries,
  );
  expect(posts.map((post) => post.id)).toEqual([20]);
  expect(makeStoreWith(posts).getPostBySlug('spl-token-developer-guide')?.id).toBe(3);
});

function makeStoreWith(posts: unknown[]) {
  window.localStorage.setItem(POSTS_STORAGE_KEY, JSON.stringify(posts));
  return makeStore();
}

test('older stored entries without the optional fields take their defaults', () => {
  const { id, title, slug, content, categoryId, publishedAt } = userPost();
  const store = makeStoreWith([{ id, title, slug, content, categoryId, publishedAt }]);
  expect(store.getPostBySlug('my-launch-diary')).toMatchObject({ readTime: 5, excerpt: null, featuredImage: null });
});

test('a created post has no update date; an edit gives it one, which a reload keeps', () => {
  const store = makeStore();
  expect(store.createPost(input)).not.toHaveProperty('updatedAt');
  store.updatePost(1 + 7, { title: 'Edited' });
  expect(makeStore().getPostBySlug('fresh-post')).toMatchObject({ title: 'Edited', updatedAt: NOW.toISOString() });
});

test('a stored update date that does not parse is dropped, the post kept', () => {
  const store = makeStoreWith([
    { ...userPost(), updatedAt: 'last Tuesday' },
    { ...userPost({ id: 21, slug: 'second' }), updatedAt: 42 },
  ]);
  expect(store.getPostBySlug('my-launch-diary')).toMatchObject({ title: 'My launch diary', updatedAt: undefined });
  expect(store.getPostBySlug('second')).toMatchObject({ id: 21, updatedAt: undefined });
});

test('a storage read failure is silently ignored: built-in posts', () => {
  const blocked = makeStore(() => failingStorage({ read: new DOMException('denied', 'SecurityError') }));
  expect(ids(blocked.getSnapshot())).toEqual([7, 6, 5, 4, 3, 2, 1]);
  const noAccess = makeStore(() => {
    throw new DOMException('denied', 'SecurityError');
  });
  expect(ids(noAccess.getSnapshot())).toEqual([7, 6, 5, 4, 3, 2, 1]);
  const none = makeStore(() => undefined);
  expect(ids(none.getSnapshot())).toEqual([7, 6, 5, 4, 3, 2, 1]);
});

test('create: id = highest id + 1, first in the list, published now; only the reader’s posts are saved', () => {
  const store = makeStoreWith([userPost({ id: 41, publishedAt: '2026-02-01T00:00:00.000Z' })]);
  const created = store.createPost(input);
  expect(created).toMatchObject({ ...input, id: 42, publishedAt: NOW.toISOString() });
  expect(ids(store.getSnapshot())).toEqual([42, 41, 7, 6, 5, 4, 3, 2, 1]);
  expect(stored()).toEqual([created, userPost({ id: 41, publishedAt: '2026-02-01T00:00:00.000Z' })]);
  // A fresh store (a reload) sees the same list.
  expect(ids(makeStore().getSnapshot())).toEqual([42, 41, 7, 6, 5, 4, 3, 2, 1]);
});

test('create with a slug another post uses fails clearly and saves nothing', () => {
  const store = makeStore();
  expect(() => store.createPost({ ...input, slug: 'spl-token-developer-guide' })).toThrow(SlugTakenError);
  expect(() => store.createPost({ ...input, slug: 'spl-token-developer-guide' })).toThrow(
    'Another post already uses the slug "spl-token-developer-guide". Choose a different slug.',
  );
  expect(stored()).toBeNull();
});

test('update merges the given fields by id, sets the publish and update dates and saves', () => {
  const store = makeStoreWith([userPost()]);
  const updated = store.updatePost(20, { title: 'Renamed', slug: 'renamed', excerpt: undefined });
  expect(updated).toEqual({
    ...userPost(),
    title: 'Renamed',
    slug: 'renamed',
    publishedAt: NOW.toISOString(),
    updatedAt: NOW.toISOString(),
  });
  expect(stored()).toEqual([updated]);
  expect(store.getPostBySlug('my-launch-diary')).toBeUndefined();
  expect(store.getPostBySlug('renamed')?.title).toBe('Renamed');
});

test('update of an unknown id returns nothing and changes nothing', () => {
  const store = makeStoreWith([userPost()]);
  expect(store.updatePost(999, { title: 'Nope' })).toBeUndefined();
  expect(stored()).toEqual([userPost()]);
});

test('update to a slug another post uses fails clearly; keeping its own slug is fine', () => {
  const store = makeStoreWith([userPost()]);
  expect(() => store.updatePost(20, { slug: 'marketing-your-meme-coin-launch' })).toThrow(SlugTakenError);
  expect(store.updatePost(20, { slug: 'my-launch-diary', title: 'Same slug' })?.title).toBe('Same slug');
});

test('an edited built-in post changes for this visit but is never written to storage', () => {
  const store = makeStoreWith([userPost()]);
  // Listed without its markdown, a built-in post is edited with it, as the editor does.
  expect(() => store.updatePost(1, { title: 'Simulator, revised' })).toThrow(/must give its content/);
  const edited = store.updatePost(1, { title: 'Simulator, revised', content: 'A shorter text.' });
  expect(edited?.title).toBe('Simulator, revised');
  expect(store.updatePost(1, { readTime: 2 })?.content).toBe('A shorter text.');
  expect(store.getPostBySlug('solana-token-simulator-plan-your-launch')?.title).toBe('Simulator, revised');
  expect(stored()).toEqual([userPost()]);
  expect(store.isBuiltIn(1)).toBe(true);
  expect(store.isBuiltIn(20)).toBe(false);
});

test('a write failure (storage full) is logged, and the post still shows for this visit', () => {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  const quota = new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  const store = makeStore(() => failingStorage({ write: quota }));
  const created = store.createPost(input);
  expect(logged).toHaveBeenCalledWith('Error saving posts:', quota);
  expect(store.getSnapshot()[0]).toEqual(created);
  store.updatePost(created.id, { title: 'Still here' });
  expect(logged).toHaveBeenCalledTimes(2);
  expect(store.getPostBySlug('fresh-post')?.title).toBe('Still here');
});

test('list: limit 10 and offset 0 by default, with pagination', () => {
  const extra = Array.from({ length: 6 }, (_, i) => userPost({ id: 20 + i, slug: `extra-${i}` }));
  const store = makeStoreWith(extra);
  const first = store.listPosts();
  expect(first.posts).toHaveLength(10);
  expect(first.pagination).toEqual({ total: 13, limit: 10, offset: 0 });
  const second = store.listPosts({ limit: 9, offset: 9 });
  expect(second.posts).toHaveLength(4);
  expect(second.pagination).toEqual({ total: 13, limit: 9, offset: 9 });
});

test('by category slug; an unknown slug gives an empty list with total 0', () => {
  const store = makeStore();
  const tokenCreation = store.listPostsByCategory('token-creation');
  expect(ids(tokenCreation.posts)).toEqual([3, 2, 1]);
  expect(tokenCreation.pagination.total).toBe(3);
  expect(store.listPostsByCategory('token-creation', { limit: 1, offset: 1 }).posts.map((post) => post.id)).toEqual([2]);
  for (const slug of ['defi', 'smart-contracts', 'nope']) {
    expect(store.listPostsByCategory(slug)).toEqual({ posts: [], pagination: { total: 0, limit: 10, offset: 0 } });
  }
});

test('by slug: the post with its category; unknown category is Uncategorized; unknown slug is nothing', () => {
  const store = makeStoreWith([userPost({ categoryId: 99 })]);
  expect(store.getPostBySlug('adding-liquidity-to-your-solana-token')?.category).toMatchObject({ name: 'Liquidity', slug: 'liquidity' });
  expect(store.getPostBySlug('my-launch-diary')?.category).toMatchObject({ name: 'Uncategorized', slug: 'uncategorized' });
  expect(store.getPostBySlug('missing')).toBeUndefined();
});

test('search is case-insensitive over title, excerpt and content (the built-in posts’ too), and paginated', async () => {
  // The blog's search index as its build publishes it, answered by the site.
  const searchFiles = await publishedSearchFiles({ [blogMount]: postsSearchIndex() });
  const requested: string[] = [];
  vi.stubGlobal('fetch', async (path: string) => {
    requested.push(path);
    return new Response(searchFiles[path] ?? '', { status: searchFiles[path] === undefined ? 404 : 200 });
  });
  const store = makeStoreWith([
    userPost({ id: 20, slug: 'a', title: 'ZEBRA in the title', excerpt: null }),
    userPost({ id: 21, slug: 'b', title: 'Other', excerpt: 'a zebra in the excerpt' }),
    userPost({ id: 22, slug: 'c', title: 'Third', excerpt: null, content: 'Only the body says ZeBrA.' }),
  ]);
  const result = await store.searchPosts('zebra');
  expect(ids(result.posts).sort()).toEqual([20, 21, 22]);
  expect(result.pagination).toEqual({ total: 3, limit: 10, offset: 0 });
  expect((await store.searchPosts('zebra', { limit: 2, offset: 2 })).posts).toHaveLength(1);
  expect((await store.searchPosts('no such words anywhere')).pagination.total).toBe(0);
  // Words of a built-in post's body alone, not of any title or excerpt.
  expect(ids((await store.searchPosts('cpmm')).posts)).toContain(6);
  // Through the split index: its manifest and the term files the words need, never every post's text.
  expect(requested.every((path) => /^\/blog\/search(\.json|\/\w+\/terms-\d+\.json)$/.test(path))).toBe(true);
  vi.unstubAllGlobals();
});

test('categories are listed', () => {
  expect(makeStore().listCategories()).toHaveLength(5);
});

test('a change made in another tab shows without a reload', () => {
  const store = makeStore();
  const listener = vi.fn();
  const unsubscribe = store.subscribe(listener);
  expect(store.getSnapshot()).toHaveLength(7);

  // The other tab writes, then the browser tells this one.
  window.localStorage.setItem(POSTS_STORAGE_KEY, JSON.stringify([userPost()]));
  window.dispatchEvent(new StorageEvent('storage', { key: POSTS_STORAGE_KEY }));
  expect(listener).toHaveBeenCalledTimes(1);
  expect(store.getSnapshot()[0]?.id).toBe(20);

  window.dispatchEvent(new StorageEvent('storage', { key: 'theme' }));
  expect(listener).toHaveBeenCalledTimes(1);

  unsubscribe();
  window.dispatchEvent(new StorageEvent('storage', { key: POSTS_STORAGE_KEY }));
  expect(listener).toHaveBeenCalledTimes(1);
});

test('subscribers hear about this tab’s own saves too', () => {
  const store = makeStore();
  const listener = vi.fn();
  store.subscribe(listener);
  store.createPost(input);
  expect(listener).toHaveBeenCalledTimes(1);
});
