/**
 * Each remote ships its own Tailwind utilities, built from its own sources. Loaded globally, a remote's
 * `.hidden` would come after the shell's `lg:flex` and hide the shell's header links. So a remote's
 * utilities apply only inside its own subtree: every utility rule is prefixed with
 * `:where([data-remote="name"])`, which adds no specificity, so the cascade inside the remote is the one
 * its own build produced, and nothing leaks out. Theme variables and the reset stay global.
 */
import type { AtRule, Container, Plugin } from 'postcss';
import { remoteScope } from '../contracts/page-protocol';

function insideUtilitiesLayer(node: Container | undefined): boolean {
  for (let current = node; current; current = current.parent as Container | undefined) {
    if (current.type === 'atrule') {
      const atRule = current as AtRule;
      if (atRule.name === 'keyframes') return false;
      if (atRule.name === 'layer' && atRule.params.trim() === 'utilities') return true;
    }
  }
  return false;
}

export function scopeRemoteUtilities(remoteName: string): Plugin {
  const prefix = remoteScope(remoteName);
  return {
    postcssPlugin: 'tla-scope-remote-utilities',
    Rule(rule) {
      // Nested rules (`&:hover`) inherit the prefix from their parent rule.
      if (rule.parent?.type === 'rule') return;
      if (!insideUtilitiesLayer(rule.parent)) return;
      if (rule.selector.startsWith(prefix)) return;
      rule.selectors = rule.selectors.map((selector) => `${prefix} ${selector}`);
    },
  };
}
