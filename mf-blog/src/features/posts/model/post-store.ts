import { highestBuiltInId, knownBuiltIn, knownBuiltInBySlug } from '../data/known-built-ins';
import { postSchema, type BlogPost, type ListedPost, type PostInput, type PostListResult, type PostSummary } from '../data/schemas';
import { foundPosts, searchPosts } from './indexed-search';
import {
  DEFAULT_LIMIT,
  findPostBySlug,
  hasMarkdown,
  listCategories,
  listPosts,
  listPostsByCategory,
  sortNewestFirst,
  type PageOptions,
} from './post-queries';
import { parseStoredPosts, POSTS_STORAGE_KEY } from './stored-posts';

/** Two posts may not share a slug: the second would be unreachable at /blog/{slug}. */
export class SlugTakenError extends Error {
  readonly slug: string;
  constructor(slug: string) {
    super(`Another post already uses the slug "${slug}". Choose a different slug.`);
    this.name = 'SlugTakenError';
    this.slug = slug;
  }
}

type StorageEvents = Pick<Window, 'addEventListener' | 'removeEventListener'>;

export type PostStoreOptions = {
  /**
   * Built-in posts listed with the reader's own (a test gives them); the blog's pages list none here,
   * they read the built-in posts from the files the blog publishes (merged-list.ts).
   */
  builtIns?: readonly ListedPost[];
  /** The storage to use, or undefined where there is none (server render). May throw (blocked storage). */
  getStorage: () => Storage | undefined;
  /** Where other tabs' changes are announced (`storage` events). */
  getEvents: () => StorageEvents | undefined;
  now?: () => Date;
};

export type PostChanges = Partial<PostInput>;

const UNREAD = Symbol('unread');

/**
 * The blog's data: the built-in posts merged with the reader's own posts from
 * localStorage. Shaped for useSyncExternalStore: `getSnapshot` returns the same array until something
 * changes; `getServerSnapshot` is the built-in posts alone, so prerendered HTML and hydration agree.
 * Edits of a built-in post last for the visit only: only the reader's own posts are saved.
 */
