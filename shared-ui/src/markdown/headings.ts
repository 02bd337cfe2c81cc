import GithubSlugger from 'github-slugger';

export type MarkdownHeading = { id: string; title: string; level: 2 | 3 };

/**
 * The `##` and `###` headings of a markdown text with the ids the renderer gives them (rehype-slug
 * uses the same slugger), for a table of contents that always matches the page.
 */
export function extractHeadings(markdown: string, levels: readonly (2 | 3)[] = [2]): MarkdownHeading[] {
  const slugger = new GithubSlugger();
  const headings: MarkdownHeading[] = [];
  let inFence = false;
  for (const line of markdown.split('\n')) {
    if (/^(```|~~~)/.test(line.trim())) inFence = !inFence;
    if (inFence) continue;
    const match = /^(#{1,6})\s+(.+?)\s*#*\s*$/.exec(line);
    if (!match?.[1] || !match[2]) continue;
    const level = match[1].length;
    const title = match[2].replace(/[*_`]/g, '');
    const id = slugger.slug(title);
    if (level === 2 || level === 3) {
      if (levels.includes(level)) headings.push({ id, title, level });
    }
  }
  return headings;
}
