/**
 * How the deployment's URLs map onto servers: one listener per port, one virtual host per host name,
 * and inside a host each app under its path prefix (the shell at '/'). nginx's configuration and the
 * Node server are both generated from this, so they answer the same URLs the same way.
 */
import { appIds, type AppId, type Deployment } from './deployment';

export type Mount = { app: AppId; /** '/' or '/_apps/blog/' */ prefix: string };
export type VirtualHost = { hostname: string; mounts: Mount[] };
export type Listener = { port: number; hosts: VirtualHost[] };

const defaultPort = (url: URL) => (url.protocol === 'https:' ? 443 : 80);

export function listeners(deployment: Deployment): Listener[] {
  const byPort = new Map<number, Map<string, Mount[]>>();
  for (const app of appIds) {
    const url = new URL(deployment.apps[app].url);
    const port = url.port === '' ? defaultPort(url) : Number(url.port);
    const hosts = byPort.get(port) ?? new Map<string, Mount[]>();
    const mounts = hosts.get(url.hostname) ?? [];
    mounts.push({ app, prefix: url.pathname });
    hosts.set(url.hostname, mounts);
    byPort.set(port, hosts);
  }
  return [...byPort].map(([port, hosts]) => ({
    port,
    hosts: [...hosts].map(([hostname, mounts]) => ({
      hostname,
      // Longest prefix first, so '/_apps/blog/' is tried before '/'.
      mounts: mounts.sort((a, b) => b.prefix.length - a.prefix.length),
    })),
  }));
}

/** The app serving `pathname` on a host, and the path inside that app (starting with '/'). */
export function resolveMount(
  host: VirtualHost,
  pathname: string,
): { mount: Mount; pathInApp: string } | undefined {
  for (const mount of host.mounts) {
    if (mount.prefix === '/' || pathname.startsWith(mount.prefix)) {
      return { mount, pathInApp: `/${pathname.slice(mount.prefix.length)}` };
    }
    if (`${pathname}/` === mount.prefix) return { mount, pathInApp: '/' };
  }
  return undefined;
}
