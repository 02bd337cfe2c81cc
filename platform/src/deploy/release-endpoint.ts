/**
 * Where the release service answers and what it takes, for both web servers: the Node server hands
 * these paths to the service in its own process; the generated nginx configuration passes them to
 * the service over a Unix socket in the deployment's root (nothing else listens, and no port is
 * spelled). Only the shell's origin answers them.
 */
import { MAX_RUM_BEACON_BYTES, RUM_PATH } from '../contracts/release-health';
import { headerLines } from './nginx-directives';

/** Every path of the release service begins so: `/_release/<remote>`, `/_release/status`. */
export const RELEASE_SERVICE_PATH = '/_release/';

/** The socket the service listens on, in the deployment's root, when nginx fronts it. */
export const RELEASE_SERVICE_SOCKET = 'release-service.sock';

/**
 * The largest archive an upload may be: a gzip of a build can be no larger than the build itself, and
 * a build may hold DEFAULT_BUILD_LIMITS.maxBytes (200 MB) of files.
 */
export const MAX_RELEASE_UPLOAD_BYTES = 200 * 1024 * 1024;

/**
 * How long a release may take end to end (a smoke check of every page, then compose of every page,
 * for the largest section): the proxy waits this long for the next line of progress.
 */
export const RELEASE_SERVICE_TIMEOUT_SECONDS = 900;

/**
 * The end of each location that passes requests to the service: the client's address in
 * X-Forwarded-For, and the answer with the site's security headers for an API (no caching, no
 * framing) in place of the service's own.
 */
function toService(socket: string, headers: Record<string, string>): string[] {
  return [
    '      proxy_http_version 1.1;',
    '      proxy_set_header Host $host;',
    '      proxy_set_header X-Forwarded-For $remote_addr;',
    ...Object.keys(headers).map((name) => `      proxy_hide_header ${name};`),
    ...headerLines(headers, '      '),
    `      proxy_pass http://unix:${socket}:;`,
    '    }',
  ];
}

/**
 * nginx's location for the service: the upload streamed to it as it arrives (the service counts and
 * caps it), its progress lines passed on as they come (no buffering), the client's address told in
 * X-Forwarded-For (the service trusts it only from this socket).
 */
export function releaseServiceLocation(socket: string, headers: Record<string, string>): string[] {
  return [
    `    location ^~ ${RELEASE_SERVICE_PATH} {`,
    `      client_max_body_size ${MAX_RELEASE_UPLOAD_BYTES};`,
    '      proxy_request_buffering off;',
    '      proxy_buffering off;',
    `      proxy_read_timeout ${RELEASE_SERVICE_TIMEOUT_SECONDS}s;`,
    `      proxy_send_timeout ${RELEASE_SERVICE_TIMEOUT_SECONDS}s;`,
    '      proxy_set_header X-Forwarded-Proto $scheme;',
    ...toService(socket, headers),
  ];
}

/**
 * Beacons taken per client address: `perMinute` on average, `burst` more at once, then 429 until the
 * pace drops. A reader's page sends two or three (idle, then hidden); many readers may share an
 * address. Both servers keep the state of at most `clients` addresses, the least recently seen
 * forgotten first.
 */
export const RUM_RATE = { perMinute: 240, burst: 120, clients: 8192 } as const;

/** The http-level part of nginx's beacon endpoint: the memory of its pace per client. */
export function rumHttpLines(): string[] {
  // nginx keeps one client address's state in 128 bytes (64-bit builds).
  const zone = `${Math.ceil((RUM_RATE.clients * 128) / 1024)}k`;
  return [
    `  limit_req_zone $binary_remote_addr zone=tla_rum:${zone} rate=${RUM_RATE.perMinute}r/m;`,
  ];
}

/**
 * nginx's location for readers' beacons: a flood (429) or an oversized body (413) is refused by
 * nginx itself, at no cost to the service; the rest go to it whole (it checks origin, privacy signal
 * and shape), with the client's address for its own pace.
 */
export function rumLocation(socket: string, headers: Record<string, string>): string[] {
  return [
    `    location = ${RUM_PATH} {`,
    `      limit_req zone=tla_rum burst=${RUM_RATE.burst} nodelay;`,
    '      limit_req_status 429;',
    `      client_max_body_size ${MAX_RUM_BEACON_BYTES / 1024}k;`,
    `      client_body_buffer_size ${MAX_RUM_BEACON_BYTES / 1024}k;`,
    ...toService(socket, headers),
  ];
}

/**
 * Where no release service keeps them (a staged site under a release's smoke check, a deployment
 * served without its service), readers' beacons are taken and dropped: 204, as the service answers
 * one it counted, so a page never logs a failed request for its figures.
 */
export function rumDroppedLocation(headers: Record<string, string>): string[] {
  return [
    `    location = ${RUM_PATH} {`,
    ...headerLines(headers, '      '),
    '      return 204;',
    '    }',
  ];
}
