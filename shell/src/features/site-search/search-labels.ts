/** What the site's search calls the shell's own pages (the group of their results). */
export const SHELL_PAGES_LABEL = 'Pages';
