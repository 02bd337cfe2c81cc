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

test('it publishes its three sections for the shell; the home page parts are the shell’s to place', () => {
  expect(publishedSection(section)).toEqual({
    remote: 'mf_learn',
    routes: [
      {
        module: 'tutorials-routes',
        mount: '/tutorials/*',
        label: 'Tutorials',
        search: { index: '/tutorials/search.json' },
      },
      {
        module: 'resources-routes',
        mount: '/resources/*',
        label: 'Resources',
        search: { index: '/resources/search.json' },
      },
      {
        module: 'glossary-page',
        mount: '/glossary',
        label: 'Glossary',
        search: { index: '/glossary/search.json' },
      },
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
