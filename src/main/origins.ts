// Where trusted content comes from: the app:// protocol, or the dev server in development.

export const appScheme = 'app'
export const appHost = 'quillkeep'
/** Node's URL reports `null` as the origin of custom schemes, so compare scheme and host instead. */
const appOrigin = `${appScheme}://${appHost}`
export const appEntryUrl = `${appOrigin}/index.html`

/**
 * The dev server origin from ELECTRON_RENDERER_URL (set by `electron-vite dev`). Ignored in a
 * packaged app, and when it is not a plain http(s) URL.
 */
export function devServerOrigin(
  rendererUrl: string | undefined,
  isPackaged: boolean,
): string | null {
  if (isPackaged || !rendererUrl) return null
  const url = parseUrl(rendererUrl)
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) return null
  return url.origin
}

/** True for URLs served by our protocol, or by the dev server when one is given. */
export function isTrustedUrl(rawUrl: string, devOrigin: string | null): boolean {
  const url = parseUrl(rawUrl)
  if (!url) return false
  if (url.protocol === `${appScheme}:`) {
    return url.host === appHost && url.username === '' && url.password === ''
  }
  return devOrigin !== null && url.origin === devOrigin
}

export function parseUrl(rawUrl: string): URL | null {
  try {
    return new URL(rawUrl)
  } catch {
    return null
  }
}
