/**
 * The site's remote sections: which remote's module renders which paths. The shell does not declare
 * them; each remote publishes its routes (section.json, from its section contract), compose collects
 * them into remotes.json and into every page it writes, and the shell reads them from there. So a
 * remote adds a page, or a section, with its own release.
 */
import { matchRoutes } from '@tla/federated/router';
import { parsePublished } from '@tla/platform/contracts/parse-published';
import { sectionTableSchema, type SectionRoute } from '@tla/platform/contracts/published';
import { federationName } from '@tla/platform/contracts/remote-id';

export type RemoteSection = SectionRoute;

/** The id of the page's inline copy of the table (compose writes it; JSON, never executed). */
export const SECTION_TABLE_ELEMENT_ID = 'tla-sections';

/** The table compose wrote into this page, or undefined on a page it did not write (`_spa.html`). */
export function readInlineSectionTable(document: Document): RemoteSection[] | undefined {
  const element = document.getElementById(SECTION_TABLE_ELEMENT_ID);
  if (!element) return undefined;
  return parsePublished(
    sectionTableSchema,
    element.textContent ?? '',
    `#${SECTION_TABLE_ELEMENT_ID}`,
  );
}

/** The table as a `<script type="application/json">`, safe inside HTML (no `</script>` can close it). */
export function inlineSectionTable(sections: RemoteSection[]): string {
  const json = JSON.stringify(sections).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${SECTION_TABLE_ELEMENT_ID}">${json}</script>`;
}

/** The section that renders a path, if any. */
export function sectionForPath(
  sections: readonly RemoteSection[],
  path: string,
): RemoteSection | undefined {
  const pathname = path.split(/[?#]/)[0] ?? path;
  const routes = sections.map((section) => ({ path: section.mount, section }));
  return matchRoutes(routes, pathname)?.at(-1)?.route.section;
}

/** A component a remote exposes for a part of a shell page (the home page's federated sections). */
export type RemoteWidget = Pick<RemoteSection, 'remote' | 'module' | 'label'>;

/** Where the home page places the remotes' parts: the shell's layout, the remotes' modules. */
export const remoteWidgets = {
  homeTutorials: {
    remote: federationName('learn'),
    module: 'home-tutorials',
    label: 'Step-by-Step Tutorials',
  },
  homeResources: {
    remote: federationName('learn'),
    module: 'home-resources',
    label: 'Developer Resources',
  },
  latestPosts: {
    remote: federationName('blog'),
    module: 'latest-posts',
    label: 'Latest from Our Blog',
  },
} as const satisfies Record<string, RemoteWidget>;
