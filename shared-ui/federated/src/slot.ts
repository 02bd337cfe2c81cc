/**
 * Radix's Slot, behind every Button and Badge (`asChild`): on every page, in the shell and in each
 * remote, so shared once. The other Radix primitives are not shared: none is on a page twice (the
 * shell's FAQ accordion and the glossary's are on different pages), and a shared module is loaded by
 * every remote at start-up, whether its page uses it or not.
 */
export { Slot } from 'radix-ui';
