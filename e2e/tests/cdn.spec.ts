import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Response } from '@playwright/test';
import { BUILD_ID_FILE, BUILD_INFO_FILE } from '@tla/platform/contracts/app-status';
import { remotesFileSchema } from '@tla/platform/contracts/published';
import { appOrigins, readDeployment } from '@tla/platform/deploy/deployment';
import { CACHE_STATUS_HEADER } from '@tla/platform/deploy/nginx-cdn';
import { chromiumLaunchOptions } from '../../scripts/chromium-options';
import { deployedDists, deploymentRoot } from '../../scripts/deploy-target';
import { appTags } from '../app-tags';
import { expect, test, waitForHydration } from '../fixtures';
import { expectTheSameVisit, goOnIntoTutorials, markTheVisit } from '../mid-visit-reader';
import { restampedBuild } from '../release-builds';
import { siteClient, type SiteResponse } from '../site-client';

/**
 * The site behind a CDN (nginx with proxy_cache, scripts/cdn.ts) that is told nothing but what each
 * file's Cache-Control says: hashed assets come from its cache, a release shows on the very next
 * request of a page, and a reader mid-visit goes on. The description's URLs are the public ones; its
 * host name leads to the CDN at an address of its own, and the CDN fetches from the origin (the Node
 * server) at the description's listenAddress, on the same port, as an origin behind a CDN is.
 */
const repo = resolve(fileURLToPath(import.meta.url), '..', '..', '..');
const description = join(repo, 'e2e', 'deployments', 'cdn-origin.json');
const deployment = readDeployment(description);
const env = { ...process.env, TLA_DEPLOYMENT: description };
const site = new URL(deployment.apps.shell.url);
/** Where the public host name leads: the CDN, on another loopback address than the origin's. */
const CDN_ADDRESS = '127.0.0.2';
const port = Number(site.port);
const throughCdn = siteClient(site.href, CDN_ADDRESS);
const atOrigin = siteClient(site.href, deployment.listenAddress);
const learnBase = new URL(deployment.apps.learn.url).pathname;
const learnBuildInfo = `${learnBase}${BUILD_INFO_FILE}`;
/** What Chromium asks for: the CDN's copy for it is the one readers get. */
const browserEncodings = { 'Accept-Encoding': 'gzip, deflate, br, zstd' };

const cacheStatus = (response: SiteResponse) => response.header(CACHE_STATUS_HEADER);

