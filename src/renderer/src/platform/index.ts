import type { Api } from '@shared/ipc'
import { createElectronPlatform } from './electron'
import type { Platform } from './types'
import { createWebPlatform } from './web'

export type { DataLocation, Platform } from './types'

declare global {
  interface Window {
    api?: Api
  }
}

/** Picks the desktop implementation when the preload exposed `window.api`, else the web one. */
export function detectPlatform(win: Window = window): Platform {
  return win.api ? createElectronPlatform(win.api) : createWebPlatform(win.document)
}

let current: Platform | null = null

export function platform(): Platform {
  current ??= detectPlatform()
  return current
}

/** For tests. */
export function setPlatform(p: Platform | null): void {
  current = p
}
