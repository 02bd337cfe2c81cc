/**
 * The Node server behind `npm start`: the same URLs, files and headers as the generated nginx
 * configuration (both come from the deployment description), for a machine without nginx or root.
 * sirv does the file serving (precompressed .br/.gz negotiation, ETag, path safety); this
 * module only maps hosts and prefixes onto apps and adds the site's headers.
 */
import { existsSync, readFileSync } from 'node:fs';
import {
  createServer,
  STATUS_CODES,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import { join } from 'node:path';
import sirv from 'sirv';
import { CLIENT_PAGE_FILE } from '../contracts/page-protocol';
import type { AppId, Deployment } from '../deploy/deployment';
import {
  cacheClassFor,
  errorHeaders,
  isHiddenPath,
  isPagePath,
  responseHeaders,
} from '../deploy/http-policy';
import { VARIANT_VARY } from '../deploy/release-variants';
import { CSP_REPORT_PATH, type ShellPolicyInputs } from '../deploy/content-security-policy';
import { RUM_PATH } from '../contracts/release-health';
import { RELEASE_SERVICE_PATH } from '../deploy/release-endpoint';
import { variantRoutes } from './variant-routes';
import { clientPathMatcher, NOT_FOUND_PAGE_FILE, queryPageRedirector } from '../deploy/site-pages';
import { listeners, resolveMount, type Listener, type VirtualHost } from '../deploy/sites';
import { clientAddressOf } from './client-address';
import { cspReportReceiver } from './csp-reports';
import { isLinkedOut } from './linked-out';
import { normaliseRequestPath } from './request-path';

export type StaticServerOptions = {
  deployment: Deployment;
  /** Where each app's deployed files are on this machine. */
  dists: Record<AppId, string>;
  /** What the deployed shell declares for its Content-Security-Policy (read once, at start). */
  policyInputs: ShellPolicyInputs;
  /** Where a Content-Security-Policy violation report goes, one line each (stdout by default). */
  logCspReport?: (line: string) => void;
  /**
   * The release service, answering RELEASE_SERVICE_PATH and readers' beacons (RUM_PATH) on the
   * shell's host (none: 404 there).
   */
  releaseService?: (req: IncomingMessage, res: ServerResponse, pathname: string) => Promise<void>;
  /** The deployment's root, where its previews and canary are (release-variants.ts); none: no variants. */
  variantsRoot?: string;
};

type Handler = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

function plain(res: ServerResponse, status: number, body: string, headers: Record<string, string>) {
  res.writeHead(status, { ...headers, 'Content-Type': 'text/plain; charset=utf-8' });
  res.end(body);
}

/** The shell's pages are folders with an index.html; its API paths are published .json files. */
const extensionsOf = (app: AppId): string[] => (app === 'shell' ? ['html', 'json'] : []);

/**
 * The files of `app` in `dir`. `byCookie`: the shell's pages and files where previews and canaries
 * may run, which depend on the reader's cookies.
 */
function appHandler(app: AppId, dir: string, byCookie = false): Handler {
  return sirv(dir, {
    // Reads the folder on each request, so a release (a new dist) shows at once.
    dev: true,
    etag: true,
    brotli: true,
    gzip: true,
    dotfiles: false,
    extensions: extensionsOf(app),
    // Set after sirv's own Vary: a shared cache keeps a copy per cookie, so the live page it holds
    // is never handed to a preview's or a canary's reader. Hashed assets are one build for all.
    ...(byCookie && {
      setHeaders: (res: ServerResponse, pathname: string) => {
        if (cacheClassFor(pathname) !== 'immutable') res.setHeader('Vary', VARIANT_VARY.join(', '));
      },
    }),
  });
}

/**
 * The not-found page, sent with status 404 for a path no app serves (the client page when compose has
 * not written one: the shell then renders its not-found page itself).
 */
function sendNotFoundPage(
  req: IncomingMessage,
  res: ServerResponse,
  shellDist: string,
  headers: Record<string, string>,
): boolean {
  const file = [NOT_FOUND_PAGE_FILE, CLIENT_PAGE_FILE]
    .map((name) => join(shellDist, name))
    .find(existsSync);
  if (!file) return false;
  const body = readFileSync(file);
  res.writeHead(404, {
    ...headers,
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': String(body.length),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
  return true;
}

function listenerHandler(
  listener: Listener,
  options: StaticServerOptions,
  receiveCspReport: ReturnType<typeof cspReportReceiver>,
) {
  const handlerFor = (app: AppId, dir: string) =>
    appHandler(app, dir, app === 'shell' && options.variantsRoot !== undefined);
  const handlers = new Map(
    listener.hosts.flatMap(({ mounts }) =>
      mounts.map(({ app }) => [app, handlerFor(app, options.dists[app])] as const),
    ),
  );
  const { deployment, policyInputs } = options;
  const hostOf = (req: IncomingMessage): VirtualHost | undefined => {
    const hostname = (req.headers.host ?? '').replace(/:\d+$/, '').replace(/^\[|\]$/g, '');
    return listener.hosts.find((candidate) => candidate.hostname === hostname) ?? listener.hosts[0];
  };
  // The apps of one host share its origin, so any of them gives the resource policy of its errors.
  const errorsOf = (host: VirtualHost | undefined) =>
    errorHeaders(deployment, policyInputs, host?.mounts[0]?.app ?? 'shell');
  const answer = (
    req: IncomingMessage,
    res: ServerResponse,
    status: number,
    body: string,
    extra: Record<string, string> = {},
  ) => {
    // Headers already set for the app (CORS) stay; every security header is added, no caching.
    plain(res, status, body, { ...errorsOf(hostOf(req)), ...extra });
  };
  const isClientPath = clientPathMatcher(options.dists.shell);
  const variants = variantRoutes(options, handlerFor);
  const queryPageTarget = queryPageRedirector(options.dists.shell);
  // A host that serves the shell answers what no app serves with the not-found page; another host
  // (a remote's own origin) with a short plain-text 404, never another app's page.
  const notFound = (req: IncomingMessage, res: ServerResponse) => {
    const host = hostOf(req);
    const servesShell = host?.mounts.some((mount) => mount.app === 'shell') ?? false;
    if (servesShell && sendNotFoundPage(req, res, options.dists.shell, errorsOf(host))) return;
    answer(req, res, 404, 'Not found\n');
  };
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const host = hostOf(req);
    // Every rule below (hidden, which app, which caching) decides on the path sirv will look up.
    const target = normaliseRequestPath(req.url ?? '/');
    // A spelling no file can have (an encoded slash, a control character, a climb above the root)
    // names no page either: the reader gets the not-found page, and no rule ever sees a file of it.
    if (!target.ok) return notFound(req, res);
    const { pathname } = target;
    // sirv's dev mode serves dotfiles whatever its `dotfiles` option says: refuse them here.
    if (isHiddenPath(pathname)) return answer(req, res, 404, 'Not found\n');
    const resolved = host ? resolveMount(host, pathname) : undefined;
    const liveHandler = resolved && handlers.get(resolved.mount.app);
    if (!resolved || !liveHandler) return answer(req, res, 404, 'Not found\n');
    const { mount, pathInApp } = resolved;
    if (mount.app === 'shell' && pathInApp === CSP_REPORT_PATH) {
      return receiveCspReport(req, (status, extra) => {
        if (status !== 204)
          return answer(req, res, status, `${STATUS_CODES[status] ?? ''}\n`, extra);
        res.writeHead(status, errorsOf(host));
        res.end();
      });
    }
    const forService = pathInApp.startsWith(RELEASE_SERVICE_PATH) || pathInApp === RUM_PATH;
    if (mount.app === 'shell' && forService) {
      // Without a service beacons are taken and dropped, as under nginx: a page logs no failure.
      if (!options.releaseService && pathInApp === RUM_PATH) {
        req.resume();
        res.writeHead(204, errorsOf(host));
        res.end();
        return;
      }
      if (!options.releaseService) return answer(req, res, 404, 'Not found\n');
      // The service's answers carry the site's headers for what is not a page (no caching, no framing).
      for (const [name, value] of Object.entries(errorsOf(host))) res.setHeader(name, value);
      void options.releaseService(req, res, pathInApp);
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return answer(req, res, 405, 'Method not allowed\n', { Allow: 'GET, HEAD' });
    }
    // Set before sirv writes the head: sirv keeps them, 304 answers included.
    const headers = responseHeaders(deployment, policyInputs, mount.app, pathInApp);
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    // A list's query form (`/blog?page=2`) goes to the page prerendered for it (`/blog/page/2`).
    const rawQuery = (req.url ?? '').split('?').slice(1).join('?');
    const redirect = mount.app === 'shell' ? queryPageTarget(pathInApp, rawQuery) : undefined;
    if (redirect !== undefined) {
      res.writeHead(301, { Location: redirect });
      res.end();
      return;
    }
    const missingFile = () => answer(req, res, 404, 'Not found\n');
    // A preview link, a staged release's file, or a page of the variant the reader's cookies select.
    const routed = variants.route(req, res, mount.app, pathInApp);
    if (routed.answered) return;
    const { dir = options.dists[mount.app], serve = liveHandler } = routed;
    const served = routed.pathInApp ?? pathInApp;
    if (isLinkedOut(dir, served, extensionsOf(mount.app))) return missingFile();
    // Segment by segment, so a decoded '?' or '#' stays part of the name sirv looks up.
    req.url = served.split('/').map(encodeURIComponent).join('/');
    // A static site needs no ranges (no media, no resumed downloads), as under nginx (max_ranges 0):
    // the whole file, 200, never a 206, nor a 416 carrying the file's caching. sirv also read a
    // Range loosely (bytes=5-2 stopped the process).
    delete req.headers.range;
    // A file that cannot be read once sirv found it (a release replacing a folder, a special file):
    // the response is cut short rather than the unhandled stream error stopping the process.
    res.on('pipe', (source) => source.on('error', () => res.destroy()));
    serve(req, res, () => {
      // A missing file (a name with an extension, a remote's path) is a short 404, never HTML. A page
      // without prerendered HTML is the client page when a section declared it client-only (a post
      // the reader wrote), else the not-found page.
      if (mount.app !== 'shell' || !isPagePath(pathInApp)) return missingFile();
      if (!isClientPath(pathInApp)) return notFound(req, res);
      req.url = `/${CLIENT_PAGE_FILE}`;
      serve(req, res, missingFile);
    });
  };
  return (req: IncomingMessage, res: ServerResponse) => {
    try {
      handle(req, res);
    } catch (error) {
      console.error(`${req.method ?? '?'} ${req.url ?? '?'} failed:`, error);
      if (res.headersSent) res.destroy();
      else answer(req, res, 500, 'Internal server error\n');
    }
  };
}

/** Start one HTTP server per port of the deployment; resolves once all listen. */
export async function startStaticServers(options: StaticServerOptions): Promise<Server[]> {
  const receiveCspReport = cspReportReceiver(
    options.logCspReport ?? ((line: string) => console.log(line)),
    clientAddressOf(options.deployment.trustedProxies),
  );
  return Promise.all(
    listeners(options.deployment).map(
      (listener) =>
        new Promise<Server>((resolve, reject) => {
          const server = createServer(listenerHandler(listener, options, receiveCspReport));
          server.once('error', reject);
          server.listen(listener.port, options.deployment.listenAddress, () => resolve(server));
        }),
    ),
  );
}
