/**
 * The build this code belongs to. Each remote bundles this module, and its build stamps its own id here
 * (`import.meta.env.VITE_BUILD_ID`, see build/vite-app-config) and into its prerendered HTML, so the
 * shell hydrates that HTML only with the code that made it. Every exposed module re-exports it.
 */
const stamped: unknown = import.meta.env.VITE_BUILD_ID;
export const buildId: string | undefined =
  typeof stamped === 'string' && stamped !== '' ? stamped : undefined;
