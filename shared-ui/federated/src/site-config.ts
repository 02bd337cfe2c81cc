import { z } from './zod';

/**
 * Every outbound destination of the site, in one place. Defaults are placeholders on the reserved
 * `.example` domain; a deployment overrides each one at build time with a VITE_* variable (see README).
 * shared-ui is a federated singleton, so at run time every app reads the shell's copy of this config.
 */
const httpsUrl = z.url({ protocol: /^https$/, hostname: z.regexes.domain });

export const siteConfigSchema = z.object({
  name: z.string().min(1),
  /** Origin used for canonical and og:url; no trailing slash. */
  origin: httpsUrl.transform((url) => url.replace(/\/+$/, '')),
  partnerName: z.string().min(1),
  partnerUrl: httpsUrl,
  createTokenUrl: httpsUrl,
  promotionUrl: httpsUrl,
  telegramUrl: httpsUrl,
  messagingUrl: httpsUrl,
  communityChatUrl: httpsUrl,
  businessEmail: z.email(),
  /** Video-platform ids of the two home-page guides; without one the guide shows its poster and a link. */
  launchVideoId: z
    .string()
    .regex(/^[\w-]{11}$/)
    .optional(),
  promoteVideoId: z
    .string()
    .regex(/^[\w-]{11}$/)
    .optional(),
  /** Ad-network publisher id; the ad script is not loaded at all without one. */
  adPublisherId: z
    .string()
    .regex(/^ca-pub-\d{10,20}$/)
    .optional(),
});

export type SiteConfig = z.infer<typeof siteConfigSchema>;

type Env = Record<string, string | boolean | undefined>;

const blankToUndefined = (value: string | boolean | undefined) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/** Build the config from an environment (Vite's import.meta.env); throws with every invalid field named. */
export function createSiteConfig(env: Env): SiteConfig {
  const pick = (key: string) => blankToUndefined(env[key]);
  return siteConfigSchema.parse({
    name: 'Token Launch Academy',
    origin: pick('VITE_SITE_ORIGIN') ?? 'https://token-launch-academy.example',
    partnerName: pick('VITE_PARTNER_NAME') ?? 'Partner Launchpad',
    partnerUrl: pick('VITE_PARTNER_URL') ?? 'https://partner.example',
    createTokenUrl: pick('VITE_CREATE_TOKEN_URL') ?? 'https://partner.example/create',
    promotionUrl: pick('VITE_PROMOTION_URL') ?? 'https://promote.example',
    telegramUrl: pick('VITE_TELEGRAM_URL') ?? 'https://t.me/example_channel',
    messagingUrl: pick('VITE_MESSAGING_URL') ?? 'https://t.me/example_contact',
    communityChatUrl: pick('VITE_COMMUNITY_CHAT_URL') ?? 'https://discord.example/invite',
    businessEmail: pick('VITE_BUSINESS_EMAIL') ?? 'business@token-launch-academy.example',
    launchVideoId: pick('VITE_LAUNCH_VIDEO_ID'),
    promoteVideoId: pick('VITE_PROMOTE_VIDEO_ID'),
    adPublisherId: pick('VITE_AD_PUBLISHER_ID'),
  });
}

// Outside Vite (a build config importing createSiteConfig) there is no import.meta.env.
export const siteConfig: SiteConfig = createSiteConfig(import.meta.env ?? {});

/** Hosts the redirect page may send a reader to: the partner's and the promotion site's. */
export function allowedRedirectHosts(config: SiteConfig = siteConfig): string[] {
  return [
    ...new Set(
      [config.partnerUrl, config.createTokenUrl, config.promotionUrl].map(
        (url) => new URL(url).host,
      ),
    ),
  ];
}
