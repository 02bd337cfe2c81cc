/**
 * The deployment description: where each app of the site is published, per environment. It is the one
 * source for the remotes.json the shell deploys, the URLs compose writes into pages, CORS, the
 * Content-Security-Policy and the web-server configuration (nginx and the Node server alike). Nothing
 * else spells a host or a port: the `local` environment below is the only place that does.
 *
 * An environment is chosen at build/compose/serve time: `TLA_DEPLOYMENT=path/to/environment.json`
 * names a file that follows `deploymentSchema`; without it, `local` applies.
 */
import { dirname, resolve } from 'node:path';
import { z } from 'zod';
import { readPublished } from './published-file';
import { canaryPolicySchema } from './release-variants';

import {
  appIds,
  REMOTE_ENTRY_FILE,
  remoteIds,
  type AppId,
  type RemoteId,
} from '../contracts/remote-id';

export { appIds, remoteIds, type AppId, type RemoteId };

/** An app's public base URL: http(s), no query or fragment, ending with a slash. */
const baseUrl = z.url({ protocol: /^https?$/ }).refine((value) => {
  const url = new URL(value);
  return url.search === '' && url.hash === '' && url.pathname.endsWith('/');
}, 'must be an http(s) URL ending with "/", without query or fragment');

const origin = z.url({ protocol: /^https?$/ }).refine((value) => new URL(value).origin === value, {
  message: 'must be an origin (scheme, host and port only, no trailing slash)',
});

/** This machine's loopback address: where local servers listen unless a deployment says otherwise. */
export const LOOPBACK_ADDRESS = '127.0.0.1';

/** At least a year, as HSTS preload lists and security reviews expect. */
export const HSTS_MIN_MAX_AGE = 31_536_000;

/**
 * TLS for `https` app URLs, served by the generated nginx configuration. One certificate (PEM, the
 * full chain) and its key cover every https host of the description (subjectAltName); a relative path
 * is read from the description file's folder.
 */
const tlsSchema = z.object({
  certificate: z.string().min(1, 'the path of the PEM certificate chain'),
  key: z.string().min(1, 'the path of the PEM private key'),
  /** The plain-HTTP port that answers every request with a redirect to HTTPS. */
  httpPort: z.number().int().min(1).max(65_535).default(80),
});

/** Strict-Transport-Security for an https deployment (ignored for an http one). */
const hstsSchema = z.object({
  maxAge: z
    .number()
    .int()
    .min(HSTS_MIN_MAX_AGE, `at least ${HSTS_MIN_MAX_AGE} seconds (a year)`)
    .default(HSTS_MIN_MAX_AGE),
  /**
   * Only when every subdomain of each host is served over HTTPS too: browsers then refuse plain HTTP
   * on all of them for `maxAge` seconds.
   */
  includeSubDomains: z.boolean().default(false),
});

/** The dev servers on this machine (npm run dev): their ports unless a description moves them. */
const localDevServers = {
  shell: 'http://localhost:5170/',
  blog: 'http://localhost:5171/',
  learn: 'http://localhost:5172/',
  simulator: 'http://localhost:5173/',
} as const satisfies Record<AppId, string>;

/** A dev server's address: on this machine, at the root of its port. */
const devServerUrl = baseUrl.refine(
  (value) => new URL(value).pathname === '/' && new URL(value).protocol === 'http:',
  'must be an http URL with the path "/" (a dev server serves its app at its root)',
);

/**
 * The proxies in front of the servers (a CDN, a load balancer) and the header in which they name the
 * reader's address. Without it every request from a CDN would count as one client in the limits per
 * client (violation reports, failed release keys), and a header anyone can send would not be
 * trusted.
 */
const trustedProxiesSchema = z.object({
  /** Their addresses or networks (`203.0.113.7`, `2001:db8::/32`): only their word is taken. */
  from: z.array(z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()])).min(1),
  /** The request header that carries the chain of addresses, the reader's first. */
  header: z
    .string()
    .regex(/^[A-Za-z0-9-]+$/, 'a header name: letters, digits and dashes')
    .default('X-Forwarded-For'),
});

export type TrustedProxies = z.infer<typeof trustedProxiesSchema>;

const appSchema = z.object({
  /** Where readers fetch the app's files: the shell's is the site itself and must be a root URL. */
  url: baseUrl,
});

