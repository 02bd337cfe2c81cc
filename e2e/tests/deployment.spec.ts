import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { localDeployment } from '@tla/platform/deploy/deployment';
import { deployedDists } from '../../scripts/deploy-target';
import { expect, test } from '../fixtures';
import { everyAppTag } from '../app-tags';

const repo = resolve(fileURLToPath(import.meta.url), '..', '..', '..');

function* filesUnder(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* filesUnder(path);
    else if (/\.(html|js|css|json|xml|txt)$/.test(name)) yield path;
  }
}

test('a deployment for another environment points nowhere near this machine’s local ports', { tag: everyAppTag }, async ({
  deployment,
}) => {
  // playwright.config.ts runs this in a non-local project only; on `local` it would prove nothing.
  expect(deployment.name).not.toBe('local');
  // Any host:port of the local environment (its apps and its dev servers), or loopback with a port.
  const localAddresses = [
    ...Object.values(localDeployment.apps).map((app) => new URL(app.url).host),
    ...localDeployment.overrideOrigins.map((origin) => new URL(origin).host),
  ];
  const pointsLocally = new RegExp(
    [
      ...localAddresses.map((host) => host.replace(/[.:]/g, '\\$&')),
      'localhost:\\d+',
      '127\\.0\\.0\\.1:\\d+',
    ].join('|'),
  );
  const deployed = Object.values(deployedDists(deployment));
  const offenders: string[] = [];
  let checked = 0;
  for (const dir of deployed) {
    for (const file of filesUnder(dir)) {
      checked += 1;
      const match = pointsLocally.exec(readFileSync(file, 'utf8'));
      if (match) offenders.push(`${file.slice(repo.length + 1)}: ${match[0]}`);
    }
  }
  expect(checked).toBeGreaterThan(100);
  expect(offenders).toEqual([]);
});
