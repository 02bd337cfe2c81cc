#!/usr/bin/env node
// Serves the production builds exactly as a static host or CDN would: each app on its own origin,
// entries and manifests no-cache, hashed assets immutable, precompressed files when present, and the
// HTML fallback for client routes. Usage: node scripts/serve.mjs [--app shell --app blog ...]
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createGzip } from 'node:zlib';
import { apps, remotesManifest } from './apps.mjs';
import { apiRoutes } from './api-routes.mjs';

const root = resolve(fileURLToPath(import.meta.url), '..', '..');

const contentTypes = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.woff2': 'font/woff2',
};
const compressible = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.xml']);

/** What may be cached, and for how long (see README, "Deploying"). */
export function cacheControlFor(urlPath) {
  if (/\/assets\/[^/]+-[\w-]{8,}\.\w+$/.test(urlPath)) return 'public, max-age=31536000, immutable';
  if (/\.(html|json)$/.test(urlPath) || /remoteEntry(\.ssr)?\.js$/.test(urlPath) || !extname(urlPath)) {
    return 'no-cache';
  }
  return 'public, max-age=3600';
}

function send(res, status, body, headers = {}) {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', ...headers });
  res.end(body);
}

function sendFile(req, res, filePath, urlPath, status = 200) {
  const ext = extname(filePath);
  const headers = {
    'Content-Type': contentTypes[ext] ?? 'application/octet-stream',
    'Cache-Control': cacheControlFor(urlPath),
    'Access-Control-Allow-Origin': '*',
    'X-Content-Type-Options': 'nosniff',
    Vary: 'Accept-Encoding',
  };
  const accepts = String(req.headers['accept-encoding'] ?? '');
  const precompressed = [
    ['br', '.br'],
    ['gzip', '.gz'],
  ].find(([encoding, suffix]) => accepts.includes(encoding) && existsSync(filePath + suffix));
  if (precompressed) {
    const [encoding, suffix] = precompressed;
    res.writeHead(status, { ...headers, 'Content-Encoding': encoding, 'Content-Length': statSync(filePath + suffix).size });
    if (req.method === 'HEAD') return res.end();
    return createReadStream(filePath + suffix).pipe(res);
  }
  if (compressible.has(ext) && accepts.includes('gzip')) {
    res.writeHead(status, { ...headers, 'Content-Encoding': 'gzip' });
    if (req.method === 'HEAD') return res.end();
    return createReadStream(filePath).pipe(createGzip()).pipe(res);
  }
  res.writeHead(status, { ...headers, 'Content-Length': statSync(filePath).size });
  if (req.method === 'HEAD') return res.end();
  createReadStream(filePath).pipe(res);
}

function fileIn(distDir, urlPath) {
  const candidate = normalize(join(distDir, decodeURIComponent(urlPath)));
  if (candidate !== distDir && !candidate.startsWith(distDir + sep)) return undefined; // no escaping the folder
  if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  const index = join(candidate, 'index.html');
  if (existsSync(index)) return index;
  return undefined;
}

/** One app's server; `distDir` is read on every request, so a redeploy (a new dist) shows at once. */
export function createAppServer(app, distDir = join(root, app.dir, 'dist')) {
  return createServer((req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return send(res, 405, 'Method not allowed');
    let urlPath;
    try {
      urlPath = new URL(req.url ?? '/', 'http://localhost').pathname;
      decodeURIComponent(urlPath);
    } catch {
      return send(res, 400, 'Bad request');
    }
    if (app.id === 'shell' && urlPath === '/remotes.json') {
      const body = JSON.stringify(remotesManifest('port', process.env.REMOTES_HOST ?? 'localhost'));
      return send(res, 200, body, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-cache' });
    }
    const api = app.id === 'shell' ? apiRoutes[urlPath] : undefined;
    if (api) {
      return send(res, 200, JSON.stringify(api()), {
        'Content-Type': 'application/json; charset=utf-8',
        'Cache-Control': 'no-cache',
      });
    }
    if (!existsSync(distDir)) return send(res, 503, `${app.dir} is not built: run npm run build`);
    const file = fileIn(distDir, urlPath);
    if (file) return sendFile(req, res, file, urlPath);
    // A path with an extension that is not there is a missing file, not a client route.
    if (extname(urlPath)) return send(res, 404, 'Not found', { 'Cache-Control': 'no-cache', 'Access-Control-Allow-Origin': '*' });
    // Client routes without prerendered HTML get the untouched client page (the shell's _spa.html).
    const fallback = [join(distDir, '_spa.html'), join(distDir, 'index.html')].find((file) => existsSync(file));
    if (fallback) return sendFile(req, res, fallback, '/index.html');
    return send(res, 404, 'Not found');
  });
}

export function listen(server, port) {
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolvePromise(server));
  });
}

export async function serveApps(selected = apps) {
  return Promise.all(selected.map(async (app) => ({ app, server: await listen(createAppServer(app), app.port) })));
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const wanted = args.flatMap((arg, index) => (arg === '--app' ? [args[index + 1]] : []));
  const selected = wanted.length > 0 ? apps.filter((app) => wanted.includes(app.id)) : apps;
  const running = await serveApps(selected);
  for (const { app } of running) console.log(`${app.dir.padEnd(13)} http://localhost:${app.port}`);
  if (running.some(({ app }) => app.id === 'shell')) {
    console.log(`\nToken Launch Academy is running at http://localhost:${apps[0].port}`);
  }
}
