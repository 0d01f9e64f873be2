import { EventEmitter } from 'node:events'
import { describe, expect, it, vi } from 'vitest'
import { isTrustedUrl } from './origins'
import {
  blockNetworkRequests,
  configureSessionPermissions,
  hardenWebContents,
  isNetworkRequestAllowed,
} from './security'

const trusted = (url: string) => isTrustedUrl(url, null)

class FakeContents extends EventEmitter {
  windowOpenHandler: ((details: { url: string }) => unknown) | null = null
  setWindowOpenHandler = vi.fn((handler: (details: { url: string }) => unknown) => {
    this.windowOpenHandler = handler
  })
}

function hardened() {
  const contents = new FakeContents()
  hardenWebContents(contents as never, trusted)
  return contents
}

function emitNavigation(contents: FakeContents, eventName: string, url: string) {
  const event = { preventDefault: vi.fn() }
  contents.emit(eventName, event, url)
  return event.preventDefault
}

describe('hardenWebContents', () => {
  it.each([
    'https://evil.example/',
    'http://localhost:5173/',
    'file:///etc/passwd',
    'app://elsewhere/index.html',
    'javascript:alert(1)',
  ])('blocks navigation to %s', (url) => {
    const contents = hardened()
    expect(emitNavigation(contents, 'will-navigate', url)).toHaveBeenCalledTimes(1)
    expect(emitNavigation(contents, 'will-redirect', url)).toHaveBeenCalledTimes(1)
  })

  it('lets the app navigate within its own origin', () => {
    const contents = hardened()
    expect(
      emitNavigation(contents, 'will-navigate', 'app://quillkeep/index.html'),
    ).not.toHaveBeenCalled()
  })

  it('denies every window.open', () => {
    const contents = hardened()
    expect(contents.setWindowOpenHandler).toHaveBeenCalledTimes(1)
    for (const url of ['https://evil.example/', 'app://quillkeep/index.html', 'about:blank']) {
      expect(contents.windowOpenHandler?.({ url })).toEqual({ action: 'deny' })
    }
  })

  it('prevents <webview> from attaching', () => {
    const contents = hardened()
    const event = { preventDefault: vi.fn() }
    contents.emit('will-attach-webview', event, {}, {})
    expect(event.preventDefault).toHaveBeenCalledTimes(1)
  })
})

describe('configureSessionPermissions', () => {
  function configured() {
    const session = {
      setPermissionRequestHandler: vi.fn(),
      setPermissionCheckHandler: vi.fn(),
    }
    configureSessionPermissions(session, trusted)
    const requestHandler = session.setPermissionRequestHandler.mock.calls[0]![0] as (
      contents: unknown,
      permission: string,
      callback: (granted: boolean) => void,
      details: { requestingUrl?: string },
    ) => void
    const checkHandler = session.setPermissionCheckHandler.mock.calls[0]![0] as (
      contents: unknown,
      permission: string,
      origin: string,
      details: object,
    ) => boolean
    const request = (permission: string, requestingUrl: string) => {
      const callback = vi.fn()
      requestHandler({}, permission, callback, { requestingUrl })
      expect(callback).toHaveBeenCalledTimes(1)
      return callback.mock.calls[0]![0] as boolean
    }
    return {
      request,
      check: (permission: string, origin: string) => checkHandler({}, permission, origin, {}),
    }
  }

  it.each([
    'media',
    'geolocation',
    'notifications',
    'openExternal',
    'clipboard-read',
    'hid',
    'unknown',
  ])('denies %s, even to the app itself', (permission) => {
    const { request, check } = configured()
    expect(request(permission, 'app://quillkeep/index.html')).toBe(false)
    expect(check(permission, 'app://quillkeep')).toBe(false)
  })

  it('allows clipboard writes and persistent storage only to the app', () => {
    const { request, check } = configured()
    for (const permission of ['clipboard-sanitized-write', 'persistent-storage']) {
      expect(request(permission, 'app://quillkeep/index.html')).toBe(true)
      expect(check(permission, 'app://quillkeep')).toBe(true)
      expect(request(permission, 'https://evil.example/')).toBe(false)
      expect(check(permission, 'https://evil.example')).toBe(false)
    }
  })
})

describe('network blocking', () => {
  it('blocks every request in the packaged app', () => {
    expect(isNetworkRequestAllowed('https://example.com/font.woff2', null)).toBe(false)
    expect(isNetworkRequestAllowed('http://localhost:5173/', null)).toBe(false)
  })

  it('allows only the dev server (and its HMR socket) in development', () => {
    const dev = 'http://localhost:5173'
    expect(isNetworkRequestAllowed('http://localhost:5173/src/main.ts', dev)).toBe(true)
    expect(isNetworkRequestAllowed('ws://localhost:5173/', dev)).toBe(true)
    expect(isNetworkRequestAllowed('https://evil.example/', dev)).toBe(false)
    expect(isNetworkRequestAllowed('http://localhost:6000/', dev)).toBe(false)
  })

  it('installs a request filter that cancels remote requests', () => {
    const onBeforeRequest = vi.fn()
    blockNetworkRequests({ webRequest: { onBeforeRequest } }, null)
    const [filter, listener] = onBeforeRequest.mock.calls[0]! as [
      { urls: string[] },
      (details: { url: string }, callback: (response: { cancel: boolean }) => void) => void,
    ]
    expect(filter.urls).toEqual(expect.arrayContaining(['http://*/*', 'https://*/*']))
    const callback = vi.fn()
    listener({ url: 'https://tracker.example/pixel.gif' }, callback)
    expect(callback).toHaveBeenCalledWith({ cancel: true })
  })
})
