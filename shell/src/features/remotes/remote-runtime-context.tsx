/**
 * How components reach the page's remote runtime and the section table its routes and home-page
 * widgets were made from: start.tsx (and the prerender) provide both once, above the router.
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { SectionWidget } from '@tla/platform/contracts/widgets';
import type { RemoteRuntime } from '@tla/platform/runtime/remote-runtime';
import type { RemoteSection } from './remote-sections';

type Remotes = {
  runtime: RemoteRuntime;
  sections: readonly RemoteSection[];
  widgets: readonly SectionWidget[];
};

const RemotesContext = createContext<Remotes | undefined>(undefined);

export function RemotesProvider({
  runtime,
  sections,
  widgets,
  children,
}: Remotes & { children: ReactNode }) {
  const value = useMemo(() => ({ runtime, sections, widgets }), [runtime, sections, widgets]);
  return <RemotesContext.Provider value={value}>{children}</RemotesContext.Provider>;
}

function useRemotes(): Remotes {
  const remotes = useContext(RemotesContext);
  if (!remotes) throw new Error('A remote section was rendered outside <RemotesProvider>');
  return remotes;
}

export const useRemoteRuntime = (): RemoteRuntime => useRemotes().runtime;

/** The sections this page's routes were made from. */
export const useSectionTable = (): readonly RemoteSection[] => useRemotes().sections;

/** The remotes' home-page widgets the page's section table lists, with their places. */
export const useSectionWidgets = (): readonly SectionWidget[] => useRemotes().widgets;
