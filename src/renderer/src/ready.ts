/**
 * Marks the app as ready once the first screen shows its real content. End-to-end tests and the
 * first-paint benchmark wait for <html data-ready="true">.
 */
export function signalReady(): void {
  document.documentElement.dataset.ready = 'true'
}
