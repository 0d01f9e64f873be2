/**
 * Runs `task` after the next frame is painted (at start-up: once the first screen shows). Work
 * that the first frame does not need (opening the database, loading the router) waits here.
 */
export function afterNextFrame(task: () => void): void {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(task, 0))
  else setTimeout(task, 0)
}
