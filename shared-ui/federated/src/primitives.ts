/**
 * Retired: Slot, Label, Accordion and Tabs as one shared module, which remotes built before 2026-11 ask
 * for. The shell still provides it, on request (retiredSharedModules in
 * platform/src/build-tools/shared-dependencies.ts); apps share only slot.ts now.
 */
export { Accordion, Label, Slot, Tabs } from 'radix-ui';
