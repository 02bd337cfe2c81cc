// @vitest-environment node
import { expect, test } from 'vitest';
import { siteConfig } from '@tla/federated/site-config';
import { categoriesSection } from './categories';
import { communityContent } from './community';
import { ctaBanner } from './cta-banner';
import { homeFaq } from './faq';
import { heroContent } from './hero';
import { homeMeta } from './meta';
import {
  categoriesSectionSchema,
  communitySchema,
  ctaBannerSchema,
  homeFaqSchema,
  heroSchema,
  homeMetaSchema,
  testimonialsSectionSchema,
  videoGuidesSchema,
} from './schemas';
import { testimonialsSection } from './testimonials';
import { videoGuidesContent } from './video-guides';

test('every home content module satisfies its schema, already in its parsed form', () => {
  expect(heroSchema.parse(heroContent)).toEqual(heroContent);
  expect(videoGuidesSchema.parse(videoGuidesContent)).toEqual(videoGuidesContent);
  expect(categoriesSectionSchema.parse(categoriesSection)).toEqual(categoriesSection);
  expect(ctaBannerSchema.parse(ctaBanner)).toEqual(ctaBanner);
  expect(communitySchema.parse(communityContent)).toEqual(communityContent);
  expect(testimonialsSectionSchema.parse(testimonialsSection)).toEqual(testimonialsSection);
  expect(homeFaqSchema.parse(homeFaq)).toEqual(homeFaq);
  expect(homeMetaSchema.parse(homeMeta)).toEqual(homeMeta);
});

test('the hero carries its headline, badge, counter and calls to action', () => {
  expect(heroContent.headline).toBe('Expert Resources for Solana Token Creation & DeFi');
  expect(heroContent.badge).toBe('Official Solana Partner, Trusted by 2,000+ Token Creators');
  expect(heroContent.counter).toMatchObject({
    start: 10_000,
    target: 10_234,
    durationMs: 2_000,
    dailyText: '+35 new tokens daily',
  });
  expect(heroContent.primaryCta).toEqual({
    label: 'Create Token',
    href: siteConfig.createTokenUrl,
  });
});

test('two video guides: launch to the partner, promote (autoplaying, looping) to the promotion site', () => {
  const [launch, promote] = videoGuidesContent.guides;
  expect(launch).toMatchObject({
    step: 'Step 1: Launch',
    autoplay: false,
    cta: { label: 'Create Meme Coin', href: siteConfig.createTokenUrl },
  });
  expect(promote).toMatchObject({
    step: 'Step 2: Promote',
    autoplay: true,
    loop: true,
    cta: { label: 'Promote Meme Coin', href: siteConfig.promotionUrl },
  });
  expect(videoGuidesContent.closingLine).toBe(
    'Join thousands of successful meme coin creators on Solana',
  );
});

test('the blog’s three home categories each have their own icon and colours, any other a default', () => {
  expect(categoriesSection.heading).toBe('Dive Into Solana Development');
  expect(categoriesSection.looks).toEqual({
    'token-creation': { icon: 'coins', gradient: 'from-violet-600 to-fuchsia-500' },
    liquidity: { icon: 'droplets', gradient: 'from-sky-500 to-emerald-500' },
    'smart-contracts': { icon: 'code', gradient: 'from-amber-500 to-rose-500' },
  });
  const gradients = Object.values(categoriesSection.looks).map((look) => look.gradient);
  expect(gradients).not.toContain(categoriesSection.defaultLook.gradient);
});

test('the CTA banner, community, testimonials and FAQ hold their texts and numbers', () => {
  expect(ctaBanner).toMatchObject({
    heading: 'Create Your Solana Token or Meme Coin in Minutes',
    primary: { label: 'Create Meme Coin', href: siteConfig.createTokenUrl },
    socialProof: 'Join 2,000+ token creators',
  });
  expect(communityContent.telegram.href).toBe(siteConfig.telegramUrl);
  expect(communityContent.benefits.map((benefit) => benefit.title)).toEqual([
    'Instant Updates',
    'Community Support',
    'Exclusive Content',
  ]);
  expect(testimonialsSection.testimonials.every((testimonial) => testimonial.rating === 5)).toBe(
    true,
  );
  expect(testimonialsSection.stats).toEqual([
    { value: '2,000+', label: 'Tokens Created' },
    { value: '$50M+', label: 'Market Cap' },
    { value: '99.9%', label: 'Uptime' },
    { value: '24/7', label: 'Support' },
  ]);
  expect(homeFaq.items).toHaveLength(5);
  expect(homeFaq.cta.href).toBe(siteConfig.createTokenUrl);
});

test('no content module hard-codes an outbound address: every one comes from the site configuration', () => {
  const configured = new Set<string>([
    siteConfig.partnerUrl,
    siteConfig.createTokenUrl,
    siteConfig.promotionUrl,
    siteConfig.telegramUrl,
  ]);
  const hrefs = [
    heroContent.primaryCta.href,
    ...videoGuidesContent.guides.map((guide) => guide.cta.href),
    ctaBanner.primary.href,
    communityContent.telegram.href,
    communityContent.partner.href,
    homeFaq.cta.href,
  ];
  for (const href of hrefs) expect(configured).toContain(href);
});
