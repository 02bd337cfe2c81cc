/**
 * The running canary as the site publishes it (canary.json beside its pages), read fresh in this
 * browser; none published (a site that never ran one) is none running.
 */
import {
  CANARY_STATUS_FILE,
  canaryStatusSchema,
  type CanaryStatus,
} from '@tla/platform/contracts/canary-status';
import { parsePublished } from '@tla/platform/contracts/parse-published';

type Fetch = typeof fetch;

export async function readCanaryStatus(
  origin: string,
  fetchFn: Fetch = (input, init) => fetch(input, init),
): Promise<CanaryStatus> {
  const url = new URL(`/${CANARY_STATUS_FILE}`, origin);
  const response = await fetchFn(url.href, { cache: 'no-cache' });
  if (response.status === 404) return { canary: null };
  if (!response.ok) throw new Error(`${url.href} answered ${response.status}`);
  return parsePublished(canaryStatusSchema, await response.text(), url.href);
}
