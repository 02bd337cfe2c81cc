// @vitest-environment node
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CspEvaluator } from 'csp_evaluator/dist/evaluator.js';
import { Severity, type Finding } from 'csp_evaluator/dist/finding.js';
import { CspParser } from 'csp_evaluator/dist/parser.js';
import { expect, test } from 'vitest';
import { siteConfigFromEnv } from '@tla/federated/site-config';
import {
  deploymentSchema,
  localDeployment,
  readDeployment,
  type Deployment,
} from '@tla/platform/deploy/deployment';
import {
  contentSecurityPolicy,
  inlineScriptHashes,
} from '@tla/platform/deploy/content-security-policy';
import { inlineScriptSource } from '@tla/platform/build-tools/inline-scripts';
import { outboundSources } from './outbound-sources';
import { shellInlineScripts } from './inline-scripts';

/**
 * Google's CSP Evaluator on the policies the web servers send: the shell's own inline scripts, the
 * outside origins its build declares (without and with the ad network and the videos), every
 * deployment the site is served by. No finding may be high severity, certain or possible.
 */
/** index.html as the build writes it: its inline scripts bundled in. */
const shellPage = readFileSync(
  fileURLToPath(new URL('../../index.html', import.meta.url)),
  'utf8',
).replace(
  '</body>',
  `${shellInlineScripts.map((script) => `<script>${inlineScriptSource(script)}</script>`).join('')}</body>`,
);
const e2eDeployment = (name: string) =>
  readDeployment(fileURLToPath(new URL(`../../../e2e/deployments/${name}.json`, import.meta.url)));
const https = deploymentSchema.parse({
  name: 'production',
  apps: {
    shell: { url: 'https://www.token-launch-academy.example/' },
    blog: { url: 'https://blog.token-launch-academy.example/' },
    learn: { url: 'https://www.token-launch-academy.example/_apps/learn/' },
    simulator: { url: 'https://cdn.token-launch-academy-static.example/simulator/' },
  },
});
const plain = siteConfigFromEnv({});
// As e2e/playwright.config.ts builds the shell for the paths topology.
const configured = siteConfigFromEnv({
  VITE_AD_PUBLISHER_ID: 'ca-pub-1234567890123456',
  VITE_LAUNCH_VIDEO_ID: 'aaaaaaaaaaa',
  VITE_PROMOTE_VIDEO_ID: 'bbbbbbbbbbb',
});

const policyFor = (deployment: Deployment, ads: boolean) =>
  contentSecurityPolicy(deployment, {
    inlineScriptHashes: inlineScriptHashes(shellPage),
    outbound: outboundSources(ads ? configured : plain),
  });

const findings = (policy: string): Finding[] =>
  new CspEvaluator(new CspParser(policy).csp).evaluate();

const high = (finding: Finding) =>
  finding.severity === Severity.HIGH || finding.severity === Severity.HIGH_MAYBE;

const cases: [string, Deployment, boolean][] = [
  ['local', localDeployment, false],
  ['local with ads and videos', localDeployment, true],
  ['e2e origins', e2eDeployment('origins'), false],
  ['e2e paths with ads and videos', e2eDeployment('paths'), true],
  ['https with ads and videos', https, true],
];

test.each(cases)('CSP Evaluator finds nothing of high severity: %s', (_, deployment, ads) => {
  const policy = policyFor(deployment, ads);
  const described = findings(policy)
    .filter(high)
    .map((finding) => `${finding.directive} ${finding.value ?? ''}: ${finding.description}`);
  expect(described).toEqual([]);
});

test('an https deployment with ads and videos gets no finding of medium severity either', () => {
  expect(findings(policyFor(https, true)).filter((f) => f.severity <= Severity.MEDIUM)).toEqual([]);
});

test('the evaluator would have found the ad network’s hosts in script-src', () => {
  // The policy before 'strict-dynamic': what the evaluator flagged, proving the check can fail.
  const hostList = `script-src 'self' https://pagead2.googlesyndication.com; object-src 'none'; base-uri 'none'`;
  expect(
    findings(hostList)
      .filter(high)
      .map((finding) => finding.value),
  ).toContain('https://pagead2.googlesyndication.com');
});

test('scripts are trusted by the hashes of the shell’s inline scripts and what they load, with ads too', () => {
  const policy = policyFor(e2eDeployment('paths'), true);
  const scriptSrc = policy.split('; ').find((directive) => directive.startsWith('script-src '));
  expect(scriptSrc).toBe(
    `script-src 'strict-dynamic' ${inlineScriptHashes(shellPage)
      .map((hash) => `'${hash}'`)
      .join(' ')}`,
  );
  // The pre-paint theme script and the start script.
  expect(inlineScriptHashes(shellPage)).toHaveLength(2);
});
