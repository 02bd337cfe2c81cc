/**
 * npm run dev: the four apps' Vite dev servers under concurrently, with hot reload across remotes.
 * The shell's dev server answers /remotes.json with the remotes' dev servers (shell/vite.config.ts).
 */
import concurrently from 'concurrently';
import { appIds, currentDeployment } from '@tla/platform/deploy/deployment';
import { appFolders } from './workspace';

const { result } = concurrently(
  appIds.map((app) => ({ name: appFolders[app], command: `npm run dev -w ${appFolders[app]}` })),
  { prefixColors: ['magenta', 'cyan', 'green', 'yellow'], killOthersOn: ['failure'] },
);
console.log(`\nToken Launch Academy (dev) at ${currentDeployment().devServers.shell}\n`);
result.catch(() => process.exit(1));
