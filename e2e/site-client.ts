/**
 * Requests to the deployed site from the test runner, as a crawler or link preview makes them. The
 * end-to-end deployments use host names under .test that only Chromium maps to this machine
 * (--host-resolver-rules); this client resolves the deployment's host names the same way, to the
 * address its servers listen on, over http or https as the URL says. Responses come back as sent (no decompression), so tests see the
 * encoding a reader gets.
 */
import { request as httpRequest, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';

export type SiteResponse = {
  status: number;
  headers: IncomingHttpHeaders;
  header: (name: string) => string | undefined;
  /** The body, decoded from whatever encoding it was sent in. */
  text: () => string;
  json: () => unknown;
  /** The bytes as sent. */
  raw: Buffer;
};

export type SiteClient = {
  get: (pathOrUrl: string, headers?: Record<string, string>) => Promise<SiteResponse>;
  /** Any method, no body: what a server answers to a method it does not serve. */
  send: (method: string, pathOrUrl: string) => Promise<SiteResponse>;
};

/**
 * `ca`: the PEM certificate an https deployment is served with (made at test time), trusted for
 * this client's requests only.
 */
export function siteClient(baseUrl: string, listenAddress: string, ca?: string): SiteClient {
  const lookup: LookupFunction = (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address: listenAddress, family: 4 }]);
    else callback(null, listenAddress, 4);
  };
  const send = (method: string, pathOrUrl: string, headers: Record<string, string> = {}) =>
    new Promise<SiteResponse>((resolve, reject) => {
      const url = new URL(pathOrUrl, baseUrl);
      const onResponse = (response: IncomingMessage) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const raw = Buffer.concat(chunks);
          const encoding = response.headers['content-encoding'];
          // Decoded on demand, so a body cut short throws where it is read, not in this handler.
          const decoded = () =>
            encoding === 'br'
              ? brotliDecompressSync(raw)
              : encoding === 'gzip'
                ? gunzipSync(raw)
                : raw;
          const header = (name: string) => {
            const value = response.headers[name.toLowerCase()];
            return Array.isArray(value) ? value.join(', ') : value;
          };
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            header,
            text: () => decoded().toString('utf8'),
            json: (): unknown => JSON.parse(decoded().toString('utf8')),
            raw,
          });
        });
        response.on('error', reject);
      };
      const request =
        url.protocol === 'https:'
          ? httpsRequest(url, { method, headers, lookup, ca }, onResponse)
          : httpRequest(url, { method, headers, lookup }, onResponse);
      request.on('error', reject);
      request.end();
    });
  return {
    get: (pathOrUrl, headers = {}) => send('GET', pathOrUrl, headers),
    send: (method, pathOrUrl) => send(method, pathOrUrl),
  };
}
