import { expect, test } from 'vitest';
import { fullTutorialSlugSchema } from './schemas';
import { WORDS_PER_MINUTE, countWords, splitTutorialContent, loadTutorialContent } from './tutorial-content';
import { tutorials } from './tutorials';

test('markdown is cut at widget markers, outside code fences only', () => {
  const segments = splitTutorialContent(
    ['Intro', '', '{{widget:partner-card}}', '```', '{{widget:nope}}', '```', 'Outro'].join('\n'),
  );
  expect(segments).toEqual([
    { kind: 'markdown', key: 'md-0', content: 'Intro' },
    { kind: 'widget', key: 'partner-card-1', widget: 'partner-card' },
    { kind: 'markdown', key: 'md-2', content: '```\n{{widget:nope}}\n```\nOutro' },
  ]);
});

test('an unknown widget name is an error', () => {
  expect(() => splitTutorialContent('{{widget:poll}}')).toThrow();
});

test('every written tutorial has content, known widgets and a partner card; the airdrop one has the claim sample', async () => {
  for (const slug of fullTutorialSlugSchema.options) {
    const segments = splitTutorialContent(await loadTutorialContent(slug));
    const widgets = segments.flatMap((segment) => (segment.kind === 'widget' ? [segment.widget] : []));
    expect(widgets, slug).toContain('partner-card');
    expect(widgets.includes('airdrop-claim-sample'), slug).toBe(slug === 'token-airdrop-program');
    for (const segment of segments) {
      if (segment.kind === 'markdown') expect(segment.content).not.toMatch(/\{\{/);
    }
  }
});

test('the text never hard-codes the partner address (it comes from the site config)', async () => {
  for (const slug of fullTutorialSlugSchema.options) {
    expect(await loadTutorialContent(slug), slug).not.toMatch(/partner\.example/);
  }
});

test('each written tutorial fills its stated read time at 220 words a minute', async () => {
  for (const tutorial of tutorials) {
    const slug = fullTutorialSlugSchema.safeParse(tutorial.slug);
    if (!slug.success) continue;
    const stated = Number.parseInt(tutorial.readTime, 10);
    const minutes = countWords(await loadTutorialContent(slug.data)) / WORDS_PER_MINUTE;
    expect(minutes, tutorial.slug).toBeGreaterThanOrEqual(stated * 0.9);
    expect(minutes, tutorial.slug).toBeLessThanOrEqual(stated * 1.5);
  }
});
