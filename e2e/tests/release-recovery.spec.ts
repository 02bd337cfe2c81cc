import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  statSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUILD_ID_FILE } from '@tla/platform/contracts/app-status';
import { readDeployment, remoteIds } from '@tla/platform/deploy/deployment';
import { deployedDists, deploymentRoot, releasesFolder } from '../../scripts/deploy-target';
import { releaseLockFile } from '../../scripts/release-service/release-lock';
import { appTags } from '../app-tags';
import { expect, test } from '../fixtures';
import { restampedBuild } from '../release-builds';

/**
 * The release service killed (SIGKILL, with the release it runs) at each stage of a release, then
 * started again: readers are served a whole state (the last one, or the release's when it had
 * switched), its lock and staging are gone, and the next release goes live. The Node server runs
 * the service here, in a process this test may kill; the nginx path is release-service.spec.ts's.
 */
const repo = resolve(fileURLToPath(import.meta.url), '..', '..', '..');
const description = join(repo, 'e2e', 'deployments', 'release-recovery.json');
const deployment = readDeployment(description);
const env = { ...process.env, TLA_DEPLOYMENT: description };
const site = deployment.apps.shell.url;

/** Every served file of the deployment: the composed shell and each remote's live folder. */
function servedTreeHash(): string {
  const hash = createHash('sha256');
  const dists = deployedDists(deployment);
  for (const app of ['shell', ...remoteIds] as const) {
    const dir = realpathSync(dists[app]);
    const files = readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((name) => statSync(join(dir, name)).isFile())
      .sort();
    for (const name of files) hash.update(`${app}/${name}\0`).update(readFileSync(join(dir, name)));
  }
  return hash.digest('hex');
}

/**
 * The remote released here: the simulator, whose one page keeps each smoke check short (what a kill
 * interrupts does not depend on the remote).
 */
const remote = 'simulator';
const liveId = () =>
  readFileSync(join(deployedDists(deployment)[remote], BUILD_ID_FILE), 'utf8').trim();

/** `npm run serve` for this deployment, in a process group of its own; resolves once it serves. */
async function startServer(): Promise<{ process: ChildProcess; output: () => string }> {
  const server = spawn('npx', ['tsx', 'scripts/serve.ts'], {
    cwd: repo,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((ready, failed) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      if (output.includes('Token Launch Academy is running at')) ready();
    };
    server.stdout?.on('data', read);
    server.stderr?.on('data', read);
    server.on('exit', (code) => failed(new Error(`serve exited ${code}: ${output}`)));
  });
  return { process: server, output: () => output };
}

/** Kill the server and everything it started (the release it runs), as a power cut would. */
async function killServer(server: ChildProcess): Promise<void> {
  const exited = new Promise((done) => server.once('exit', done));
  if (server.pid !== undefined) process.kill(-server.pid, 'SIGKILL');
  await exited;
}

/** A team's release through the service, its output read line by line as it comes. */
function releaseFromCi(build: string, key: string, onLine: (line: string) => void) {
  const cli = spawn('npx', ['tsx', 'scripts/release.ts', remote, '--build', build, '--to', site], {
    cwd: repo,
    env: { ...process.env, TLA_RELEASE_KEY: key },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let pending = '';
  const read = (chunk: Buffer) => {
    pending += chunk.toString('utf8');
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    lines.forEach(onLine);
  };
  cli.stdout.on('data', read);
  cli.stderr.on('data', read);
  return new Promise<number>((done) => cli.on('exit', (code) => done(code ?? -1)));
}

const command = (script: string, args: string[]) =>
  new Promise<string>((done, failed) =>
    execFile('npx', ['tsx', script, ...args], { cwd: repo, env }, (error, stdout, stderr) =>
      error ? failed(new Error(`${stdout}${stderr}`)) : done(stdout),
    ),
  );

test(
  'killed at each stage of a release, the service comes back to a whole state and releases again',
  { tag: appTags(remote) },
  async () => {
    test.setTimeout(900_000);
    const work = mkdtempSync(join(tmpdir(), 'tla-e2e-release-recovery-'));
    rmSync(deploymentRoot(deployment), { recursive: true, force: true });
    let server = await startServer();
    try {
      const added = await command('scripts/release-keys.ts', ['add', remote]);
      const key = /\b(tla_\S+)/.exec(added)?.[1] ?? '';
      let whole = servedTreeHash();
      let live = liveId();
      // Receiving, staging, checking, switching, composing: each as the release says it starts; the
      // kill lands in it or just after.
      const stages = ['uploading', 'staging:', 'smoke check:', 'switching:', 'composing'];
      for (const stage of stages) {
        const build = join(work, stage.replace(/\W/g, ''));
        const next = restampedBuild(deployedDists(deployment)[remote], build);
        const lines: string[] = [];
        let killed: Promise<void> | undefined;
        const exit = await releaseFromCi(build, key, (line) => {
          lines.push(line);
          if (killed === undefined && line.startsWith(stage)) killed = killServer(server.process);
        });
        await killed;
        expect(killed, `${stage}: ${lines.join('\n')}`).toBeDefined();
        // The CI is told the service failed; it never reads "live".
        expect(exit, lines.join('\n')).toBe(3);

        server = await startServer();
        const now = liveId();
        expect([live, next], stage).toContain(now);
        expect(existsSync(releaseLockFile(deploymentRoot(deployment))), stage).toBe(false);
        expect(existsSync(join(releasesFolder(deployment), 'staging')), stage).toBe(false);
        const recovered = servedTreeHash();
        // Not switched: byte for byte what readers had. Switched: the pages composed with it, which
        // a compose now leaves as they are.
        if (now === live) expect(recovered, stage).toBe(whole);
        else {
          await command('scripts/compose.ts', []);
          expect(servedTreeHash(), stage).toBe(recovered);
        }
        if (now === next) {
          const history = join(releasesFolder(deployment), remote, 'history.json');
          expect(readFileSync(history, 'utf8'), stage).toContain(`"id": "${next}"`);
        }
        whole = recovered;
        live = now;
      }

      // And the next release goes live.
      const last = join(work, 'after');
      const lastId = restampedBuild(deployedDists(deployment)[remote], last);
      const lines: string[] = [];
      expect(await releaseFromCi(last, key, (line) => lines.push(line)), lines.join('\n')).toBe(0);
      expect(liveId()).toBe(lastId);
    } finally {
      await killServer(server.process);
      rmSync(work, { recursive: true, force: true });
    }
  },
);
