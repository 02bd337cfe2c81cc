import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { SearchDocument, SearchIndex } from '@tla/platform/contracts/search';
import { pageSearchDocuments } from '@tla/shared-ui/markdown/search-sections';
import { glossaryTermPath, resourcesPath, tutorialPath } from '../config/learn-paths';
import { glossaryTerms } from '../features/glossary/data/glossary-query';
import { resources } from '../features/resources/data/resources';
import { tutorials } from '../features/tutorials/data/tutorials';
import { section } from './section';

const contentDir = path.join(import.meta.dirname, '../features/tutorials/content');

/** A tutorial's widget markers (`{{widget:…}}`) are places for interactive parts, not text. */
const withoutWidgetMarkers = (markdown: string) =>
  markdown.replace(/^\{\{widget:[^}]*\}\}\s*$/gm, '');

/**
 * Every tutorial page, and each section of a written one (found at its heading's anchor). Build time
 * only: it reads the tutorials' markdown with node:fs, as this runs in the Vite config.
 */
export function tutorialsSearchIndex(): SearchIndex {
  const documents = tutorials.flatMap((tutorial): SearchDocument[] => {
    const url = tutorialPath(tutorial.slug);
    if (tutorial.status !== 'full')
      return [{ url, title: tutorial.title, text: tutorial.description }];
    const markdown = readFileSync(path.join(contentDir, `${tutorial.slug}.md`), 'utf8');
    return pageSearchDocuments({
      url,
      title: tutorial.title,
      lead: tutorial.description,
      markdown: withoutWidgetMarkers(markdown),
    });
  });
  return { group: section.modules['tutorials-routes'].label, documents };
}

/** Each resource: its own page when it has one here, else the library, where its card links out. */
export const resourcesSearchIndex = (): SearchIndex => ({
  group: section.modules['resources-routes'].label,
  documents: resources.map((resource) => ({
    url: resource.link.startsWith('/') ? resource.link : resourcesPath,
    title: resource.title,
    text: resource.description,
  })),
});

/** Each term, at its anchor on the glossary page (which opens it). */
export const glossarySearchIndex = (): SearchIndex => ({
  group: section.modules['glossary-page'].label,
  documents: glossaryTerms.map((term) => ({
    url: glossaryTermPath(term.slug),
    title: term.term,
    text: [term.definition, ...(term.aliases ?? [])].join(' '),
  })),
});
