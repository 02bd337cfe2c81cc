import { siteConfig } from '@tla/federated/site-config';
import type { AffiliatePageContent } from './schemas';

/** The affiliate page's content: tiers 20 / 25 / 30 %, 90-day window, weekly payouts, no minimum, 24-hour set-up. */
export const affiliatePage: AffiliatePageContent = {
  meta: {
    title: 'Affiliate Program',
    description: `Earn up to 30% commission by referring token creators to ${siteConfig.partnerName}: 90-day tracking, weekly payouts with no minimum, set up within 24 hours.`,
    keywords: [
      'crypto affiliate program',
      'solana affiliate',
      'token creation referral',
      'earn commission',
    ],
    path: '/affiliate',
  },
  hero: {
    eyebrow: 'Earn up to 30% commission',
    heading: 'Affiliate Program',
    intro: `Refer token creators to ${siteConfig.partnerName}, our official partner platform, and earn up to 30% commission on every token they create.`,
  },
  apply: { label: 'Apply Now', href: siteConfig.messagingUrl },
  steps: {
    heading: 'How It Works',
    items: [
      {
        title: '1. Apply',
        description:
          'Message our team through the messaging channel. Once approved, your affiliate account is set up within 24 hours.',
        icon: 'user-plus',
      },
      {
        title: '2. Share Your Link',
        description:
          'Share your personal referral link with your audience. Every referral is tracked for 90 days from the initial click.',
        icon: 'link',
      },
      {
        title: '3. Earn Commission',
        description:
          'Earn a commission on every token your referrals create, paid weekly to your wallet with no minimum payout.',
        icon: 'wallet',
      },
    ],
  },
  benefits: {
    heading: 'Why Join',
    items: [
      {
        title: 'High Commissions',
        description: 'Up to 30% of every token creation fee your referrals pay.',
        icon: 'percent',
      },
      {
        title: 'Weekly Payouts',
        description: 'Paid every week straight to your wallet, with no minimum payout.',
        icon: 'clock',
      },
      {
        title: '90-Day Tracking',
        description: 'Referrals count for 90 days from the first click on your link.',
        icon: 'target',
      },
      {
        title: 'Real-Time Dashboard',
        description: 'See clicks, referrals and earnings as they happen.',
        icon: 'trending-up',
      },
      {
        title: 'Marketing Materials',
        description: 'Banners, guides and copy ready to share with your audience.',
        icon: 'gift',
      },
      {
        title: 'Dedicated Support',
        description: 'A team member answers your questions through the messaging channel.',
        icon: 'headphones',
      },
    ],
  },
  tiers: {
    heading: 'Commission Tiers',
    intro: 'Your rate grows with your results.',
    items: [
      {
        name: 'Standard',
        rate: 20,
        requirement: 'For new affiliates',
        perks: [
          '20% commission on every referral',
          'Weekly payouts, no minimum',
          'Marketing materials',
        ],
        featured: false,
      },
      {
        name: 'Premium',
        rate: 25,
        requirement: 'After 10 successful referrals',
        perks: [
          '25% commission on every referral',
          'Priority support',
          'Early access to new features',
        ],
        featured: true,
      },
      {
        name: 'Elite',
        rate: 30,
        requirement: 'For top performers',
        perks: [
          '30% commission on every referral',
          'A dedicated account manager',
          'Custom promotions and co-marketing',
        ],
        featured: false,
      },
    ],
  },
  faq: {
    heading: 'Frequently Asked Questions',
    items: [
      {
        question: 'How are referrals tracked?',
        answer:
          'Through your personal referral link. A referral counts for 90 days from the initial click, even if the creator comes back later.',
      },
      {
        question: 'When and how do I get paid?',
        answer: 'Payouts are made weekly, directly to your wallet. There is no minimum payout.',
      },
      {
        question: 'How long does it take to get started?',
        answer:
          'Once our team approves your application, your affiliate account is set up within 24 hours.',
      },
      {
        question: 'How do I reach a higher commission tier?',
        answer:
          'Everyone starts at 20%. After 10 successful referrals you move to 25%, and our top performers earn 30%.',
      },
    ],
  },
  cta: {
    heading: 'Start Earning Today',
    text: 'Apply through our messaging channel; approved affiliates are set up within 24 hours.',
  },
};
