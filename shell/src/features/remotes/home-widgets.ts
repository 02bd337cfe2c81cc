import { useMemo } from 'react';
import { widgetsIn, type SectionWidget, type WidgetSlot } from '@tla/platform/contracts/widgets';
import { useSectionWidgets } from './remote-runtime-context';

/**
 * The remotes' widgets in one of the home page's places, by order, as the page's section table lists
 * them. The prerender renders with the table compose collected, the browser with the one the page
 * carries, so both place the same widgets.
 */
export function useWidgets(slot: WidgetSlot): SectionWidget[] {
  const widgets = useSectionWidgets();
  return useMemo(() => widgetsIn(slot, widgets), [slot, widgets]);
}
