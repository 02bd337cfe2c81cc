/**
 * An nginx configuration for a deployment, generated from the description: one server per host and
 * port, each app under its prefix, caching as docs/deploying.md's table, precompressed files (gzip_static,
 * and brotli_static when Debian's module is installed), the shell's pages (its client page for a
 * section's client-only paths, else a 404 with its not-found page), CORS only for
 * the shell's origin, the security headers on every response, and for https URLs TLS with a redirect
 * from HTTP (nginx-tls.ts). Self-contained: it runs as
 * `nginx -p <dir> -c <dir>/nginx.conf`, without root, beside any system nginx.
 */
import { BUILD_INFO_FILE, RELEASE_FILE } from '../contracts/app-status';
import { SHARED_MODULES_FILE } from '../contracts/shared-modules';
import { CLIENT_PAGE_FILE } from '../contracts/page-protocol';
import { appIds, type AppId, type Deployment } from './deployment';
import {
  cacheControlValues,
  corsOriginFor,
  errorHeaders,
  HIDDEN_PATH,
  securityHeaders,
  type CacheClass,
} from './http-policy';
import {
  CSP_REPORT_PATH,
  MAX_CSP_REPORT_BYTES,
  type ShellPolicyInputs,
} from './content-security-policy';
import { httpRedirectServers, isHttpsListener, listenLines } from './nginx-tls';
import { NOT_FOUND_PAGE_FILE } from './site-pages';
import { listeners, type Listener } from './sites';

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
  /** Where violation reports are logged, one JSON line each (default: csp-reports.log in runtimeDir). */
  cspReportLog?: string;
};

/** The file nginx logs violation reports to. */
export const cspReportLogOf = (options: NginxOptions): string =>
  options.cspReportLog ?? `${options.runtimeDir}/csp-reports.log`;

/** Where the report location hands the body on, so that nginx reads it (see cspReportLocations). */
const CSP_REPORT_SINK = `${CSP_REPORT_PATH}/received`;

/** The address a server of this machine reaches a listener at (a wildcard listens on loopback too). */
function loopbackOf(listenAddress: string): string {
  if (['0.0.0.0', '*'].includes(listenAddress)) return '127.0.0.1';
  if (['::', '[::]'].includes(listenAddress)) return '[::1]';
  return listenAddress.includes(':') && !listenAddress.startsWith('[')
    ? `[${listenAddress}]`
    : listenAddress;
}

/**
 * The shell's report endpoint. nginx fills $request_body only when something reads the body, and a
 * `return` never does: the location passes the report to a second location of the same server, which
 * answers 204, and logs the body it read, kept in one memory buffer (a larger report is refused 413).
 */
function cspReportLocations(
  deployment: Deployment,
  listener: Listener,
  headers: Record<string, string>,
  logFile: string,
): string[] {
  const kib = `${MAX_CSP_REPORT_BYTES / 1024}k`;
  return [
    `    location = ${CSP_REPORT_PATH} {`,
    '      if ($request_method != POST) { return 405; }',
    `      client_max_body_size ${kib};`,
    `      client_body_buffer_size ${kib};`,
    '      client_body_in_single_buffer on;',
    `      access_log ${quote(logFile)} tla_csp_report if=$tla_csp_report_received;`,
    // Back to this same listener, over TLS where it speaks TLS (naming the host, so that the
    // certificate and server block are this one's).
    ...(isHttpsListener(deployment, listener)
      ? [
          `      proxy_pass https://${loopbackOf(deployment.listenAddress)}:${listener.port}${CSP_REPORT_SINK};`,
          '      proxy_ssl_server_name on;',
          '      proxy_ssl_name $host;',
        ]
      : [
          `      proxy_pass http://${loopbackOf(deployment.listenAddress)}:${listener.port}${CSP_REPORT_SINK};`,
        ]),
    '      proxy_set_header Host $host;',
    // The second location's answer carries the server's headers: only this location's reach the browser.
    ...Object.keys(headers).map((name) => `      proxy_hide_header ${name};`),
    ...headerLines(headers, '      '),
    '    }',
    `    location = ${CSP_REPORT_SINK} {`,
    ...headerLines(headers, '      '),
    '      return 204;',
    '    }',
  ];
}

/** nginx's own quoting for a header value. */
const quote = (value: string) => `"${value.replace(/["\\]/g, (char) => `\\${char}`)}"`;

function headerLines(headers: Record<string, string>, indent: string): string[] {
  return Object.entries(headers).map(
    ([name, value]) => `${indent}add_header ${name} ${quote(value)} always;`,
  );
}

/** Writes one location of an app, with its root and the full set of headers for a cache class. */
type LocationBlock = (match: string, cache: CacheClass, body: string[]) => string[];

/** The internal location a refused spelling of a path is sent to on the shell's host. */
const NOT_FOUND_LOCATION = '/_tla-not-found';

/**
 * The shell's pages (the shell is always at '/'): a path's prerendered HTML; else, for a path a
 * section declared client-only (a reader's own post), the client page; else the not-found page with
 * status 404. Regex locations win over the '/' prefix, and come after the file locations, so a name
 * with an extension is still a file.
 */
