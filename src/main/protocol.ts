// The app:// protocol that serves the built renderer. A fixed origin (app://quillkeep) keeps the
// IndexedDB database in the same place across releases, unlike file://.
import type { Protocol } from 'electron'
import { readFile } from 'node:fs/promises'
import { extname, isAbsolute, relative, resolve, sep } from 'node:path'
import mimeTable from '@shared/mime-types.json'
import { appHost, appScheme } from './origins'

/** Sent with every response. The renderer's meta CSP is the same or stricter; both apply. */
export const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' blob:",
  "font-src 'self' data:",
  // PDF previews are shown from blob: URLs in a frame.
  "frame-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ')

/** Content types by file extension; the e2e test server reads the same table. */
const mimeTypes: Readonly<Record<string, string>> = mimeTable

function mimeTypeFor(filePath: string): string {
  return mimeTypes[extname(filePath).toLowerCase()] ?? 'application/octet-stream'
}

/** Must run before the app's `ready` event. */
export function registerAppScheme(protocol: Pick<Protocol, 'registerSchemesAsPrivileged'>): void {
  protocol.registerSchemesAsPrivileged([
    {
      scheme: appScheme,
      // codeCache: V8 keeps the compiled scripts between launches (a standard scheme only), so a
      // start after the first one does not compile the app's code again.
      privileges: { standard: true, secure: true, supportFetchAPI: true, codeCache: true },
    },
  ])
}

export type ProtocolRequest = Pick<Request, 'url' | 'method'>

/**
 * Resolves a request URL to a file inside rootDir, or null when the URL is not ours or points
 * outside rootDir (`..`, encoded slashes, absolute paths, NUL bytes).
 */
export function resolveRequestPath(rootDir: string, requestUrl: string): string | null {
  let url: URL
  try {
    url = new URL(requestUrl)
  } catch {
    return null
  }
  if (url.protocol !== `${appScheme}:` || url.host !== appHost) return null
  // Our files never need encoded separators; they only serve to smuggle `../` past URL parsing.
  if (/%2f|%5c|\\/i.test(url.pathname)) return null
  let pathname: string
  try {
    pathname = decodeURIComponent(url.pathname)
  } catch {
    return null
  }
  if (pathname === '' || pathname.endsWith('/')) pathname += 'index.html'
  return resolveInsideRoot(rootDir, pathname)
}

/** The file for a decoded URL path, or null when it would land outside rootDir. */
export function resolveInsideRoot(rootDir: string, pathname: string): string | null {
  if (pathname.includes('\0')) return null
  const root = resolve(rootDir)
  const filePath = resolve(root, `.${sep}${pathname.replace(/^[/\\]+/, '')}`)
  const inside = relative(root, filePath)
  if (inside === '' || inside === '..' || inside.startsWith(`..${sep}`) || isAbsolute(inside)) {
    return null
  }
  return filePath
}

export function createProtocolHandler(rootDir: string) {
  const headersFor = (filePath: string): Record<string, string> => ({
    'Content-Type': mimeTypeFor(filePath),
    'Content-Security-Policy': contentSecurityPolicy,
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'no-cache',
  })

  return async function handleAppRequest(request: ProtocolRequest): Promise<Response> {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return new Response('Method not allowed', { status: 405 })
    }
    const filePath = resolveRequestPath(rootDir, request.url)
    if (!filePath) return new Response('Forbidden', { status: 403 })

    let body = await readFileOrNull(filePath)
    let servedPath = filePath
    // History-mode routes such as /characters/42 have no extension: serve the app shell.
    if (!body && extname(filePath) === '') {
      servedPath = resolve(rootDir, 'index.html')
      body = await readFileOrNull(servedPath)
    }
    if (!body) return new Response('Not found', { status: 404 })
    return new Response(request.method === 'HEAD' ? null : body, {
      status: 200,
      headers: headersFor(servedPath),
    })
  }
}

async function readFileOrNull(filePath: string): Promise<Uint8Array<ArrayBuffer> | null> {
  try {
    const buffer = await readFile(filePath)
    return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength)
  } catch {
    return null
  }
}
