import path from 'node:path';
import { siteConfigFromEnv } from '@tla/federated/site-config';
import { glossaryLinkTerms } from '@tla/glossary/link-terms';
import { markdownArticles } from '@tla/platform/build-tools/markdown-articles';
import { compileMarkdown } from '@tla/shared-ui/markdown/compile-markdown';
import { withPartnerUrl } from '../features/posts/data/partner-link';

/**
 * The built-in posts' bodies, compiled at build (`content/*.md?article`): glossary terms linked,
 * partner links pointing where the deployment says. The Vite config, the tests and the prerender use it.
 */
export const blogArticles = markdownArticles(
  path.join(import.meta.dirname, '../features/posts/content'),
  (markdown, env) =>
    compileMarkdown(withPartnerUrl(markdown, siteConfigFromEnv(env).createTokenUrl), {
      glossaryTerms: glossaryLinkTerms,
    }),
);
