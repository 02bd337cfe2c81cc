import type { ReactElement } from 'react';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type RouteObject,
} from 'react-router';

/**
 * A route table's router at one path, ready for a server render in Node (prerender and compose): the
 * routes' loaders have run and the matches are known. A path that answers a redirect has no page to
 * prerender, so it throws.
 */
export async function staticRouterAt(routes: RouteObject[], path: string): Promise<ReactElement> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${path} answered a redirect during prerender`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return <StaticRouterProvider router={router} context={context} hydrate={false} />;
}
