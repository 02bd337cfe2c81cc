/**
 * The shell's Content-Security-Policy report endpoint in nginx: reports are read, logged one JSON
 * line each, and answered 204.
 */
import { CSP_REPORT_PATH, MAX_CSP_REPORT_BYTES } from './content-security-policy';
import { LOOPBACK_ADDRESS, type Deployment } from './deployment';
import { headerLines, quote } from './nginx-directives';
import { isHttpsListener } from './nginx-tls';
import type { Listener } from './sites';

/** The file nginx logs violation reports to. */
export const cspReportLogOf = (options: { cspReportLog?: string; runtimeDir: string }): string =>
  options.cspReportLog ?? `${options.runtimeDir}/csp-reports.log`;

/** Where the report location hands the body on, so that nginx reads it (see cspReportLocations). */
const CSP_REPORT_SINK = `${CSP_REPORT_PATH}/received`;

/** The address a server of this machine reaches a listener at (a wildcard listens on loopback too). */
function loopbackOf(listenAddress: string): string {
  if (['0.0.0.0', '*'].includes(listenAddress)) return LOOPBACK_ADDRESS;
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
