/**
 * The Node server's violation report endpoint: the rules of csp-report-endpoint.ts, in the order
 * nginx applies them (a declared length over the cap, the method, the media type, the client's pace,
 * then the body as read), so that both servers answer a request alike.
 */
import type { IncomingMessage } from 'node:http';
import {
  acceptableCspReport,
  CSP_REPORT_RATE,
  isCspReportContentType,
  MAX_CSP_REPORT_BYTES,
} from '../deploy/csp-report-endpoint';
import { escapedForLog } from '../deploy/log-line';
import { clientAddressOf, type ClientAddressOf } from './client-address';
import { clientRateLimiter } from './client-rate-limit';

/**
 * One report as one log line: its JSON compacted, else its text as a JSON string, and then every
 * control character and line separator as a `\uXXXX` escape. JSON.stringify leaves DEL, the C1
 * controls and U+2028/U+2029 raw, and parsing turns a report's escaped `\u0085` into the raw
 * character: without the escapes a report could start a forged line, or send a terminal a control
 * sequence, in the log of whoever reads it.
 */
export function cspReportLine(body: string): string {
  let report: string;
  try {
    report = JSON.stringify(JSON.parse(body));
  } catch {
    report = JSON.stringify(body);
  }
  return `csp-report ${escapedForLog(report)}`;
}

/** How a report request was answered: 204 when logged; else the refusal and its extra headers. */
type CspReportAnswer = (status: number, headers?: Record<string, string>) => void;

/**
 * A receiver of violation reports for one server process: one rate limit for all its listeners, as
 * nginx keeps one zone. `log` gets each report's line; `clientOf` says whose pace a request counts
 * towards.
 */
export function cspReportReceiver(
  log: (line: string) => void,
  clientOf: ClientAddressOf = clientAddressOf(undefined),
) {
  const allow = clientRateLimiter(CSP_REPORT_RATE);
  return (req: IncomingMessage, done: CspReportAnswer): void => {
    let answered = false;
    // A refusal closes the connection: whatever the client still sends is not read.
    const refuse = (status: number, headers: Record<string, string> = {}) => {
      if (answered) return;
      answered = true;
      done(status, { ...headers, Connection: 'close' });
    };
    if (Number(req.headers['content-length']) > MAX_CSP_REPORT_BYTES) return refuse(413);
    if (req.method !== 'POST') return refuse(405, { Allow: 'POST' });
    if (!isCspReportContentType(req.headers['content-type'])) return refuse(415);
    if (!allow(clientOf(req))) return refuse(429);
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_CSP_REPORT_BYTES) refuse(413);
      else chunks.push(chunk);
    });
    req.on('end', () => {
      if (answered) return;
      const report = acceptableCspReport(Buffer.concat(chunks));
      if (report === undefined) return refuse(400);
      log(cspReportLine(report));
      answered = true;
      done(204);
    });
    req.on('error', () => refuse(400));
  };
}
