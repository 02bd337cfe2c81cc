import { createContext, lazy, use, type ComponentType } from 'react';
import { parseRemoteComponentModule } from '../contracts/remote-module';

/**
 * Set only while prerendering: collects the page modules a render used, so the published fragment can
 * list their chunks and the composed HTML can preload them with the island's own code.
 */
export const RenderedPagesContext = createContext<Set<string> | null>(null);

/** What `import.meta.glob('./pages/*.tsx')` returns: loaders of route modules that default-export a page. */
export type PageModules = Record<string, () => Promise<unknown>>;

/**
 * Route pages of an island that load on demand, so a reader downloads only the page they open (the
 * blog list never carries the markdown renderer or the editor). Pass the result of
 * `import.meta.glob('./pages/*.tsx')` from a module in `src/app/`; `page('./pages/post-page.tsx')`
 * then gives a component that renders that page. The island's Suspense boundary (island-root.tsx)
 * shows a spinner while the code loads after a client navigation; prerendering waits for it, and
 * hydration keeps the prerendered HTML until it is there.
 */
export function lazyPages(modules: PageModules) {
  return function page(key: string): ComponentType {
    const load = modules[key];
    if (!load)
      throw new Error(`No page module ${key}; found ${Object.keys(modules).join(', ') || 'none'}`);
    // Checked when it arrives, like a remote's module: a route module default-exports its page.
    const Page = lazy(() => load().then(parseRemoteComponentModule));
    function LazyPage() {
      // Recording is the prerender's only use of the context; in a browser it is absent.
      use(RenderedPagesContext)?.add(key);
      return <Page />;
    }
    LazyPage.displayName = `LazyPage(${key})`;
    return LazyPage;
  };
}
