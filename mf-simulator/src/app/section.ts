import { defineSection } from '@tla/platform/contracts/section';

/** The simulator's contract with the site. Saved scenarios are per reader: not prerendered. */
export const section = defineSection({
  remote: 'simulator',
  title: 'Token Simulator',
  modules: {
    'simulator-page': {
      file: './src/app/simulator-page.tsx',
      mount: '/token-simulator',
      label: 'Token Simulator',
      paths: ['/token-simulator'],
      navigation: [{ menu: 'header-action', label: 'Token Simulator', order: 10 }],
    },
  },
});
