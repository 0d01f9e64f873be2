// This system's screens, found by the sheet registry (../index.ts). They load on first use.
import type { SheetLoaders } from '../index'

export const screens: SheetLoaders = {
  sheet: () => import('./HeimrSheet.vue'),
  creation: () => import('./HeimrCreation.vue'),
}
