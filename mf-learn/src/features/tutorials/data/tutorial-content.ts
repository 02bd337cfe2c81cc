import { z } from '@tla/federated/zod';
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

// Bundled with the page code: the prerender (renderToString) and the first client render need the text
// synchronously, with no request and no Suspense fallback.
const contentFiles = import.meta.glob('../content/*.md', { query: '?raw', import: 'default', eager: true });

const contentSchema = z.string().trim().min(1);

/** The markdown of a written tutorial; throws if its file is missing or empty. */
export function tutorialContent(slug: FullTutorialSlug): string {
  return contentSchema.parse(contentFiles[`../content/${slug}.md`]);
}

/** Words a reader reads (code included), for checking a stated read time at 220 words per minute. */
export function countWords(markdown: string): number {
  return markdown.split(/\s+/).filter((word) => word !== '').length;
}

export const WORDS_PER_MINUTE = 220;
