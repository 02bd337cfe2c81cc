// @vitest-environment node
import { expect, test } from 'vitest';
import { parsePublished } from './parse-published';
import { remotesFileSchema } from './published';
import { publishedSectionSchema } from './published-at-build';
import { defineSection, publishedSection, sectionWidgets, type ExposedModule } from './section';
import { widgetsIn } from './widgets';

const widget = (label: string, place: ExposedModule['widget']): ExposedModule => ({
  file: './src/app/widget.tsx',
  mount: '/',
  label,
  paths: ['/'],
  widget: place,
});

test("a contract's home-page parts are published with their places, and become rows naming their remote", () => {
  const published = publishedSection(
    defineSection({
      remote: 'learn',
      title: 'Learn',
      modules: {
        'tutorials-routes': {
          file: './src/app/tutorials-routes.tsx',
          mount: '/tutorials/*',
          label: 'Tutorials',
          paths: ['/tutorials'],
        },
        'home-resources': widget('Developer Resources', { slot: 'home-after-cta', order: 20 }),
        'home-tutorials': widget('Step-by-Step Tutorials', { slot: 'home-after-cta', order: 10 }),
      },
    }),
  );
  // A widget is no route: the shell never mounts it at a path.
  expect(published.routes.map((route) => route.module)).toEqual(['tutorials-routes']);
  expect(sectionWidgets(published)).toEqual([
    {
      remote: 'mf_learn',
      module: 'home-resources',
      label: 'Developer Resources',
      slot: 'home-after-cta',
      order: 20,
    },
    {
      remote: 'mf_learn',
      module: 'home-tutorials',
      label: 'Step-by-Step Tutorials',
      slot: 'home-after-cta',
      order: 10,
    },
  ]);
  expect(widgetsIn('home-after-cta', sectionWidgets(published)).map((row) => row.module)).toEqual([
    'home-tutorials',
    'home-resources',
  ]);
  expect(widgetsIn('home-after-partners', sectionWidgets(published))).toEqual([]);
});

test('a widget in a place the home page does not have is refused, naming the file and the field', () => {
  const section = JSON.stringify({
    remote: 'mf_blog',
    routes: [],
    widgets: [
      { module: 'latest-posts', label: 'Latest', slot: 'home-after-partners', order: 10 },
      { module: 'old-posts', label: 'Older', slot: 'home-footer', order: 20 },
    ],
  });
  expect(() => parsePublished(publishedSectionSchema, section, 'blog/section.json')).toThrow(
    /^blog\/section\.json does not match its schema: widgets\.1\.slot: .*"home-after-cta"\|"home-after-partners"/,
  );
  const file = JSON.stringify({
    remotes: [{ name: 'mf_blog', entry: 'https://blog.example/remoteEntry.js' }],
    sections: [],
    widgets: [
      { remote: 'mf_blog', module: 'latest-posts', label: 'L', slot: 'footer', order: 1.5 },
    ],
  });
  expect(() => parsePublished(remotesFileSchema, file, '/remotes.json')).toThrow(
    /^\/remotes\.json does not match its schema: widgets\.0\.slot: .*; widgets\.0\.order: /,
  );
});

test('a home-page part without a place, or a place on a section, fails the remote’s build naming the module', () => {
  const unplaced: ExposedModule = {
    file: './src/app/latest-posts.tsx',
    mount: '/',
    label: 'Latest',
    paths: ['/'],
  };
  expect(() =>
    publishedSection(
      defineSection({ remote: 'blog', title: 'Blog', modules: { 'latest-posts': unplaced } }),
    ),
  ).toThrow(
    'the blog section contract, module latest-posts: a home-page part (mount /) needs widget: { slot, order } to be placed',
  );
  expect(() =>
    publishedSection(
      defineSection({
        remote: 'blog',
        title: 'Blog',
        modules: {
          'blog-routes': {
            file: './src/app/blog-routes.tsx',
            mount: '/blog/*',
            label: 'Blog',
            paths: ['/blog'],
            widget: { slot: 'home-after-cta', order: 10 },
          },
        },
      }),
    ),
  ).toThrow(
    'the blog section contract, module blog-routes: widget is for home-page parts (mount /)',
  );
});
