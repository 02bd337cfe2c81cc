// @vitest-environment node
import { expect, test } from 'vitest';
import { routeCollisions } from './route-collisions';

const shellPages = ['/', '/about', '/guide/deploy-token'];
const others = [
  { remote: 'mf_blog', module: 'blog-routes', mount: '/blog/*', label: 'Blog' },
  {
    remote: 'mf_simulator',
    module: 'simulator-page',
    mount: '/token-simulator',
    label: 'Simulator',
  },
];
const route = (mount: string) => ({ module: 'courses-page', mount, label: 'Courses' });

test('sections at paths nobody else serves collide with nothing', () => {
  expect(
    routeCollisions([route('/courses'), route('/courses-extra/*')], shellPages, others),
  ).toEqual([]);
  // A page beside a section at one path is not inside it.
  expect(routeCollisions([route('/token-simulator-guide')], shellPages, others)).toEqual([]);
});

test("a section at one of the shell's pages, or over one, collides with it", () => {
  expect(routeCollisions([route('/about')], shellPages, others)).toEqual([
    { route: route('/about'), shellPage: '/about' },
  ]);
  expect(routeCollisions([route('/guide/*')], shellPages, others)).toEqual([
    { route: route('/guide/*'), shellPage: '/guide/deploy-token' },
  ]);
  const pages = routeCollisions([route('/*')], shellPages, []).map((collision) =>
    'shellPage' in collision ? collision.shellPage : undefined,
  );
  expect(pages).toEqual(shellPages);
});

test("a section at, under or over another remote's section collides with it", () => {
  expect(routeCollisions([route('/blog/archive')], [], others)).toEqual([
    { route: route('/blog/archive'), other: others[0] },
  ]);
  expect(routeCollisions([route('/blog')], [], others)).toEqual([
    { route: route('/blog'), other: others[0] },
  ]);
  expect(routeCollisions([route('/token-simulator/*')], [], others)).toEqual([
    { route: route('/token-simulator/*'), other: others[1] },
  ]);
});

test("a section at, under or over one of the shell's own folders and files collides with it", () => {
  const shellNames = ['assets', 'og', 'images', 'api', 'favicon.svg'];
  expect(
    routeCollisions([route('/assets/*'), route('/og'), route('/images/new')], [], [], shellNames),
  ).toEqual([
    { route: route('/assets/*'), shellName: 'assets' },
    { route: route('/og'), shellName: 'og' },
    { route: route('/images/new'), shellName: 'images' },
  ]);
  // A whole-site section takes every one of them.
  expect(routeCollisions([route('/*')], [], [], shellNames)).toHaveLength(shellNames.length);
  // A name that only starts like one of them is another path.
  expect(routeCollisions([route('/assets-guide'), route('/ogre/*')], [], [], shellNames)).toEqual(
    [],
  );
});
