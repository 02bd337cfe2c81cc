import type { Blockquote, Paragraph, Root } from 'mdast';
import { visit } from 'unist-util-visit';

export const calloutTypes = ['NOTE', 'TIP', 'WARNING'] as const;
export type CalloutType = (typeof calloutTypes)[number];

const marker = /^\[!(NOTE|TIP|WARNING)\]\s*/;

function isCalloutType(value: string): value is CalloutType {
  return (calloutTypes as readonly string[]).includes(value);
}

/**
 * GitHub-style alerts: a blockquote opening with `[!NOTE]`, `[!TIP]` or `[!WARNING]` becomes a callout
 * (`data-callout` on the blockquote, dataCallout in hast) and the marker is removed from its text.
 */
export function remarkCallouts() {
  return (tree: Root) => {
    visit(tree, 'blockquote', (node: Blockquote) => {
      const first = node.children[0];
      if (first?.type !== 'paragraph') return;
      const paragraph: Paragraph = first;
      const lead = paragraph.children[0];
      if (lead?.type !== 'text') return;
      const match = marker.exec(lead.value);
      const type = match?.[1];
      if (!type || !isCalloutType(type)) return;
      lead.value = lead.value.slice(match[0].length);
      if (lead.value === '') paragraph.children.shift();
      if (paragraph.children.length === 0) node.children.shift();
      node.data = { ...node.data, hProperties: { dataCallout: type.toLowerCase() } };
    });
  };
}
