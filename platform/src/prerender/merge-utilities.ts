/**
 * A composed page's stylesheets with one utilities layer: each utility rule once. Every app builds its
 * own Tailwind utilities, and a section's are scoped to its subtree (`:where([data-remote="…"]) `, see
 * build-tools/scope-remote-css.ts), so a page with the shell and two sections carried most utilities
 * three times: the home page's 192 KB of rules were 91 KB of distinct ones. The browser parses and
 * matches all of them before its first paint.
 *
 * Merging keeps every element's cascade. An element's classes are written by one app, whose build
 * generated a rule for each of them, in Tailwind's order; so every utility rule that matches it is that
 * app's rule, or one identical to it. The merged layer holds each distinct rule once, in an order that
 * keeps every sheet's own order, so the last matching rule is the one that won in that app's sheet.
 * Two conditions make this hold, and without either the sheets are left as they were:
 * - no two sheets have different rules for the same selector (builds of different Tailwind or theme
 *   versions), as the shell's unscoped rule would then meet a section's element;
 * - the sheets' orders agree (one Tailwind order), so there is an order that keeps them all.
 * Cascade layers make the rest independent of where the utilities stand: the merged layer takes the
 * place of the first sheet's, and the other layers and unlayered rules stay where they were.
 */
import postcss, { type AtRule, type Root, type Rule } from 'postcss';
import { REMOTE_SCOPE_PREFIX, REMOTE_SCOPE_START } from '../contracts/page-protocol';

const UTILITIES = 'utilities';

/** The utilities layer of a sheet, if it has exactly one, at its top level. */
function utilitiesLayer(root: Root): AtRule | undefined | 'several' {
  const layers: AtRule[] = [];
  root.walkAtRules('layer', (atRule) => {
    if (atRule.params.trim() === UTILITIES && atRule.nodes) layers.push(atRule);
  });
  if (layers.length > 1 || (layers[0] && layers[0].parent !== root)) return 'several';
  return layers[0];
}

/**
 * Takes the section's scope off each of the rule's selectors: 'scoped' if it had one on each,
 * 'plain' if on none; false if on some only, or if one starts like a scope this cannot read.
 */
function unscoped(rule: Rule): 'scoped' | 'plain' | false {
  const selectors = rule.selectors.map((selector) => selector.replace(REMOTE_SCOPE_PREFIX, ''));
  const scoped = selectors.filter((selector, index) => selector !== rule.selectors[index]).length;
  if (scoped === 0) {
    return selectors.some((selector) => selector.startsWith(REMOTE_SCOPE_START)) ? false : 'plain';
  }
  if (scoped < selectors.length) return false;
  rule.selector = selectors.join(',');
  return 'scoped';
}

/** A utility rule and the at-rules it sits in inside the layer (`@media …`), without its scope. */
type Utility = { wrappers: string[]; rule: string };

/**
 * The layer's rules, each with its wrappers; undefined unless all are scoped (a section's) or none
 * (the shell's).
 */
function utilities(layer: AtRule): Utility[] | undefined {
  const found: Utility[] = [];
  const kinds = new Set<'scoped' | 'plain'>();
  const visit = (container: AtRule, wrappers: string[]): boolean => {
    for (const node of container.nodes ?? []) {
      if (node.type === 'atrule' && node.nodes) {
        if (!visit(node, [...wrappers, `@${node.name}${node.params ? ` ${node.params}` : ''}`]))
          return false;
      } else if (node.type === 'rule') {
        const copy = node.clone();
        const kind = unscoped(copy);
        if (!kind) return false;
        kinds.add(kind);
        found.push({ wrappers, rule: copy.toString() });
      } else if (node.type !== 'comment') found.push({ wrappers, rule: node.toString() });
    }
    return true;
  };
  return visit(layer, []) && kinds.size < 2 ? found : undefined;
}

const keyOf = ({ wrappers, rule }: Utility) => `${wrappers.join('{')}{${rule}`;

type Sheet = { root: Root; layer: AtRule | undefined; items: string[] };

