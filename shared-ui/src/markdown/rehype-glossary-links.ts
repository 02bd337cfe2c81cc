import type { Element, ElementContent, Root, RootContent, Text } from 'hast';

/** A glossary entry as the markdown renderer links it: `id` is its anchor on the glossary page. */
export type GlossaryLinkTerm = {
  id: string;
  term: string;
  /** Other names for the same term ("ATA"); plurals are derived, not listed. */
  variants: string[];
  definition: string;
};

export type RehypeGlossaryTermsOptions = {
  terms: readonly GlossaryLinkTerm[];
  /** Where a term links to; the glossary page opens the term named by the hash. */
  href?: (id: string) => string;
};

export function glossaryHref(id: string): string {
  return `/glossary#${encodeURIComponent(id)}`;
}

/**
 * The names a glossary heading goes by: "Program Derived Address (PDA)" is written "program derived
 * address" or "PDA" in prose, never with the parenthesis, so both halves are returned. Only an acronym
 * in parentheses is split off; "C++ (beta)" stays one name.
 */
export function glossaryVariants(term: string): string[] {
  const [, name, acronym] = /^(.+?)\s*\(([^()]+)\)$/.exec(term.trim()) ?? [];
  if (name && acronym && isAcronym(acronym.trim())) return [name, acronym.trim()];
  return [term.trim()];
}

/** An all-caps name ("ATA", "SPL") is an acronym: matched case-sensitively, so "ata" in prose is not one. */
function isAcronym(name: string): boolean {
  return /\p{Lu}/u.test(name) && !/\p{Ll}/u.test(name);
}

/**
 * The plural a name is also matched in: +es after a sibilant (addresses), consonant+y → ies
 * (royalties), +s otherwise and always for acronyms (ATAs). A name ending in a symbol ("C++") has none.
 */
function pluralOf(name: string): string | undefined {
  if (!/\p{L}$/u.test(name)) return undefined;
  if (isAcronym(name)) return `${name}s`;
  if (/(?:s|x|z|ch|sh)$/i.test(name)) return `${name}es`;
  if (/[^aeiou]y$/i.test(name)) return `${name.slice(0, -1)}ies`;
  return `${name}s`;
}

/** Letters, digits and underscore: a match must not start or end in the middle of such a run. */
const wordChar = /[\p{L}\p{N}_]/u;

const regexSyntax = /[\\^$.*+?()[\]{}|/]/g;

type Pattern = { id: string; regex: RegExp; rank: number };

/** One regex per spelling, escaped (term names are data, not patterns); spaces match any whitespace. */
function compile(terms: readonly GlossaryLinkTerm[]): Pattern[] {
  return terms.flatMap(({ id, term, variants }, rank) => {
    const names = new Set([term, ...variants].map((name) => name.trim()).filter((name) => name !== ''));
    // The case rule follows the name, so "ATAs" is as case-sensitive as "ATA".
    const spellings = [...names].flatMap((name) => {
      const flags = isAcronym(name) ? 'gu' : 'giu';
      const plural = pluralOf(name);
      return plural ? [{ text: name, flags }, { text: plural, flags }] : [{ text: name, flags }];
    });
    return spellings.map(({ text, flags }) => {
      const source = text
        .split(/\s+/)
        .map((part) => part.replace(regexSyntax, '\\$&'))
        .join('\\s+');
      return { id, rank, regex: new RegExp(source, flags) };
    });
  });
}

type Span = { id: string; start: number; end: number; rank: number };

function isWholeWord(text: string, start: number, end: number): boolean {
  const startsWord = wordChar.test(text.charAt(start)) && wordChar.test(text.charAt(start - 1));
  const endsWord = wordChar.test(text.charAt(end - 1)) && wordChar.test(text.charAt(end));
  return !startsWord && !endsWord;
}

/** Every whole-word occurrence of any spelling, then leftmost-longest without overlaps. */
function findSpans(text: string, patterns: readonly Pattern[]): Span[] {
  const candidates: Span[] = [];
  for (const { id, regex, rank } of patterns) {
    regex.lastIndex = 0;
    for (let match = regex.exec(text); match; match = regex.exec(text)) {
      const start = match.index;
      const end = start + match[0].length;
      if (isWholeWord(text, start, end)) candidates.push({ id, start, end, rank });
      // Retry one character on, not after the match: a rejected match may hide an accepted one.
      regex.lastIndex = start + 1;
    }
  }
  // A total order (position, then length, then the terms' order), so the result never depends on ties.
  candidates.sort((a, b) => a.start - b.start || b.end - a.end || a.rank - b.rank);
  const spans: Span[] = [];
  for (const candidate of candidates) {
    const last = spans.at(-1);
    if (!last || candidate.start >= last.end) spans.push(candidate);
  }
  return spans;
}

/** Code, headings and links keep their text as written (keyboard and sample output count as code). */
const skippedElements = new Set(['a', 'code', 'pre', 'kbd', 'samp', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'script', 'style']);

/**
 * Links the first occurrence in the document of each glossary term (by its name, a variant or their
 * plural) to its glossary entry: `<a data-glossary-term="id" href="/glossary#id">as written</a>`.
 * Matching is whole-word, case-insensitive except for acronyms, and leftmost-longest, so "associated
 * token account" wins over a "token account" inside it, even where it is not linked again. Only text
 * nodes outside code, headings and links are split; the matched text stays a text node, so nothing
 * becomes HTML. The result depends only on the tree and the options, so the server's prerender and
 * the client's render agree.
 */
export function rehypeGlossaryTerms({ terms, href = glossaryHref }: RehypeGlossaryTermsOptions) {
  const patterns = compile(terms);
  return (tree: Root) => {
    if (patterns.length === 0) return;
    const linked = new Set<string>();

    const link = (id: string, text: string): Element => ({
      type: 'element',
      tagName: 'a',
      properties: { href: href(id), dataGlossaryTerm: id },
      children: [{ type: 'text', value: text }],
    });

    /** The text split around the terms it links; the node itself when it links none. */
    const splitText = (node: Text): ElementContent[] => {
      const parts: ElementContent[] = [];
      let cursor = 0;
      for (const span of findSpans(node.value, patterns)) {
        // A term already linked still claims its text, so a shorter term inside it is not linked.
        if (linked.has(span.id)) continue;
        linked.add(span.id);
        if (span.start > cursor) parts.push({ type: 'text', value: node.value.slice(cursor, span.start) });
        parts.push(link(span.id, node.value.slice(span.start, span.end)));
        cursor = span.end;
      }
      if (cursor === 0) return [node];
      if (cursor < node.value.length) parts.push({ type: 'text', value: node.value.slice(cursor) });
      return parts;
    };

    // Depth first, in document order, so "first" is the first occurrence a reader meets.
    const visit = (node: ElementContent): ElementContent[] => {
      if (node.type === 'text') return splitText(node);
      if (node.type === 'element' && !skippedElements.has(node.tagName)) node.children = node.children.flatMap(visit);
      return [node];
    };
    tree.children = tree.children.flatMap((child): RootContent[] => (child.type === 'doctype' ? [child] : visit(child)));
  };
}
