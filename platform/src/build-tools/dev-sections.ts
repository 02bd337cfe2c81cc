/**
 * The routes and home-page widgets the remotes' dev servers publish, for the shell's dev server (its
 * /remotes.json). A
 * remote's dev server restarts when its contract or config is edited; during those seconds it does
 * not answer, and a remotes.json without its sections would drop its pages from the shell. So a remote
 * that answered before is asked again for a while before it counts as stopped; one that never
 * answered (not started) is left out at once.
 */
import { parsePublished } from '../contracts/parse-published';
import type { SectionTable } from '../contracts/published';
import { publishedSectionSchema, type PublishedSection } from '../contracts/published-at-build';
import { PUBLISHED_SECTION_FILE, sectionRoutes, sectionWidgets } from '../contracts/section';
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
}: DevSectionsOptions): () => Promise<SectionTable> {
  const answered = new Set<RemoteId>();

  async function ask(url: string): Promise<PublishedSection> {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`answered ${response.status}`);
    return parsePublished(publishedSectionSchema, await response.text(), url);
  }

  async function sectionsOf(remote: RemoteId): Promise<PublishedSection[]> {
    const url = new URL(PUBLISHED_SECTION_FILE, urls[remote]).href;
    const deadline = Date.now() + (answered.has(remote) ? restartWindow : 0);
    for (;;) {
      try {
        const published = await ask(url);
        answered.add(remote);
        return [published];
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
    const published = (await Promise.all(remoteIds.map(sectionsOf))).flat();
    return {
      sections: published.flatMap(sectionRoutes),
      widgets: published.flatMap(sectionWidgets),
    };
  };
}
