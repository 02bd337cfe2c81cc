/**
 * What every response carries, derived from the deployment description and from what the shell
 * deployed (its inline pre-paint script and the outside origins its pages use). Both web servers take
 * their headers from here: the nginx configuration is generated from it and the Node server applies
 * it per request, so the two cannot drift (e2e/tests/headers.spec.ts checks both).
 */
import { getDomain } from 'tldts';
import { ISLANDS_FOLDER } from '../contracts/published';
import { REMOTE_ENTRY_FILE } from '../contracts/remote-id';
import {
  contentSecurityPolicy,
  CSP_REPORT_GROUP,
  cspReportUrl,
  type ShellPolicyInputs,
} from './content-security-policy';
import { appUrl, type AppId, type Deployment } from './deployment';
import { transportSecurityHeaders } from './transport-security';

export type CacheClass = 'immutable' | 'revalidate' | 'hour';

export const cacheControlValues: Record<CacheClass, string> = {
  immutable: 'public, max-age=31536000, immutable',
  revalidate: 'no-cache',
  hour: 'public, max-age=3600',
};

/**
 * The caching table of docs/deploying.md, for a path inside one app (relative to its base, starting with '/'):
 * content-hashed assets forever; HTML, entries, manifests, fragments and every JSON file revalidated;
 * everything else (favicon, images) for an hour.
 */
/** A path whose last segment names no file (no extension) is a page of the site. */
export const isPagePath = (pathInApp: string): boolean =>
  !pathInApp.slice(pathInApp.lastIndexOf('/') + 1).includes('.');

export function cacheClassFor(pathInApp: string): CacheClass {
  if (pathInApp.startsWith('/assets/')) return 'immutable';
  if (isPagePath(pathInApp)) return 'revalidate'; // served as HTML
  const lastSegment = pathInApp.slice(pathInApp.lastIndexOf('/') + 1);
  if (/\.(html|json|xml)$/.test(lastSegment)) return 'revalidate';
  if (lastSegment === REMOTE_ENTRY_FILE || pathInApp.startsWith(`/${ISLANDS_FOLDER}/`))
    return 'revalidate';
  return 'hour';
}

/**
 * A path with a segment that starts with a dot (/.vite/manifest.json, /.env, /.git/…): build
 * metadata or a secret, never a file of the site. Compose and prerender read .vite/ from disk, so no
 * server answers for such a path. Tested on a normalised path; its source is nginx's rule too.
 */
export const HIDDEN_PATH = /\/\./;

export const isHiddenPath = (pathname: string): boolean => HIDDEN_PATH.test(pathname);

/**
 * Browser features the site never uses, switched off for it and anything it embeds. Only names that
 * current Chromium recognises: for any other it logs "Unrecognized feature" on every page (it knows no
 * `bluetooth`, nor any longer the ad-auction and attribution features). Firefox and Safari read no
 * Permissions-Policy header, only an iframe's allow attribute. e2e/tests/headers.spec.ts fails on
 * such a message.
 */
export const DISABLED_FEATURES = [
  'accelerometer',
  'browsing-topics',
  'camera',
  'geolocation',
  'gyroscope',
  'magnetometer',
  'microphone',
  'payment',
  'serial',
  'usb',
] as const;

export const PERMISSIONS_POLICY = DISABLED_FEATURES.map((feature) => `${feature}=()`).join(', ');

/** A URL's site as browsers compare them: scheme and registrable domain (public suffix list). */
const siteOf = (url: URL) =>
  `${url.protocol}//${getDomain(url.hostname, { allowPrivateDomains: true }) ?? url.hostname}`;

export type ResourcePolicy = 'same-origin' | 'same-site' | 'cross-origin';

/**
 * Who may load an app's files without CORS (an image, a style sheet, a script without crossorigin),
 * as Cross-Origin-Resource-Policy. The shell's files serve its own pages only. A remote's files are
 * loaded by the shell's pages, so they must allow the shell's origin and no more than needed:
 * same-origin under the shell's origin, same-site when they share its site (blog.site.example for
 * www.site.example), else cross-origin (a CDN's domain). That last grants nothing secret: the files
 * are public, the same for every reader and never depend on cookies, and CORS still lets only the
 * shell's origin read them from script.
 */
export function resourcePolicyFor(deployment: Deployment, app: AppId): ResourcePolicy {
  const shell = appUrl(deployment, 'shell');
  const own = appUrl(deployment, app);
  if (own.origin === shell.origin) return 'same-origin';
  return siteOf(own) === siteOf(shell) ? 'same-site' : 'cross-origin';
}

/** The headers every response of an app carries, whichever file and status. */
export function securityHeaders(
  deployment: Deployment,
  inputs: ShellPolicyInputs,
  app: AppId,
): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(deployment, inputs),
    'Reporting-Endpoints': `${CSP_REPORT_GROUP}="${cspReportUrl(deployment)}"`,
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Content-Type-Options': 'nosniff',
    'Permissions-Policy': PERMISSIONS_POLICY,
    // A page shares no window handle with a page of another origin it opens or was opened by. The
    // site opens other sites only in new tabs (the partner, shared links), which need none back.
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': resourcePolicyFor(deployment, app),
    ...transportSecurityHeaders(deployment),
  };
}

/** The headers of an error answer (400, 404, 405, 500): every security header, never cached. */
export function errorHeaders(
  deployment: Deployment,
  inputs: ShellPolicyInputs,
  app: AppId,
): Record<string, string> {
  return {
    'Cache-Control': cacheControlValues.revalidate,
    ...securityHeaders(deployment, inputs, app),
  };
}

/**
 * The origin allowed to read an app's files across origins: the shell's, for a remote on an origin of
 * its own (its module scripts load with CORS). None for the shell, or for a remote on the shell's origin.
 */
export function corsOriginFor(deployment: Deployment, app: AppId): string | undefined {
  const shellOrigin = appUrl(deployment, 'shell').origin;
  if (app === 'shell' || appUrl(deployment, app).origin === shellOrigin) return undefined;
  return shellOrigin;
}

/** Every header of a response for `pathInApp` of `app`, but the ones the file server sets itself. */
export function responseHeaders(
  deployment: Deployment,
  inputs: ShellPolicyInputs,
  app: AppId,
  pathInApp: string,
): Record<string, string> {
  const cors = corsOriginFor(deployment, app);
  return {
    'Cache-Control': cacheControlValues[cacheClassFor(pathInApp)],
    ...securityHeaders(deployment, inputs, app),
    ...(cors ? { 'Access-Control-Allow-Origin': cors, Vary: 'Origin, Accept-Encoding' } : {}),
  };
}
