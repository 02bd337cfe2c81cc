import { vi } from 'vitest';
import type { RemoteRuntime } from '@tla/platform/runtime/remote-runtime';
import {
  createStaticRemoteRuntime,
  type StaticRuntimeOptions,
} from '@tla/platform/runtime/static-runtime';
import { testSectionTable, testWidgetTable } from './section-table';

/**
 * The remote runtime the shell's tests render with: the one the plain single-page build ships (over
 * bundled modules), its calls recorded. Without `modules`, remotes never load unless a test says
 * otherwise (`runtime.loadComponent.mockResolvedValue(…)`), and navigations have nothing to wait for.
 */
export function testRemoteRuntime(modules?: StaticRuntimeOptions['modules']) {
  const runtime = createStaticRemoteRuntime({
    modules: modules ?? {},
    sections: testSectionTable,
    widgets: testWidgetTable,
  });
  return {
    ...runtime,
    loadComponent: vi.fn<RemoteRuntime['loadComponent']>(
      modules ? runtime.loadComponent : () => new Promise(() => {}),
    ),
    prefetchCode: vi.fn(runtime.prefetchCode),
    fetchedFragment: vi.fn(runtime.fetchedFragment),
    runCode: vi.fn(runtime.runCode),
    loadReaderSearchIndex: vi.fn(runtime.loadReaderSearchIndex),
  } satisfies RemoteRuntime;
}

export type TestRemoteRuntime = ReturnType<typeof testRemoteRuntime>;
