import { useCallback } from 'react';
import { useRemoteRuntime, useSectionTable } from './remote-runtime-context';
import { sectionForPath } from './remote-sections';

const ignore = () => {
  // A failed preload is not shown; the section itself shows the failure when visited.
};

/**
 * Props for a link: run the code of its section's page when a pointer reaches it (a mouse hovering,
 * or a finger's touch, shortly before its click) or it takes focus, so the click finds it ready
 * and is left only the render.
 */
export function usePrefetchProps(): (path: string) => {
  onPointerEnter: () => void;
  onFocus: () => void;
} {
  const runtime = useRemoteRuntime();
  const sections = useSectionTable();
  return useCallback(
    (path: string) => {
      const preload = () => {
        const section = sectionForPath(sections, path);
        if (section) runtime.runCode(section, path).catch(ignore);
      };
      return { onPointerEnter: preload, onFocus: preload };
    },
    [runtime, sections],
  );
}
