import type { Element, ElementContent, Root } from 'hast';
import { visit } from 'unist-util-visit';
import { classNamesOf } from './hast-class-names';

/** The colours highlighted code is shown in; markdown.css gives each its value in both themes. */
export type CodeColour = 'comment' | 'keyword' | 'string' | 'number' | 'title';

/** highlight.js's scopes by the colour they are shown in; any other scope shows its parent's. */
const colourOfScope: Record<string, CodeColour> = {
  comment: 'comment',
  quote: 'comment',
  keyword: 'keyword',
  'selector-tag': 'keyword',
  built_in: 'keyword',
  string: 'string',
  attr: 'string',
  symbol: 'string',
  number: 'number',
  literal: 'number',
  type: 'number',
  title: 'title',
  function: 'title',
  variable: 'title',
};

type Run = { colour: CodeColour | undefined; text: string };

function colourOf(node: Element, inherited: CodeColour | undefined): CodeColour | undefined {
  for (const name of classNamesOf(node)) {
    const colour = name.startsWith('hljs-') ? colourOfScope[name.slice('hljs-'.length)] : undefined;
    if (colour) return colour;
  }
  return inherited;
}

/** The code's text in runs of one colour each, in order. */
function runsOf(children: readonly ElementContent[], colour: CodeColour | undefined, runs: Run[]): Run[] {
  for (const child of children) {
    if (child.type === 'element') runsOf(child.children, colourOf(child, colour), runs);
    else if (child.type === 'text') {
      const last = runs.at(-1);
      if (last && last.colour === colour) last.text += child.value;
      else runs.push({ colour, text: child.value });
    }
  }
  return runs;
}

/** Blank text between two runs of one colour joins them: spaces show no colour. */
function joinAcrossBlanks(runs: readonly Run[]): Run[] {
  const joined: Run[] = [];
  for (const run of runs) {
    const last = joined.at(-1);
    const beforeLast = joined.at(-2);
    if (last && last.colour === run.colour) last.text += run.text;
    else if (beforeLast && last && last.colour === undefined && /^\s+$/.test(last.text) && beforeLast.colour === run.colour) {
      joined.pop();
      beforeLast.text += last.text + run.text;
    } else joined.push({ ...run });
  }
  return joined;
}

/**
 * Highlighted code as few elements as it takes to show its colours: highlight.js marks every token,
 * nested, most of them in scopes shown in their parent's colour. Here each block becomes flat text
 * with one `span.hl-<colour>` per run of one colour, so a long tutorial's code costs the browser (and
 * the accessibility checks) a fraction of the elements, and looks the same.
 */
export function rehypeCodeColours() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      if (node.tagName !== 'code' || !classNamesOf(node).includes('hljs')) return;
      node.children = joinAcrossBlanks(runsOf(node.children, undefined, [])).map(
        ({ colour, text }): ElementContent =>
          colour
            ? { type: 'element', tagName: 'span', properties: { className: [`hl-${colour}`] }, children: [{ type: 'text', value: text }] }
            : { type: 'text', value: text },
      );
      return 'skip';
    });
  };
}
