import { createServer } from 'node:net';

/** A port free on `address` now (the OS picks it), for a server started right after. */
export function freePort(address: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, address, () => {
      const bound = probe.address();
      probe.close(() =>
        typeof bound === 'object' && bound !== null
          ? resolve(bound.port)
          : reject(new Error(`no port on ${address}`)),
      );
    });
  });
}
