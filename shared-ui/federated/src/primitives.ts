/**
 * The Radix primitives that the shell and the remotes both put on a reader's first page, shared once.
 * Bundled by each app, they came twice on every section page: the remote carried its own copy of what
 * the shell had already loaded (collection, presence, context, slot...), about 7 KiB. Shared modules
 * ship whole, so this lists only what first pages use; a primitive used by one page alone (the
 * editor's Select, the Tooltip) stays with that page, imported from radix-ui.
 */
export { Accordion, Label, Slot, Tabs } from 'radix-ui';
