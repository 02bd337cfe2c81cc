#!/usr/bin/env node
// Compose the site's HTML: render every page through the shell's prerender entry, splicing in the
// fragments each remote published with its deployed build (dist/_islands/). Needs no remote's source
// or build step, only what the remotes deployed; run it after any app's deploy. Writes one HTML file
// per route into shell/dist, keeps the untouched client page as _spa.html (the fallback for other
// paths), and writes sitemap.xml. A page whose remote published nothing is not written (it falls back
// to client rendering) and the run fails loudly.
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { appById, remotes, remotesManifest } from './apps.mjs';
import { precompressFile } from './precompress.mjs';
import { loadPrerenderEntry } from './prerender-entry.mjs';
import { fragmentFile } from './prerender-remote.mjs';

const root = resolve(fileURLToPath(import.meta.url), '..', '..');
const shellDir = join(root, appById('shell').dir);
const distDir = join(shellDir, 'dist');

const escapeAttribute = (value) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** What each remote published: its manifest, where it is deployed, and how to read a fragment. */
function loadPublishedRemotes() {
  const entries = new Map(remotesManifest('port').remotes.map((remote) => [remote.name, remote.entry]));
  const published = new Map();
  for (const app of remotes) {
    const islandsDir = join(root, app.dir, 'dist', '_islands');
    const manifestFile = join(islandsDir, 'manifest.json');
    if (!existsSync(manifestFile)) {
      console.error(`${app.dir} published no prerendered fragments: its pages will render on the client`);
      continue;
    }
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
    const entry = entries.get(manifest.remote);
    const base = new URL('./', entry).href;
    published.set(manifest.remote, {
      ...manifest,
      base,
      entry,
      fragment(module, path) {
        const file = join(islandsDir, module, fragmentFile(path));
        return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
      },
    });
  }
  return published;
}

function outputFile(path) {
  const clean = path.replace(/^\/+|\/+$/g, '');
  return clean === '' ? join(distDir, 'index.html') : join(distDir, clean, 'index.html');
}

export async function compose() {
  const template = join(distDir, '_spa.html');
  if (!existsSync(template)) {
    if (!existsSync(join(distDir, 'index.html'))) throw new Error('shell/dist is missing: build the shell first');
    renameSync(join(distDir, 'index.html'), template); // a fresh shell build: its index.html is the SPA page
  }
  const spa = readFileSync(template, 'utf8');

  const shell = await loadPrerenderEntry(shellDir);
  const published = loadPublishedRemotes();

  const remotePaths = [...published.values()].flatMap((remote) =>
    remote.islands.filter((island) => island.mount !== '/').flatMap((island) => island.paths),
  );
  const paths = [...new Set([...shell.shellPrerenderPaths, ...remotePaths])];
  const written = [];
  const failed = [];

  for (const path of paths) {
    const used = [];
    const lookup = (remoteName, module, { deferred }) => {
      const remote = published.get(remoteName);
      const fragment = remote?.fragment(module, path);
      if (!remote || !fragment) return undefined;
      used.push({ remote, fragment, deferred });
      return { html: fragment.html, buildId: fragment.buildId };
    };
    const page = await shell.renderPage(path, lookup);
    if (page.missing.length > 0) {
      failed.push(`${path} (no fragment from ${page.missing.join(', ')})`);
      continue;
    }
    const head = [
      page.head,
      ...used.map(({ fragment }) => fragment.head),
      ...used.flatMap(({ remote, fragment }) =>
        fragment.css.map((css) => `<link rel="stylesheet" href="${escapeAttribute(new URL(css, remote.base).href)}">`),
      ),
      // Start fetching the remotes' code with the page, not after the shell has asked where they are;
      // a deferred island's code waits for the reader, so it is not preloaded.
      ...[
        ...new Set(
          used
            .filter(({ deferred }) => !deferred)
            .flatMap(({ remote, fragment }) => [remote.entry, ...fragment.js].map((js) => new URL(js, remote.base).href)),
        ),
      ].map(
        (href) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(href)}">`,
      ),
    ].join('');
    const html = spa
      .replace('</head>', `${head}</head>`)
      .replace('<div id="root"></div>', `<div id="root" data-prerendered-path="${escapeAttribute(path)}">${page.body}</div>`);
    const file = outputFile(path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, html);
    precompressFile(file);
    written.push(path);
  }

  const origin = shell.siteOrigin.replace(/\/+$/, '');
  const listed = written.filter((path) => path !== '/not-found');
  writeFileSync(
    join(distDir, 'sitemap.xml'),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${listed
      .map((path) => `  <url><loc>${origin}${path === '/' ? '/' : path}</loc></url>`)
      .join('\n')}\n</urlset>\n`,
  );
  // Crawlers want the sitemap's absolute address, which only the deployment knows.
  writeFileSync(join(distDir, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`);
  precompressFile(join(distDir, 'sitemap.xml'));
  console.log(`shell: composed ${written.length} page(s) from ${published.size} remote(s)`);
  if (failed.length > 0) {
    throw new Error(`Not prerendered (they fall back to client rendering):\n  ${failed.join('\n  ')}`);
  }
  return written;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await compose();
}
