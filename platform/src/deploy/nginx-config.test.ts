// @vitest-environment node
import { expect, test } from 'vitest';
import { deploymentSchema } from './deployment';
import { cacheControlValues } from './http-policy';
import { nginxConfig } from './nginx-config';

const onePath = deploymentSchema.parse({
  name: 'paths',
  apps: {
    shell: { url: 'http://site.example:8080/' },
    blog: { url: 'http://site.example:8080/_apps/blog/' },
    learn: { url: 'http://learn.site.example:8080/' },
    simulator: { url: 'http://site.example:8080/_apps/simulator/' },
  },
});
const dists = {
  shell: '/srv/shell',
  blog: '/srv/blog',
  learn: '/srv/learn',
  simulator: '/srv/simulator',
};
const inputs = {
  inlineScriptHashes: ['sha256-abc='],
  outbound: { script: [], style: [], img: [], connect: [], frame: [] },
};
const options = {
  dists,
  runtimeDir: '/run/tla',
  mimeTypes: '/etc/nginx/mime.types',
  brotliModule: '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so',
  clientPaths: ['^/blog/[^/]+/?$', '^/blog/editor/[^/]+/?$'],
};
const generated = nginxConfig(onePath, inputs, options);

/** The text of the location whose line starts with `match`, up to its closing brace. */
function location(config: string, match: string): string {
  const start = config.indexOf(`location ${match} {`);
  expect(start, match).toBeGreaterThan(-1);
  return config.slice(start, config.indexOf('\n    }', start));
}

test('one server per host name on its port, each app under its prefix', () => {
  const servers = generated.config.match(/server_name [^;]+;/g);
  expect(servers).toEqual(['server_name site.example;', 'server_name learn.site.example;']);
  expect(generated.config).toContain('listen 127.0.0.1:8080;');
  expect(generated.config).toContain('location ^~ /_apps/blog/assets/ {');
  expect(generated.config).toContain('location = /_apps/simulator/remoteEntry.js {');
  // A prefixed app's folder is reached through a link inside a root of its own.
  expect(generated.links).toEqual([
    { path: '/run/tla/roots/blog/_apps/blog', target: '/srv/blog' },
    { path: '/run/tla/roots/simulator/_apps/simulator', target: '/srv/simulator' },
  ]);
});

test('a page without HTML is the not-found page with 404, but a client-only path the client page', () => {
  const pages = location(generated.config, '/');
  expect(pages).toContain('try_files $uri $uri/index.html =404;');
  expect(pages).toContain('error_page 404 @not_found_page;');
  for (const pattern of ['^/blog/[^/]+/?$', '^/blog/editor/[^/]+/?$']) {
    expect(location(generated.config, `~ "${pattern}"`)).toContain(
      'try_files $uri $uri/index.html /_client.html;',
    );
  }
  // The not-found page, with its headers; the client page stands in before compose wrote one.
  const page = location(generated.config, '@not_found_page');
  expect(page).toContain('root /srv/shell;');
  expect(page).toContain('try_files /not-found/index.html /_client.html =404;');
  expect(page).toContain('add_header Cache-Control "no-cache" always;');
  expect(page).toContain('add_header X-Content-Type-Options "nosniff" always;');
  // A missing file is never a page, and a name with an extension is looked for as a file first.
  const files = generated.config.indexOf('location ~ ^/.*\\.[A-Za-z0-9]+$ {');
  expect(files).toBeGreaterThan(-1);
  expect(location(generated.config, '~ ^/.*\\.[A-Za-z0-9]+$')).toContain('try_files $uri =404;');
  expect(files).toBeLessThan(generated.config.indexOf('location ~ "^/blog/'));
  // Only the host that serves the shell sends its not-found page.
  const learnServer = generated.config.slice(
    generated.config.indexOf('server_name learn.site.example'),
  );
  expect(learnServer).not.toContain('@not_found_page');
});

test('without client-only paths in the deployment, every page without HTML is a 404', () => {
  const { config } = nginxConfig(onePath, inputs, { ...options, clientPaths: [] });
  expect(config).not.toContain('$uri/index.html /_client.html');
});

