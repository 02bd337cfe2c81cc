import { siteConfig } from '@tla/federated/site-config';
import type { LegalDocument } from './schemas';

/** The terms of service: eleven numbered sections. */
export const termsOfService: LegalDocument = {
  meta: {
    title: 'Terms of Service',
    description: `The terms for using ${siteConfig.name}: educational content only, no financial advice, and your responsibility for the tokens you create.`,
    keywords: ['terms of service', 'token launch academy terms', 'terms of use'],
    path: '/terms-of-service',
  },
  heading: 'Terms of Service',
  lastUpdated: '2025-04-18',
  intro: `These terms apply to your use of the ${siteConfig.name} website. Please read them carefully; by using the website you agree to them.`,
  sections: [
    {
      heading: 'Acceptance of Terms',
      paragraphs: [
        'By visiting or using this website you accept these terms. If you do not agree with them, please do not use the website.',
      ],
    },
    {
      heading: 'Educational Content Only',
      paragraphs: [
        'Everything on this website, including articles, tutorials, resources, the glossary, code samples and the token simulator, is provided for learning. Examples and simulator results are illustrations, not predictions.',
      ],
    },
    {
      heading: 'No Financial Advice',
      paragraphs: [
        'Nothing on this website is financial, investment, legal or tax advice. Tokens and cryptocurrencies are highly risky and can lose all their value. Do your own research, check the laws that apply to you, and consult a qualified professional before making decisions.',
      ],
    },
    {
      heading: 'Use of the Site',
      paragraphs: ['You agree to use the website lawfully and not to:'],
      items: [
        'Disrupt, overload or attempt to gain unauthorised access to the website or its servers.',
        'Copy the website’s content in bulk or present it as your own.',
        'Use what you learn here to deceive or defraud others, for example with misleading token launches.',
      ],
    },
    {
      heading: 'Content You Create',
      paragraphs: [
        'Blog posts you write in the editor are stored only in your own browser and are not published to other visitors. You are responsible for what you write, and for keeping a copy: clearing your browser’s data deletes it.',
      ],
    },
    {
      heading: 'Intellectual Property',
      paragraphs: [
        `The website’s text, design and graphics belong to ${siteConfig.name} or its licensors. You may read, share links to and quote short passages of our content with attribution. Code samples in tutorials may be used in your own projects.`,
      ],
    },
    {
      heading: 'Third-Party Platforms and Links',
      paragraphs: [
        `The website links to other services, including ${siteConfig.partnerName}, messaging and video platforms and documentation sites. They are run by third parties under their own terms. We do not control them and are not responsible for their content, availability or for any token you create with them.`,
      ],
    },
    {
      heading: 'Affiliate Relationships',
      paragraphs: [
        `Some links are partner or affiliate links: we may earn a commission when you use ${siteConfig.partnerName} or other services we recommend, at no extra cost to you. This never changes the facts we teach.`,
      ],
    },
    {
      heading: 'Disclaimer of Warranties',
      paragraphs: [
        'The website is provided “as is” and “as available”. Blockchains, tools and prices change quickly, and although we work to keep our content accurate, we do not guarantee that it is complete, current or error-free.',
      ],
    },
    {
      heading: 'Limitation of Liability',
      paragraphs: [
        `To the fullest extent the law allows, ${siteConfig.name} is not liable for any loss or damage arising from your use of the website, from relying on its content, or from tokens, transactions or services of third parties.`,
      ],
    },
    {
      heading: 'Changes and Contact',
      paragraphs: [
        'We may update these terms from time to time; the date at the top shows the latest version, and continuing to use the website means you accept the updated terms. For questions about these terms, contact us through the channels on our contact page.',
      ],
    },
  ],
};
