// The site is measured at its own address (its pages name the remotes' origins), so a bench that
// serves it waits for the local deployment's ports: another `npm start` or test run may hold them.
import { connect } from 'node:net';
import { localDeployment } from '@tla/platform/deploy/deployment';

/** Whether something already listens on `port` of the local deployment's address. */
function listening(port: number): Promise<boolean> {
  return new Promise((resolvePromise) => {
    const socket = connect(port, localDeployment.listenAddress);
    socket.once('connect', () => {
      socket.destroy();
      resolvePromise(true);
    });
    socket.once('error', () => resolvePromise(false));
  });
}

/** Resolves once none of the local deployment's ports is in use; fails after `timeoutMs`. */
export async function waitForFreePorts(timeoutMs = 15 * 60_000): Promise<void> {
  const ports = Object.values(localDeployment.apps).map((app) => Number(new URL(app.url).port));
  const deadline = Date.now() + timeoutMs;
  let told = false;
  for (;;) {
    const busy = [];
    for (const port of ports) if (await listening(port)) busy.push(port);
    if (busy.length === 0) return;
    if (Date.now() > deadline)
      throw new Error(`ports ${busy.join(', ')} stayed in use: stop the server that holds them`);
    if (!told) console.log(`waiting for ports ${busy.join(', ')} (another server holds them)…`);
    told = true;
    await new Promise((resolvePromise) => setTimeout(resolvePromise, 5_000));
  }
}
