import { expect, test } from 'vitest';
import { publishedSection } from '@tla/platform/contracts/section';
import { resourcePagePaths, resources } from '../features/resources/data/resources';
import { tutorialPagePaths } from '../features/tutorials/data/tutorials';
import { section } from './section';

test('every tutorial and resource page and the glossary are prerendered', () => {
  expect(section.modules['tutorials-routes'].paths).toEqual(tutorialPagePaths);
  expect(section.modules['resources-routes'].paths).toEqual(resourcePagePaths(resources));
  expect(section.modules['glossary-page'].paths).toEqual(['/glossary']);
});

test('it publishes its three sections with their menu entries, and its two home-page widgets in order', () => {
  expect(publishedSection(section)).toEqual({
    remote: 'mf_learn',
    routes: [
      {
        module: 'tutorials-routes',
        mount: '/tutorials/*',
        label: 'Tutorials',
        search: { index: '/tutorials/search.json' },
        navigation: [
          { menu: 'header', label: 'Tutorials', order: 30, path: '/tutorials' },
          { menu: 'footer', label: 'Tutorials', order: 10, path: '/tutorials' },
          { menu: 'home-hero', label: 'Learn How It Works', order: 10, path: '/tutorials' },
        ],
      },
      {
        module: 'resources-routes',
        mount: '/resources/*',
        label: 'Resources',
        search: { index: '/resources/search.json' },
        navigation: [
          { menu: 'header', label: 'Resources', order: 40, path: '/resources' },
          { menu: 'footer', label: 'Resources', order: 30, path: '/resources' },
        ],
      },
      {
        module: 'glossary-page',
        mount: '/glossary',
        label: 'Glossary',
        search: { index: '/glossary/search.json' },
        navigation: [{ menu: 'footer', label: 'Glossary', order: 40, path: '/glossary' }],
      },
    ],
    widgets: [
      {
        module: 'home-tutorials',
        label: 'Step-by-Step Tutorials',
        slot: 'home-after-cta',
        order: 10,
      },
      { module: 'home-resources', label: 'Developer Resources', slot: 'home-after-cta', order: 20 },
    ],
    feeds: [
      {
        type: 'application/rss+xml',
        title: 'Token Launch Academy Tutorials (RSS)',
        href: '/tutorials/rss.xml',
      },
      {
        type: 'application/atom+xml',
        title: 'Token Launch Academy Tutorials (Atom)',
        href: '/tutorials/atom.xml',
      },
      {
        type: 'application/feed+json',
        title: 'Token Launch Academy Tutorials (JSON Feed)',
        href: '/tutorials/feed.json',
      },
    ],
  });
});
