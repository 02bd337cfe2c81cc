import { loadEnv } from 'vite';
import { defineRemoteConfig } from '@tla/platform/build-tools/vite-app-config';
import { socialCardFiles } from '@tla/platform/build-tools/social-card';
import { feedFiles } from './src/app/feed-files';
import { section } from './src/app/section';
import { learnArticles } from './src/app/markdown-articles';
import { learnSocialCards } from './src/app/social-cards';
import {
  glossarySearchIndex,
  resourcesSearchIndex,
  tutorialsSearchIndex,
} from './src/app/search-indexes';

// Its pages' social cards are served at /tutorials/og/, /resources/og/ and /glossary/og/, its search
// indexes at /tutorials/search.json and beside them, the tutorials' RSS, Atom and JSON feeds at
// /tutorials/rss.xml and beside it (compose copies site/).
export default defineRemoteConfig({
  section,
  contentPlugins: [learnArticles],
  publish: {
    ...feedFiles(loadEnv('production', import.meta.dirname, 'VITE_')),
    ...socialCardFiles(learnSocialCards()),
  },
  searchIndexes: {
    'tutorials-routes': tutorialsSearchIndex,
    'resources-routes': resourcesSearchIndex,
    'glossary-page': glossarySearchIndex,
  },
});
