/**
 * An nginx configuration for a deployment, generated from the description: one server per host and
 * port, each app under its prefix, caching as docs/deploying.md's table, precompressed files (gzip_static,
 * and brotli_static when Debian's module is installed), the shell's pages (its client page for a
 * section's client-only paths, else a 404 with its not-found page), CORS only for
 * the shell's origin, the security headers on every response, and for https URLs TLS with a redirect
 * from HTTP (nginx-tls.ts). Self-contained: it runs as
 * `nginx -p <dir> -c <dir>/nginx.conf`, without root, beside any system nginx.
 */
import { BUILD_INFO_FILE, FEDERATION_MANIFEST_FILE, RELEASE_FILE } from '../contracts/app-status';
import { CONTENT_DATA_FOLDER } from '../contracts/content-data';
import type { QueryPage } from '../contracts/query-pages';
import { ISLANDS_FOLDER } from '../contracts/published';
import { REMOTE_ENTRY_FILE } from '../contracts/remote-id';
import { SHARED_MODULES_FILE } from '../contracts/shared-modules';
import { appIds, type AppId, type Deployment, type TrustedProxies } from './deployment';
import {
  cacheControlValues,
  corsOriginFor,
  errorHeaders,
  HIDDEN_PATH,
  securityHeaders,
  type CacheClass,
} from './http-policy';
import type { ShellPolicyInputs } from './content-security-policy';
import { cspReportHttpLines, cspReportLocations, cspReportLogOf } from './nginx-csp-reports';
import { foregroundLines, headerLines, quote } from './nginx-directives';
import {
  releaseServiceLocation,
  rumDroppedLocation,
  rumHttpLines,
  rumLocation,
} from './release-endpoint';
import {
  NOT_FOUND_LOCATION,
  notFoundPageServerLines,
  pageLocations,
  queryPageMapLines,
  type LocationBlock,
} from './nginx-pages';
import { httpRedirectServers, listenLines } from './nginx-tls';
import {
  SHELL_ROOT_VARIABLE,
  stagedLocation,
  variantHeaderValues,
  variantHttpLines,
  variantServerLines,
} from './nginx-variants';
import { listeners } from './sites';

/** Where Debian's libnginx-mod-http-brotli-static puts its module. */
export const DEBIAN_BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

export type NginxOptions = {
  /** Where each app's deployed files are on this machine. */
  dists: Record<AppId, string>;
  /** The folder nginx may write to (pid, logs, temp files). */
  runtimeDir: string;
  /** Debian's brotli_static module, when installed (libnginx-mod-http-brotli-static). */
  brotliModule?: string;
  /** /etc/nginx/mime.types or another types file. */
  mimeTypes: string;
  /**
   * The deployed sections' client-only paths, as regular expressions (site-pages.ts,
   * deployedClientPaths): they get the client page; any other path without HTML the not-found page.
   */
  clientPaths: readonly string[];
  /**
   * The deployed sections' query pages (site-pages.ts, deployedQueryPages): a list's query form is
   * redirected to its prerendered page. None when not given.
   */
  queryPages?: readonly QueryPage[];
  /** Where violation reports are logged, one JSON line each (default: csp-reports.log in runtimeDir). */
  cspReportLog?: string;
  /** The release service's socket, when it runs beside nginx: the shell's host passes it its paths. */
  releaseServiceSocket?: string;
  /** The deployment's root, where its previews and canary are (release-variants.ts); none: no variants. */
  variantsRoot?: string;
};

/** Writes one location of an app, with its root and the full set of headers for a cache class. */
/**
 * One app's locations. In nginx a location's add_header replaces the server's, so every location
 * repeats the full set; the cache class differs per location.
 */
