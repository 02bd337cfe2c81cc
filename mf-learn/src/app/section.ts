import { defineSection } from '@tla/platform/contracts/section';
import { glossaryMount, glossaryPath, resourcesMount, tutorialsMount } from '../config/learn-paths';
import { resourcePagePaths, resources } from '../features/resources/data/resources';
import { tutorialPagePaths } from '../features/tutorials/data/tutorials';
import { feedLinks } from './feed-links';

/** The learning remote's contract with the site: tutorials, resources, the glossary, two home-page parts. */
export const section = defineSection({
  remote: 'learn',
  title: 'Learn',
  modules: {
    'tutorials-routes': {
      file: './src/app/tutorials-routes.tsx',
      mount: tutorialsMount,
      label: 'Tutorials',
      paths: tutorialPagePaths,
      search: { index: true },
      navigation: [
        { menu: 'header', label: 'Tutorials', order: 30 },
        { menu: 'footer', label: 'Tutorials', order: 10 },
        { menu: 'home-hero', label: 'Learn How It Works', order: 10 },
      ],
    },
    'resources-routes': {
      file: './src/app/resources-routes.tsx',
      mount: resourcesMount,
      label: 'Resources',
      paths: resourcePagePaths(resources),
      search: { index: true },
      navigation: [
        { menu: 'header', label: 'Resources', order: 40 },
        { menu: 'footer', label: 'Resources', order: 30 },
      ],
    },
    'glossary-page': {
      file: './src/app/glossary-page.tsx',
      mount: glossaryMount,
      label: 'Glossary',
      paths: [glossaryPath],
      search: { index: true },
      navigation: [{ menu: 'footer', label: 'Glossary', order: 40 }],
    },
    'home-tutorials': {
      file: './src/app/home-tutorials.tsx',
      mount: '/',
      label: 'Step-by-Step Tutorials',
      paths: ['/'],
      widget: { slot: 'home-after-cta', order: 10 },
    },
    'home-resources': {
      file: './src/app/home-resources.tsx',
      mount: '/',
      label: 'Developer Resources',
      paths: ['/'],
      widget: { slot: 'home-after-cta', order: 20 },
    },
  },
  feeds: feedLinks.map(({ type, title, href }) => ({ type, title, href })),
});
