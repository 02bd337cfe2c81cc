import type {
  BlogPosting,
  BreadcrumbList,
  FAQPage,
  Organization,
  OrganizationLeaf,
  SearchAction,
  TechArticle,
  WebSite,
  WithActionConstraints,
  WithContext,
} from 'schema-dts';
import { siteConfig } from '@tla/federated/site-config';

/**
 * Structured data (schema.org as JSON-LD) for search engines' rich results, typed by schema-dts.
 * Each builder takes the page's own data and fills in what the type needs, so a page cannot forget a
 * property search engines require. Every URL is absolute, on the site's origin.
 */

/** A JSON-LD block a page carries. */
export type StructuredDataBlock =
  | WithContext<BlogPosting>
  | WithContext<BreadcrumbList>
  | WithContext<FAQPage>
  | WithContext<Organization>
  | WithContext<TechArticle>
  | WithContext<WebSite>;

const CONTEXT = 'https://schema.org';

/** A site path (`/blog/x`) or an absolute URL, as an absolute URL on the site. */
export const siteUrl = (pathOrUrl: string): string => new URL(pathOrUrl, siteConfig.origin).href;

const publisher = (): OrganizationLeaf => ({
  '@type': 'Organization',
  name: siteConfig.name,
  url: siteUrl('/'),
  logo: siteUrl('/favicon.svg'),
});

/** Who publishes the site: its name, address and logo. */
export const organization = (): WithContext<Organization> => ({
  '@context': CONTEXT,
  ...publisher(),
});

/**
 * The site, and how a search engine can send a reader into its search: `searchParam` is the query
 * parameter that opens the site search with a term on the home page (`/?q=raydium`).
 */
export function webSite({ searchParam }: { searchParam: string }): WithContext<WebSite> {
  const search: WithActionConstraints<SearchAction> = {
    '@type': 'SearchAction',
    target: {
      '@type': 'EntryPoint',
      urlTemplate: `${siteUrl('/')}?${searchParam}={search_term_string}`,
    },
    'query-input': 'required name=search_term_string',
  };
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    name: siteConfig.name,
    url: siteUrl('/'),
    potentialAction: search,
  };
}

/** One step of a page's trail, from the home page down. */
export type Crumb = { name: string; path: string };

/** The trail from the home page to this page, as a breadcrumb list. */
export const breadcrumbList = (trail: readonly Crumb[]): WithContext<BreadcrumbList> => ({
  '@context': CONTEXT,
  '@type': 'BreadcrumbList',
  itemListElement: trail.map((crumb, index) => ({
    '@type': 'ListItem',
    position: index + 1,
    name: crumb.name,
    item: siteUrl(crumb.path),
  })),
});

export type Question = { question: string; answer: string };

/** A page of questions and their answers, as shown on it. */
export const faqPage = (items: readonly Question[]): WithContext<FAQPage> => ({
  '@context': CONTEXT,
  '@type': 'FAQPage',
  mainEntity: items.map((item) => ({
    '@type': 'Question',
    name: item.question,
    acceptedAnswer: { '@type': 'Answer', text: item.answer },
  })),
});

/** What an article page knows of itself. Dates are YYYY-MM-DD days or full ISO times. */
export type ArticleFacts = {
  headline: string;
  description: string;
  path: string;
  /** A site path or absolute URL of its image (its social card). */
  image: string;
  datePublished: string;
  /** The last change; the publish date when it has none. */
  dateModified?: string;
  /** Its category or section, e.g. "Token Creation". */
  section?: string;
  keywords?: readonly string[];
};

/** Search engines cap a headline at 110 characters. */
const headline = (text: string) => (text.length > 110 ? `${text.slice(0, 109)}…` : text);

const article = (facts: ArticleFacts) => ({
  headline: headline(facts.headline),
  description: facts.description,
  url: siteUrl(facts.path),
  mainEntityOfPage: siteUrl(facts.path),
  image: siteUrl(facts.image),
  datePublished: facts.datePublished,
  dateModified: facts.dateModified ?? facts.datePublished,
  author: publisher(),
  publisher: publisher(),
  ...(facts.section ? { articleSection: facts.section } : {}),
  ...(facts.keywords && facts.keywords.length > 0 ? { keywords: facts.keywords.join(', ') } : {}),
});

/** A blog post. */
export const blogPosting = (facts: ArticleFacts): WithContext<BlogPosting> => ({
  '@context': CONTEXT,
  '@type': 'BlogPosting',
  ...article(facts),
});

/** A tutorial: a technical article with steps to follow. */
export const techArticle = (
  facts: ArticleFacts & { proficiencyLevel?: string },
): WithContext<TechArticle> => ({
  '@context': CONTEXT,
  '@type': 'TechArticle',
  ...article(facts),
  ...(facts.proficiencyLevel ? { proficiencyLevel: facts.proficiencyLevel } : {}),
});

/**
 * A block as the text of its `<script type="application/ld+json">`. JSON.stringify leaves `<`, `>`
 * and `&` as they are, so a reader's title holding `</script>` would end the element early: they are
 * written as \u escapes, which JSON reads back as the same characters (and so are the two line
 * separators JavaScript once refused in strings).
 */
export function jsonLdText(block: StructuredDataBlock): string {
  return JSON.stringify(block)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}
