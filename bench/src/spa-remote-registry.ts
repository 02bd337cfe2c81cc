/**
 * The shell's remote runtime module as the plain single-page build has it (spa-build.ts puts this
 * module in the place of the shell's): the runtime over the remotes' exposed modules imported
 * directly and code-split, the same one the shell's tests render with. Nothing is fetched ahead and
 * no navigation waits (sections render at once, with their spinners). It exports what the shell's
 * module exports, typed by the platform's runtime contract, so the bench never reads the shell's src.
 */
import { bundledModules, bundledSections, bundledWidgets } from 'virtual:bench-spa-remotes';
import type { RemoteRuntime } from '@tla/platform/runtime/remote-runtime';
import { createStaticRemoteRuntime } from '@tla/platform/runtime/static-runtime';

export function createShellRuntime(): RemoteRuntime {
  return createStaticRemoteRuntime({
    modules: bundledModules,
    sections: bundledSections,
    widgets: bundledWidgets,
  });
}
