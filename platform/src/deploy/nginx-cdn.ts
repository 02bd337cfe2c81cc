/**
 * A CDN in front of a site's origin, as nginx with proxy_cache: what the end-to-end tests put between
 * readers and the origin to show that the caching each file already carries (http-policy.ts) is all
 * a CDN needs to be told. It stores what the origin's Cache-Control allows and nothing else: no
 * proxy_cache_valid, no ignored or hidden header. So hashed assets are kept for a year, pages and
 * every JSON file (`no-cache`) are never stored (nginx stores no `no-cache` answer, and so goes to
 * the origin for each), and the rest is kept for its max-age, then revalidated with the validators
 * the origin sent. Self-contained: it runs as `nginx -p <dir> -c <dir>/nginx.conf`, without root.
 */
import { z } from 'zod';
import { RUM_PATH } from '../contracts/release-health';
import { CSP_REPORT_PATH } from './content-security-policy';
import { appUrl, LOOPBACK_ADDRESS, type Deployment } from './deployment';
import {
  MAX_RELEASE_UPLOAD_BYTES,
  RELEASE_SERVICE_PATH,
  RELEASE_SERVICE_TIMEOUT_SECONDS,
} from './release-endpoint';
import { foregroundLines } from './nginx-directives';
import { listeners } from './sites';

/** The response header that says what the cache did: HIT, MISS, EXPIRED, REVALIDATED, STALE… */
export const CACHE_STATUS_HEADER = 'X-Cache-Status';

const originUrl = z.url({ protocol: /^http$/ }).refine((value) => new URL(value).origin === value, {
  message: 'must be an http origin (scheme, host and port only, no trailing slash)',
});

const edgeSchema = z.object({
  /** Where readers reach the CDN. */
  listen: z.object({
    address: z.string().min(1),
    port: z.number().int().min(1).max(65_535),
  }),
  /** Where it fetches from: the origin's servers, reached over plain HTTP. */
  origin: originUrl,
});

export type CdnEdge = z.infer<typeof edgeSchema>;

export type CdnOptions = {
  /** One server per address and port readers reach, each in front of its origin. */
  edges: readonly CdnEdge[];
  /** The folder nginx may write to: pid, logs, temp files and the cache itself. */
  runtimeDir: string;
  /** The most the cache may hold on disk (nginx's size syntax). */
  maxCacheSize?: string;
};

const CACHE_ZONE = 'tla_cdn';

/** An address as nginx's listen and proxy_pass take it (an IPv6 one in brackets). */
const hostPart = (address: string) =>
  address.includes(':') && !address.startsWith('[') ? `[${address}]` : address;

/**
 * The encodings a reader accepts among those the origin sends (br and gzip, precompressed), in one
 * spelling per set: the cache key and the request to the origin both use it, so browsers that
 * spell Accept-Encoding differently share one stored copy, and a reader is never given an encoding
 * it did not ask for. The origin's `Vary: Accept-Encoding` is honoured too (nginx keeps a copy per
 * variant); the key makes the cache right even for an answer that forgot it.
 */
const encodingLines = [
  '  map $http_accept_encoding $tla_cdn_br {',
  '    "~*(^|[\\s,])br\\s*($|[,;])" br;',
  '    default "";',
  '  }',
  '  map $http_accept_encoding $tla_cdn_gzip {',
  '    "~*(^|[\\s,])gzip\\s*($|[,;])" gzip;',
  '    default "";',
  '  }',
  '  map "$tla_cdn_br,$tla_cdn_gzip" $tla_cdn_encoding {',
  '    "br,gzip" "br, gzip";',
  '    "br," br;',
  '    ",gzip" gzip;',
  '    default "";',
  '  }',
];

function edgeServer(edge: CdnEdge): string[] {
  const pass = `proxy_pass ${edge.origin};`;
  return [
    '  server {',
    `    listen ${hostPart(edge.listen.address)}:${edge.listen.port};`,
    '    location / {',
    `      proxy_cache ${CACHE_ZONE};`,
    // What the cache did, on every answer (errors too), so tests and operators can see it.
    '      add_header X-Cache-Status $upstream_cache_status always;',
    `      ${pass}`,
    '    }',
    // The release service: a build uploaded as it is read (the service counts and caps it), its
    // progress lines passed on as they come, for as long as a release may take; never stored.
    `    location ^~ ${RELEASE_SERVICE_PATH} {`,
    '      proxy_cache off;',
    `      client_max_body_size ${MAX_RELEASE_UPLOAD_BYTES};`,
    '      proxy_request_buffering off;',
    '      proxy_buffering off;',
    `      proxy_read_timeout ${RELEASE_SERVICE_TIMEOUT_SECONDS}s;`,
    `      proxy_send_timeout ${RELEASE_SERVICE_TIMEOUT_SECONDS}s;`,
    `      ${pass}`,
    '    }',
    // Violation reports and readers' beacons: posts the origin reads, limits and counts itself.
    ...[CSP_REPORT_PATH, RUM_PATH].flatMap((path) => [
      `    location = ${path} {`,
      '      proxy_cache off;',
      '      proxy_request_buffering off;',
      `      ${pass}`,
      '    }',
    ]),
    '  }',
  ];
}