function pageLocations(block: LocationBlock, clientPaths: readonly string[]): string[] {
  return [
    ...clientPaths.flatMap((pattern) =>
      block(`~ ${quote(pattern)}`, 'revalidate', [
        `try_files $uri $uri/index.html /${CLIENT_PAGE_FILE};`,
      ]),
    ),
    ...block('/', 'revalidate', [
      'try_files $uri $uri/index.html =404;',
      'error_page 404 @not_found_page;',
    ]),
  ];
}

/**
 * On the host that serves the shell: the not-found page, sent with status 404 (error_page keeps the
 * status of the error it handles), and an internal location for spellings refused before any location
 * (encoded slashes). The client page stands in when compose has written no not-found page. A request
 * nginx itself refuses as bad (a NUL, a `..` above the root, once decoded) gets the same page: a named
 * location cannot serve a file for a URI nginx could not parse, so that one goes by the page's path.
 */
function notFoundPageServerLines(shellRoot: string, errors: Record<string, string>): string[] {
  return [
    `    error_page 400 =404 /${NOT_FOUND_PAGE_FILE};`,
    `    location = ${NOT_FOUND_LOCATION} {`,
    '      internal;',
    '      error_page 404 @not_found_page;',
    ...headerLines(errors, '      '),
    '      return 404;',
    '    }',
    '    location @not_found_page {',
    `      root ${shellRoot};`,
    '      default_type text/html;',
    `      try_files /${NOT_FOUND_PAGE_FILE} /${CLIENT_PAGE_FILE} =404;`,
    ...headerLines(errors, '      '),
    '    }',
  ];
}

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
): string[] {
  const security = securityHeaders(deployment, inputs, app);
  const cors = corsOriginFor(deployment, app);
  const headers = (cache: CacheClass) => ({
    // Cached only when found: a missing file's 404 must not be kept for a year.
    'Cache-Control': cache === 'revalidate' ? cacheControlValues.revalidate : `$tla_cache_${cache}`,
    ...security,
    ...(cors ? { 'Access-Control-Allow-Origin': cors, Vary: 'Origin' } : {}),
  });
  const escapedPrefix = prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const block: LocationBlock = (match, cache, body) => [
    `    location ${match} {`,
    `      root ${root};`,
    ...body.map((line) => `      ${line}`),
    ...headerLines(headers(cache), '      '),
    '    }',
  ];
  const lines = block(`^~ ${prefix}assets/`, 'immutable', ['try_files $uri =404;']);
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
      ...pageLocations(block, clientPaths),
    );
  } else {
    lines.push(
      ...block(`^~ ${prefix}_islands/`, 'revalidate', ['try_files $uri =404;']),
      ...block(`= ${prefix}remoteEntry.js`, 'revalidate', ['try_files $uri =404;']),
      ...block(`= ${prefix}mf-manifest.json`, 'revalidate', ['try_files $uri =404;']),
      // What the status page and a release read about the live build: never an hour old.
      ...[BUILD_INFO_FILE, RELEASE_FILE, SHARED_MODULES_FILE].flatMap((file) =>
        block(`= ${prefix}${file}`, 'revalidate', ['try_files $uri =404;']),
      ),
      ...block(`^~ ${prefix}api/`, 'revalidate', ['try_files $uri =404;']),
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
            ]
          : []),
        ...mounts.flatMap(({ app, prefix }) =>
          appLocations(deployment, inputs, app, prefix, rootOf(app), options.clientPaths),
        ),
        '  }',
      ];
    }),
  );
  const config = [
    `# Generated from the deployment description "${deployment.name}" (platform/src/deploy). Do not edit.`,
    ...(options.brotliModule ? [`load_module ${options.brotliModule};`] : []),
    'worker_processes 1;',
    'daemon off;',
    `pid ${runtimeDir}/nginx.pid;`,
    `error_log ${runtimeDir}/error.log warn;`,
    'events { worker_connections 256; }',
    'http {',
    `  include ${options.mimeTypes};`,
    '  default_type application/octet-stream;',
    '  charset utf-8;',
    '  charset_types text/css application/javascript text/javascript application/json text/plain text/xml application/xml image/svg+xml;',
    '  access_log off;',
    // A violation report per line, as JSON: the report itself is a JSON string in `report`.
    `  log_format tla_csp_report escape=json '{"time":"$time_iso8601","host":"$host","report":"$request_body"}';`,
    // Reports only: a refused request (405, 413) is no report.
    '  map $status $tla_csp_report_received { 204 1; default 0; }',
    '  server_tokens off;',
    '  sendfile on;',
    '  etag on;',
    `  client_body_temp_path ${runtimeDir}/client-body;`,
    `  proxy_temp_path ${runtimeDir}/proxy;`,
    `  fastcgi_temp_path ${runtimeDir}/fastcgi;`,
    `  uwsgi_temp_path ${runtimeDir}/uwsgi;`,
    `  scgi_temp_path ${runtimeDir}/scgi;`,
    // Every build is precompressed: send the .br or .gz beside the file, never compress per request.
    ...(['immutable', 'hour'] as const).flatMap((cache) => [
      `  map $status $tla_cache_${cache} {`,
      `    ~^(200|206|304)$ ${quote(cacheControlValues[cache])};`,
      `    default ${quote(cacheControlValues.revalidate)};`,
      '  }',
    ]),
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
