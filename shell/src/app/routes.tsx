import type { ComponentType } from 'react';
import type { RouteObject } from '@tla/federated/router';
import { PageSpinner } from '@tla/shared-ui/components/spinner';
import { ErrorScreen } from '../components/error-screen';
import { RootLayout } from './layout/root-layout';
import type { RouteHandle } from '../components/route-handle';
import { RouteError } from '../components/route-error';
import { SiteNotFound } from './layout/site-not-found';
import { AdScriptLayout } from '../features/ads/ad-script-layout';
import { RemoteSlot } from '../features/remotes/remote-slot';
import type { RemoteSection } from '../features/remotes/remote-sections';

/** The shell's pages, one chunk each: a page's HTML preloads its own (compose), and no other. */
const pageModules = import.meta.glob<{ default: ComponentType }>('./routes/*-page.tsx');

/** A shell page, loaded on first visit; its handle names its module for the prerender. */
function shellPage(name: string, handle: RouteHandle = {}): Pick<RouteObject, 'lazy' | 'handle'> {
  const load = pageModules[`./routes/${name}.tsx`];
  if (!load) throw new Error(`shell/src/app/routes has no ${name}.tsx`);
  return {
    lazy: () => load().then((module) => ({ Component: module.default })),
    handle: { ...handle, pageModule: `src/app/routes/${name}.tsx` } satisfies RouteHandle,
  };
}

/**
 * The one route table of the site: the shell's own pages, and the remotes'
 * sections as they published them (remote-sections.ts). A section is mounted lazily: its slot loads
 * the remote's exposed routes on first visit, and the remote owns the paths below its mount. Each
 * slot has a key so React never reuses one section's state for another.
 */
export const pageRoutes = (sections: readonly RemoteSection[]): RouteObject[] => [
  { index: true, ...shellPage('home-page', { fullWidth: true }) },
  ...sections.map((section) => ({
    path: section.mount.replace(/^\//, ''),
    element: <RemoteSlot key={`${section.remote}/${section.module}`} section={section} />,
  })),
  { path: 'about', ...shellPage('about-page') },
  { path: 'affiliate', ...shellPage('affiliate-page') },
  { path: 'contact', ...shellPage('contact-page') },
  { path: 'privacy-policy', ...shellPage('privacy-policy-page') },
  { path: 'terms-of-service', ...shellPage('terms-of-service-page') },
  { path: 'guide/deploy-token', ...shellPage('deploy-token-page') },
  { path: '_status', ...shellPage('status-page') },
  { path: 'not-found', element: <SiteNotFound /> },
  { path: '*', element: <SiteNotFound /> },
];

/**
 * Pages inside the frame. A page that fails to render shows the error screen inside the frame; if the
 * frame itself fails, the error screen replaces it.
 */
export function buildRoutes(pages: RouteObject[]): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      errorElement: <ErrorScreen />,
      children: [
        {
          // The ad script (when configured) loads once per visit, after the first page is interactive.
          element: <AdScriptLayout />,
          // A first visit straight to a lazily loaded page shows the frame with this until it arrives
          // (prerendered pages load their module before hydrating and never show it).
          hydrateFallbackElement: <PageSpinner />,
          errorElement: <RouteError />,
          children: pages,
        },
      ],
    },
  ];
}

/** The site's routes, with the remotes' sections. */
export const siteRoutes = (sections: readonly RemoteSection[]): RouteObject[] =>
  buildRoutes(pageRoutes(sections));
