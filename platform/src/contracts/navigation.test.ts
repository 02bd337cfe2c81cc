// @vitest-environment node
import { expect, test } from 'vitest';
import { menuEntries, type NavigationEntry } from './navigation';
import { coursesSection, throughSectionJson } from '../test/courses-section';
import { parsePublished } from './parse-published';
import { remotesFileSchema } from './published';
import { publishedSectionSchema } from './published-at-build';
import { publishedSection, type ExposedModule } from './section';

const shellEntries: NavigationEntry[] = [
  { menu: 'header', label: 'Home', order: 10, path: '/' },
  { menu: 'header', label: 'About', order: 60, path: '/about' },
];

const courses = (navigation?: ExposedModule['navigation']) =>
  coursesSection(navigation ? { navigation } : {});

test("a contract's menu entry reaches the section table and sits among the shell's by order", () => {
  const table = throughSectionJson(
    courses([
      { menu: 'header', label: 'Courses', order: 45 },
      { menu: 'footer', label: 'Beginner courses', order: 5, path: '/courses?level=beginner' },
    ]),
  );
  expect(menuEntries('header', shellEntries, table).map((entry) => entry.label)).toEqual([
    'Home',
    'Courses',
    'About',
  ]);
  // An entry without a path links to its section; the footer keeps its own entries.
  expect(menuEntries('header', shellEntries, table)[1]?.path).toBe('/courses');
  expect(menuEntries('footer', shellEntries, table)).toEqual([
    { menu: 'footer', label: 'Beginner courses', order: 5, path: '/courses?level=beginner' },
  ]);
});

test('a section without menu entries publishes none and adds nothing to the menus', () => {
  const table = throughSectionJson(courses());
  expect(table[0]).not.toHaveProperty('navigation');
  expect(menuEntries('header', shellEntries, table)).toEqual(shellEntries);
});

test("a remote cannot link the site's menus to a page outside its own section", () => {
  expect(() =>
    publishedSection(courses([{ menu: 'header', label: 'Blog', order: 20, path: '/blog' }])),
  ).toThrow(
    'the learn section contract (section.json) does not match its schema: routes.0.navigation.0.path: /blog is outside the section courses-routes (/courses/*)',
  );
  // A path that only starts like the section is another page.
  expect(() =>
    publishedSection(courses([{ menu: 'footer', label: 'X', order: 1, path: '/courses-old' }])),
  ).toThrow(/courses-old is outside the section courses-routes/);
});

test('a published menu entry that does not parse names the file and the field', () => {
  const text = JSON.stringify({
    remote: 'mf_learn',
    routes: [
      {
        module: 'courses-routes',
        mount: '/courses/*',
        label: 'Courses',
        navigation: [{ menu: 'sidebar', label: 'Courses', order: 1, path: '/courses' }],
      },
    ],
  });
  expect(() => parsePublished(publishedSectionSchema, text, 'learn/section.json')).toThrow(
    /^learn\/section\.json does not match its schema: routes\.0\.navigation\.0\.menu: /,
  );
});

test("a contract's home-page card reaches the table with its key and description; the header ignores it", () => {
  const table = throughSectionJson(
    courses([
      {
        menu: 'home-categories',
        label: 'Courses',
        order: 40,
        key: 'courses',
        description: 'Guided courses from your first token to launch day',
      },
      { menu: 'home-cta', label: 'Browse courses', order: 20 },
    ]),
  );
  expect(menuEntries('home-categories', [], table)).toEqual([
    {
      menu: 'home-categories',
      label: 'Courses',
      order: 40,
      path: '/courses',
      key: 'courses',
      description: 'Guided courses from your first token to launch day',
    },
  ]);
  expect(menuEntries('home-cta', [], table).map((entry) => entry.path)).toEqual(['/courses']);
  expect(menuEntries('header', shellEntries, table)).toEqual(shellEntries);
});

test('two entries of one menu cannot share a key: the second is named', () => {
  expect(() =>
    publishedSection(
      courses([
        { menu: 'home-categories', label: 'Courses', order: 10, key: 'courses' },
        { menu: 'home-categories', label: 'More courses', order: 20, key: 'courses' },
        // Another menu may use the same key.
        { menu: 'footer', label: 'Courses', order: 10, key: 'courses' },
      ]),
    ),
  ).toThrow(
    'the learn section contract (section.json) does not match its schema: routes.0.navigation.1.key: courses is already a key in the home-categories menu (courses-routes: Courses)',
  );
});

test('a key that is not kebab-case, or an empty description, names the file and the field', () => {
  const text = (entry: object) =>
    JSON.stringify({
      remote: 'mf_learn',
      routes: [
        {
          module: 'courses-routes',
          mount: '/courses/*',
          label: 'Courses',
          navigation: [
            { menu: 'home-categories', label: 'Courses', order: 1, path: '/courses', ...entry },
          ],
        },
      ],
    });
  expect(() =>
    parsePublished(publishedSectionSchema, text({ key: 'Courses!' }), 'learn/section.json'),
  ).toThrow(
    /^learn\/section\.json does not match its schema: routes\.0\.navigation\.0\.key: must be kebab-case/,
  );
  expect(() =>
    parsePublished(publishedSectionSchema, text({ description: '  ' }), 'learn/section.json'),
  ).toThrow(/routes\.0\.navigation\.0\.description: /);
});

test('remotes.json carries the home-page entries to the shell, checked by the same schema', () => {
  const sections = throughSectionJson(
    courses([{ menu: 'home-hero', label: 'Start a course', order: 20, key: 'start' }]),
  );
  const file = (navigation: unknown) =>
    JSON.stringify({
      remotes: [{ name: 'mf_learn', entry: 'https://site.example/_apps/learn/remoteEntry.js' }],
      sections: [{ ...sections[0], navigation }],
    });
  const parsed = parsePublished(remotesFileSchema, file(sections[0]?.navigation), '/remotes.json');
  expect(menuEntries('home-hero', [], parsed.sections)).toEqual([
    { menu: 'home-hero', label: 'Start a course', order: 20, path: '/courses', key: 'start' },
  ]);
  expect(() =>
    parsePublished(
      remotesFileSchema,
      file([{ menu: 'home-banner', label: 'X', order: 1, path: '/courses' }]),
      '/remotes.json',
    ),
  ).toThrow(/^\/remotes\.json does not match its schema: sections\.0\.navigation\.0\.menu: /);
});
