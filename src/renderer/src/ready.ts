/**
 * Marks the app as ready once the first screen shows its real content. End-to-end tests and the
 * first-paint benchmark wait for <html data-ready="true">.
 */
export function signalReady(): void {
  document.documentElement.dataset.ready = 'true'
  for (const run of waiting.splice(0)) run()
}

const waiting: (() => void)[] = []

/**
 * Runs `work` once the first screen is up (at once if it is): for loads the first screen does not
 * need, which would otherwise compete with it for the main thread.
 */
export function afterFirstScreen(work: () => void): void {
  if (document.documentElement.dataset.ready === 'true') work()
  else waiting.push(work)
}
