/**
 * What a shell route's handle may say. Apart from the layout that reads it, so that the layout module
 * exports components only and React Fast Refresh can update it in place (an edit to the navigation
 * config it imports would otherwise reload the whole page).
 */
export type RouteHandle = {
  /** The page spans the window, without the content column. */
  fullWidth?: boolean;
  /** A shell page's source module (src/app/routes/…), whose chunks compose preloads with the page. */
  pageModule?: string;
};

/** What a route's handle says, read field by field: the router types handles as unknown. */
export function routeHandleOf(handle: unknown): RouteHandle {
  if (typeof handle !== 'object' || handle === null) return {};
  const pageModule: unknown = Reflect.get(handle, 'pageModule');
  return {
    fullWidth: Reflect.get(handle, 'fullWidth') === true,
    ...(typeof pageModule === 'string' ? { pageModule } : {}),
  };
}
