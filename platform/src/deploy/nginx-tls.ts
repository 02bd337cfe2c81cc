/**
 * The TLS parts of the generated nginx configuration, for app URLs that are https: each such server
 * listens with TLS on its port, with the description's certificate, and a plain-HTTP server on
 * `tls.httpPort` sends every request to the same address over HTTPS. The Strict-Transport-Security
 * header comes with the security headers (transport-security.ts), so every location repeats it.
 */
import type { Deployment } from './deployment';
import { listeners, type Listener } from './sites';

export const isHttpsListener = (deployment: Deployment, listener: Listener): boolean =>
  listener.hosts.some(({ mounts }) =>
    mounts.some(({ app }) => new URL(deployment.apps[app].url).protocol === 'https:'),
  );

/**
 * The TLS 1.2 suites a client may pick: forward secret (ephemeral ECDHE) and authenticated
 * encryption (GCM, ChaCha20-Poly1305), for ECDSA and RSA certificates. No RSA key exchange, no CBC,
 * and no DHE (Mozilla's guidelines dropped it; nginx has no DH parameters without ssl_dhparam
 * anyway). TLS 1.3's suites are all of that kind and stay OpenSSL's.
 */
export const TLS12_CIPHERS = [
  'ECDHE-ECDSA-AES128-GCM-SHA256',
  'ECDHE-RSA-AES128-GCM-SHA256',
  'ECDHE-ECDSA-AES256-GCM-SHA384',
  'ECDHE-RSA-AES256-GCM-SHA384',
  'ECDHE-ECDSA-CHACHA20-POLY1305',
  'ECDHE-RSA-CHACHA20-POLY1305',
] as const;

/**
 * Key exchange groups, Mozilla's list but its post-quantum hybrid (X25519MLKEM768), which needs
 * OpenSSL 3.5: Debian 12's nginx is built with 3.0, and refuses to start with a group it does not know.
 */
const TLS_GROUPS = ['X25519', 'prime256v1', 'secp384r1'] as const;

/** The certificate for https URLs; an error naming the field when the description gives none. */
function tlsOf(deployment: Deployment): NonNullable<Deployment['tls']> {
  if (deployment.tls === undefined) {
    throw new Error(
      `deployment "${deployment.name}": its app URLs are https but it sets no tls: give tls.certificate and tls.key for nginx to serve them (or serve the site behind a proxy that terminates TLS)`,
    );
  }
  return deployment.tls;
}

/** A server's listen directives: plain HTTP, or TLS with the description's certificate. */
export function listenLines(deployment: Deployment, listener: Listener, indent: string): string[] {
  const address = `${deployment.listenAddress}:${listener.port}`;
  if (!isHttpsListener(deployment, listener)) return [`${indent}listen ${address};`];
  const tls = tlsOf(deployment);
  return [
    // nginx 1.22 (Debian 12) turns HTTP/2 on in `listen`; later versions also accept `http2 on;`.
    `${indent}listen ${address} ssl http2;`,
    `${indent}ssl_certificate ${tls.certificate};`,
    `${indent}ssl_certificate_key ${tls.key};`,
    // Mozilla's "intermediate" profile (guidelines 6.0): TLS 1.2 and 1.3 only; for 1.2, the
    // ephemeral ECDHE suites with AEAD ciphers alone, and the client picks among them.
    `${indent}ssl_protocols TLSv1.2 TLSv1.3;`,
    `${indent}ssl_ciphers ${TLS12_CIPHERS.join(':')};`,
    `${indent}ssl_ecdh_curve ${TLS_GROUPS.join(':')};`,
    `${indent}ssl_prefer_server_ciphers off;`,
    `${indent}ssl_session_cache shared:tla_tls:10m;`,
    `${indent}ssl_session_timeout 1d;`,
    // nginx before 1.23.2 never rotates its ticket key: a stolen key would decrypt every session.
    `${indent}ssl_session_tickets off;`,
  ];
}

/**
 * One plain-HTTP server per https host name, answering every request with a permanent redirect to
 * that host's HTTPS address, path and query kept. None without https URLs.
 */
export function httpRedirectServers(deployment: Deployment): string[] {
  const portOf = new Map<string, number>();
  for (const listener of listeners(deployment)) {
    if (!isHttpsListener(deployment, listener)) continue;
    // A host name served on several ports redirects to the first (the shell's, on the shell's host).
    for (const { hostname } of listener.hosts) {
      if (!portOf.has(hostname)) portOf.set(hostname, listener.port);
    }
  }
  if (portOf.size === 0) return [];
  const { httpPort } = tlsOf(deployment);
  return [...portOf].flatMap(([hostname, port]) => [
    '  server {',
    `    listen ${deployment.listenAddress}:${httpPort};`,
    `    server_name ${hostname};`,
    `    return 301 https://${hostname}${port === 443 ? '' : `:${port}`}$request_uri;`,
    '  }',
  ]);
}
