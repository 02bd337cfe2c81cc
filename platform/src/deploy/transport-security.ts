/**
 * HTTPS for a deployment whose shell is https: the Strict-Transport-Security header every response
 * carries, from the description's `hsts`, whether nginx or a proxy in front terminates TLS. None for
 * an http deployment (a browser ignores the header over plain HTTP, and `local` stays plain HTTP).
 */
import type { Deployment } from './deployment';

export const isHttpsDeployment = (deployment: Deployment): boolean =>
  new URL(deployment.apps.shell.url).protocol === 'https:';

/** The Strict-Transport-Security header of an https deployment; empty for an http one. */
export function transportSecurityHeaders(deployment: Deployment): Record<string, string> {
  if (!isHttpsDeployment(deployment)) return {};
  const { maxAge, includeSubDomains } = deployment.hsts;
  return {
    'Strict-Transport-Security': `max-age=${maxAge}${includeSubDomains ? '; includeSubDomains' : ''}`,
  };
}
