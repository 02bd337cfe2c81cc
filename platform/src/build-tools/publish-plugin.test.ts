// @vitest-environment node
import { expect, test } from 'vitest';
import { publishedContent } from './publish-plugin';

test('a published file: text as it is, bytes as they are, anything else as JSON; promises awaited', async () => {
  expect(await publishedContent(() => '<rss/>')).toBe('<rss/>');
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47]);
  expect(await publishedContent(async () => png)).toBe(png);
  expect(await publishedContent(() => [{ id: 1 }])).toBe('[\n  {\n    "id": 1\n  }\n]\n');
  expect(await publishedContent(async () => ({ ok: true }))).toBe('{\n  "ok": true\n}\n');
});
