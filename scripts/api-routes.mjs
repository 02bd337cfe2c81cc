// The site's few JSON endpoints, shared by the production server and the shell's dev server.
// GET /api/categories answers the blog categories (filled in by the blog issue).
export const apiRoutes = {
  '/api/categories': () => [],
};
