import { siteConfig } from '@tla/federated/site-config';
import type { SocialCardFile } from '@tla/platform/build-tools/social-card';
import { section } from './section';
import { simulatorCardPath } from './social-card-paths';

/** The simulator page's card (vite.config.ts), a file of its site/ folder that compose puts on the site. */
export const simulatorSocialCards = (): SocialCardFile[] => [
  {
    file: `site${simulatorCardPath}`,
    card: { title: section.modules['simulator-page'].label, section: siteConfig.name },
  },
];
