/**
 * Requests to a release service under test, at the address `site()` gives once it listens: `call`
 * waits for the whole answer, `head` only for its status (an accepted release streams on).
 */
import { request } from 'node:http';

type Answer = { status: number; text: string; headers: Record<string, unknown> };

export function serviceRequests(site: () => string) {
  function call(
    path: string,
    { method = 'POST', key, body }: { method?: string; key?: string; body?: Buffer } = {},
  ): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const req = request(
        `${site()}${path}`,
        {
          method,
          headers: {
            ...(key === undefined ? {} : { Authorization: `Bearer ${key}` }),
            ...(body === undefined ? {} : { 'Content-Length': String(body.length) }),
          },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text, headers: res.headers }));
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  }

  /**
   * A release's answer as soon as its status is known (an accepted one streams on; it is left to
   * finish in the background).
   */
  function head(
    path: string,
    key: string,
    body: Buffer,
  ): Promise<{ status: number; retryAfter: string | undefined }> {
    return new Promise((resolve, reject) => {
      const req = request(
        `${site()}${path}`,
        {
          method: 'POST',
          headers: { Authorization: `Bearer ${key}`, 'Content-Length': String(body.length) },
        },
        (res) => {
          res.resume();
          const retryAfter = res.headers['retry-after'];
          resolve({
            status: res.statusCode ?? 0,
            retryAfter: typeof retryAfter === 'string' ? retryAfter : undefined,
          });
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  }

  return { call, head };
}
