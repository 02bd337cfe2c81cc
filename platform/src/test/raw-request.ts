/** An HTTP request sent exactly as written (fetch would resolve dot segments before sending). */
import { request, type IncomingHttpHeaders } from 'node:http';

export type RawAnswer = { status: number; headers: IncomingHttpHeaders; body: string };

export function rawRequest(
  base: string,
  path: string,
  headers: Record<string, string> = {},
  method = 'GET',
  body?: string,
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(base);
    const sent = request({ hostname, port, path, headers, method }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
    });
    sent.on('error', reject);
    sent.end(body);
  });
}
