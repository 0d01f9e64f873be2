// Hardening for every web contents and the default session: no navigation away from the app,
// no new windows, no <webview>, deny-by-default permissions, no network requests.
import type { Session, WebContents } from 'electron'
import { parseUrl } from './origins'

export type UrlCheck = (url: string) => boolean

type HardenableContents = Pick<WebContents, 'on' | 'setWindowOpenHandler'>

export function hardenWebContents(contents: HardenableContents, isTrustedUrl: UrlCheck): void {
  // Navigation within our origin (reload, history-mode routes) is fine; anything else is not.
  contents.on('will-navigate', (event, url) => {
    if (!isTrustedUrl(url)) event.preventDefault()
  })
  contents.on('will-redirect', (event, url) => {
    if (!isTrustedUrl(url)) event.preventDefault()
  })
  contents.on('will-attach-webview', (event) => {
    event.preventDefault()
  })
  // Links are never opened, not even in the system browser: the app is offline.
  contents.setWindowOpenHandler(() => ({ action: 'deny' }))
}

/**
 * Permissions the app's own pages may use: writing plain text to the clipboard and keeping
 * IndexedDB from being evicted (`navigator.storage.persist()`). Everything else is denied.
 */
const allowedPermissions: ReadonlySet<string> = new Set([
  'clipboard-sanitized-write',
  'persistent-storage',
])

function isPermissionAllowed(
  permission: string,
  requestingUrl: string | undefined,
  isTrustedUrl: UrlCheck,
): boolean {
  return (
    allowedPermissions.has(permission) && requestingUrl !== undefined && isTrustedUrl(requestingUrl)
  )
}

type PermissionSession = Pick<Session, 'setPermissionRequestHandler' | 'setPermissionCheckHandler'>

export function configureSessionPermissions(
  session: PermissionSession,
  isTrustedUrl: UrlCheck,
): void {
  session.setPermissionRequestHandler((_contents, permission, callback, details) => {
    callback(isPermissionAllowed(permission, details.requestingUrl, isTrustedUrl))
  })
  session.setPermissionCheckHandler((_contents, permission, requestingOrigin) => {
    return isPermissionAllowed(permission, requestingOrigin, isTrustedUrl)
  })
}

/**
 * True when a network request may leave the renderer: only to the dev server (page, modules and
 * its HMR websocket) during development. The packaged app never touches the network.
 */
export function isNetworkRequestAllowed(rawUrl: string, devOrigin: string | null): boolean {
  if (!devOrigin) return false
  const url = parseUrl(rawUrl)
  const dev = parseUrl(devOrigin)
  if (!url || !dev) return false
  return url.host === dev.host && ['http:', 'https:', 'ws:', 'wss:'].includes(url.protocol)
}

const networkUrlPatterns = ['http://*/*', 'https://*/*', 'ws://*/*', 'wss://*/*']

export function blockNetworkRequests(
  session: { webRequest: Pick<Session['webRequest'], 'onBeforeRequest'> },
  devOrigin: string | null,
): void {
  session.webRequest.onBeforeRequest({ urls: networkUrlPatterns }, (details, callback) => {
    callback({ cancel: !isNetworkRequestAllowed(details.url, devOrigin) })
  })
}
