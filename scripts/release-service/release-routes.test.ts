import { expect, test } from 'vitest';
import { serviceUrl } from './release-client';
import { commandFor, route } from './release-routes';

test('a preview or canary through the service is the release command with its flag', () => {
  const site = 'https://site.example/';
  const asked = [
    { kind: 'release', archive: 'blog.tar.gz', trial: { kind: 'preview', value: 6 } },
    { kind: 'release', archive: 'blog.tar.gz', trial: { kind: 'canary', value: 10 } },
    {
      kind: 'release',
      archive: 'blog.tar.gz',
      trial: { kind: 'canary', value: 10, autoPromote: true },
    },
    { kind: 'promote', release: 'e2e01' },
    { kind: 'promote' },
    { kind: 'discard', release: 'e2e01' },
    { kind: 'abort' },
  ] as const;
  const commands = asked.map((operation) => {
    const url = serviceUrl(site, 'blog', operation);
    const routed = route('POST', url.pathname);
    if (typeof routed === 'string' || 'status' in routed)
      throw new Error(`${url.pathname} not routed`);
    const { operation: read } = routed;
    return read.kind === 'release'
      ? commandFor('blog', { kind: 'release', build: '/tmp/build', trial: read.trial })
      : commandFor('blog', read);
  });
  expect(commands.map(({ args }) => args.join(' '))).toEqual([
    'blog --build /tmp/build --preview --expires 6',
    'blog --build /tmp/build --canary 10',
    'blog --build /tmp/build --canary 10 --auto-promote',
    'blog --promote e2e01',
    'blog --promote',
    'blog --discard e2e01',
    'blog --abort',
  ]);
});

test("the service's own decision to end a canary runs with its reason", () => {
  const reason = 'aborted: 7 of 40 page views with an error in blog, live: 0 of 380';
  expect(commandFor('blog', { kind: 'abort', reason }).args).toEqual([
    'blog',
    '--abort',
    '--reason',
    reason,
  ]);
  expect(commandFor('blog', { kind: 'promote', reason: 'promoted: 0 of 40' }).args).toEqual([
    'blog',
    '--promote',
    '--reason',
    'promoted: 0 of 40',
  ]);
});

test('a path the service does not know is refused, naming what it knows', () => {
  for (const path of [
    '/_release/blog/canary/ten',
    '/_release/blog/promote/..%2f',
    '/_release/blog/abort/now',
    '/_release/blog/preview',
    '/_release/blog/preview/6/auto-promote',
    '/_release/blog/canary/10/auto-promote/now',
  ]) {
    const routed = route('POST', path);
    expect(routed, path).toMatchObject({ status: 404 });
  }
  expect(route('GET', '/_release/blog/abort')).toMatchObject({ status: 405 });
});
