/**
 * A remote's team runs its dev server alone (`npm run dev -w mf-blog`, as the README says) and starts
 * it again and again: every start, the first and those that reuse Vite's optimized dependencies, must
 * show the section in a real browser without a page error.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { localDeployment } from '@tla/platform/deploy/deployment';
import { chromiumLaunchOptions } from './chromium-options';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const startTimeout = 90_000;

let browser: Browser;
beforeAll(async () => {
  browser = await chromium.launch(chromiumLaunchOptions);
});
afterAll(async () => {
  await browser.close();
});

/**
 * The environment a developer's shell gives `npm run dev`: without what Vitest sets for itself
 * (NODE_ENV=test changes Vite's mode and so its dependency cache).
 */
const developerEnv = Object.fromEntries(
  Object.entries(process.env).filter(([name]) => name !== 'NODE_ENV' && !name.startsWith('VITEST')),
);

/** `npm run dev -w <workspace>`, in its own process group so that stopping it stops Vite too. */
function startDevServer(workspace: string): ChildProcess {
  return spawn('npm', ['run', 'dev', '-w', workspace], {
    cwd: repoRoot,
    env: developerEnv,
    detached: true,
    stdio: 'ignore',
  });
}

async function stopDevServer(server: ChildProcess): Promise<void> {
  if (server.pid === undefined || server.exitCode !== null) return;
  const exited = once(server, 'exit');
  process.kill(-server.pid, 'SIGTERM');
  await exited;
}

async function waitForServer(url: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + startTimeout;
  while (Date.now() < deadline) {
    if (server.exitCode !== null)
      throw new Error(`the dev server for ${url} exited (${server.exitCode})`);
    const answered = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the dev server did not answer ${url} within ${startTimeout / 1000} s`);
}

/** Start the dev server, open it in Chromium: the page's errors and its first-level heading's text. */
async function visitDevServer(workspace: string, url: string) {
  const server = startDevServer(workspace);
  try {
    await waitForServer(url, server);
    const page = await browser.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.goto(url);
    const heading = page.getByRole('heading', { level: 1 });
    const headingText = await heading
      .first()
      .textContent({ timeout: 30_000 })
      .catch(() => undefined);
    await page.close();
    return { pageErrors, headingText };
  } finally {
    await stopDevServer(server);
  }
}

test(
  'the blog dev server renders the section on a cold start and on a start that reuses its cache',
  async () => {
    const url = localDeployment.devServers.blog;
    const first = await visitDevServer('mf-blog', url);
    expect(first).toEqual({ pageErrors: [], headingText: 'Blog' });
    // The second start finds the optimized dependencies the first one left in node_modules/.vite.
    const second = await visitDevServer('mf-blog', url);
    expect(second).toEqual({ pageErrors: [], headingText: 'Blog' });
  },
  4 * startTimeout,
);
