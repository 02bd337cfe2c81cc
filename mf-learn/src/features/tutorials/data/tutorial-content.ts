import { z } from '@tla/federated/zod';
import { lazyModules } from '@tla/platform/islands/lazy-modules';
import type { FullTutorialSlug } from './schemas';

/** Interactive pieces a tutorial's markdown places with a line of its own: `{{widget:partner-card}}`. */
export const tutorialWidgetSchema = z.enum(['partner-card', 'airdrop-claim-sample']);
export type TutorialWidget = z.infer<typeof tutorialWidgetSchema>;

export type TutorialSegment =
  | { kind: 'markdown'; key: string; content: string }
  | { kind: 'widget'; key: string; widget: TutorialWidget };

const markerLine = /^\{\{widget:([^}]*)\}\}\s*$/;
const fenceLine = /^\s*(```|~~~)/;

/**
 * Cuts a tutorial's markdown at its widget markers (outside code fences) into markdown runs and widgets,
 * in order. An unknown widget name throws: the content is static, so the tests catch it before a reader.
 */
export function splitTutorialContent(markdown: string): TutorialSegment[] {
  const segments: TutorialSegment[] = [];
  let lines: string[] = [];
  let inFence = false;
  const flush = () => {
    const content = lines.join('\n').trim();
    if (content !== '') segments.push({ kind: 'markdown', key: `md-${segments.length}`, content });
    lines = [];
  };
  for (const line of markdown.split('\n')) {
    if (fenceLine.test(line)) inFence = !inFence;
    const marker = inFence ? null : markerLine.exec(line.trim());
    if (marker) {
      flush();
      const widget = tutorialWidgetSchema.parse(marker[1]);
      segments.push({ kind: 'widget', key: `${widget}-${segments.length}`, widget });
    } else {
      lines.push(line);
    }
  }
  flush();
  return segments;
}

// One chunk per tutorial, so a reader downloads only the text they open (together the six are about
// 300 KB). The prerender waits for a tutorial's text and preloads its chunk with the page, so
// hydration finds it without another request.
const contentFiles = import.meta.glob('../content/*.md', { query: '?raw', import: 'default' });

const contentSchema = z.string().trim().min(1);
const contentKey = (slug: FullTutorialSlug) => `../content/${slug}.md`;
const useContentFile = lazyModules(contentFiles, (value) => contentSchema.parse(value));

/** The markdown of a written tutorial, read during render: suspends until its chunk has arrived. */
export function useTutorialContent(slug: FullTutorialSlug): string {
  return useContentFile(contentKey(slug));
}

/** The markdown of a written tutorial, for checks outside rendering; rejects if it is missing or empty. */
export async function loadTutorialContent(slug: FullTutorialSlug): Promise<string> {
  const load = contentFiles[contentKey(slug)];
  if (!load) throw new Error(`No text for the tutorial ${slug}`);
  return contentSchema.parse(await load());
}

/** Words a reader reads (code included), for checking a stated read time at 220 words per minute. */
export function countWords(markdown: string): number {
  return markdown.split(/\s+/).filter((word) => word !== '').length;
}

export const WORDS_PER_MINUTE = 220;
