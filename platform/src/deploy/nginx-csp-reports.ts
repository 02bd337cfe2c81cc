/**
 * The shell's Content-Security-Policy report endpoint in nginx: the rules of csp-report-endpoint.ts
 * (report media types, size, pace per client address, nothing a log reader's terminal acts on) in
 * nginx's terms; reports are logged one JSON line each and answered 204.
 */
import { CSP_REPORT_PATH } from './content-security-policy';
import {
  CSP_REPORT_CONTENT_TYPES,
  CSP_REPORT_RATE,
  MAX_CSP_REPORT_BYTES,
} from './csp-report-endpoint';
import { LOOPBACK_ADDRESS, type Deployment } from './deployment';
import { headerLines, quote } from './nginx-directives';
import { isHttpsListener } from './nginx-tls';
import type { Listener } from './sites';

/** The file nginx logs violation reports to. */
export const cspReportLogOf = (options: { cspReportLog?: string; runtimeDir: string }): string =>
  options.cspReportLog ?? `${options.runtimeDir}/csp-reports.log`;

/** Where the report location hands the body on, so that nginx reads it (see cspReportLocations). */
const CSP_REPORT_SINK = `${CSP_REPORT_PATH}/received`;

/** The header the report location tells the sink its verdict on the body in. */
const VERDICT_HEADER = 'X-Tla-Csp-Report';

/**
 * A body both servers log (acceptableCspReport), as a PCRE over its bytes (nginx matches regular
 * expressions byte by byte): one or more UTF-8 characters, but DEL, the C1 controls (C2 80–C2 9F)
 * and U+2028/U+2029 (E2 80 A8/A9); no overlong form, surrogate or code point above U+10FFFF. C0
 * controls pass: the log's JSON escaping writes them as escapes.
 */
export const NGINX_REPORT_BODY_PATTERN = [
  '^(?:',
  [
    '[\\x00-\\x7E]',
    '\\xC2[\\xA0-\\xBF]',
    '[\\xC3-\\xDF][\\x80-\\xBF]',
    '\\xE0[\\xA0-\\xBF][\\x80-\\xBF]',
    '[\\xE1\\xE3-\\xEC\\xEE\\xEF][\\x80-\\xBF]{2}',
    '\\xE2\\x80[\\x80-\\xA7\\xAA-\\xBF]',
    '\\xE2[\\x81-\\xBF][\\x80-\\xBF]',
    '\\xED[\\x80-\\x9F][\\x80-\\xBF]',
    '\\xF0[\\x90-\\xBF][\\x80-\\xBF]{2}',
    '[\\xF1-\\xF3][\\x80-\\xBF]{3}',
    '\\xF4[\\x80-\\x8F][\\x80-\\xBF]{2}',
  ].join('|'),
  ')+$',
].join('');

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The http-level part: the log format, the rate limit's memory, and what the locations test. */
export function cspReportHttpLines(): string[] {
  const types = CSP_REPORT_CONTENT_TYPES.map(escapeRegExp).join('|');
  // nginx keeps one client address's state in 128 bytes (64-bit builds).
  const zone = `${Math.ceil((CSP_REPORT_RATE.clients * 128) / 1024)}k`;
  return [
    // A violation report per line, as JSON: the report itself is a JSON string in `report`. The
    // server's configured name, not the Host header, which may hold any byte.
    `  log_format tla_csp_report escape=json '{"time":"$time_iso8601","host":"$server_name","report":"$request_body"}';`,
    // Reports only: a refused request (405, 413, 415, 429, 400) is no report.
    '  map $status $tla_csp_report_received { 204 1; default 0; }',
    // Same reading as the Node server's: the media type before any parameter, any case.
    '  map $content_type $tla_csp_report_type {',
    `    ${quote(`~*^(${types})\\s*(;|$)`)} 1;`,
    '    default 0;',
    '  }',
    // Read once the body is (when the report is passed on): see cspReportLocations.
    '  map $request_body $tla_csp_report_body {',
    `    ${quote(`~${NGINX_REPORT_BODY_PATTERN}`)} acceptable;`,
    '    default refused;',
    '  }',
    `  limit_req_zone $binary_remote_addr zone=tla_csp_reports:${zone} rate=${CSP_REPORT_RATE.perMinute}r/m;`,
  ];
}

/** The address a server of this machine reaches a listener at (a wildcard listens on loopback too). */
export function loopbackOf(listenAddress: string): string {
  if (['0.0.0.0', '*'].includes(listenAddress)) return LOOPBACK_ADDRESS;
  if (['::', '[::]'].includes(listenAddress)) return '[::1]';
  return listenAddress.includes(':') && !listenAddress.startsWith('[')
    ? `[${listenAddress}]`
    : listenAddress;
}

/**
 * The shell's report endpoint. A POST of a report media type (else 405, 415), at the client's pace
 * (else 429), of at most MAX_CSP_REPORT_BYTES (else 413). nginx fills $request_body only when
 * something reads the body, and a `return` never does: the location passes the report to a second
 * location of the same server, with its verdict on the body read (a body nginx cannot log safely is
 * refused there, 400), and logs what it read when that answers 204. The body is kept in one memory
 * buffer.
 */
export function cspReportLocations(
  deployment: Deployment,
  listener: Listener,
  headers: Record<string, string>,
  logFile: string,
): string[] {
  const kib = `${MAX_CSP_REPORT_BYTES / 1024}k`;
  return [
    `    location = ${CSP_REPORT_PATH} {`,
    '      if ($request_method != POST) { return 405; }',
    '      if ($tla_csp_report_type = 0) { return 415; }',
    `      limit_req zone=tla_csp_reports burst=${CSP_REPORT_RATE.burst} nodelay;`,
    '      limit_req_status 429;',
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
          '      proxy_ssl_name $server_name;',
        ]
      : [
          `      proxy_pass http://${loopbackOf(deployment.listenAddress)}:${listener.port}${CSP_REPORT_SINK};`,
        ]),
    // Only what the sink needs: the client's headers could claim a verdict.
    '      proxy_pass_request_headers off;',
    '      proxy_set_header Host $server_name;',
    `      proxy_set_header ${VERDICT_HEADER} $tla_csp_report_body;`,
    // The second location's answer carries the server's headers: only this location's reach the browser.
    ...Object.keys(headers).map((name) => `      proxy_hide_header ${name};`),
    ...headerLines(headers, '      '),
    '    }',
    `    location = ${CSP_REPORT_SINK} {`,
    '      default_type text/plain;',
    ...headerLines(headers, '      '),
    // A `return` with a text: the server's error_page for 400 (its not-found page) does not apply.
    `      if ($http_${VERDICT_HEADER.toLowerCase().replaceAll('-', '_')} != acceptable) { return 400 "Not a report this site logs\\n"; }`,
    '      return 204;',
    '    }',
  ];
}
