import { siteConfig } from '@tla/federated/site-config';
import type { AboutPageContent } from './schemas';

/** The about page's content. */
export const aboutPage: AboutPageContent = {
  meta: {
    title: 'About Us',
    description: `Who we are: ${siteConfig.name} teaches beginners, developers and project teams how to create, launch and grow tokens and meme coins on Solana.`,
    keywords: ['about token launch academy', 'solana token education', 'learn token creation'],
    path: '/about',
  },
  hero: {
    eyebrow: 'Trusted by 2,000+ token creators',
    heading: 'About Us',
    intro: `${siteConfig.name} is an independent learning hub for everyone who wants to create, launch and grow a token or meme coin on Solana, explained in plain language.`,
  },
  mission: {
    heading: 'Our Mission',
    paragraphs: [
      'Launching a token should not require a computer-science degree or blind trust in strangers. Our mission is to make token creation on Solana understandable, so that every creator knows what each setting does before spending a single SOL.',
      'We write step-by-step tutorials, practical guides and a glossary of the terms you will meet, and we build free tools like our token simulator so you can plan supply, costs and liquidity before you launch.',
    ],
  },
  team: {
    heading: 'Our Team & Values',
    intro:
      'We are developers, writers and community builders who have launched tokens ourselves and learned the hard parts first-hand.',
    values: [
      {
        title: 'Education First',
        description: 'We explain how things work, not just which button to press.',
        icon: 'graduation-cap',
      },
      {
        title: 'Honesty',
        description: 'We show the risks and costs as plainly as the opportunities.',
        icon: 'shield-check',
      },
      {
        title: 'Community',
        description: 'Our readers shape what we write next, through our channels and chat.',
        icon: 'users',
      },
      {
        title: 'Practicality',
        description: 'Every guide ends with something you can actually do today.',
        icon: 'lightbulb',
      },
    ],
  },
  contact: {
    heading: 'Talk to Us',
    text: `Have a question, an idea for a guide or a partnership in mind? Message the team directly, or go straight to ${siteConfig.partnerName} when you are ready to create your token.`,
    messaging: { label: 'Message the Team', href: siteConfig.messagingUrl },
    partner: { label: `Visit ${siteConfig.partnerName}`, href: siteConfig.partnerUrl },
  },
  reasons: {
    heading: `Why Choose ${siteConfig.name}`,
    items: [
      {
        title: 'Expert, Tested Content',
        description:
          'Every tutorial is written and checked by people who create tokens on Solana themselves.',
        icon: 'award',
      },
      {
        title: 'From Idea to Launch',
        description:
          'Guides, tutorials, a glossary and a simulator cover every step from the first idea to a liquid market.',
        icon: 'rocket',
      },
      {
        title: 'A Trusted Partner',
        description: `When you are ready, ${siteConfig.partnerName}, our official partner, creates your token without code.`,
        icon: 'handshake',
      },
    ],
  },
  faq: {
    heading: 'Frequently Asked Questions',
    items: [
      {
        question: `What is ${siteConfig.name}?`,
        answer:
          'An educational website about creating and launching tokens and meme coins on Solana: blog articles, step-by-step tutorials, developer resources, a glossary and a token simulator.',
      },
      {
        question: 'Do I need to know how to code?',
        answer: `No. Our no-code guides and ${siteConfig.partnerName} let you create a token without writing code. Developers will find command-line and smart-contract tutorials too.`,
      },
      {
        question: `Do you create tokens yourselves?`,
        answer: `No. We teach; ${siteConfig.partnerName}, our official partner platform, creates the tokens. We link to it because we trust it, and we may earn a commission when you use it.`,
      },
      {
        question: 'Is the content free?',
        answer:
          'Yes. Every article, tutorial, resource and the token simulator are free to use, without an account.',
      },
      {
        question: 'Is anything here financial advice?',
        answer:
          'No. Our content is educational. Tokens are risky; do your own research and never invest more than you can afford to lose.',
      },
      {
        question: 'How can I suggest a topic or report a mistake?',
        answer:
          'Message us through our messaging channel or the contact page. We read every message and update our guides when something changes.',
      },
    ],
  },
  cta: {
    heading: 'Ready to Create Your Token?',
    text: `Put what you learned into practice: create your Solana token or meme coin on ${siteConfig.partnerName} in minutes.`,
    link: { label: 'Create Your Token', href: siteConfig.createTokenUrl },
  },
};
