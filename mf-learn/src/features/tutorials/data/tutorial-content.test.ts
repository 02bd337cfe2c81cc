// @vitest-environment node
import { expect, test } from 'vitest';
import { splitAtWidgets } from '@tla/shared-ui/markdown/article-nodes';
import { fullTutorialSlugSchema, tutorialWidgetSchema } from './schemas';
import { WORDS_PER_MINUTE, countWords, loadTutorialArticle, loadTutorialContent } from './tutorial-content';
import { tutorials } from './tutorials';

test('every written tutorial has content, known widgets and a partner card; the airdrop one has the claim sample', async () => {
  for (const slug of fullTutorialSlugSchema.options) {
    const parts = splitAtWidgets((await loadTutorialArticle(slug)).nodes);
    const widgets = parts.flatMap((part) => (part.kind === 'widget' ? [tutorialWidgetSchema.parse(part.name)] : []));
    expect(widgets, slug).toContain('partner-card');
    expect(widgets.includes('airdrop-claim-sample'), slug).toBe(slug === 'token-airdrop-program');
    expect(parts.filter((part) => part.kind === 'text').length, slug).toBeGreaterThan(0);
    expect(JSON.stringify(parts), slug).not.toMatch(/\{\{widget:/);
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
