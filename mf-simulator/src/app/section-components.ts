import type { SectionComponents } from '@tla/platform/contracts/section';
import type { section } from './section';
import SimulatorPage from './simulator-page';

/** The component behind each module of the contract, for the prerender and the standalone entry. */
export const sectionComponents: SectionComponents<typeof section> = {
  'simulator-page': SimulatorPage,
};
