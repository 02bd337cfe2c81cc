import { chromium } from 'playwright-core';
import { expect, test } from 'vitest';
import { HYDRATED_ATTRIBUTE } from '@tla/platform/contracts/page-protocol';
import { chromiumLaunchOptions } from './chromium-options';
import { checkPaths } from './release-smoke-pages';
import { pageFailure } from './release-smoke-reports';

const notShown = 'its heading "Glossary" is not shown (h1: "Something went wrong")';

test('in Chromium, a path collects what its own page threw and logged', async () => {
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const context = await browser.newContext();
    // The crashed page replaces its heading with the error screen, as the shell does, and warns with
    // the error; another script throws, uncaught. The next path, loaded in the same tab, is clean.
    const pages: Record<string, string> = {
      '/glossary': `<h1>Glossary</h1><script>
        document.querySelector('h1').textContent = 'Something went wrong';
        console.warn('The Glossary section crashed:', new Error('boom'));
        document.documentElement.setAttribute('${HYDRATED_ATTRIBUTE}', 'true');
      </script><script>throw new TypeError('x is undefined');</script>`,
      '/about': `<h1>About</h1><script>
        document.documentElement.setAttribute('${HYDRATED_ATTRIBUTE}', 'true');
      </script>`,
    };
    await context.route('http://smoke.test/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: pages[new URL(route.request().url()).pathname] ?? '',
      }),
    );
    const results = await checkPaths(
      context,
      ['/glossary', '/about'],
      (path) => `http://smoke.test${path}`,
      1,
    );
    const glossary = results.get('/glossary');
    expect(glossary?.found).toEqual([notShown]);
    const cause = pageFailure('/glossary', glossary?.found ?? [], glossary?.reports ?? []);
    expect(cause).toMatch(
      /failed: its heading "Glossary" is not shown \(h1: "Something went wrong"\) — the page threw: TypeError: x is undefined \(at http:\/\/smoke\.test\/glossary:\d+:\d+\); console warning: The Glossary section crashed: Error: boom \(at http:\/\/smoke\.test\/glossary:\d+:\d+\)$/,
    );
    expect(results.get('/about')).toEqual({ found: [], reports: [] });
  } finally {
    await browser.close();
  }
});