test('precompressed files, the security headers in every location, CORS only off-origin', () => {
  expect(generated.config).toContain('gzip_static on;');
  expect(generated.config).toContain('brotli_static on;');
  const locations = generated.config.split('location ').slice(1);
  for (const location of locations) {
    expect(location).toContain('add_header Content-Security-Policy');
    expect(location).toContain('add_header X-Content-Type-Options "nosniff" always;');
  }
  const corsLines = generated.config.match(/add_header Access-Control-Allow-Origin "[^"]+"/g) ?? [];
  expect(new Set(corsLines)).toEqual(
    new Set(['add_header Access-Control-Allow-Origin "http://site.example:8080"']),
  );
  // Only the learn remote is on another origin: its locations alone carry CORS, its 404 too (the
  // status page reads a file it does not publish as absent, not as unreadable).
  const learnServer = generated.config.slice(
    generated.config.indexOf('server_name learn.site.example'),
  );
  const learnLocations = learnServer.split('location ').slice(1);
  expect(learnLocations.some((block) => block.startsWith('@not_found'))).toBe(true);
  expect(corsLines.length).toBe(learnLocations.length);
});

test('what a remote publishes about its live build is revalidated, never kept an hour', () => {
  for (const file of ['build.json', 'release.json', 'shared-modules.json']) {
    const start = generated.config.indexOf(`location = /_apps/blog/${file} {`);
    expect(start, file).toBeGreaterThan(0);
    const block = generated.config.slice(start, generated.config.indexOf('}', start));
    expect(block).toContain(`add_header Cache-Control "${cacheControlValues.revalidate}" always;`);
  }
});

test('only a file found is cached: any other status of its location is revalidated', () => {
  for (const cache of ['immutable', 'hour'] as const) {
    expect(generated.config).toContain(
      [
        `  map $status $tla_cache_${cache} {`,
        `    ~^(200|304)$ "${cacheControlValues[cache]}";`,
        '    default "no-cache";',
        '  }',
      ].join('\n'),
    );
  }
});

test('no ranges: nginx sends neither 206 nor 416, and offers no Accept-Ranges', () => {
  const http = generated.config.slice(0, generated.config.indexOf('  server {'));
  expect(http).toContain('\n  max_ranges 0;\n');
  expect(generated.config).not.toMatch(/max_ranges [1-9]/);
});

