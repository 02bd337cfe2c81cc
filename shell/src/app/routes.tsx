import type { ComponentType } from 'react';
import type { RouteObject } from '@tla/federated/router';
import { NotFound } from '@tla/shared-ui/components/not-found';
import { PageSpinner } from '@tla/shared-ui/components/spinner';
import { ErrorScreen } from '../components/error-screen';
import HomePage from './routes/home-page';
import { RootLayout, type RouteHandle } from '../components/root-layout';
import { RouteError } from '../components/route-error';
import { AdScriptLayout } from '../features/ads/ad-script-layout';
import { RemoteSlot } from '../features/remotes/remote-slot';
import type { RemoteSection } from '../features/remotes/remote-sections';

const fullWidth: RouteHandle = { fullWidth: true };

/** A lazily loaded page module default-exports its component. */
const asRoute = (module: { default: ComponentType }) => ({ Component: module.default });

/**
 * The one route table of the site (document 001 §2.1): the shell's own pages, and the remotes'
 * sections as they published them (remote-sections.ts). A section is mounted lazily: its slot loads
 * the remote's exposed routes on first visit, and the remote owns the paths below its mount. Each
 * slot has a key so React never reuses one section's state for another.
 */
export const pageRoutes = (sections: readonly RemoteSection[]): RouteObject[] => [
  { index: true, element: <HomePage />, handle: fullWidth },
  ...sections.map((section) => ({
    path: section.mount.replace(/^\//, ''),
    element: <RemoteSlot key={`${section.remote}/${section.module}`} section={section} />,
  })),
  // The shell's static pages load on first visit, so the home page's bundle does not carry them.
  { path: 'about', lazy: () => import('./routes/about-page').then(asRoute) },
  { path: 'affiliate', lazy: () => import('./routes/affiliate-page').then(asRoute) },
  { path: 'contact', lazy: () => import('./routes/contact-page').then(asRoute) },
  { path: 'privacy-policy', lazy: () => import('./routes/privacy-policy-page').then(asRoute) },
  { path: 'terms-of-service', lazy: () => import('./routes/terms-of-service-page').then(asRoute) },
  { path: 'guide/deploy-token', lazy: () => import('./routes/deploy-token-page').then(asRoute) },
  { path: 'not-found', element: <NotFound /> },
  { path: '*', element: <NotFound /> },
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
