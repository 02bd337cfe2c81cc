import type { ElementContent } from 'hast';

/** The class names of a hast node (none for text, or for an element without a class). */
export function classNamesOf(node: ElementContent | undefined): string[] {
  if (node?.type !== 'element') return [];
  const classNames = node.properties.className;
  return Array.isArray(classNames) ? classNames.map(String) : [];
}
