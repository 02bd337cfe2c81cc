/**
 * The shell's remote runtime (shell/src/features/remotes/shell-runtime.ts) as the plain single-page
 * build has it (spa-build.ts puts this module in its place): the runtime over the remotes' exposed
 * modules imported directly and code-split, the same one the shell's tests render with. Nothing is
 * fetched ahead and no navigation waits (sections render at once, with their spinners). Typed against
 * the shell's module, so a changed seam fails the typecheck here rather than the bench's build.
 */
import { bundledModules, bundledSections, bundledWidgets } from 'virtual:bench-spa-remotes';
import { createStaticRemoteRuntime } from '@tla/platform/runtime/static-runtime';
import type * as seam from '../../shell/src/features/remotes/shell-runtime';

export const createShellRuntime: typeof seam.createShellRuntime = () =>
  createStaticRemoteRuntime({
    modules: bundledModules,
    sections: bundledSections,
    widgets: bundledWidgets,
  });
