/**
 * Runs `task` once the browser has painted the next frame: a task queued from that frame's
 * animation-frame callback runs after its style, layout and paint.
 */
export function afterNextPaint(task: () => void): void {
  requestAnimationFrame(() => setTimeout(task, 0));
}
