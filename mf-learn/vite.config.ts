import { defineRemoteConfig } from '@tla/platform/build/vite-app-config';
import { socialCardFiles } from '@tla/platform/build/social-card';
import { section } from './src/app/section';
import { learnArticles } from './src/app/markdown-articles';
import { learnSocialCards } from './src/app/social-cards';
import {
  glossarySearchIndex,
  resourcesSearchIndex,
  tutorialsSearchIndex,
} from './src/app/search-indexes';

// Its pages' social cards are served at /tutorials/og/, /resources/og/ and /glossary/og/, its search
// indexes at /tutorials/search.json and beside them (compose copies site/).
export default defineRemoteConfig({
  section,
  contentPlugins: [learnArticles],
  publish: socialCardFiles(learnSocialCards()),
  searchIndexes: {
    'tutorials-routes': tutorialsSearchIndex,
    'resources-routes': resourcesSearchIndex,
    'glossary-page': glossarySearchIndex,
  },
});
