import { ROOT_ELEMENT_ID } from '@tla/platform/contracts/page-protocol';
import { installDefaultPolicy } from '@tla/shared-ui/lib/trusted-types';
import { cancelServedRefreshForNamedTarget } from '../features/redirect/model/served-refresh';
import { nextTask } from '../lib/next-task';
import './styles.css';

// Before React creates any element: its way of creating a <script> element passes Trusted Types.
installDefaultPolicy();
cancelServedRefreshForNamedTarget(window);

const container = document.getElementById(ROOT_ELEMENT_ID);
if (!container) throw new Error(`index.html has no #${ROOT_ELEMENT_ID} element`);

/**
 * The start-up code, evaluated in stages of a task each: evaluated at once (one module graph), it
 * held a phone's main thread for the page's longest task. The largest libraries come first, then
 * what builds the most at evaluation (the published files' schemas), then the site's own code. The build preloads every stage with the entry, so staging costs no round trip.
 */
const stages = [
  () => import('react-dom/client'),
  () => import('@tla/federated/router'),
  () => import('@tla/federated/query'),
  () => import('@tla/federated/zod'),
  // zod sets each of its classes up on its first schema: evaluated alone, the published files'
  // schemas were one long task on a slow phone. The navigation schemas, a stage of their own before
  // them, take part of that set-up.
  () => import('@tla/platform/contracts/navigation'),
  () => import('@tla/platform/contracts/published'),
  // The federation runtime, with the remote runtime over it.
  () => import('../features/remotes/shell-runtime'),
];

async function boot(root: HTMLElement): Promise<void> {
  for (const stage of stages) {
    await nextTask();
    await stage();
  }
  await nextTask();
  const { start } = await import('./start');
  await nextTask();
  await start(root);
}

boot(container).catch((error: unknown) => console.error('The site could not start:', error));
