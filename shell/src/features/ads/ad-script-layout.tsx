import { Outlet } from 'react-router';
import { siteConfig } from '@tla/shared-ui/config/site';
import { useAdScript } from './use-ad-script';

/** A pathless route around every page: loads the ad script once for the whole visit. */
export function AdScriptLayout() {
  useAdScript(siteConfig.adPublisherId);
  return <Outlet />;
}
