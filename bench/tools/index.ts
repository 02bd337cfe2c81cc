// The bench's tools, each imported here and nowhere else: this folder's node_modules is theirs (see
// ../ensure-tools.ts), and a module of the bench resolving a package itself would look in the
// repo's. The tools' own dependencies (vite 5, zod 3, …) stay out of the bench's imports that way.
export { launch as launchChrome } from 'chrome-launcher';
export { default as CDP } from 'chrome-remote-interface';
export { default as lighthouse } from 'lighthouse';
export { build as buildVitePress } from 'vitepress';
