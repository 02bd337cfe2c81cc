import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { QueryClientProvider } from '@tla/federated/query';
import {
  createBrowserRouter,
  Navigate,
  Outlet,
  RouterProvider,
  type RouteObject,
} from '@tla/federated/router';
import { NotFound } from '@tla/shared-ui/components/not-found';
import { StandaloneFrame } from '@tla/shared-ui/components/standalone-frame';
import { createQueryClient } from '@tla/shared-ui/lib/query-client';
import { REMOTE_ATTRIBUTE, ROOT_ELEMENT_ID } from '../contracts/page-protocol';
import { federationName } from '../contracts/remote-id';
import {
  isSectionRoute,
  mountLink,
  type ExposedModule,
  type SectionComponents,
  type SectionContract,
} from '../contracts/section';

/** Where the standalone frame shows a part of the home page: `/widgets/<module>`. */
const widgetPath = (module: string) => `/widgets/${module}`;

/** The frame's routes and links, from the contract: each section at its mount, each widget alone. */
export function standaloneRoutes<Contract extends SectionContract>(
  contract: Contract,
  components: SectionComponents<Contract>,
): { routes: RouteObject[]; links: { label: string; to: string }[] } {
  const modules = Object.entries<ExposedModule>(contract.modules).map(([name, module]) => {
    const Component = components[name];
    const path = isSectionRoute(module) ? module.mount : widgetPath(name);
    return {
      route: { path, element: Component ? <Component /> : <NotFound /> },
      link: { label: module.label, to: isSectionRoute(module) ? mountLink(module.mount) : path },
    };
  });
  return { routes: modules.map(({ route }) => route), links: modules.map(({ link }) => link) };
}

/**
 * Runs one remote on its own, for its team (`npm run dev -w mf-blog`), in a light frame, rendered
 * into the page's #root: every module of its contract, sections at their mounts and the home page's
 * parts under /widgets/. A data router, like the shell's, so the section behaves here as it does in
 * the composed site (the blog editor's "leave with unsaved changes?" blocker needs one); unknown paths
 * get the not-found page.
 */
export function mountStandalone<Contract extends SectionContract>(
  contract: Contract,
  components: SectionComponents<Contract>,
): Root {
  const container = document.getElementById(ROOT_ELEMENT_ID);
  if (!container) throw new Error(`index.html has no #${ROOT_ELEMENT_ID} element`);
  const { routes, links } = standaloneRoutes(contract, components);
  const [first] = links;
  if (!first) throw new Error(`the ${contract.remote} contract declares no module`);

  const router = createBrowserRouter([
    {
      element: (
        <StandaloneFrame section={contract.title} links={[first, ...links.slice(1)]}>
          {/* The remote's utilities are scoped to its markup, as in the composed site. */}
          <div
            {...{ [REMOTE_ATTRIBUTE]: federationName(contract.remote) }}
            style={{ display: 'contents' }}
          >
            <Outlet />
          </div>
        </StandaloneFrame>
      ),
      children: [
        { path: '/', element: <Navigate to={first.to} replace /> },
        ...routes,
        { path: '*', element: <NotFound /> },
      ],
    },
  ]);

  const root = createRoot(container);
  root.render(
    <StrictMode>
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
  return root;
}
