import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BUILD_ID_FILE } from '@tla/platform/contracts/app-status';
import { REMOTES_FILE } from '@tla/platform/contracts/remote-id';
import { remoteEntryUrl, type RemoteId } from '@tla/platform/deploy/deployment';
import { deployedDists, releasesFolder } from '../../scripts/deploy-target';
import { appTags } from '../app-tags';
import { expect, test } from '../fixtures';
import { startFetchLoop } from '../fetch-loop';
import { restampedBuild } from '../release-builds';
import { runScript as run } from '../repo-script';

/**
 * Teams releasing from their own CI through the site's release service, over TLS under nginx, as
 * the README tells them: a key per team, `npm run release -- <remote> --to <site>`, one release at a
 * time, and readers who never see a broken response while releases switch.
 */

test.describe.configure({ mode: 'serial' });

let work: string;
test.beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'tla-e2e-release-service-'));
});
test.afterAll(() => rmSync(work, { recursive: true, force: true }));

test(
  'two teams release at once through the service; both go live, readers see no failure',
  { tag: appTags('blog', 'learn') },
  async ({ deployment, deploymentEnv, site }) => {
    test.setTimeout(600_000);
    const certificate = deployment.tls?.certificate ?? '';
    /** A team's CI: its key, the site's certificate trusted as any CA would be. */
    const fromCi = (remote: RemoteId, key: string, args: string[]) =>
      run('scripts/release.ts', [remote, ...args, '--to', deployment.apps.shell.url], {
        TLA_RELEASE_KEY: key,
        NODE_EXTRA_CA_CERTS: certificate,
      });
    const newKey = async (scope: string) => {
      const added = await run('scripts/release-keys.ts', ['add', scope], deploymentEnv);
      expect(added.code, added.output).toBe(0);
      const key = /\b(tla_\S+)/.exec(added.output)?.[1];
      expect(key).toBeDefined();
      return key ?? '';
    };
    const blogKey = await newKey('blog');
    const learnKey = await newKey('learn');
    const dists = deployedDists(deployment);
    const liveId = (remote: RemoteId) =>
      readFileSync(join(dists[remote], BUILD_ID_FILE), 'utf8').trim();
    const learnBefore = liveId('learn');

    // Not allowed: no key, a key of another team, a key revoked. Nothing changes.
    const noKey = await fromCi('learn', '', ['--list']);
    expect(noKey.code).toBe(2);
    expect(noKey.output).toContain('set TLA_RELEASE_KEY');
    const otherTeam = await fromCi('learn', blogKey, ['--list']);
    expect(otherTeam).toMatchObject({
      code: 2,
      output: expect.stringContaining('learn: this key releases blog, not learn'),
    });
    const revokedKey = await newKey('learn');
    const id = /^tla_([0-9a-f]+)_/.exec(revokedKey)?.[1] ?? '';
    expect((await run('scripts/release-keys.ts', ['revoke', id], deploymentEnv)).code).toBe(0);
    const revoked = await fromCi('learn', revokedKey, ['--list']);
    expect(revoked).toMatchObject({
      code: 2,
      output: expect.stringContaining('learn: not a valid release key'),
    });
    expect(liveId('learn')).toBe(learnBefore);

    // Each team's CI has a build of its own; both release at the same moment.
    const blogId = restampedBuild(dists.blog, join(work, 'blog'));
    const learnId = restampedBuild(dists.learn, join(work, 'learn'));
    const stop = startFetchLoop(site, [
      { url: '/', kind: 'html' },
      { url: '/blog', kind: 'html' },
      { url: '/glossary', kind: 'html' },
      { url: `/${REMOTES_FILE}`, kind: 'json' },
      { url: remoteEntryUrl(deployment, 'blog'), kind: 'js' },
      { url: remoteEntryUrl(deployment, 'learn'), kind: 'js' },
    ]);
    try {
      const [blog, learn] = await Promise.all([
        fromCi('blog', blogKey, ['--build', join(work, 'blog')]),
        fromCi('learn', learnKey, ['--build', join(work, 'learn')]),
      ]);
      expect(blog.code, blog.output).toBe(0);
      expect(learn.code, learn.output).toBe(0);
      for (const [output, remote, built] of [
        [blog.output, 'blog', blogId],
        [learn.output, 'learn', learnId],
      ] as const) {
        expect(output).toContain(`${remote}: release ${built} is live on "${deployment.name}"`);
        expect(output.trimEnd().split('\n').at(-1)).toBe('verdict: live');
      }
      // One waited for the other: the service says so in the second's log.
      expect(`${blog.output}${learn.output}`).toMatch(
        /queued: 1 operation\(s\) ahead|waiting: the /,
      );
      expect(liveId('blog')).toBe(blogId);
      expect(liveId('learn')).toBe(learnId);

      // Both are in their history, and in the live status the service and /_status give.
      for (const [remote, built] of [
        ['blog', blogId],
        ['learn', learnId],
      ] as const) {
        const history = readFileSync(
          join(releasesFolder(deployment), remote, 'history.json'),
          'utf8',
        );
        expect(history).toContain(`"id": "${built}"`);
      }
      const status = await site.get('/_release/status');
      expect(status.status).toBe(200);
      expect(status.text()).toContain(blogId);
      expect(status.text()).toContain(learnId);

      // The learn team rolls back through the service; an operator composes.
      const rollback = await fromCi('learn', learnKey, ['--rollback']);
      expect(rollback.code, rollback.output).toBe(0);
      expect(rollback.output).toContain(`learn: rolled back to ${learnBefore}`);
      expect(liveId('learn')).toBe(learnBefore);
      const composed = await run('scripts/compose.ts', [], deploymentEnv);
      expect(composed.code, composed.output).toBe(0);
      const listed = await fromCi('learn', learnKey, ['--list']);
      expect(listed.output).toMatch(new RegExp(`^\\* ${learnBefore} .*\\(live\\)$`, 'm'));
      expect(listed.output).toContain(learnId);
    } finally {
      const { fetches, failures } = await stop();
      expect(fetches).toBeGreaterThan(20);
      expect(failures).toEqual([]);
    }
  },
);

