/** What the site's search calls the shell's own pages (the group of their results). */
export const SHELL_PAGES_LABEL = 'Pages';

/**
 * The query parameter that opens the site's search with a term on the home page (`/?q=raydium`): how
 * a search engine's sitelinks search box sends a reader in (the home page's WebSite data names it).
 */
export const SITE_SEARCH_PARAM = 'q';
