import { readFileSync } from 'node:fs';
import { test as base, expect, type Page } from '@playwright/test';
import {
  localDeployment,
  readDeployment,
  remoteBaseUrls,
  type Deployment,
  type RemoteId,
} from '@tla/platform/deploy/deployment';
import { interactivityMarkers, isPageInteractive } from '@tla/platform/contracts/page-protocol';
import {
  outboundOrigins,
  readShellPolicyInputs,
} from '@tla/platform/deploy/content-security-policy';
import { deployedDists } from '../scripts/deploy-target';
import { siteClient, type SiteClient } from './site-client';

/**
 * Every React renderer that starts registers with the devtools hook; a fake hook installed before any
 * script counts them, so "React is loaded once" is a fact read from the page, not a guess from URLs.
 */
const countReactRenderers = () => {
  const renderers = new Map<number, unknown>();
  Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
    configurable: true,
    value: {
      renderers,
      supportsFiber: true,
      isDisabled: false,
      inject(renderer: unknown) {
        renderers.set(renderers.size + 1, renderer);
        return renderers.size;
      },
      checkDCE() {},
      onCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      onScheduleFiberRoot() {},
    },
  });
};

export async function reactRendererCount(page: Page): Promise<number> {
  return page.evaluate(() => {
    const hook: unknown = Reflect.get(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__');
    const renderers: unknown =
      hook && typeof hook === 'object' ? Reflect.get(hook, 'renderers') : undefined;
    return renderers instanceof Map ? renderers.size : 0;
  });
}

/**
 * Resolves once the page is interactive (see RootLayout and RemoteIsland): the shell and every island,
 * except islands deferred until the reader comes near; gives up quietly after 15 s.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page
    .waitForFunction(isPageInteractive, interactivityMarkers, { timeout: 15_000 })
    .catch(() => {
      // A section whose remote is down never becomes ready; the test's own assertions decide.
    });
}

/**
 * Keeps a page that leaves by itself (the redirect page) where it is, however slow the machine: each
 * navigation it starts to `origin` is dropped, as one the reader cancels is (the page stays, with no
 * error page). Returns the addresses the page tried to leave for.
 */
export async function keepFromLeavingFor(page: Page, origin: string): Promise<string[]> {
  const departures: string[] = [];
  await page.route(`${origin}/**`, (route) => {
    departures.push(route.request().url());
    return route.abort('aborted');
  });
  return departures;
}

type Fixtures = {
  pageErrors: string[];
  /** Plain HTTP requests to the deployed site (a crawler's view), whatever its host names. */
  site: SiteClient;
};
/**
 * Set per project in playwright.config.ts: the deployment description the site is served by, and
 * the environment its deploy steps (compose) run with (which shell build, which site config).
 */
export type DeploymentOptions = {
  deploymentFile: string | undefined;
  deploymentEnv: Record<string, string>;
};
type WorkerFixtures = {
  deployment: Deployment;
  /** Where each remote is deployed in this project's topology (its base URL, ending with '/'). */
  remoteBases: Record<RemoteId, string>;
  /** The outside origins the served shell lets its pages reach (ad network, video platform). */
  outsideOrigins: string[];
};

/** Every test fails on an uncaught page error or a console error it did not expect. */
export const test = base.extend<Fixtures, WorkerFixtures & DeploymentOptions>({
  deploymentFile: [undefined, { option: true, scope: 'worker' }],
  deploymentEnv: [{}, { option: true, scope: 'worker' }],
  deployment: [
    async ({ deploymentFile }, use) =>
      use(deploymentFile ? readDeployment(deploymentFile) : localDeployment),
    { scope: 'worker' },
  ],
  remoteBases: [
    async ({ deployment }, use) => use(remoteBaseUrls(deployment)),
    { scope: 'worker' },
  ],
  outsideOrigins: [
    async ({ deployment }, use) => {
      await use(outboundOrigins(readShellPolicyInputs(deployedDists(deployment).shell).outbound));
    },
    { scope: 'worker' },
  ],
  site: async ({ deployment }, use) => {
    const ca = deployment.tls ? readFileSync(deployment.tls.certificate, 'utf8') : undefined;
    await use(siteClient(deployment.apps.shell.url, deployment.listenAddress, ca));
  },
  pageErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`console: ${message.text()}`);
    });
    await use(errors);
  },
  page: async ({ page, outsideOrigins }, use) => {
    await page.addInitScript(countReactRenderers);
    // The outside world the site may reach (where the shell is built with an ad network or videos)
    // is not on this machine: answer for it, empty. Only those origins are routed: routing every
    // request turned the browser's cache off and sent each request through this process.
    for (const origin of outsideOrigins) {
      await page.route(`${origin}/**`, (route) => route.fulfill({ status: 200, body: '' }));
    }
    // No page may violate the Content-Security-Policy, its Trusted Types rules included (a string
    // given to an HTML or script sink, a policy of another name): every violation fails the test.
    const violations: string[] = [];
    await page.exposeBinding('reportCspViolation', (_source, report: string) => {
      violations.push(report);
    });
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const report = `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} on ${location.pathname} (${event.sourceFile || '?'}:${event.lineNumber}; ${event.sample})`;
        const send: unknown = Reflect.get(window, 'reportCspViolation');
        if (typeof send === 'function') send(report);
      });
    });
    page.on('console', (message) => {
      const text = message.text();
      // Chromium's reports: "…violates the following Content Security Policy…", "This document
      // requires 'TrustedHTML' assignment", "Refused to create a TrustedTypePolicy…".
      if (/Content Security Policy|requires 'Trusted|TrustedTypePolicy/.test(text)) {
        violations.push(text);
      }
    });
    // Prerendered pages are visible before they are interactive: after a load, wait until the shell and
    // every island on the page have hydrated, as a reader's click would need to.
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await waitForHydration(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await waitForHydration(page);
      return response;
    };
    await use(page);
    expect(violations, 'Content-Security-Policy violations').toEqual([]);
  },
});

/**
 * An init script: records <html>'s class the moment <body> starts, i.e. what the first paint uses
 * (read it back as window.__themeAtBody).
 */
export const recordFirstPaintTheme = () => {
  const observer = new MutationObserver(() => {
    if (document.body && !Reflect.has(window, '__themeAtBody')) {
      Reflect.set(window, '__themeAtBody', document.documentElement.className);
      observer.disconnect();
    }
  });
  observer.observe(document, { childList: true, subtree: true });
};

export { expect };
