import { siteConfig } from '@tla/federated/site-config';
import type { LegalDocument } from './schemas';

/** The privacy policy, written for what the site does: no accounts, posts kept in the reader's browser. */
export const privacyPolicy: LegalDocument = {
  meta: {
    title: 'Privacy Policy',
    description: `How ${siteConfig.name} handles information: no accounts, blog posts you write stay in your own browser, and the contact form sends nothing to our servers.`,
    keywords: ['privacy policy', 'token launch academy privacy', 'data protection'],
    path: '/privacy-policy',
  },
  heading: 'Privacy Policy',
  lastUpdated: '2025-04-18',
  intro: `This policy explains what information ${siteConfig.name} ("we", "us") handles when you use this website, and the choices you have. In short: we do not ask you to create an account, and what you write in our blog editor stays in your own browser.`,
  sections: [
    {
      heading: 'Who We Are',
      paragraphs: [
        `${siteConfig.name} is an educational website about creating and launching tokens on the Solana blockchain. It offers articles, tutorials, resources, a glossary and a token simulator. We do not create tokens, hold funds or offer financial services.`,
      ],
    },
    {
      heading: 'Information We Collect',
      paragraphs: [
        'You can read everything on this website without an account and without telling us who you are. We do not collect names, e-mail addresses, wallet addresses or payment details through the website.',
        'Like any website, the servers that deliver our pages receive technical information with each request, such as your IP address, browser type, the page requested and the time. Our hosting providers use it to deliver the site, keep it secure and measure load.',
      ],
    },
    {
      heading: 'Information Stored in Your Browser',
      paragraphs: [
        'Some features keep information in your browser’s local storage, on your own device. It is never sent to us:',
      ],
      items: [
        'Blog posts you write or edit in the blog editor.',
        'Your choice of light or dark theme.',
      ],
    },
    {
      heading: 'The Contact Form',
      paragraphs: [
        'The contact form on this website does not send what you type to our servers or anyone else. To reach us, use the messaging channel, community chat or business e-mail address listed on the contact page; those services handle your messages under their own privacy policies.',
      ],
    },
    {
      heading: 'Cookies and Advertising',
      paragraphs: [
        'We do not set cookies of our own to track you. The site may show advertising from an ad network; that network may use cookies or similar technologies to show and measure ads, under its own privacy policy. You can block or delete cookies in your browser settings.',
      ],
    },
    {
      heading: 'Embedded Videos and Third-Party Links',
      paragraphs: [
        'Video guides are embedded in privacy-enhanced mode and load only when you scroll near them. Many pages link to other websites, including our partner platform, messaging services and documentation sites. Those sites have their own privacy policies, and we are not responsible for how they handle your information.',
      ],
    },
    {
      heading: 'How We Use Information',
      paragraphs: [
        'The technical information described above is used only to deliver the website, keep it secure, fix problems and understand which content is useful. We do not sell it and we do not use it to build profiles of individual visitors.',
      ],
    },
    {
      heading: 'Sharing of Information',
      paragraphs: [
        'We share information only with the service providers that host and deliver the website, to the extent they need it to do so, or when the law requires it.',
      ],
    },
    {
      heading: 'Data Security and Retention',
      paragraphs: [
        'Our pages are delivered over encrypted connections. Server logs are kept only as long as needed for security and troubleshooting. Information in your browser’s storage stays until you delete it: clearing this site’s data in your browser removes your posts and settings for good, so keep a copy of anything you want to keep.',
      ],
    },
    {
      heading: 'Children’s Privacy',
      paragraphs: [
        'This website is not directed at children under 16, and we do not knowingly collect information from them.',
      ],
    },
    {
      heading: 'Changes and Contact',
      paragraphs: [
        'We may update this policy when the website changes; the date at the top shows the latest version. For any question about privacy, contact us through the channels on our contact page.',
      ],
    },
  ],
};
