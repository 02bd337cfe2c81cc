import { useSearchParams } from '@tla/federated/router';
import { PageMeta } from '@tla/shared-ui/components/page-meta';
import { allowedRedirectHosts, siteConfig } from '@tla/federated/site-config';
import { useIsClient } from '@tla/shared-ui/hooks/use-is-client';
import { RedirectPanel } from '../../features/redirect/components/redirect-panel';
import { redirectPage } from '../../features/redirect/data/redirect-page';
import {
  REDIRECT_TARGET_PARAM,
  resolveRedirectTarget,
} from '../../features/redirect/model/resolve-redirect-target';
import { shellCardPath } from '../social-card-paths';

/**
 * /guide/deploy-token?target=…. The prerendered HTML is made without a query, so the
 * first render (server and hydration) uses the default target; the reader's ?target= counts once the
 * page runs in the browser, and only allow-listed targets are ever followed, by the 1.5 s timer and by a
 * 2 s meta refresh in <head>. When the address names a target, the served head's refresh (made for the
 * default) is cancelled as the page loads (see cancelServedRefreshForNamedTarget).
 */
export default function DeployTokenPage() {
  const [searchParams] = useSearchParams();
  const isClient = useIsClient();
  const target = resolveRedirectTarget(isClient ? searchParams.get(REDIRECT_TARGET_PARAM) : null, {
    defaultTarget: siteConfig.createTokenUrl,
    allowedHosts: allowedRedirectHosts(),
  });
  return (
    <>
      <PageMeta {...redirectPage.meta} ogImage={shellCardPath(redirectPage.meta.path)} />
      <RedirectPanel
        content={redirectPage}
        target={target}
        fallbackHref={siteConfig.createTokenUrl}
        follow={isClient}
      />
    </>
  );
}
