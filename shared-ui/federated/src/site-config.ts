import type { SiteConfig } from './site-config-schema';

export type { SiteConfig };

/**
 * Every outbound destination of the site, in one place. Defaults are placeholders on the reserved
 * `.example` domain; a deployment overrides each one at build time with a VITE_* variable (see
 * docs/deploying.md).
 * shared-ui is a federated singleton, so at run time every app reads the shell's copy of this config.
 * Each build checks the values (site-config-schema.ts, run by the shared Vite config), so the browser
 * only reads them and builds no schema.
 */
type Env = Record<string, string | boolean | undefined>;

const blankToUndefined = (value: string | boolean | undefined) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/** The VITE_* variable that sets a field: the field's name in capitals (the origin is the site's). */
export const variableFor = (field: string): string =>
  field === 'origin'
    ? 'VITE_SITE_ORIGIN'
    : `VITE_${field.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase()}`;

/** The config an environment (Vite's import.meta.env) asks for, unchecked: defaults for blanks. */
export function siteConfigFromEnv(env: Env): SiteConfig {
  const pick = (field: keyof SiteConfig) => blankToUndefined(env[variableFor(field)]);
  return {
    name: 'Token Launch Academy',
    origin: (pick('origin') ?? 'https://token-launch-academy.example').replace(/\/+$/, ''),
    partnerName: pick('partnerName') ?? 'Partner Launchpad',
    partnerUrl: pick('partnerUrl') ?? 'https://partner.example',
    createTokenUrl: pick('createTokenUrl') ?? 'https://partner.example/create',
    promotionUrl: pick('promotionUrl') ?? 'https://promote.example',
    telegramUrl: pick('telegramUrl') ?? 'https://t.me/example_channel',
    messagingUrl: pick('messagingUrl') ?? 'https://t.me/example_contact',
    communityChatUrl: pick('communityChatUrl') ?? 'https://discord.example/invite',
    businessEmail: pick('businessEmail') ?? 'business@token-launch-academy.example',
    launchVideoId: pick('launchVideoId'),
    promoteVideoId: pick('promoteVideoId'),
    adPublisherId: pick('adPublisherId'),
  };
}

// Outside Vite (a build config importing this module) there is no import.meta.env.
export const siteConfig: SiteConfig = siteConfigFromEnv(import.meta.env ?? {});

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
