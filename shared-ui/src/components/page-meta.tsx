import { siteConfig } from '@tla/federated/site-config';

export const DEFAULT_TITLE = `${siteConfig.name} - Expert Guides for Token Creation and DeFi`;
export const DEFAULT_DESCRIPTION =
  'Learn to create, launch and grow Solana tokens and meme coins: step-by-step tutorials, guides, a token simulator and a glossary.';
export const DEFAULT_OG_IMAGE = '/images/og-default.jpg';
export const DEFAULT_OG_IMAGE_ALT = `${siteConfig.name}: Expert Resources for Solana Token Creation & DeFi`;
/**
 * The size of every image a page names: the default image and the social cards the builds make
 * (platform/src/build-tools/social-card.tsx), so link previews can lay them out before they load.
 */
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

export type PageMetaProps = {
  /** Page title without the site name; omit for the default title. */
  title?: string;
  description?: string;
  keywords?: string[];
  /** Path of this page, e.g. `/blog/my-post`; the canonical URL is the site origin plus it. */
  path?: string;
  /** A site path or an absolute URL of a 1200×630 image (OG_IMAGE_SIZE); the default image without it. */
  ogImage?: string;
  /** What the image shows; the page's title when it names its own image. */
  ogImageAlt?: string;
  ogType?: 'website' | 'article';
  articlePublishedTime?: string;
  articleModifiedTime?: string;
  articleTags?: string[];
  twitterCard?: 'summary' | 'summary_large_image';
};

export function formatPageTitle(title?: string): string {
  return title ? `${title} | ${siteConfig.name}` : DEFAULT_TITLE;
}

/**
 * The page's head tags. React 19 hoists <title>, <meta> and <link> into <head> wherever they render,
 * in client render, hydration and server render alike, so whoever owns a route renders this.
 */
export function PageMeta({
  title,
  description = DEFAULT_DESCRIPTION,
  keywords,
  path = '/',
  ogImage,
  ogImageAlt,
  ogType = 'website',
  articlePublishedTime,
  articleModifiedTime,
  articleTags = [],
  twitterCard = 'summary_large_image',
}: PageMetaProps) {
  const fullTitle = formatPageTitle(title);
  const url = `${siteConfig.origin}${path === '/' ? '/' : path}`;
  const imagePath = ogImage ?? DEFAULT_OG_IMAGE;
  const image = /^https?:\/\//.test(imagePath) ? imagePath : `${siteConfig.origin}${imagePath}`;
  const imageAlt = ogImageAlt ?? (ogImage ? fullTitle : DEFAULT_OG_IMAGE_ALT);
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {keywords && keywords.length > 0 ? <meta name="keywords" content={keywords.join(', ')} /> : null}
      <link rel="canonical" href={url} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:type" content={ogType} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content={String(OG_IMAGE_SIZE.width)} />
      <meta property="og:image:height" content={String(OG_IMAGE_SIZE.height)} />
      <meta property="og:image:alt" content={imageAlt} />
      <meta property="og:site_name" content={siteConfig.name} />
      {articlePublishedTime ? <meta property="article:published_time" content={articlePublishedTime} /> : null}
      {articleModifiedTime ? <meta property="article:modified_time" content={articleModifiedTime} /> : null}
      {articleTags.map((tag) => (
        <meta key={tag} property="article:tag" content={tag} />
      ))}
      <meta name="twitter:card" content={twitterCard} />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image} />
      <meta name="twitter:image:alt" content={imageAlt} />
    </>
  );
}