function appLocations(
  deployment: Deployment,
  inputs: ShellPolicyInputs,
  app: AppId,
  prefix: string,
  root: string,
  clientPaths: readonly string[],
  variantsRoot: string | undefined,
  queryPages: readonly QueryPage[],
): string[] {
  const security = securityHeaders(deployment, inputs, app);
  const cors = corsOriginFor(deployment, app);
  const corsHeaders: Record<string, string> = cors
    ? { 'Access-Control-Allow-Origin': cors, Vary: 'Origin' }
    : {};
  // The shell's pages come from the variant the reader's cookies select, its hashed assets never.
  const variants = app === 'shell' && variantsRoot !== undefined;
  const headers = (cache: CacheClass) => ({
    // Cached only when found: a missing file's 404 must not be kept for a year.
    'Cache-Control': cache === 'revalidate' ? cacheControlValues.revalidate : `$tla_cache_${cache}`,
    ...security,
    ...corsHeaders,
    ...(variants && cache !== 'immutable' ? variantHeaderValues(cache) : {}),
  });
  const escapedPrefix = prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const blockFrom =
    (from: string, linksFrom = from): LocationBlock =>
    (match, cache, body) => [
      `    location ${match} {`,
      `      root ${from};`,
      // A link inside the app's files is not followed (one to /etc/passwd would be served); the
      // deployment's own links, up to the app's folder, are.
      `      disable_symlinks on from=${linksFrom}${prefix.replace(/\/$/, '')};`,
      ...body.map((line) => `      ${line}`),
      ...headerLines(headers(cache), '      '),
      '    }',
    ];
  // brotli_static sends no .br when `from=` is a variable: links are refused from the folder that
  // holds both the live shell and the variants instead (both real folders, never links).
  const block =
    variants && variantsRoot !== undefined
      ? blockFrom(SHELL_ROOT_VARIABLE, commonFolder(root, variantsRoot))
      : blockFrom(root);
  const lines = blockFrom(root)(`^~ ${prefix}assets/`, 'immutable', ['try_files $uri =404;']);
  if (app === 'shell') {
    lines.push(
      // The site's JSON API: files a remote published, copied in by compose.
      ...block('^~ /api/', 'revalidate', [
        'default_type application/json;',
        'try_files $uri.json =404;',
      ]),
      ...block(`~ ^${escapedPrefix}.*\\.(html|json|xml)$`, 'revalidate', ['try_files $uri =404;']),
      // A file that is not there is a 404, not a page.
      ...block(`~ ^${escapedPrefix}.*\\.[A-Za-z0-9]+$`, 'hour', ['try_files $uri =404;']),
      ...pageLocations(block, clientPaths, queryPages),
    );
  } else {
    lines.push(
      ...block(`^~ ${prefix}${ISLANDS_FOLDER}/`, 'revalidate', ['try_files $uri =404;']),
      ...block(`= ${prefix}${REMOTE_ENTRY_FILE}`, 'revalidate', ['try_files $uri =404;']),
      ...block(`= ${prefix}${FEDERATION_MANIFEST_FILE}`, 'revalidate', ['try_files $uri =404;']),
      // What the status page and a release read about the live build: never an hour old.
      ...[BUILD_INFO_FILE, RELEASE_FILE, SHARED_MODULES_FILE].flatMap((file) =>
        block(`= ${prefix}${file}`, 'revalidate', ['try_files $uri =404;']),
      ),
      ...block(`^~ ${prefix}api/`, 'revalidate', ['try_files $uri =404;']),
      ...(variantsRoot === undefined
        ? []
        : stagedLocation(app, prefix, variantsRoot, { ...security, ...corsHeaders })),
      // A remote's texts as data (contracts/content-data.ts): a release may change any of them.
      ...block(`^~ ${prefix}${CONTENT_DATA_FOLDER}/`, 'revalidate', ['try_files $uri =404;']),
      ...block(`^~ ${prefix}`, 'hour', ['try_files $uri =404;']),
    );
  }
  return lines;
}

/** A symbolic link the configuration needs: `path` → `target`. */
export type RootLink = { path: string; target: string };

/**
 * nginx maps a URL onto `root` + path. An app under a prefix ('/_apps/blog/') gets a root folder of
 * its own in which that prefix is a link to its files (alias would need the same, with more pitfalls).
 */
function rootsFor(deployment: Deployment, options: NginxOptions) {
  const prefixOf = (app: AppId) => new URL(deployment.apps[app].url).pathname;
  const rootOf = (app: AppId) =>
    prefixOf(app) === '/' ? options.dists[app] : `${options.runtimeDir}/roots/${app}`;
  const links: RootLink[] = appIds
    .filter((app) => prefixOf(app) !== '/')
    .map((app) => ({
      path: `${rootOf(app)}${prefixOf(app).replace(/\/$/, '')}`,
      target: options.dists[app],
    }));
  return { rootOf, links };
}

/**
 * Behind the deployment's trusted proxies the reader's address is the one they name (read from the
 * chain's end past every trusted address, as the Node server's client-address.ts does), so the limits
 * per client count readers, not the proxies.
 */
function realAddressLines(trusted: TrustedProxies | undefined): string[] {
  if (!trusted) return [];
  return [
    ...trusted.from.map((from) => `  set_real_ip_from ${from};`),
    `  real_ip_header ${trusted.header};`,
    '  real_ip_recursive on;',
  ];
}

/** The deepest folder that holds both `a` and `b` (absolute paths). */
function commonFolder(a: string, b: string): string {
  const [first, second] = [a, b].map((path) => path.split('/'));
  const shared: string[] = [];
  for (const [index, part] of (first ?? []).entries()) {
    if (second?.[index] !== part) break;
    shared.push(part);
  }
  return shared.join('/') || '/';
}

