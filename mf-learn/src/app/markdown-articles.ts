import path from 'node:path';
import { glossaryLinkTerms } from '@tla/glossary/link-terms';
import { markdownArticles } from '@tla/platform/build-tools/markdown-articles';
import { compileMarkdown } from '@tla/shared-ui/markdown/compile-markdown';
import { tutorialWidgetSchema } from '../features/tutorials/data/schemas';

/**
 * The tutorials' texts, compiled at build (`content/*.md?article`): glossary terms linked, widget
 * lines (`{{widget:partner-card}}`) kept as places for their widgets; an unknown widget fails the
 * build. The Vite config, the tests and the prerender use it.
 */
export const learnArticles = markdownArticles(
  path.join(import.meta.dirname, '../features/tutorials/content'),
  (markdown) =>
    compileMarkdown(markdown, { glossaryTerms: glossaryLinkTerms, widgets: tutorialWidgetSchema.options }),
);
