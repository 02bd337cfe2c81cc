import {
  ISLAND_ATTRIBUTE,
  ISLAND_BUILD_ATTRIBUTE,
  ISLAND_DEFERRED_ATTRIBUTE,
  ISLAND_READY_ATTRIBUTE,
  REMOTE_ATTRIBUTE,
} from '@tla/platform/contracts/page-protocol';
import {
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { useQueryClient } from '@tla/federated/query';
import { useLocation, useNavigate } from '@tla/federated/router';
import { IslandRoot, islandIdPrefix } from '@tla/platform/islands/island-root';
import { isModuleLoadError } from '@tla/platform/islands/lazy-modules';
import { useLinksFollowRouter } from '@tla/platform/islands/links-follow-router';
import { useRouterContexts } from '@tla/platform/islands/router-bridge';
import { useWantedWhenNear } from '@tla/platform/islands/wanted-when-near';
import { ownedInnerHtml } from '@tla/platform/runtime/library-internals';
import type { IslandHtml } from '@tla/platform/runtime/page-code';
import { setTrustedInnerHtml, trustedTypesPolicies } from '@tla/shared-ui/lib/trusted-types';
import { useRemoteRuntime } from './remote-runtime-context';
import type { RemoteSection } from './remote-sections';
import {
  forgetPrerenderedIsland,
  prerenderedIsland,
  ServerIslandsContext,
} from './server-islands';

export type RemoteIslandProps = {
  section: Pick<RemoteSection, 'remote' | 'module' | 'label'>;
  /** Shown while the remote's code loads, unless prerendered HTML is already on the page. */
  loading: ReactNode;
  /** Shown when the remote's code (or a page's chunk) failed to load; `retry` loads it again. */
  unavailable: (retry: () => void) => ReactNode;
  /**
   * Shown when the section's code loaded but crashed while rendering: loading it again would crash
   * again, so this offers no Retry. Without it, a crash shows `unavailable` too.
   */
  crashed?: ReactNode;
  /**
   * When the page arrived with this island's HTML, load its code only once the reader scrolls near it
   * or reaches for it (pointer, touch, focus). For sections below the fold that read fine as HTML: the
   * first load then carries no code for them at all.
   */
  deferred?: boolean;
};

type Status = 'loading' | 'ready' | 'unavailable' | 'crashed';

function islandKey(section: RemoteIslandProps['section']): string {
  return `${section.remote}/${section.module}`;
}

/**
 * A remote's module rendered as its own React root inside the shell's page (see IslandRoot for why).
 * With prerendered HTML from the same build, the root hydrates it in place: no spinner, no flash.
 * Otherwise (a client-side visit, or a remote redeployed since the HTML was made) it renders afresh.
 */
export function RemoteIsland({
  section,
  loading,
  unavailable,
  crashed,
  deferred = false,
}: RemoteIslandProps) {
  const server = useContext(ServerIslandsContext);
  const runtime = useRemoteRuntime();
  const key = islandKey(section);
  const { pathname, search } = useLocation();
  const [fragment, setFragment] = useState<IslandHtml | undefined>(() =>
    server
      ? server.lookup(section.remote, section.module, { deferred })
      : prerenderedIsland(key, pathname),
  );
  useEffect(() => forgetPrerenderedIsland(key), [key]);
  // A page whose prerendered HTML the site fetched ahead (a link the reader was near) shows it at
  // once, written before the first paint. Its code then renders afresh rather than hydrating (the
  // reader's own things, their posts or data cached since, may differ from the build's), and React
  // leaves the HTML on screen until that render commits whole. With search params the page may differ
  // from the HTML, made for the bare path: none is shown.
  const [fetchedHtml] = useState(() =>
    !server && !fragment && search === ''
      ? runtime.fetchedFragment(section, pathname)?.html
      : undefined,
  );
  useLayoutEffect(() => {
    if (fetchedHtml !== undefined && container.current) {
      setTrustedInnerHtml(container.current, trustedTypesPolicies.islandHtml, fetchedHtml);
    }
    // Kept from the first render (state), so written once: then the island's root owns the children.
  }, [fetchedHtml]);
  const navigate = useNavigate();
  // Kept for good (the fragment may go), so React never rewrites the HTML the island's root now owns.
  const [serverHtml] = useState(() => (fragment ? ownedInnerHtml(fragment.html) : undefined));
  const [attempt, setAttempt] = useState(0);
  const [status, setStatus] = useState<Status>('loading');
  const contexts = useRouterContexts();
  const queryClient = useQueryClient();
  const container = useRef<HTMLDivElement>(null);
  const root = useRef<Root | undefined>(undefined);
  const component = useRef<ComponentType | undefined>(undefined);

  if (server && !fragment) server.onMissing(section.remote, section.module);

  const latestTree = useRef<(Component: ComponentType) => React.ReactElement>(() => <></>);
  const ready = useRef(false);
  const markReady = useCallback(() => {
    container.current?.setAttribute(ISLAND_READY_ATTRIBUTE, 'true');
    ready.current = true;
    // Catch up with anything the shell rendered while the island was still hydrating.
    const mounted = root.current;
    const Component = component.current;
    if (mounted && Component) startTransition(() => mounted.render(latestTree.current(Component)));
  }, []);
  // Set with each root (Retry makes a new one): whether it renders without server HTML, which fixes
  // its tree's shape for good, and its mount's identity (island-root.tsx).
  const rootKind = useRef({ renderedAfresh: false, mount: {} });
  const tree = (Component: ComponentType) => (
    <IslandRoot
      contexts={contexts}
      queryClient={queryClient}
      onMount={markReady}
      {...rootKind.current}
    >
      <Component />
    </IslandRoot>
  );
  useEffect(() => {
    latestTree.current = tree;
  });

  // A deferred island with server HTML waits for the reader to come near it or reach for it.
  const wanted = useWantedWhenNear(container, !(deferred && fragment));
  // Until its code has run, a link in the server HTML is followed by the shell's router, as the
  // island's own <Link> would, instead of reloading the page.
  useLinksFollowRouter(container, navigate, () => root.current !== undefined);

  useEffect(() => {
    if (!wanted) return;
    let cancelled = false;
    runtime.loadComponent(section, attempt).then(
      (module) => {
        const element = container.current;
        if (cancelled || !element) return;
        component.current = module.default;
        const options = {
          identifierPrefix: islandIdPrefix(section.remote, section.module),
          // An island the reader left while it was still hydrating is unmounted mid-way, which React
          // reports as a recovered error (#424) though nothing on screen was wrong: not worth a word.
          onRecoverableError: (error: unknown) => {
            if (!cancelled) console.error(`Hydration of ${key} recovered:`, error);
          },
          // The section broke after it loaded: a page's chunk that failed to load gets the message and
          // Retry; a page that crashed while rendering gets the error screen (retrying would not help).
          onUncaughtError: (error: unknown) => {
            if (cancelled) return;
            const failedToLoad = isModuleLoadError(error);
            console.warn(
              `The ${section.label} section ${failedToLoad ? 'failed to load' : 'crashed'}:`,
              error,
            );
            setFragment(undefined);
            setStatus(failedToLoad ? 'unavailable' : 'crashed');
          },
        };
        const hydrating =
          fragment !== undefined &&
          attempt === 0 &&
          module.buildId !== undefined &&
          module.buildId === fragment.buildId;
        rootKind.current = { renderedAfresh: !hydrating, mount: {} };
        const content = latestTree.current(module.default);
        if (hydrating) {
          // A transition, as the shell's own hydration: React yields to the browser as it goes.
          startTransition(() => {
            root.current = hydrateRoot(element, content, options);
          });
        } else {
          const created = createRoot(element, options);
          root.current = created;
          // Not a transition, which React renders in 5 ms slices with frames between: the reader
          // clicked for this page, and one pass shows it sooner. A page that waits for its lazily
          // loaded code leaves the area empty for that moment, with no spinner (island-root.tsx).
          created.render(content);
        }
        setStatus('ready');
      },
      (error: unknown) => {
        if (cancelled) return;
        console.warn(`The ${section.label} section failed to load:`, error);
        setFragment(undefined);
        setStatus('unavailable');
      },
    );
    return () => {
      cancelled = true;
      ready.current = false;
      const mounted = root.current;
      root.current = undefined;
      // Unmounting a root while React renders the shell is not allowed: do it right after.
      if (mounted) setTimeout(() => mounted.unmount(), 0);
    };
    // The fragment is read once, on the first attempt; a retry renders afresh.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [runtime, section.remote, section.module, section.label, attempt, wanted]);

  // Every render of the shell (a new location, say) renders the island with the new contexts, once it
  // has hydrated: an update during hydration would make React throw the server HTML away.
  useEffect(() => {
    // In a transition: the island keeps its current page on screen until the next one can show.
    const mounted = root.current;
    const Component = component.current;
    if (ready.current && mounted && Component)
      startTransition(() => mounted.render(tree(Component)));
  });

  const retry = () => {
    setStatus('loading');
    setAttempt((current) => current + 1);
  };
  if (status === 'crashed') return crashed ?? unavailable(retry);
  if (status === 'unavailable') return unavailable(retry);
  return (
    <>
      {status === 'loading' &&
      !fragment &&
      fetchedHtml === undefined &&
      !runtime.arrivedComponent(section, attempt)
        ? loading
        : null}
      <div
        ref={container}
        // The remote's utilities are scoped to its markup (platform/src/build-tools/scope-remote-css.ts).
        {...{
          [ISLAND_ATTRIBUTE]: key,
          [REMOTE_ATTRIBUTE]: section.remote,
          [ISLAND_BUILD_ATTRIBUTE]: fragment?.buildId,
          [ISLAND_DEFERRED_ATTRIBUTE]: wanted ? undefined : 'true',
        }}
        style={{ display: 'contents' }}
        dangerouslySetInnerHTML={serverHtml}
      />
    </>
  );
}
