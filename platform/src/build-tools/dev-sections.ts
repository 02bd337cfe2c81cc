/**
 * The routes the remotes' dev servers publish, for the shell's dev server (its /remotes.json). A
 * remote's dev server restarts when its contract or config is edited; during those seconds it does
 * not answer, and a remotes.json without its sections would drop its pages from the shell. So a remote
 * that answered before is asked again for a while before it counts as stopped; one that never
 * answered (not started) is left out at once.
 */
import { parsePublished } from '../contracts/parse-published';
import { publishedSectionSchema, type SectionRoute } from '../contracts/published';
import { PUBLISHED_SECTION_FILE, sectionRoutes } from '../contracts/section';
import { remoteIds, type RemoteId } from '../deploy/deployment';

export type DevSectionsOptions = {
  /** Each remote's dev server. */
  urls: Record<RemoteId, string>;
  /** How long a remote that answered before is asked again (its restart), in ms. */
  restartWindow?: number;
  /** The pause between two asks, in ms. */
  retryInterval?: number;
  fetch?: typeof globalThis.fetch;
  warn?: (message: string) => void;
};

export function devSectionsReader({
  urls,
  restartWindow = 15_000,
  retryInterval = 250,
  fetch = globalThis.fetch,
  warn = console.warn,
}: DevSectionsOptions): () => Promise<SectionRoute[]> {
  const answered = new Set<RemoteId>();

  async function ask(url: string): Promise<SectionRoute[]> {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`answered ${response.status}`);
    return sectionRoutes(parsePublished(publishedSectionSchema, await response.text(), url));
  }

  async function sectionsOf(remote: RemoteId): Promise<SectionRoute[]> {
    const url = new URL(PUBLISHED_SECTION_FILE, urls[remote]).href;
    const deadline = Date.now() + (answered.has(remote) ? restartWindow : 0);
    for (;;) {
      try {
        const routes = await ask(url);
        answered.add(remote);
        return routes;
      } catch (error) {
        if (Date.now() >= deadline) {
          answered.delete(remote);
          warn(`${url}: ${error instanceof Error ? error.message : String(error)}`);
          return [];
        }
        await new Promise((resolve) => setTimeout(resolve, retryInterval));
      }
    }
  }

  return async () => {
    return (await Promise.all(remoteIds.map(sectionsOf))).flat();
  };
}