test('a missing file gets a plain-text 404 with the security headers', () => {
  const notFound = generated.config.slice(generated.config.indexOf('location @not_found {'));
  expect(notFound).toMatch(/^location @not_found \{\s+default_type text\/plain;/);
  expect(notFound.slice(0, notFound.indexOf('}'))).toContain('add_header Content-Security-Policy');
  expect(generated.config.match(/error_page 404 @not_found;/g)).toHaveLength(2);
});

test('every server answers a dotfile or dot-folder with its 404 before any location is chosen', () => {
  const servers = generated.config.split('  server {').slice(1);
  expect(servers).toHaveLength(2);
  for (const server of servers) {
    const rule = server.indexOf('if ($uri ~ "\\\\/\\\\.") { return 404; }');
    expect(rule).toBeGreaterThan(server.indexOf('error_page 404 @not_found;'));
    expect(rule).toBeLessThan(server.indexOf('location '));
  }
});

test('an encoded slash or backslash in the path, not the query, is a 404 before any location', () => {
  const [main = '', learn = ''] = generated.config.split('  server {').slice(1);
  const rules = [
    {
      server: main,
      rule: 'if ($request_uri ~* "^[^?]*%(2f|5c)") { rewrite ^ /_tla-not-found last; }',
    },
    { server: learn, rule: 'if ($request_uri ~* "^[^?]*%(2f|5c)") { return 404; }' },
  ];
  for (const { server, rule } of rules) {
    expect(server.indexOf(rule)).toBeGreaterThan(0);
    expect(server.indexOf(rule)).toBeLessThan(server.indexOf('location '));
  }
  // The shell's host sends it to its not-found page, from a location no request can name.
  // What nginx refuses itself (a NUL, a climb above the root) gets the page as well.
  expect(main).toContain('error_page 400 =404 /not-found/index.html;');
  expect(learn).not.toContain('error_page 400');
  const refused = location(main, '= /_tla-not-found');
  expect(refused).toContain('internal;');
  expect(refused).toContain('error_page 404 @not_found_page;');
});

test('what nginx answers outside any location carries the security headers, never cached', () => {
  for (const server of generated.config.split('  server {').slice(1)) {
    const serverLevel = server.slice(0, server.indexOf('location '));
    expect(serverLevel).toContain('add_header Cache-Control "no-cache" always;');
    expect(serverLevel).toMatch(/add_header Content-Security-Policy "[^"]+" always;/);
    expect(serverLevel).toContain('add_header X-Content-Type-Options "nosniff" always;');
  }
});

test('each server names the resource policy of its origin, in every location and for its errors', () => {
  const [main = '', learn = ''] = generated.config.split('  server {').slice(1);
  // site.example holds the shell and two remotes under prefixes; learn.site.example is its sibling.
  const policies = (server: string) =>
    new Set(server.match(/add_header Cross-Origin-Resource-Policy "[^"]+" always;/g));
  expect(policies(main)).toEqual(
    new Set(['add_header Cross-Origin-Resource-Policy "same-origin" always;']),
  );
  expect(policies(learn)).toEqual(
    new Set(['add_header Cross-Origin-Resource-Policy "same-site" always;']),
  );
  for (const server of [main, learn]) {
    const headerSets = server.split('location ').length;
    expect(
      server.match(/add_header Cross-Origin-Opener-Policy "same-origin" always;/g),
    ).toHaveLength(headerSets);
  }
});

test('only the shell’s server takes violation reports, by POST, read in one buffer', () => {
  const [main = '', learn = ''] = generated.config.split('  server {').slice(1);
  expect(learn).not.toContain('location = /_csp-reports');
  const endpoint = location(main, '= /_csp-reports');
  expect(endpoint).toMatch(
    /^location = \/_csp-reports \{\s+if \(\$request_method != POST\) \{ return 405; \}\s+if \(\$tla_csp_report_type = 0\) \{ return 415; \}/,
  );
  expect(endpoint).toContain('limit_req zone=tla_csp_reports burst=20 nodelay;');
  expect(endpoint).toContain('limit_req_status 429;');
  expect(endpoint).toContain('client_max_body_size 16k;');
  expect(endpoint).toContain('client_body_buffer_size 16k;');
  expect(endpoint).toContain('client_body_in_single_buffer on;');
  expect(endpoint).toContain(
    'access_log "/run/tla/csp-reports.log" tla_csp_report if=$tla_csp_report_received;',
  );
  expect(endpoint).toContain('proxy_pass http://127.0.0.1:8080/_csp-reports/received;');
  expect(endpoint).toContain('proxy_pass_request_headers off;');
  expect(endpoint).toContain('proxy_set_header X-Tla-Csp-Report $tla_csp_report_body;');
  // The location the report is passed to refuses what the log could not hold safely.
  const sink = location(main, '= /_csp-reports/received');
  expect(sink).toContain(
    'if ($http_x_tla_csp_report != acceptable) { return 400 "Not a report this site logs\\n"; }',
  );
  expect(sink).toMatch(/add_header Cache-Control "no-cache" always;[\s\S]*return 204;$/);
});

test('the report endpoint’s rules are written once, at the http level', () => {
  const http = generated.config.slice(0, generated.config.indexOf('  server {'));
  expect(http).toContain(
    `log_format tla_csp_report escape=json '{"time":"$time_iso8601","host":"$server_name","report":"$request_body"}';`,
  );
  expect(http).toContain(
    '  map $content_type $tla_csp_report_type {\n    "~*^(application/csp-report|application/reports\\\\+json)\\\\s*(;|$)" 1;\n    default 0;\n  }',
  );
  expect(http).toMatch(
    /map \$request_body \$tla_csp_report_body \{\n {4}"~\^\(\?:[^\n]+\)\+\$" acceptable;\n {4}default refused;\n {2}\}/,
  );
  expect(http).toContain(
    'limit_req_zone $binary_remote_addr zone=tla_csp_reports:1024k rate=12r/m;',
  );
});
