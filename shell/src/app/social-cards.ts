import { siteConfig } from '@tla/federated/site-config';
import type { SocialCardFile } from '@tla/platform/build-tools/social-card';
import { aboutPage } from '../features/about/data/about-page';
import { affiliatePage } from '../features/affiliate/data/affiliate-page';
import { contactPage } from '../features/contact/data/contact-page';
import { homeMeta } from '../features/home/data/meta';
import { privacyPolicy } from '../features/legal/data/privacy-policy';
import { termsOfService } from '../features/legal/data/terms-of-service';
import { redirectPage } from '../features/redirect/data/redirect-page';
import { shellCardPath } from './social-card-paths';

/** The shell's own pages, by their metadata (title and path), as their routes render it. */
const pages = [
  homeMeta,
  aboutPage.meta,
  affiliatePage.meta,
  contactPage.meta,
  redirectPage.meta,
  privacyPolicy.meta,
  termsOfService.meta,
];

/** The cards the shell's build makes (vite.config.ts) for its pages, files at the site's root (og/). */
export const shellSocialCards = (): SocialCardFile[] =>
  pages.map(({ title, path }) => ({
    file: shellCardPath(path).slice(1),
    card: { title, section: siteConfig.name },
  }));
