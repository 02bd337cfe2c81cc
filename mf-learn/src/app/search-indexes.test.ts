import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { searchIndexSchema } from '@tla/platform/contracts/search';
import { extractHeadings } from '@tla/shared-ui/markdown/headings';
import { glossaryTerms } from '../features/glossary/data/glossary-query';
import { resources } from '../features/resources/data/resources';
import { tutorials } from '../features/tutorials/data/tutorials';
import { glossarySearchIndex, resourcesSearchIndex, tutorialsSearchIndex } from './search-indexes';

const markdownOf = (slug: string) =>
  readFileSync(path.join(import.meta.dirname, `../features/tutorials/content/${slug}.md`), 'utf8');

describe('the search indexes the learning remote publishes', () => {
  it('parse with the published schema', () => {
    for (const make of [tutorialsSearchIndex, resourcesSearchIndex, glossarySearchIndex]) {
      expect(() => searchIndexSchema.parse(make())).not.toThrow();
    }
  });

  it('list every tutorial page, and each written one’s sections at the anchors its page has', () => {
    const { group, documents } = tutorialsSearchIndex();
    expect(group).toBe('Tutorials');
    for (const tutorial of tutorials) {
      const url = `/tutorials/${tutorial.slug}`;
      expect(documents.filter((document) => document.url === url)).toHaveLength(1);
      if (tutorial.status !== 'full') continue;
      const anchors = documents
        .filter((document) => document.url.startsWith(`${url}#`))
        .map((document) => document.url.slice(url.length + 1));
      expect(anchors).toEqual(
        extractHeadings(markdownOf(tutorial.slug), [2, 3]).map((heading) => heading.id),
      );
    }
  });

  it('keep widget markers and code listings out of the text', () => {
    const text = tutorialsSearchIndex()
      .documents.map((document) => document.text)
      .join('\n');
    expect(text).not.toContain('{{widget:');
    expect(text).not.toContain('```');
  });

  it('lead each resource to its page here, or to the library for one elsewhere', () => {
    const { documents } = resourcesSearchIndex();
    expect(documents).toHaveLength(resources.length);
    for (const document of documents) expect(document.url).toMatch(/^\/resources(\/[a-z0-9-]+)?$/);
  });

  it('lead each glossary term to its anchor, aliases searchable', () => {
    const { documents } = glossarySearchIndex();
    expect(documents.map((document) => document.url)).toEqual(
      glossaryTerms.map((term) => `/glossary#${term.slug}`),
    );
    const ata = glossaryTerms.find((term) => term.aliases?.includes('ATA'));
    expect(documents.find((document) => document.title === ata?.term)?.text).toContain('ATA');
  });
});