test(
  'a build that reaches for the shell’s files or the host’s is refused through the service, naming it',
  { tag: appTags('learn') },
  async ({ deployment, deploymentEnv, site }) => {
    test.setTimeout(300_000);
    const added = await run('scripts/release-keys.ts', ['add', 'learn'], deploymentEnv);
    const key = /\b(tla_\S+)/.exec(added.output)?.[1] ?? '';
    const dists = deployedDists(deployment);
    const before = readFileSync(join(dists.learn, BUILD_ID_FILE), 'utf8').trim();
    const remotesBefore = (await site.get(`/${REMOTES_FILE}`)).text();
    /** A copy of learn's build with one hostile change, released by its team's CI. */
    const hostile = async (name: string, change: (dir: string) => void) => {
      const dir = join(work, `hostile-${name}`);
      restampedBuild(dists.learn, dir);
      change(dir);
      return run(
        'scripts/release.ts',
        ['learn', '--build', dir, '--to', deployment.apps.shell.url],
        {
          TLA_RELEASE_KEY: key,
          NODE_EXTRA_CA_CERTS: deployment.tls?.certificate ?? '',
        },
      );
    };
    // A site file over the shell's code, one over its remotes.json, one outside learn's sections,
    // and an API file read from outside the build (a file of the host, published on the site).
    const cases: [string, (dir: string) => void, string][] = [
      [
        'assets',
        (dir) => {
          mkdirSync(join(dir, 'site', 'assets'), { recursive: true });
          writeFileSync(join(dir, 'site', 'assets', 'index.js'), 'alert(1)');
        },
        'its site file site/assets/index.js',
      ],
      [
        'api',
        (dir) => {
          const file = join(dir, '_islands', 'manifest.json');
          const manifest = JSON.parse(readFileSync(file, 'utf8'));
          manifest.api = { '/api/leak': '../../../../../../etc/passwd' };
          writeFileSync(file, JSON.stringify(manifest));
          rmSync(`${file}.br`, { force: true });
          rmSync(`${file}.gz`, { force: true });
        },
        '_islands/manifest.json',
      ],
      [
        'remotes',
        (dir) => writeFileSync(join(dir, 'site', REMOTES_FILE), '{}'),
        `its site file site/${REMOTES_FILE}`,
      ],
      [
        'outside',
        (dir) => writeFileSync(join(dir, 'site', 'elsewhere.txt'), 'x'),
        'its site file site/elsewhere.txt is outside its sections',
      ],
    ];
    for (const [name, change, named] of cases) {
      const refused = await hostile(name, change);
      expect(refused.code, refused.output).toBe(1);
      expect(refused.output).toContain(named);
      expect(refused.output.trimEnd().split('\n').at(-1)).toBe('verdict: refused');
    }
    expect(readFileSync(join(dists.learn, BUILD_ID_FILE), 'utf8').trim()).toBe(before);
    expect((await site.get(`/${REMOTES_FILE}`)).text()).toBe(remotesBefore);
    // A refused release leaves no staging behind.
    expect(existsSync(join(releasesFolder(deployment), 'staging', 'learn'))).toBe(false);
  },
);
