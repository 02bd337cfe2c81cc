import { Suspense, useEffect } from 'react';
import { Outlet, useLocation, useMatches } from '@tla/federated/router';
import { HYDRATED_ATTRIBUTE } from '@tla/platform/contracts/page-protocol';
import { Toaster } from '@tla/shared-ui/components/toaster';
import { cn } from '@tla/shared-ui/lib/cn';
import { ScrollRestoration } from '../../features/navigation/scroll-restoration';
import { useIdlePrefetch } from '../../features/remotes/idle-prefetch';
import { RemoteOverridesGate } from '../../features/remotes/remote-overrides-gate';
import { useRemoteRuntime } from '../../features/remotes/remote-runtime-context';
import { useFramePaths } from '../../features/remotes/site-menus';
import { useApplyTheme } from '../../features/theme/use-theme';
import { Footer } from './footer';
import { Header } from './header';
import { NavigationProgress } from './navigation-progress';
import { routeHandleOf } from '../../components/route-handle';
import { SiteNotFound, useIsMissingPath } from './site-not-found';

/**
 * From the first page's content on, a section that renders is a navigation: it waits for its code
 * (remote-slot.tsx). Inside the content's Suspense boundary, which React hydrates after the frame:
 * marked with the frame, the first page's own section would wait for its code as a navigation does,
 * showing the progress bar and holding its hydration back until the code had arrived.
 */
function SiteStarted() {
  const { navigation } = useRemoteRuntime();
  useEffect(() => navigation.markSiteStarted(), [navigation]);
  return null;
}

/** The page frame: header, main content, footer. Pages get a max-width container unless they ask for full width. */
export function RootLayout() {
  useApplyTheme();
  // The pages the frame links to on every page: their sections' code loads in idle time.
  useIdlePrefetch(useFramePaths());
  useEffect(() => {
    // Tells tests (and anyone curious) that the page is interactive, not just painted.
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, 'true');
  }, []);
  const missing = useIsMissingPath(useLocation().pathname);
  const fullWidth = useMatches().some((match) => routeHandleOf(match.handle).fullWidth) && !missing;
  return (
    <>
      <ScrollRestoration />
      <NavigationProgress />
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-background focus:px-4 focus:py-2"
      >
        Skip to content
      </a>
      <div className="flex min-h-screen flex-col">
        <Header />
        <main
          id="main"
          tabIndex={-1}
          className={cn(
            'flex-1 outline-none',
            !fullWidth && 'mx-auto w-full max-w-(--container-content) px-4 py-8 sm:px-6 lg:px-8',
          )}
        >
          {/* A section waiting for its code (remote-slot.tsx): on a navigation the current page stays;
              on a first visit to a page that was not prerendered, the frame shows around an empty main. */}
          <Suspense fallback={null}>
            <SiteStarted />
            {missing ? <SiteNotFound /> : <Outlet />}
          </Suspense>
        </main>
        <Footer />
      </div>
      <Toaster />
      <RemoteOverridesGate />
    </>
  );
}
