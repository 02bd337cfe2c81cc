/**
 * The site's remote sections: which remote's module renders which paths, and which of the remotes'
 * modules the home page places where. The shell does not declare them; each remote publishes its
 * routes and widgets (section.json, from its section contract), compose collects them into
 * remotes.json and into every page it writes, and the shell reads them from there. So a remote adds a
 * page, a section or a home-page widget with its own release.
 */
import { matchRoutes } from '@tla/federated/router';
import { jsonBlockText, SECTION_TABLE_ELEMENT_ID } from '@tla/platform/contracts/page-protocol';
import { parsePublished } from '@tla/platform/contracts/parse-published';
import {
  sectionTableSchema,
  type SectionRoute,
  type SectionTable,
} from '@tla/platform/contracts/published';

export type RemoteSection = SectionRoute;

/**
 * The table the page carries (sectionTableBlock, written by the shell's prerender entry), or undefined
 * on a page compose did not write (`_spa.html`).
 */
export function readInlineSectionTable(document: Document): SectionTable | undefined {
  const text = jsonBlockText(document, SECTION_TABLE_ELEMENT_ID);
  if (text === undefined) return undefined;
  return parsePublished(sectionTableSchema, text, `#${SECTION_TABLE_ELEMENT_ID}`);
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

/**
 * A component a remote exposes for a part of a shell page (the home page's widgets, placed as the
 * section table says: contracts/widgets.ts).
 */
export type RemoteWidget = Pick<RemoteSection, 'remote' | 'module' | 'label'>;
