import { defineConfig, devices } from '@playwright/test';
import { appById } from '../scripts/apps.mjs';
import { chromiumLaunchOptions } from '../scripts/chromium-options.mjs';

const shell = appById('shell');

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${shell.port}`,
    ...devices['Desktop Chrome'],
    launchOptions: chromiumLaunchOptions,
    trace: 'off',
  },
  projects: [
    { name: 'site', testIgnore: /release\.spec\.ts/ },
    // Redeploys a remote while the site is served, so it runs alone, after the rest.
    { name: 'release', testMatch: /release\.spec\.ts/, dependencies: ['site'], fullyParallel: false },
  ],
  // The production builds, each app on its own origin, as deployed (npm test builds them first).
  webServer: {
    command: 'node ../scripts/serve.mjs',
    url: `http://localhost:${shell.port}/remotes.json`,
    reuseExistingServer: !process.env.CI,
    stdout: 'pipe',
  },
});
