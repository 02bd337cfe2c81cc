// @vitest-environment node
import { expect, test } from 'vitest';
import { videoEmbedUrl } from './video-embed-url';

test('a plain embed uses the privacy-enhanced domain', () => {
  expect(videoEmbedUrl('dQw4w9WgXcQ', { autoplay: false, loop: false })).toBe(
    'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0',
  );
});

test('an autoplaying, looping embed is muted and is its own playlist', () => {
  const url = new URL(videoEmbedUrl('dQw4w9WgXcQ', { autoplay: true, loop: true }));
  expect(Object.fromEntries(url.searchParams)).toEqual({
    rel: '0',
    autoplay: '1',
    mute: '1',
    loop: '1',
    playlist: 'dQw4w9WgXcQ',
  });
});
