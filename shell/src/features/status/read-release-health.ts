/**
 * What readers' browsers reported of each release, as the release service keeps it
 * (RELEASE_HEALTH_PATH), parsed with its schema. A site served without the service (a static copy)
 * has no figures, which is said, never an error of the page.
 */
import { parsePublished } from '@tla/platform/contracts/parse-published';
import { RELEASE_HEALTH_PATH } from '@tla/platform/contracts/release-health';
import { healthReportSchema, type HealthReport } from '@tla/platform/contracts/rum-beacon';

export type ReleaseHealthRead =
  { read: true; report: HealthReport } | { read: false; reason: string };

export async function readReleaseHealth(
  origin: string,
  fetchFn: typeof fetch = (input, init) => fetch(input, init),
): Promise<ReleaseHealthRead> {
  const url = new URL(RELEASE_HEALTH_PATH, origin).href;
  try {
    const response = await fetchFn(url, { cache: 'no-store' });
    if (response.status === 404) {
      return { read: false, reason: 'the release service does not run beside this site' };
    }
    if (!response.ok) return { read: false, reason: `${url} answered ${response.status}` };
    return { read: true, report: parsePublished(healthReportSchema, await response.text(), url) };
  } catch (error) {
    return { read: false, reason: error instanceof Error ? error.message : String(error) };
  }
}
