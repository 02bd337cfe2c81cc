/**
 * The Content-Security-Policy, derived from the deployment description and from what the shell
 * deployed: the hashes of its pages' inline scripts and the outside origins its pages use.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { trustedTypesPolicies } from '@tla/shared-ui/lib/trusted-types';
import { SPA_PAGE_FILE } from '../contracts/page-protocol';
import { outboundSourcesSchema, type OutboundSources } from '../contracts/published-at-build';
import { appOrigins, appUrl, type Deployment } from './deployment';
import { readPublished } from './published-file';

/** What a deployed shell says about its own pages: inline script hashes, outside origins. */
export type ShellPolicyInputs = { inlineScriptHashes: string[]; outbound: OutboundSources };

/** The file the shell's build publishes with the outside origins its pages use. */
export const OUTBOUND_SOURCES_FILE = 'outbound-sources.json';

/** Hashes ('sha256-…') of the classic inline scripts in an HTML page (the pre-paint theme script). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? '';
    const body = match[2] ?? '';
    if (/\bsrc\s*=/.test(attributes) || body === '') continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    // Data blocks (application/json, …) never run and need no hash.
    if (type && type !== 'module' && type !== 'text/javascript') continue;
    hashes.add(`sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`);
  }
  return [...hashes].sort();
}

/** Read what the deployed shell declares (its dist folder). */
export function readShellPolicyInputs(shellDist: string): ShellPolicyInputs {
  const page = [SPA_PAGE_FILE, 'index.html'].map((name) => join(shellDist, name)).find(existsSync);
  if (!page)
    throw new Error(`${shellDist} holds no ${SPA_PAGE_FILE} or index.html: build the shell first`);
  return {
    inlineScriptHashes: inlineScriptHashes(readFileSync(page, 'utf8')),
    outbound: readPublished(outboundSourcesSchema, join(shellDist, OUTBOUND_SOURCES_FILE)),
  };
}

const originOf = (url: string) => new URL(url).origin;
const unique = (values: string[]) => [...new Set(values)];

/** Every outside origin the shell's pages may reach, once each; none when it is built with none. */
export function outboundOrigins(outbound: OutboundSources): string[] {
  return unique(Object.values(outbound).flat().map(originOf));
}

/** Where browsers send Content-Security-Policy violation reports: a path of the shell's origin. */
export const CSP_REPORT_PATH = '/_csp-reports';

/** The Reporting-Endpoints name the policy's report-to directive uses. */
export const CSP_REPORT_GROUP = 'csp-violations';

/** The absolute URL of the report endpoint in this deployment. */
export const cspReportUrl = (deployment: Deployment): string =>
  new URL(CSP_REPORT_PATH, appUrl(deployment, 'shell')).href;

/** The names the trusted-types directive allows: exactly the site's policies, each created once. */
export const TRUSTED_TYPES_POLICY_NAMES: readonly string[] = Object.values(trustedTypesPolicies);

/**
 * The Content-Security-Policy of every page. Scripts: the page's inline scripts by hash (the pre-paint
 * theme script and the start script, which loads the page's code) and whatever a trusted script loads
 * ('strict-dynamic': the shell's modules, the remotes' entries and chunks, the ad network's loader and
 * what it loads), so no host list can be abused through a JSONP endpoint or an old library on an
 * allowed host, and never 'unsafe-inline' or 'unsafe-eval'. Every browser the site's build targets
 * knows 'strict-dynamic', so no host list is kept for older ones. Trusted Types are required for
 * every script and HTML sink, through the site's named policies only. Styles from the apps, and inline
 * styles (see below); images from the apps and data: URLs (the blog's inline SVG covers); frames only
 * from the video platform and ad network when configured; no one may frame the site; no <base>, no
 * plugins. Violations are reported to the shell's origin (report-to, and report-uri for browsers
 * without the Reporting API), where both web servers log them.
 */
export function contentSecurityPolicy(deployment: Deployment, inputs: ShellPolicyInputs): string {
  const apps = appOrigins(deployment);
  const shellOrigin = appUrl(deployment, 'shell').origin;
  const self = (origins: string[]) =>
    unique(origins.map((origin) => (origin === shellOrigin ? "'self'" : origin)));
  const { outbound } = inputs;
  const outside = (urls: string[]) => urls.map(originOf);
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'strict-dynamic'", ...inputs.inlineScriptHashes.map((hash) => `'${hash}'`)]],
    [
      'style-src',
      [
        ...self([...apps, ...deployment.overrideOrigins]),
        ...outside(outbound.style),
        // Styles only, never scripts: React writes `style` attributes, and Radix's scroll lock
        // (react-remove-scroll, under Select) writes a <style> element whose values are computed at
        // run time, so it cannot be hashed, and a nonce needs a server per response.
        "'unsafe-inline'",
      ],
    ],
    ['img-src', [...self(apps), 'data:', ...outside(outbound.img)]],
    ['font-src', self(apps)],
    [
      'connect-src',
      [...self([...apps, ...deployment.overrideOrigins]), ...outside(outbound.connect)],
    ],
    ['frame-src', outbound.frame.length > 0 ? unique(outside(outbound.frame)) : ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
    ['require-trusted-types-for', ["'script'"]],
    ['trusted-types', [...TRUSTED_TYPES_POLICY_NAMES]],
    ['report-uri', [cspReportUrl(deployment)]],
    ['report-to', [CSP_REPORT_GROUP]],
  ];
  return directives.map(([name, sources]) => `${name} ${unique(sources).join(' ')}`).join('; ');
}
