import { useEffect } from 'react';
import { whenIdle, whenPageIsIdle } from '../../lib/idle';
import { useRemoteRuntime, useSectionTable } from './remote-runtime-context';
import { sectionForPath } from './remote-sections';

/** A reader who asked to save data (Save-Data) gets nothing they did not ask for. */
function savesData(): boolean {
  const connection: unknown = Reflect.get(navigator, 'connection');
  return (
    typeof connection === 'object' &&
    connection !== null &&
    Reflect.get(connection, 'saveData') === true
  );
}

/**
 * A device with a mouse (a desktop or laptop, most likely) has time to spare and gives no warning
 * before a click but a hover; a phone's tap comes with a touchstart shortly before its click, and
 * its main thread is better left to the reader.
 */
function runsCodeAhead(): boolean {
  return window.matchMedia?.('(hover: hover) and (pointer: fine)').matches ?? false;
}

/**
 * Once the page has loaded and the browser is idle, fetch (without running) the code of the pages
 * these paths lead to (each remote's entry, section module and page chunks), so a click on one needs
 * no request for code. On a device with a mouse, the code is then run too, so a click leaves only the
 * render; elsewhere hover, focus and touch run it (prefetch-props.ts). One page per idle period, each
 * after the last has finished, so no step holds the main thread long. A failed prefetch shows nothing.
 */
export function useIdlePrefetch(paths: readonly string[]): void {
  const runtime = useRemoteRuntime();
  const sections = useSectionTable();
  useEffect(() => {
    if (savesData()) return;
    const linked = paths.flatMap((path) => {
      const section = sectionForPath(sections, path);
      return section ? [{ section, path }] : [];
    });
    let cancel: (() => void) | undefined;
    let stopped = false;
    const run = (steps: readonly (() => Promise<void>)[]) => {
      const [step, ...rest] = steps;
      if (stopped) return;
      if (step === undefined) {
        // Observable (the end-to-end tests wait for it): all that idle time does for these links is done.
        document.documentElement.dataset.idlePrefetch = 'done';
        return;
      }
      void step()
        .catch(() => undefined)
        .then(() => {
          if (!stopped) cancel = whenIdle(() => run(rest));
        });
    };
    delete document.documentElement.dataset.idlePrefetch;
    cancel = whenPageIsIdle(() =>
      run([
        ...linked.map(
          ({ section, path }) =>
            () =>
              runtime.prefetchCode(section, path),
        ),
        ...(runsCodeAhead()
          ? linked.map(
              ({ section, path }) =>
                () =>
                  runtime.runCode(section, path),
            )
          : []),
      ]),
    );
    return () => {
      stopped = true;
      cancel?.();
    };
  }, [paths, runtime, sections]);
}
