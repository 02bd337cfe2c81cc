/**
 * The build this code belongs to. The build stamps the same id into the remote's prerendered HTML, so
 * the shell hydrates that HTML only with the code that made it.
 */
export const buildId: string | undefined = import.meta.env.VITE_BUILD_ID || undefined;