/** Where a server of this machine reaches one listening on `address` (a wildcard listens on loopback too). */
function reachableAt(address: string): string {
  if (['0.0.0.0', '*'].includes(address)) return LOOPBACK_ADDRESS;
  if (['::', '[::]'].includes(address)) return '::1';
  return address;
}

/**
 * The CDN in front of `deployment`, whose URLs are the public ones, the CDN's: for each port the
 * description serves, the CDN listens on that port at `listen.address` (or on `listen.port`, for a
 * description with one port) and fetches from the origin's servers, which listen on the same port
 * at the description's listenAddress. So an origin behind a CDN is reached at another address under
 * the same host name, as when the public name resolves to the CDN.
 */
export function cdnEdgesFor(
  deployment: Deployment,
  listen: { address: string; port?: number | undefined },
): CdnEdge[] {
  const https = Object.values(deployment.apps).find((app) => app.url.startsWith('https:'));
  if (https !== undefined) {
    throw new Error(
      `deployment "${deployment.name}" is served over https (${https.url}): this CDN speaks plain HTTP only`,
    );
  }
  const ports = listeners(deployment).map((listener) => listener.port);
  if (listen.port !== undefined && ports.length > 1) {
    throw new Error(
      `deployment "${deployment.name}" is served on ports ${ports.join(', ')}: the CDN listens on each of them, no port can be given`,
    );
  }
  const originAddress = hostPart(reachableAt(deployment.listenAddress));
  return ports.map((port) => {
    const edge = {
      listen: { address: listen.address, port: listen.port ?? port },
      origin: `http://${originAddress}:${port}`,
    };
    if (hostPart(edge.listen.address) === originAddress && edge.listen.port === port) {
      throw new Error(
        `the CDN would listen where the origin of "${deployment.name}" does (${originAddress}:${port}): give it the address readers reach ${appUrl(deployment, 'shell').hostname} at, or another port`,
      );
    }
    return edge;
  });
}

/** The configuration of a CDN with `options.edges`, its cache in `runtimeDir`/cache. */
export function cdnNginxConfig(options: CdnOptions): string {
  const edges = z.array(edgeSchema).min(1).parse(options.edges);
  const { runtimeDir } = options;
  return [
    '# A CDN in front of an origin, generated by platform/src/deploy/nginx-cdn.ts. Do not edit.',
    ...foregroundLines(runtimeDir),
    'http {',
    '  server_tokens off;',
    `  log_format tla_cdn '$time_iso8601 $request_method $http_host$request_uri $status $upstream_cache_status "$tla_cdn_encoding"';`,
    `  access_log ${runtimeDir}/access.log tla_cdn;`,
    `  client_body_temp_path ${runtimeDir}/client-body;`,
    `  proxy_temp_path ${runtimeDir}/proxy;`,
    `  fastcgi_temp_path ${runtimeDir}/fastcgi;`,
    `  uwsgi_temp_path ${runtimeDir}/uwsgi;`,
    `  scgi_temp_path ${runtimeDir}/scgi;`,
    // A copy unused for a month is dropped; how long one stays fresh is the origin's word only.
    `  proxy_cache_path ${runtimeDir}/cache levels=1:2 keys_zone=${CACHE_ZONE}:10m max_size=${options.maxCacheSize ?? '1g'} inactive=30d use_temp_path=off;`,
    ...encodingLines,
    // Keyed by what the reader asked for: the public host (one origin may serve several), the
    // path and query, and the encoding set. nginx's default key names the origin's address instead.
    '  proxy_cache_key "$scheme://$http_host$request_uri $tla_cdn_encoding";',
    // An expired copy is asked about with If-None-Match / If-Modified-Since: a 304 keeps it.
    '  proxy_cache_revalidate on;',
    // A stored copy rather than an error while the origin is down or failing. Not `updating`: an
    // expired copy is revalidated before it is served, as its Cache-Control asks.
    '  proxy_cache_use_stale error timeout http_500 http_502 http_503 http_504;',
    // No proxy_cache_lock: its waiters poll every 500 ms, and pages, never stored, would queue
    // behind one another for nothing.
    '  proxy_http_version 1.1;',
    '  proxy_set_header Connection "";',
    // The origin serves the public host and port, as readers asked for them.
    '  proxy_set_header Host $http_host;',
    '  proxy_set_header Accept-Encoding $tla_cdn_encoding;',
    '  proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
    '  proxy_set_header X-Forwarded-Proto $scheme;',
    ...edges.flatMap(edgeServer),
    '}',
    '',
  ].join('\n');
}