/** A script of the repository's, run for this deployment; its output, or an error with it. */
const command = (script: string, args: string[]) =>
  new Promise<string>((done, failed) =>
    execFile(
      'npx',
      ['tsx', script, ...args],
      { cwd: repo, env, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => (error ? failed(new Error(`${stdout}${stderr}`)) : done(stdout)),
    ),
  );

/** A server script in a process group of its own, its output kept. */
function startScript(script: string, args: string[]) {
  const child = spawn('npx', ['tsx', script, ...args], {
    cwd: repo,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => (output += chunk.toString('utf8'));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  return { child, output: () => output };
}

const answers = (address: string) =>
  new Promise<boolean>((done) => {
    const socket = connect({ host: address, port });
    socket.once('connect', () => {
      socket.destroy();
      done(true);
    });
    socket.once('error', () => done(false));
  });

/** Resolves once `address` answers on the deployment's port; fails with the script's output. */
async function listening(address: string, server: ReturnType<typeof startScript>) {
  for (let tries = 0; tries < 600; tries += 1) {
    if (server.child.exitCode !== null) break;
    if (await answers(address)) return;
    await new Promise((wait) => setTimeout(wait, 100));
  }
  throw new Error(`nothing answers at ${address}:${port}: ${server.output()}`);
}

/** Stop a server and whatever it started. */
async function stopScript(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.pid === undefined) return;
  const exited = new Promise((done) => child.once('exit', done));
  process.kill(-child.pid, 'SIGTERM');
  await exited;
}

/** The site's content-hashed files a page names: the shell's, and each remote's under its prefix. */
function hashedAssets(html: string): string[] {
  const found = html.match(/(?:https?:\/\/[^"'\s]+)?\/(?:[\w-]+\/)*assets\/[\w.-]+\.(?:js|css)/g);
  return [...new Set((found ?? []).map((url) => new URL(url, site).pathname))];
}

/** A path whose file says `no-cache`: a page, JSON, an entry, an island's fragment. */
const revalidatedEachTime = (path: string) =>
  !/\.\w+$/.test(path) || /\.(json|html|xml)$|\/remoteEntry\.js$|\/_islands\//.test(path);

/** The build of learn whose HTML the pages hold, as remotes.json names it. */
const learnBuildOf = (remotesJson: string) =>
  remotesFileSchema.parse(JSON.parse(remotesJson)).remotes.find(({ name }) => name === 'mf_learn')
    ?.islandsBuild;

test(
  'behind a CDN: hashed assets from its cache, a release on the next request, readers unharmed',
  { tag: appTags('learn') },
  async () => {
    test.setTimeout(600_000);
    const work = mkdtempSync(join(tmpdir(), 'tla-e2e-cdn-'));
    rmSync(deploymentRoot(deployment), { recursive: true, force: true });
    await command('scripts/compose.ts', []);
    const origin = startScript('scripts/serve.ts', []);
    const cdn = startScript('scripts/cdn.ts', ['--address', CDN_ADDRESS]);
    let browser: Browser | undefined;
    try {
      await listening(deployment.listenAddress, origin);
      await listening(CDN_ADDRESS, cdn);
      const learnLive = () =>
        readFileSync(join(deployedDists(deployment).learn, BUILD_ID_FILE), 'utf8').trim();
      const learnBefore = learnLive();

      // Hashed assets: fetched from the origin once, then from the CDN's cache, per encoding.
      const page = await throughCdn.get('/glossary', browserEncodings);
      expect(page.status).toBe(200);
      const assets = hashedAssets(page.text());
      const learnAssets = assets.filter((path) => path.startsWith(learnBase));
      expect(learnAssets.length).toBeGreaterThan(0);
      const checked = [
        ...assets.filter((path) => path.startsWith('/assets/')).slice(0, 2),
        ...learnAssets.slice(0, 2),
      ];
      let compressed = 0;
      for (const path of checked) {
        const first = await throughCdn.get(path, browserEncodings);
        const second = await throughCdn.get(path, browserEncodings);
        expect([first.status, cacheStatus(first)], path).toEqual([200, 'MISS']);
        expect([second.status, cacheStatus(second)], path).toEqual([200, 'HIT']);
        expect(second.header('cache-control')).toBe('public, max-age=31536000, immutable');
        // Small files are sent as they are; the others in brotli, the copy stored for it.
        expect(second.header('content-encoding'), path).toBe(first.header('content-encoding'));
        if (first.header('content-encoding') === 'br') compressed += 1;
        expect(second.header('vary')).toContain('Accept-Encoding');
        expect(second.raw.equals(first.raw)).toBe(true);
        // Another encoding is a copy of its own, never the brotli one.
        const plain = await throughCdn.get(path);
        expect([cacheStatus(plain), plain.header('content-encoding')]).toEqual(['MISS', undefined]);
      }
      expect(compressed).toBeGreaterThan(0);
      // A hashed name that is not there: the 404 is never stored.
      for (let time = 0; time < 2; time += 1) {
        const missing = await throughCdn.get('/assets/no-such-file-00000000.js', browserEncodings);
        expect([missing.status, cacheStatus(missing)]).toEqual([404, 'MISS']);
      }

      // A reader opens the glossary through the CDN before the release: learn's code is running.
      const launched = await chromium.launch({
        ...chromiumLaunchOptions,
        timeout: 60_000,
        args: [
          ...chromiumLaunchOptions.args.filter((arg) => !arg.startsWith('--host-resolver-rules=')),
          `--host-resolver-rules=MAP ${site.hostname} ${CDN_ADDRESS}`,
          `--unsafely-treat-insecure-origin-as-secure=${appOrigins(deployment).join(',')}`,
        ],
      });
      browser = launched;
      const seen: { url: string; status: string | null; after: boolean }[] = [];
      let released = false;
      const readerErrors: string[] = [];
      const open = async () => {
        const reader = await (await launched.newContext()).newPage();
        reader.on('pageerror', (error) => readerErrors.push(`pageerror: ${error.message}`));
        reader.on('console', (message) => {
          if (message.type() === 'error') readerErrors.push(`console: ${message.text()}`);
        });
        reader.on('response', (response: Response) => {
          // What a reader fetches; its beacons are posts the CDN passes on, never cached.
          if (new URL(response.url()).origin !== site.origin) return;
          if (response.request().method() !== 'GET') return;
          seen.push({
            url: new URL(response.url()).pathname,
            status: response.headers()[CACHE_STATUS_HEADER.toLowerCase()] ?? null,
            after: released,
          });
        });
        return reader;
      };
      const reader = await open();
      await reader.goto(new URL('/glossary', site).href, { timeout: 60_000 });
      await waitForHydration(reader);
      await expect(reader.getByRole('heading', { level: 1, name: 'Glossary' })).toBeVisible();
      await markTheVisit(reader);
      // Everything the reader fetched from the site came through the CDN.
      expect(seen.length).toBeGreaterThan(0);
      expect(seen.filter(({ status }) => status === null)).toEqual([]);

      // Pages and JSON go to the origin every time: nothing to go stale.
      for (const path of ['/glossary', '/remotes.json', learnBuildInfo]) {
        for (let time = 0; time < 2; time += 1) {
          expect(cacheStatus(await throughCdn.get(path, browserEncodings)), path).toBe('MISS');
        }
      }
      expect(learnBuildOf((await throughCdn.get('/remotes.json')).text())).toBe(learnBefore);

      // The learn team releases a new build through the site's public address (its CI resolves
      // the public name to the CDN; Node here resolves no .test name, so it is given the address).
      const key = /\b(tla_\S+)/.exec(
        await command('scripts/release-keys.ts', ['add', 'learn']),
      )?.[1];
      expect(key).toBeDefined();
      const build = join(work, 'learn');
      const learnNext = restampedBuild(deployedDists(deployment).learn, build);
      const lines: { at: number; text: string }[] = [];
      const releaseUrl = `http://${CDN_ADDRESS}:${port}/`;
      const cli = spawn(
        'npx',
        ['tsx', 'scripts/release.ts', 'learn', '--build', build, '--to', releaseUrl],
        {
          cwd: repo,
          env: { ...process.env, TLA_RELEASE_KEY: key ?? '' },
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      let pending = '';
      const read = (chunk: Buffer) => {
        pending += chunk.toString('utf8');
        const split = pending.split('\n');
        pending = split.pop() ?? '';
        for (const text of split) lines.push({ at: Date.now(), text });
      };
      cli.stdout.on('data', read);
      cli.stderr.on('data', read);
      const exit = await new Promise<number>((done) => cli.on('exit', (code) => done(code ?? -1)));
      const output = lines.map(({ text }) => text).join('\n');
      expect(exit, output).toBe(0);
      expect(output).toContain(`learn: release ${learnNext} is live on "${deployment.name}"`);
      expect(lines.at(-1)?.text).toBe('verdict: live');
      // The service's progress came through the CDN as it went, not all at once at the end.
      const span = (lines.at(-1)?.at ?? 0) - (lines[0]?.at ?? 0);
      expect(span, output).toBeGreaterThan(2_000);
      expect(learnLive()).toBe(learnNext);
      released = true;

      // The very next requests through the CDN: the new release, never a stored old copy.
      const glossaryAfter = await throughCdn.get('/glossary', browserEncodings);
      expect(cacheStatus(glossaryAfter)).toBe('MISS');
      const buildAfter = await throughCdn.get(learnBuildInfo, browserEncodings);
      expect(cacheStatus(buildAfter)).toBe('MISS');
      expect(buildAfter.text()).toContain(learnNext);
      // remotes.json names the build whose HTML the pages hold: the origin's, as composed now.
      const remotesAfter = await throughCdn.get('/remotes.json', browserEncodings);
      expect(cacheStatus(remotesAfter)).toBe('MISS');
      expect(learnBuildOf(remotesAfter.text())).toBe(learnNext);
      expect(remotesAfter.text()).toBe(
        (await atOrigin.get('/remotes.json', browserEncodings)).text(),
      );

      // The reader mid-visit goes on into another learn section, with no error.
      await goOnIntoTutorials(reader);
      await expectTheSameVisit(reader);

      // A new reader gets the hashed files the first one loaded from the CDN's cache.
      const newcomer = await open();
      await newcomer.goto(new URL('/glossary', site).href, { timeout: 60_000 });
      await waitForHydration(newcomer);
      await expect(newcomer.getByRole('heading', { level: 1, name: 'Glossary' })).toBeVisible();
      const afterRelease = seen.filter(({ after }) => after);
      const hits = afterRelease.filter(({ status }) => status === 'HIT');
      expect(hits.length).toBeGreaterThan(0);
      // Never a page, an entry or a JSON file: those the origin answers each time.
      expect(hits.filter(({ url }) => revalidatedEachTime(url))).toEqual([]);
      expect(readerErrors).toEqual([]);

      const tally = (list: typeof seen) =>
        Object.entries(
          list.reduce<Record<string, number>>((counts, { status }) => {
            const name = status ?? 'none';
            counts[name] = (counts[name] ?? 0) + 1;
            return counts;
          }, {}),
        )
          .map(([status, count]) => `${status} ${count}`)
          .join(', ');
      const summary = `readers' X-Cache-Status before the release: ${tally(seen.filter(({ after }) => !after))}; after: ${tally(afterRelease)}`;
      console.log(`cdn: ${summary}; release ${Math.round(span / 1000)} s of progress`);
      test.info().annotations.push({ type: 'X-Cache-Status', description: summary });
    } finally {
      await browser?.close();
      await stopScript(cdn.child);
      await stopScript(origin.child);
      rmSync(work, { recursive: true, force: true });
    }
  },
);
