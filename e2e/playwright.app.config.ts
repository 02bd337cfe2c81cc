import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * The suite as `npm run test:app` runs it: the main config's `origins` project alone (the composed
 * site served by nginx, each app on its own host) with the one web server that project uses, so one
 * app's run neither starts the Node server nor builds the configured shell the paths topology needs.
 * Which tests run is chosen by tag on the command line (see app-tags.ts).
 */
const origins = base.projects?.find((project) => project.name === 'origins');
const baseURL = origins?.use?.baseURL;
if (!origins || !baseURL) {
  throw new Error('e2e/playwright.config.ts: no "origins" project with a baseURL');
}
const port = Number(new URL(baseURL).port) || 80;
const servers = [base.webServer ?? []].flat().filter((server) => server.port === port);
if (servers.length !== 1) {
  throw new Error(
    `e2e/playwright.config.ts: expected one web server on port ${port} (the origins project's), found ${servers.length}`,
  );
}

export default defineConfig({ ...base, projects: [origins], webServer: servers });
