// The four apps, their folders, federation names and ports: read by the vite configs, the serve and dev
// scripts, the benchmark and the end-to-end tests, so a port is written down once.
/** @typedef {{ id: 'shell' | 'blog' | 'learn' | 'simulator', dir: string, federationName: string, port: number, devPort: number }} App */

/** @type {App[]} */
export const apps = [
  { id: 'shell', dir: 'shell', federationName: 'shell', port: 4170, devPort: 5170 },
  { id: 'blog', dir: 'mf-blog', federationName: 'mf_blog', port: 4171, devPort: 5171 },
  { id: 'learn', dir: 'mf-learn', federationName: 'mf_learn', port: 4172, devPort: 5172 },
  { id: 'simulator', dir: 'mf-simulator', federationName: 'mf_simulator', port: 4173, devPort: 5173 },
];

export const remotes = apps.filter((app) => app.id !== 'shell');

/** @param {App['id']} id */
export function appById(id) {
  const app = apps.find((candidate) => candidate.id === id);
  if (!app) throw new Error(`Unknown app ${id}`);
  return app;
}

/**
 * The remotes.json the shell reads at start-up: where each remote's entry lives.
 * @param {'port' | 'devPort'} portKey
 * @param {string} host
 */
export function remotesManifest(portKey, host = 'localhost') {
  return {
    remotes: remotes.map((remote) => ({
      name: remote.federationName,
      entry: `http://${host}:${remote[portKey]}/remoteEntry.js`,
    })),
  };
}