export function nginxConfig(
  deployment: Deployment,
  inputs: ShellPolicyInputs,
  options: NginxOptions,
): { config: string; links: RootLink[] } {
  const { runtimeDir } = options;
  const { rootOf, links } = rootsFor(deployment, options);
  const servers = listeners(deployment).flatMap((listener) =>
    listener.hosts.flatMap(({ hostname, mounts }) => {
      // The apps of one host share its origin, so any of them gives the resource policy of its errors.
      const errors = errorHeaders(deployment, inputs, mounts[0]?.app ?? 'shell');
      const servesShell = mounts.some(({ app }) => app === 'shell');
      // A remote's 404 is readable by the shell's pages, as from the Node server: the status page
      // tells a file a remote does not publish from one it cannot read.
      const cors = corsOriginFor(deployment, mounts[0]?.app ?? 'shell');
      const notFoundHeaders = cors
        ? { ...errors, 'Access-Control-Allow-Origin': cors, Vary: 'Origin' }
        : errors;
      return [
        '  server {',
        ...listenLines(deployment, listener, '    '),
        `    server_name ${hostname};`,
        // What nginx answers outside any location (a refused path, a malformed request) carries the
        // security headers too; `always` adds them to error statuses.
        ...headerLines(errors, '    '),
        // A missing file is a short plain-text 404, as from the Node server, never a page.
        '    error_page 404 @not_found;',
        // Dotfiles and dot-folders (.vite/, .env) are never served. A regex location would lose to the
        // ^~ prefix locations (/assets/, /_islands/); a server-level rule runs before any location, on
        // the decoded, normalised $uri.
        `    if ($uri ~ ${quote(HIDDEN_PATH.source)}) { return 404; }`,
        // An encoded slash or backslash in the path has no honest use: nginx would decode it into a
        // separator; no page has one (the query may hold any). As from the Node server, the shell's
        // host answers with the not-found page, another host with a plain 404.
        `    if ($request_uri ~* "^[^?]*%(2f|5c)") { ${servesShell ? `rewrite ^ ${NOT_FOUND_LOCATION} last;` : 'return 404;'} }`,
        '    location @not_found {',
        '      default_type text/plain;',
        ...headerLines(notFoundHeaders, '      '),
        '      return 404 "Not found\\n";',
        '    }',
        ...(servesShell
          ? [
              ...notFoundPageServerLines(rootOf('shell'), errors),
              ...cspReportLocations(deployment, listener, errors, cspReportLogOf(options)),
              ...(options.releaseServiceSocket === undefined
                ? rumDroppedLocation(errors)
                : [
                    ...releaseServiceLocation(options.releaseServiceSocket, errors),
                    ...rumLocation(options.releaseServiceSocket, errors),
                  ]),
              ...(options.variantsRoot === undefined
                ? []
                : variantServerLines(deployment, options.variantsRoot, rootOf('shell'), errors)),
            ]
          : []),
        ...mounts.flatMap(({ app, prefix }) =>
          appLocations(
            deployment,
            inputs,
            app,
            prefix,
            rootOf(app),
            options.clientPaths,
            options.variantsRoot,
            options.queryPages ?? [],
          ),
        ),
        '  }',
      ];
    }),
  );
  const config = [
    `# Generated from the deployment description "${deployment.name}" (platform/src/deploy). Do not edit.`,
    ...(options.brotliModule ? [`load_module ${options.brotliModule};`] : []),
    ...foregroundLines(runtimeDir),
    'http {',
    `  include ${options.mimeTypes};`,
    '  default_type application/octet-stream;',
    '  charset utf-8;',
    '  charset_types text/css application/javascript text/javascript application/json text/plain text/xml application/xml image/svg+xml;',
    '  access_log off;',
    ...cspReportHttpLines(),
    ...realAddressLines(deployment.trustedProxies),
    ...(options.variantsRoot === undefined ? [] : variantHttpLines(deployment)),
    ...queryPageMapLines(options.queryPages ?? []),
    ...rumHttpLines(),
    '  server_tokens off;',
    '  sendfile on;',
    '  etag on;',
    // A static site needs no ranges (no media, no resumed downloads); without them no 206 or 416 is
    // sent, and a 416 cannot carry the caching its file's location sets for a 200.
    '  max_ranges 0;',
    `  client_body_temp_path ${runtimeDir}/client-body;`,
    `  proxy_temp_path ${runtimeDir}/proxy;`,
    `  fastcgi_temp_path ${runtimeDir}/fastcgi;`,
    `  uwsgi_temp_path ${runtimeDir}/uwsgi;`,
    `  scgi_temp_path ${runtimeDir}/scgi;`,
    // A file's caching goes with the file found (200, or 304 to a revalidation): an error the same
    // location answers (404, 405, 412, 413) is revalidated, never kept.
    ...(['immutable', 'hour'] as const).flatMap((cache) => [
      `  map $status $tla_cache_${cache} {`,
      `    ~^(200|304)$ ${quote(cacheControlValues[cache])};`,
      `    default ${quote(cacheControlValues.revalidate)};`,
      '  }',
    ]),
    // Every build is precompressed: send the .br or .gz beside the file, never compress per request.
    '  gzip off;',
    '  gzip_static on;',
    '  gzip_vary on;',
    ...(options.brotliModule ? ['  brotli_static on;'] : []),
    ...servers,
    ...httpRedirectServers(deployment),
    '}',
    '',
  ].join('\n');
  return { config, links };
}
