import type { ReactNode } from 'react';

/**
 * Wraps everything a remote renders, so its scoped utilities (see federation/scope-remote-css) apply
 * to it. `display: contents` keeps the wrapper out of layout.
 */
export function RemoteScope({ name, children }: { name: string; children: ReactNode }) {
  return (
    <div data-remote={name} style={{ display: 'contents' }}>
      {children}
    </div>
  );
}
