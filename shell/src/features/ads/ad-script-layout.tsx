import { Outlet, useLocation } from '@tla/federated/router';
import { siteConfig } from '@tla/federated/site-config';
import { useAdScript } from './use-ad-script';

/** A pathless route around every page: loads the ad script once for the whole visit, off ad-free pages. */
export function AdScriptLayout() {
  useAdScript(siteConfig.adPublisherId, useLocation().pathname);
  return <Outlet />;
}
