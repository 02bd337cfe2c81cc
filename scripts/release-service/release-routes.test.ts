import { expect, test } from 'vitest';
import { serviceUrl } from './release-client';
import { commandFor, route } from './release-routes';

test('a preview or canary through the service is the release command with its flag', () => {
  const site = 'https://site.example/';
  const asked = [
    { kind: 'release', archive: 'blog.tar.gz', trial: { kind: 'preview', value: 6 } },
    { kind: 'release', archive: 'blog.tar.gz', trial: { kind: 'canary', value: 10 } },
    { kind: 'promote', release: 'e2e01' },
    { kind: 'promote' },
    { kind: 'discard', release: 'e2e01' },
    { kind: 'abort' },
  ] as const;
  const commands = asked.map((operation) => {
    const url = serviceUrl(site, 'blog', operation);
    const routed = route('POST', url.pathname);
    if (typeof routed === 'string' || 'status' in routed) throw new Error(`${url.pathname} not routed`);
    const { operation: read } = routed;
    return read.kind === 'release'
      ? commandFor('blog', { kind: 'release', build: '/tmp/build', trial: read.trial })
      : commandFor('blog', read);
  });
  expect(commands.map(({ args }) => args.join(' '))).toEqual([
    'blog --build /tmp/build --preview --expires 6',
    'blog --build /tmp/build --canary 10',
    'blog --promote e2e01',
    'blog --promote',
    'blog --discard e2e01',
    'blog --abort',
  ]);
});

test('a path the service does not know is refused, naming what it knows', () => {
  for (const path of [
    '/_release/blog/canary/ten',
    '/_release/blog/promote/..%2f',
    '/_release/blog/abort/now',
    '/_release/blog/preview',
  ]) {
    const routed = route('POST', path);
    expect(routed, path).toMatchObject({ status: 404 });
  }
  expect(route('GET', '/_release/blog/abort')).toMatchObject({ status: 405 });
});
