// This system's screens, found by the sheet registry (../index.ts). They load on first use.
import type { SheetLoaders } from '../index'

export const screens: SheetLoaders = {
  sheet: () => import('./MurdhamSheet.vue'),
  creation: () => import('./MurdhamCreation.vue'),
}
