/**
 * The places on the shell's home page that the remotes' widgets fill. A remote declares each widget
 * module's place and order in its section contract and publishes them with its routes; the shell keeps
 * the places (where on the page each sits) and renders the widgets the section table lists for each.
 * So a remote that adds, moves or drops a home-page widget does so with its own release.
 */
import { z } from '@tla/federated/zod';

/**
 * The home page's places for widgets: after the call-to-action banner (the learning widgets), and
 * after the partners list (the latest posts).
 */
export const widgetSlots = ['home-after-cta', 'home-after-partners'] as const;
export type WidgetSlot = (typeof widgetSlots)[number];

/** Where a widget module goes: its place, and where in it (widgets are listed by ascending order). */
export const widgetPlacementSchema = z.object({
  slot: z.enum(widgetSlots),
  order: z.number().int().nonnegative(),
});
export type WidgetPlacement = z.infer<typeof widgetPlacementSchema>;

/** One widget of the site's section table: the remote's module, what readers call it, its place. */
export const sectionWidgetSchema = z.object({
  remote: z.string().regex(/^\w+$/),
  module: z.string().regex(/^[\w-]+$/),
  label: z.string().trim().min(1),
  ...widgetPlacementSchema.shape,
});
export type SectionWidget = z.infer<typeof sectionWidgetSchema>;

/** The widgets of one place, by order (ties keep the table's order). */
export const widgetsIn = <Widget extends WidgetPlacement>(
  slot: WidgetSlot,
  widgets: readonly Widget[],
): Widget[] => widgets.filter((widget) => widget.slot === slot).sort((a, b) => a.order - b.order);
