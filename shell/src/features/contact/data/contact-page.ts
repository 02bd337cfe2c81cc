import { siteConfig } from '@tla/federated/site-config';
import type { ContactPageContent } from './schemas';

/** The contact page's content: its form's fields, messages and side cards. */
export const contactPage: ContactPageContent = {
  meta: {
    title: 'Contact Us',
    description: `Questions about creating a Solana token, partnerships or business inquiries: contact the ${siteConfig.name} team. We reply within 24-48 hours on business days.`,
    keywords: ['contact token launch academy', 'solana token help', 'token creation support'],
    path: '/contact',
  },
  heading: 'Contact Us',
  intro: 'Questions about a guide, an idea for an article, or a partnership? Send us a message.',
  responseTime: 'We answer every message within 24-48 hours on business days.',
  form: {
    heading: 'Send Us a Message',
    labels: { name: 'Name', email: 'Email', subject: 'Subject', message: 'Message' },
    placeholders: {
      name: 'Your name',
      email: 'you@example.com',
      subject: 'What is it about?',
      message: 'Tell us how we can help…',
    },
    submit: 'Send Message',
    successMessage: "Thanks for reaching out! We'll get back to you shortly.",
    errorMessage: 'There was an error submitting your message. Please try again.',
  },
  channels: [
    {
      title: 'Message Us',
      description: 'The fastest way to reach the team directly.',
      icon: 'message-circle',
      label: 'Open messaging channel',
      href: siteConfig.messagingUrl,
    },
    {
      title: 'Community Chat',
      description: 'Ask other token creators and share your launch.',
      icon: 'messages-square',
      label: 'Join the community chat',
      href: siteConfig.communityChatUrl,
    },
    {
      title: 'Business Inquiries',
      description: 'Partnerships, sponsorships and press.',
      icon: 'mail',
      label: siteConfig.businessEmail,
      href: `mailto:${siteConfig.businessEmail}`,
    },
    {
      title: 'Create Your Token',
      description: `Ready to launch? ${siteConfig.partnerName} is our official partner platform.`,
      icon: 'rocket',
      label: `Visit ${siteConfig.partnerName}`,
      href: siteConfig.createTokenUrl,
    },
  ],
  faqHeading: 'Before You Write',
  faq: [
    {
      question: 'How quickly will you reply?',
      answer: 'We answer every message within 24-48 hours on business days, usually sooner.',
    },
    {
      question: 'Can you create my token for me?',
      answer: `We teach how tokens work but do not create them. ${siteConfig.partnerName}, our partner platform, creates your token in a few steps without code.`,
    },
    {
      question: 'Do you offer partnerships or sponsored content?',
      answer: `Yes. Write to ${siteConfig.businessEmail} with a short description of your project and what you have in mind.`,
    },
  ],
};