/** Each sheet's utilities as keys, in its order; undefined if merging could restyle an element. */
function readSheets(
  sheets: readonly string[],
): { read: Sheet[]; byKey: Map<string, Utility> } | undefined {
  const read: Sheet[] = [];
  const byKey = new Map<string, Utility>();
  // A selector can appear more than once in a place (Tailwind splits a utility around a fallback);
  // every sheet that has it must give it the same declarations, in the same order.
  const bodies = new Map<string, string>();
  for (const css of sheets) {
    // One the browser would read with its own recovery is left to it, as it was.
    let root: Root;
    try {
      root = postcss.parse(css);
    } catch {
      return undefined;
    }
    const layer = utilitiesLayer(root);
    if (layer === 'several') return undefined;
    const found = layer ? utilities(layer) : [];
    if (!found) return undefined;
    const ownBodies = new Map<string, string>();
    for (const utility of found) {
      const selectorEnd = utility.rule.indexOf('{');
      const place = `${utility.wrappers.join('{')}{${utility.rule.slice(0, selectorEnd)}`;
      ownBodies.set(place, `${ownBodies.get(place) ?? ''}${utility.rule.slice(selectorEnd)}`);
      byKey.set(keyOf(utility), utility);
    }
    for (const [place, body] of ownBodies) {
      const earlier = bodies.get(place);
      if (earlier !== undefined && earlier !== body) return undefined;
      bodies.set(place, body);
    }
    read.push({ root, layer, items: found.map(keyOf) });
  }
  return { read, byKey };
}

/** The utilities as CSS, neighbours in the same at-rules sharing them. */
function written(utilitiesInOrder: readonly Utility[]): string {
  let css = '';
  let open: string[] = [];
  for (const { wrappers, rule } of utilitiesInOrder) {
    let shared = 0;
    while (shared < open.length && shared < wrappers.length && open[shared] === wrappers[shared])
      shared += 1;
    css += '}'.repeat(open.length - shared);
    css += wrappers
      .slice(shared)
      .map((wrapper) => `${wrapper}{`)
      .join('');
    css += rule;
    open = wrappers;
  }
  return css + '}'.repeat(open.length);
}

/**
 * One order holding every sheet's items, each once, that keeps every sheet's order: at each step the
 * first sheet's next item that is next in every sheet holding it. Undefined if there is none.
 */
function mergedOrder(chains: readonly string[][]): string[] | undefined {
  // A sheet that has an item twice keeps its last: the earlier copy wins nothing.
  const queues = chains.map((chain) =>
    chain.filter((item, index) => chain.lastIndexOf(item) === index),
  );
  const holders = new Map<string, number>();
  for (const queue of queues)
    for (const item of queue) holders.set(item, (holders.get(item) ?? 0) + 1);
  const positions = queues.map(() => 0);
  const merged: string[] = [];
  while (merged.length < holders.size) {
    const heads = queues.map((queue, sheet) => queue[positions[sheet] ?? 0]);
    const item = heads.find(
      (head) =>
        head !== undefined && heads.filter((other) => other === head).length === holders.get(head),
    );
    if (item === undefined) return undefined;
    heads.forEach((head, sheet) => {
      if (head === item) positions[sheet] = (positions[sheet] ?? 0) + 1;
    });
    merged.push(item);
  }
  return merged;
}

/**
 * The page's stylesheets (their texts, in the order they are linked) as one text, with one utilities
 * layer where the first sheet's was and each `@property` once; as they were, joined, when merging
 * could change how an element is styled.
 */
export function mergeUtilities(sheets: readonly string[]): string {
  const joined = sheets.join('\n');
  const sheetsRead = readSheets(sheets);
  const order = sheetsRead && mergedOrder(sheetsRead.read.map(({ items }) => items));
  if (!sheetsRead || !order) return joined;
  const { read, byKey } = sheetsRead;
  const first = read.findIndex(({ layer }) => layer !== undefined);
  const merged = written(order.flatMap((key) => byKey.get(key) ?? []));
  const properties = new Set<string>();
  return read
    .map(({ root, layer }, index) => {
      if (layer) {
        if (index === first) layer.removeAll().append(postcss.parse(merged).nodes);
        else layer.remove();
      }
      // A custom property registered again, the same way, changes nothing.
      root.each((node) => {
        if (node.type !== 'atrule' || node.name !== 'property') return;
        const text = node.toString();
        if (properties.has(text)) node.remove();
        else properties.add(text);
      });
      return root.toString();
    })
    .join('\n');
}
