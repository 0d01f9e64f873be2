// This system's screens, found by the sheet registry (../index.ts). They load on first use.
import type { SheetLoaders } from '../index'

export const screens: SheetLoaders = {
  sheet: () => import('./GodsMonstersSheet.vue'),
  creation: () => import('./GodsMonstersCreation.vue'),
}