export const deploymentSchema = z
  .object({
    name: z.string().regex(/^[a-z][a-z0-9-]*$/, 'lower-case letters, digits and dashes'),
    apps: z.object({ shell: appSchema, blog: appSchema, learn: appSchema, simulator: appSchema }),
    /**
     * Origins a developer may point one remote at, for their own browser only (remote overrides, see
     * docs/deploying.md): their dev servers. The CSP allows them; readers are never switched.
     */
    overrideOrigins: z.array(origin).default([]),
    /**
     * Where `npm run dev` starts each app's dev server on this machine, and so where a remote
     * override may point: without it, ports 5170 to 5173 of localhost.
     */
    devServers: z
      .object({
        shell: devServerUrl,
        blog: devServerUrl,
        learn: devServerUrl,
        simulator: devServerUrl,
      })
      .default(localDevServers),
    /** The address the generated servers listen on (nginx and the Node server). */
    listenAddress: z.string().min(1).default(LOOPBACK_ADDRESS),
    /**
     * The certificate nginx serves https app URLs with (refused when no URL is https). Without it an
     * https deployment must have TLS terminated in front of its servers (a CDN, a load balancer):
     * the generated nginx configuration refuses to serve one itself.
     */
    tls: tlsSchema.optional(),
    trustedProxies: trustedProxiesSchema.optional(),
    hsts: hstsSchema.prefault({}),
    /**
     * The folder this deployment lives in on the serving machine: its kept releases and their
     * history, the links the servers serve each remote through, the composed shell, the release keys
     * and logs. Relative paths are read from the description file's folder. Without it, a folder of
     * the work tree (what `npm start` uses); a real deployment names one of its own, so nothing a
     * release does depends on the checkout it runs from.
     */
    root: z.string().min(1, 'a folder path').optional(),
    /** When the release service aborts or promotes a canary by itself (release-variants.ts). */
    canary: canaryPolicySchema.prefault({}),
  })
  .superRefine((deployment, context) => {
    checkTransport(deployment, context);
    if (new URL(deployment.apps.shell.url).pathname !== '/') {
      context.addIssue({
        code: 'custom',
        path: ['apps', 'shell', 'url'],
        message: 'the shell serves the site: its URL must be a root URL (path "/")',
      });
    }
    // Two apps on one origin need distinct path prefixes, neither inside the other.
    for (const a of appIds) {
      for (const b of appIds) {
        if (a >= b) continue;
        const urlA = new URL(deployment.apps[a].url);
        const urlB = new URL(deployment.apps[b].url);
        if (urlA.origin !== urlB.origin) continue;
        const inner = a === 'shell' ? urlB : b === 'shell' ? urlA : undefined;
        const nested =
          inner !== undefined
            ? inner.pathname === '/'
            : urlA.pathname.startsWith(urlB.pathname) || urlB.pathname.startsWith(urlA.pathname);
        if (nested) {
          const [other, culprit] = b === 'shell' ? [b, a] : [a, b];
          context.addIssue({
            code: 'custom',
            path: ['apps', culprit, 'url'],
            message: `shares an origin with ${other}: give each app its own path prefix`,
          });
        }
      }
    }
  });

type TransportFields = {
  apps: Record<AppId, { url: string }>;
  tls?: { httpPort: number } | undefined;
};

/** TLS only for https app URLs, its redirect port apart from the ports it serves. */
function checkTransport(deployment: TransportFields, context: z.RefinementCtx): void {
  const urls = appIds.map((app) => new URL(deployment.apps[app].url));
  const https = urls.some((url) => url.protocol === 'https:');
  if (!https && deployment.tls !== undefined) {
    context.addIssue({
      code: 'custom',
      path: ['tls'],
      message: 'no app URL is https: remove tls, or make the app URLs https',
    });
  }
  const httpPort = deployment.tls?.httpPort;
  const served = urls.map((url) => url.port || (url.protocol === 'https:' ? '443' : '80'));
  if (httpPort !== undefined && served.includes(String(httpPort))) {
    context.addIssue({
      code: 'custom',
      path: ['tls', 'httpPort'],
      message: `port ${httpPort} serves an app: the HTTP redirect needs a port of its own`,
    });
  }
}

export type Deployment = z.infer<typeof deploymentSchema>;

/** Today's ports on this machine: the default environment, and the only place a host or port is written. */
export const localDeployment: Deployment = deploymentSchema.parse({
  name: 'local',
  apps: {
    shell: { url: 'http://localhost:4170/' },
    blog: { url: 'http://localhost:4171/' },
    learn: { url: 'http://localhost:4172/' },
    simulator: { url: 'http://localhost:4173/' },
  },
  // A developer may point the local site at their remotes' dev servers.
  overrideOrigins: remoteIds.map((remote) => new URL(localDevServers[remote]).origin),
});

/** The environment variable that names a deployment description file. */
export const DEPLOYMENT_VARIABLE = 'TLA_DEPLOYMENT';

/**
 * Read and check a deployment description file; an error names the file and the field. A relative
 * root and relative certificate paths are resolved from the file's folder, so the description reads
 * the same from any working directory.
 */
export function readDeployment(file: string): Deployment {
  const path = resolve(file);
  const deployment = readPublished(
    deploymentSchema,
    path,
    'cannot read the deployment description',
  );
  const { tls, root } = deployment;
  const folder = dirname(path);
  return {
    ...deployment,
    ...(root === undefined ? {} : { root: resolve(folder, root) }),
    ...(tls === undefined
      ? {}
      : {
          tls: {
            ...tls,
            certificate: resolve(folder, tls.certificate),
            key: resolve(folder, tls.key),
          },
        }),
  };
}

/** The deployment in force: the file named by TLA_DEPLOYMENT, else `local`. */
export function currentDeployment(env: NodeJS.ProcessEnv = process.env): Deployment {
  const file = env[DEPLOYMENT_VARIABLE]?.trim();
  return file ? readDeployment(file) : localDeployment;
}

export const appUrl = (deployment: Deployment, app: AppId): URL =>
  new URL(deployment.apps[app].url);

/** The origins of the site's apps, the shell's first, without repeats. */
export function appOrigins(deployment: Deployment): string[] {
  return [...new Set(appIds.map((app) => appUrl(deployment, app).origin))];
}

/** A remote's federation entry, beside its files at `baseUrl`. */
export const remoteEntryAt = (baseUrl: string): string => new URL(REMOTE_ENTRY_FILE, baseUrl).href;

/** Where a remote's federation entry is deployed. */
export const remoteEntryUrl = (deployment: Deployment, remote: RemoteId): string =>
  remoteEntryAt(deployment.apps[remote].url);

/** Each remote's base URL in this deployment. */
export const remoteBaseUrls = (deployment: Deployment): Record<RemoteId, string> => ({
  blog: deployment.apps.blog.url,
  learn: deployment.apps.learn.url,
  simulator: deployment.apps.simulator.url,
});
