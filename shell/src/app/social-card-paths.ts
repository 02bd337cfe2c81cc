/**
 * Where the site serves a shell page's social card, by the page's path (`/` → /og/home.png,
 * `/guide/deploy-token` → /og/guide/deploy-token.png): files of the shell's own build (social-cards.ts).
 */
export const shellCardPath = (pagePath: string): string =>
  `/og/${pagePath === '/' ? 'home' : pagePath.replace(/^\//, '')}.png`;
