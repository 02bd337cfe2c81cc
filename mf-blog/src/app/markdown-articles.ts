import { siteConfigFromEnv } from '@tla/federated/site-config';
import { glossaryLinkTerms } from '@tla/glossary/link-terms';
import { compileMarkdown } from '@tla/shared-ui/markdown/compile-markdown';
import { withPartnerUrl } from '../features/posts/data/partner-link';

/**
 * A built-in post's body as the page renders it, compiled at build: glossary terms linked, partner
 * links pointing where the deployment says (its VITE_* variables in `env`).
 */
export function compileBlogArticle(markdown: string, env: Record<string, string>) {
  return compileMarkdown(withPartnerUrl(markdown, siteConfigFromEnv(env).createTokenUrl), {
    glossaryTerms: glossaryLinkTerms,
  });
}
