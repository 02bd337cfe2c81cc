import { loadEnv } from 'vite';
import { defineRemoteConfig } from '@tla/platform/build-tools/vite-app-config';
import { socialCardFiles } from '@tla/platform/build-tools/social-card';
import { feedFiles } from './src/app/feed-files';
import { postsSearchIndex } from './src/app/search-indexes';
import { blogSocialCards } from './src/app/social-cards';
import { categories } from './src/features/posts/data/categories';
import { section } from './src/app/section';
import { postDataFiles } from './src/app/post-data-files';
import { postListFiles } from './src/app/post-list-files';

const env = loadEnv('production', import.meta.dirname, 'VITE_');

export default defineRemoteConfig({
  section,
  // GET /api/categories on the site answers this file (compose copies it into the shell's deployment).
  // Its RSS, Atom and JSON feeds are served at /blog/rss.xml and beside it, its pages' social cards
  // at /blog/og/ (compose copies site/). Its posts' texts and the pages of its list as data, beside its code, not in it.
  publish: {
    'api/categories.json': () => categories,
    ...postDataFiles(env),
    ...postListFiles(),
    ...feedFiles(env),
    ...socialCardFiles(blogSocialCards()),
  },
  // The built-in posts' search index, at /blog/search.json.
  searchIndexes: { 'blog-routes': postsSearchIndex },
});
