import { expect, test } from 'vitest';
import { siteConfig } from '@tla/federated/site-config';
import {
  blogPosting,
  breadcrumbList,
  faqPage,
  jsonLdText,
  techArticle,
  webSite,
} from './structured-data';

test('a title that looks like markup stays inside the data block and reads back unchanged', () => {
  const hostile = '</script><script>alert(1)</script> & <b>bold</b>\u2028next';
  const text = jsonLdText(
    blogPosting({
      headline: hostile,
      description: hostile,
      path: '/blog/x',
      image: '/blog/og/x.png',
      datePublished: '2026-01-02',
    }),
  );
  expect(text).not.toMatch(/[<>&\u2028]/);
  expect(JSON.parse(text)).toMatchObject({ headline: hostile, description: hostile });
});

test('articles carry absolute URLs, both dates, author and publisher', () => {
  const tutorial = techArticle({
    headline: 'How to Create an SPL Token',
    description: 'Step by step.',
    path: '/tutorials/create-spl-token',
    image: '/tutorials/og/create-spl-token.png',
    datePublished: '2026-11-21',
    proficiencyLevel: 'Beginner',
  });
  expect(tutorial).toMatchObject({
    '@type': 'TechArticle',
    url: `${siteConfig.origin}/tutorials/create-spl-token`,
    image: `${siteConfig.origin}/tutorials/og/create-spl-token.png`,
    datePublished: '2026-11-21',
    dateModified: '2026-11-21',
    author: { '@type': 'Organization', name: siteConfig.name },
    publisher: { '@type': 'Organization', name: siteConfig.name },
    proficiencyLevel: 'Beginner',
  });
  const long = blogPosting({
    headline: 'x'.repeat(200),
    description: '',
    path: '/blog/x',
    image: '/i.png',
    datePublished: '2026-01-01',
  });
  expect(String(long.headline)).toHaveLength(110);
});

test('breadcrumbs number their steps from 1 and name absolute pages', () => {
  expect(
    breadcrumbList([
      { name: 'Home', path: '/' },
      { name: 'Tutorials', path: '/tutorials' },
    ]),
  ).toEqual({
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${siteConfig.origin}/` },
      {
        '@type': 'ListItem',
        position: 2,
        name: 'Tutorials',
        item: `${siteConfig.origin}/tutorials`,
      },
    ],
  });
});

test('questions keep their answers; the site search takes its term from ?q=', () => {
  expect(faqPage([{ question: 'Why?', answer: 'Because.' }]).mainEntity).toEqual([
    { '@type': 'Question', name: 'Why?', acceptedAnswer: { '@type': 'Answer', text: 'Because.' } },
  ]);
  expect(webSite({ searchParam: 'q' }).potentialAction).toEqual({
    '@type': 'SearchAction',
    target: { '@type': 'EntryPoint', urlTemplate: `${siteConfig.origin}/?q={search_term_string}` },
    'query-input': 'required name=search_term_string',
  });
});
