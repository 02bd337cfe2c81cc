import type { SearchDocument, SearchIndex } from '@tla/platform/contracts/search';
import { SHELL_PAGES_LABEL } from '../features/site-search/search-labels';
import { aboutPage } from '../features/about/data/about-page';
import { affiliatePage } from '../features/affiliate/data/affiliate-page';
import { contactPage } from '../features/contact/data/contact-page';
import { homeFaq } from '../features/home/data/faq';
import { homeMeta } from '../features/home/data/meta';
import type { LegalDocument } from '../features/legal/data/schemas';
import { privacyPolicy } from '../features/legal/data/privacy-policy';
import { termsOfService } from '../features/legal/data/terms-of-service';
import { redirectPage } from '../features/redirect/data/redirect-page';

/** Keys of page content that hold no reading text (addresses, icon names, metadata). */
const notText = new Set(['meta', 'href', 'icon', 'path', 'keywords', 'link']);

/** Every piece of reading text in a page's content, in order. */
function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(textsOf);
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, inner]) =>
      notText.has(key) ? [] : textsOf(inner),
    );
  }
  return [];
}

type PageMeta = { title: string; description: string; path: string };

const page = (meta: PageMeta, ...content: unknown[]): SearchDocument => ({
  url: meta.path,
  title: meta.title,
  text: [meta.description, ...textsOf(content)].join(' '),
});

/** A legal document, and each of its sections at its heading's anchor. */
const legalDocuments = (document: LegalDocument): SearchDocument[] => [
  page(document.meta, document.intro),
  ...document.sections.map((section, index) => ({
    url: `${document.meta.path}#legal-section-${index + 1}`,
    title: document.meta.title,
    heading: section.heading,
    text: textsOf([section.paragraphs, section.items ?? []]).join(' '),
  })),
];

/**
 * The shell's pages for the site's search, from the same content their routes render: published with
 * its build at /search.json (vite.config.ts). The home page's questions lead to its FAQ.
 */
export const shellSearchIndex = (): SearchIndex => ({
  group: SHELL_PAGES_LABEL,
  documents: [
    page(homeMeta),
    {
      url: '/#faq-heading',
      title: homeMeta.title,
      heading: homeFaq.heading,
      text: textsOf([homeFaq.intro, homeFaq.items]).join(' '),
    },
    page(aboutPage.meta, aboutPage),
    page(affiliatePage.meta, affiliatePage),
    page(
      contactPage.meta,
      contactPage.heading,
      contactPage.intro,
      contactPage.responseTime,
      contactPage.channels,
      contactPage.faq,
    ),
    page(redirectPage.meta, redirectPage.heading, redirectPage.partnership, redirectPage.security),
    ...legalDocuments(privacyPolicy),
    ...legalDocuments(termsOfService),
  ],
});
