import { z } from './zod';
import { siteConfigFromEnv, variableFor } from './site-config';

/**
 * What a valid site config is. Checked at build (the shared Vite config runs checkSiteConfig on the
 * build's VITE_* variables) and in tests, never in the browser: building zod schemas costs a phone
 * main-thread time on every page load.
 */
const httpsUrl = z.url({ protocol: /^https$/, hostname: z.regexes.domain });

export const siteConfigSchema = z.object({
  name: z.string().min(1),
  /** Origin used for canonical and og:url; no trailing slash. */
  origin: httpsUrl.regex(/[^/]$/, 'no trailing slash'),
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

/**
 * The config an environment asks for, checked: throws naming each invalid field and the variable
 * that sets it, so a deployment never ships a broken or unsafe link.
 */
export function checkSiteConfig(env: Record<string, string | boolean | undefined>): SiteConfig {
  const result = siteConfigSchema.safeParse(siteConfigFromEnv(env));
  if (result.success) return result.data;
  const fields = result.error.issues.map(
    (issue) => `${variableFor(String(issue.path[0]))} (${issue.path.join('.')}): ${issue.message}`,
  );
  throw new Error(`Invalid site configuration:\n  ${fields.join('\n  ')}`);
}