export function createPostStore({
  builtIns = [],
  getStorage,
  getEvents,
  now = () => new Date(),
}: PostStoreOptions) {
  const builtInIds = new Set(builtIns.map((post) => post.id));
  const serverSnapshot: readonly ListedPost[] = sortNewestFirst(builtIns);
  const builtInEdits = new Map<number, BlogPost>();
  const listeners = new Set<() => void>();
  let lastRaw: string | null | typeof UNREAD = UNREAD;
  let userPosts: BlogPost[] = [];
  let snapshot: readonly ListedPost[] = serverSnapshot;

  function rebuild(): void {
    const otherEdits = [...builtInEdits.values()].filter((post) => !builtInIds.has(post.id));
    const next = sortNewestFirst([...userPosts, ...builtIns.map((post) => builtInEdits.get(post.id) ?? post), ...otherEdits]);
    // The same posts keep the same snapshot: a new array of them would make every reader render
    // again, a whole post page right after its hydration for a reader with no posts of their own.
    if (next.length !== snapshot.length || next.some((post, index) => post !== snapshot[index])) snapshot = next;
  }

  /** A built-in post as published: one listed here, or one a file read in this page view told of. */
  const builtIn = (id: number): ListedPost | undefined => builtIns.find((post) => post.id === id) ?? knownBuiltIn(id);

  /** Picks up what another tab (or a reload) left in storage; a failed read keeps what we have. */
  function sync(): void {
    let raw: string | null;
    try {
      const storage = getStorage();
      if (!storage) return;
      raw = storage.getItem(POSTS_STORAGE_KEY);
    } catch {
      return;
    }
    if (raw === lastRaw) return;
    lastRaw = raw;
    userPosts = parseStoredPosts(raw, builtIns);
    rebuild();
  }

  function save(): void {
    const raw = JSON.stringify(userPosts);
    try {
      const storage = getStorage();
      if (!storage) return;
      storage.setItem(POSTS_STORAGE_KEY, raw);
      lastRaw = raw;
    } catch (error) {
      // The post stays for this visit; the reader is not interrupted.
      console.error('Error saving posts:', error);
    }
  }

  function emit(): void {
    for (const listener of [...listeners]) listener();
  }

  function onStorage(event: StorageEvent): void {
    if (event.key === POSTS_STORAGE_KEY || event.key === null) emit();
  }

  function getSnapshot(): readonly ListedPost[] {
    sync();
    return snapshot;
  }

  function assertSlugFree(slug: string, exceptId?: number): void {
    const known = knownBuiltInBySlug(slug);
    // A built-in post edited in this visit is checked as edited, in the snapshot.
    const takenByBuiltIn = known !== undefined && known.id !== exceptId && !builtInEdits.has(known.id);
    if (takenByBuiltIn || getSnapshot().some((post) => post.slug === slug && post.id !== exceptId)) throw new SlugTakenError(slug);
  }

  return {
    getSnapshot,
    getServerSnapshot: (): readonly ListedPost[] => serverSnapshot,

    subscribe(listener: () => void): () => void {
      if (listeners.size === 0) getEvents()?.addEventListener('storage', onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) getEvents()?.removeEventListener('storage', onStorage);
      };
    },

    listPosts: (options?: PageOptions) => listPosts(getSnapshot(), options),
    listPostsByCategory: (slug: string, options?: PageOptions) => listPostsByCategory(getSnapshot(), slug, options),
    /**
     * Searches titles, excerpts and markdown, best match first: the built-in posts' through the blog's
     * search index, reading the list pages of the matches in the range asked for (indexed-search.ts).
     */
    async searchPosts(query: string, { limit = DEFAULT_LIMIT, offset = 0 }: PageOptions = {}): Promise<PostListResult> {
      const own = getSnapshot().filter(hasMarkdown);
      const found = await searchPosts(own, query);
      const shown = await foundPosts(found, own, { limit, offset });
      return { posts: shown.filter((post) => post !== undefined), pagination: { total: found.length, limit, offset } };
    },
    getPostBySlug: (slug: string) => findPostBySlug(getSnapshot(), slug),
    listCategories,

    /**
     * Adds a post with id = highest id + 1 (of the built-in posts too, as far as the files read tell),
     * first in the list; throws SlugTakenError for a used slug.
     */
    createPost(input: PostInput): BlogPost {
      assertSlugFree(input.slug);
      const id = Math.max(highestBuiltInId(), ...getSnapshot().map((post) => post.id)) + 1;
      const post = postSchema.parse({ ...input, id, publishedAt: now().toISOString() });
      userPosts = [post, ...userPosts];
      save();
      rebuild();
      emit();
      return post;
    },

    /**
     * Merges the given fields into the post with this id; undefined when there is none. A built-in post
     * listed without its markdown takes its content from the changes (the editor always gives it).
     */
    updatePost(id: number, changes: PostChanges): BlogPost | undefined {
      sync();
      const existing = userPosts.find((post) => post.id === id) ?? builtIn(id);
      if (!existing) return undefined;
      const current = builtInEdits.get(id) ?? existing;
      if (current.content === undefined && changes.content === undefined)
        throw new Error(`Post ${id} is listed without its markdown: an edit of it must give its content`);
      if (changes.slug !== undefined) assertSlugFree(changes.slug, id);
      const given = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
      // Every save dates the post anew (the product's rule for the published date); updatedAt marks it
      // as edited, for its page's modified time.
      const saved = now().toISOString();
      const updated = postSchema.parse({ ...current, ...given, id, publishedAt: saved, updatedAt: saved });
      if (!userPosts.some((post) => post.id === id)) {
        builtInEdits.set(id, updated);
      } else {
        userPosts = userPosts.map((post) => (post.id === id ? updated : post));
        save();
      }
      rebuild();
      emit();
      return updated;
    },

    isBuiltIn: (id: number): boolean => !userPosts.some((post) => post.id === id) && builtIn(id) !== undefined,

    /** The built-in posts edited in this visit, as published: where they were before their edit. */
    editedBuiltIns: (): PostSummary[] =>
      [...builtInEdits.keys()].flatMap((id) => {
        const original = builtIn(id);
        return original ? [original] : [];
      }),
  };
}

function browserStorage(): Storage | undefined {
  return typeof window === 'undefined' ? undefined : window.localStorage;
}

/**
 * The blog's one store, of the posts this browser holds: shared by the list, the post page, the editor
 * and the home-page widget, which read the built-in posts from the blog's published files.
 */
export const postStore = createPostStore({
  getStorage: browserStorage,
  getEvents: () => (typeof window === 'undefined' ? undefined : window),
});
