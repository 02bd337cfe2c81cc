import { LOOPBACK_ADDRESS } from '@tla/platform/deploy/deployment';

/**
 * Debian's Chromium, never a downloaded browser, with the flags this machine's closed network needs.
 * Host names under .test (the end-to-end deployments) resolve to this machine, so every request stays
 * on loopback whatever the topology.
 */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
    `--host-resolver-rules=MAP *.test ${LOOPBACK_ADDRESS}`,
  ],
};
