// Our page markdown as plain markdown for the VitePress reference (vitepress-reference.ts builds it):
// text only, no VitePress, so it is tested without the bench's tools installed.

/** A tutorial's widget markers (`{{widget:…}}`, alone on a line) mark interactive parts, not text. */
const widgetMarker = /^\{\{widget:[^}]*\}\}[ \t]*$/;
/** A markdown link to a site path (not an image): text, path, optional #fragment. */
const siteLink = /(?<!!)\[([^\]]+)\]\((\/[^)\s#]*)(#[^)\s]*)?\)/g;

/**
 * Our page markdown as plain markdown VitePress builds without warnings: widget markers dropped;
 * links to pages the reference does not have (the glossary, the simulator, …) kept as their text,
 * since VitePress fails a build on dead links; the page's title (front matter and h1) and lead on
 * top. `{{` left in text would be a Vue interpolation: that is reported, naming the file and line.
 */
export function toVitePressMarkdown(
  page: { title: string; lead: string; markdown: string; file: string },
  knownPaths: ReadonlySet<string>,
): string {
  let fence: string | undefined;
  const body = page.markdown.split('\n').flatMap((line, index) => {
    const fenceMark = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (fenceMark && (fence === undefined || fenceMark.startsWith(fence))) {
      fence = fence === undefined ? fenceMark : undefined;
      return [line];
    }
    if (fence !== undefined) return [line];
    if (widgetMarker.test(line)) return [];
    const text = line.replace(siteLink, (link, label: string, path: string) =>
      knownPaths.has(path) ? link : label,
    );
    if (text.replace(/`[^`]*`/g, '').includes('{{'))
      throw new Error(`${page.file}:${index + 1}: "{{" outside code is not plain markdown`);
    return [text];
  });
  const frontMatter = [
    '---',
    `title: ${JSON.stringify(page.title)}`,
    `description: ${JSON.stringify(page.lead)}`,
    '---',
  ];
  return [...frontMatter, '', `# ${page.title}`, '', page.lead, '', ...body]
    .join('\n')
    .replace(/\n{3,}/g, '\n\n');
}
