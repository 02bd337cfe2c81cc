import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import type { Deployment } from '@tla/platform/deploy/deployment';
import { expect, test } from '../fixtures';
import { appTag } from '../app-tags';

/**
 * Remote overrides: a developer points one remote of the deployed site at their own server, in their
 * own browser only. The "developer's server" here is a route that answers with the learn remote's
 * build, on an origin this deployment allows for overrides.
 */
const repo = resolve(fileURLToPath(import.meta.url), '..', '..', '..');
const learnDist = join(repo, 'mf-learn', 'dist');

/** The origin the deployment allows for overrides (playwright.config.ts runs this file only where one is). */
function overrideOrigin(deployment: Deployment): string {
  const [origin] = deployment.overrideOrigins;
  expect(origin, 'this deployment allows no override origin').toBeDefined();
  return origin ?? '';
}

async function optIn(page: Page, overrides: Record<string, string>) {
  await page.addInitScript((stored) => {
    localStorage.setItem('tla:remote-overrides:enabled', 'on');
    localStorage.setItem('tla:remote-overrides', stored);
  }, JSON.stringify(overrides));
}

test('a link can never switch a reader onto another entry', { tag: appTag('shell') }, async ({ page, deployment }) => {
  const devOrigin = overrideOrigin(deployment);
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto(
    `/glossary?tla:remote-overrides:enabled=on&tla:remote-overrides=${encodeURIComponent(JSON.stringify({ mf_learn: `${devOrigin}/remoteEntry.js` }))}`,
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Glossary' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Remote overrides' })).toHaveCount(0);
  expect(requested.filter((url) => url.startsWith(`${devOrigin}/`))).toEqual([]);
});

test('an opted-in developer loads one remote from their own server, and the page says so', { tag: appTag('shell') }, async ({
  page,
  deployment,
  pageErrors,
}) => {
  const devOrigin = overrideOrigin(deployment);
  const served: string[] = [];
  await page.route(`${devOrigin}/**`, async (route) => {
    const file = join(learnDist, new URL(route.request().url()).pathname);
    served.push(new URL(route.request().url()).pathname);
    if (!existsSync(file)) return route.fulfill({ status: 404 });
    return route.fulfill({
      path: file,
      headers: { 'Access-Control-Allow-Origin': new URL(deployment.apps.shell.url).origin },
    });
  });
  await optIn(page, { mf_learn: `${devOrigin}/remoteEntry.js` });
  await page.goto('/glossary');
  await expect(page.getByRole('heading', { level: 1, name: 'Glossary' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mint Authority' })).toBeEnabled();
  const panel = page.getByRole('complementary', { name: 'Remote overrides' });
  await expect(panel).toContainText(`mf_learn → ${devOrigin}/remoteEntry.js (in use)`);
  expect(served).toContain('/remoteEntry.js');
  expect(pageErrors).toEqual([]);
});

test('an override that fails to load falls back to the deployed entry, and the page says so', { tag: appTag('shell') }, async ({
  page,
  deployment,
}) => {
  const devOrigin = overrideOrigin(deployment);
  await page.route(`${devOrigin}/**`, (route) => route.abort('connectionrefused'));
  await optIn(page, { mf_learn: `${devOrigin}/remoteEntry.js` });
  await page.goto('/tutorials');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Tutorials', exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('complementary', { name: 'Remote overrides' })).toContainText(
    'failed to load: using the deployed entry',
  );
});

test(
  'an override on an origin the deployment does not allow is refused before it loads, and the page says why',
  { tag: appTag('shell') },
  async ({ page, deployment, pageErrors }) => {
    const devOrigin = overrideOrigin(deployment);
    // The allowed developer host on another port: another origin, which nothing may load from.
    const refused = new URL(devOrigin);
    refused.port = String(Number(refused.port || '80') + 1);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await optIn(page, { mf_learn: `${refused.origin}/remoteEntry.js` });
    await page.goto('/glossary');
    await expect(page.getByRole('heading', { level: 1, name: 'Glossary' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Mint Authority' })).toBeEnabled();
    await expect(page.getByRole('complementary', { name: 'Remote overrides' })).toContainText(
      `mf_learn → ${refused.origin}/remoteEntry.js (refused, not loaded: this deployment allows overrides only from ${deployment.overrideOrigins.join(', ')}; using the deployed entry)`,
    );
    // Refused by the shell, not blocked by the CSP (the fixture fails on any violation).
    expect(requested.filter((url) => url.startsWith(`${refused.origin}/`))).toEqual([]);
    expect(pageErrors).toEqual([]);
  },
);
