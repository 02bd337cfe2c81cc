/** Writing nginx directives: its quoting and the header lines every location repeats. */

/** nginx's own quoting for a header value. */
export const quote = (value: string) => `"${value.replace(/["\\]/g, (char) => `\\${char}`)}"`;

/** `add_header` lines for every header, sent with every status (`always`). */
export function headerLines(headers: Record<string, string>, indent: string): string[] {
  return Object.entries(headers).map(
    ([name, value]) => `${indent}add_header ${name} ${quote(value)} always;`,
  );
}

/**
 * The top of a configuration nginx runs in the foreground without root: one worker, its pid file and
 * error log in `runtimeDir`.
 */
export const foregroundLines = (runtimeDir: string): string[] => [
  'worker_processes 1;',
  'daemon off;',
  `pid ${runtimeDir}/nginx.pid;`,
  `error_log ${runtimeDir}/error.log warn;`,
  'events { worker_connections 256; }',
];
