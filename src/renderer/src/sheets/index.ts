import { defineAsyncComponent, type Component } from 'vue'

export interface SheetComponents {
  /** The live sheet. */
  sheet: Component
  /** The guided creation steps. */
  creation: Component
}

// One line per system. Components load on demand so the library stays light.
export const sheets: Record<string, SheetComponents> = {
  symbaroum: {
    sheet: defineAsyncComponent(() => import('./symbaroum/SymbaroumSheet.vue')),
    creation: defineAsyncComponent(() => import('./symbaroum/SymbaroumCreation.vue')),
  },
  heimr: {
    sheet: defineAsyncComponent(() => import('./heimr/HeimrSheet.vue')),
    creation: defineAsyncComponent(() => import('./heimr/HeimrCreation.vue')),
  },
  'cairn-ap': {
    sheet: defineAsyncComponent(() => import('./cairn-ap/CairnSheet.vue')),
    creation: defineAsyncComponent(() => import('./cairn-ap/CairnCreation.vue')),
  },
  murdham: {
    sheet: defineAsyncComponent(() => import('./murdham/MurdhamSheet.vue')),
    creation: defineAsyncComponent(() => import('./murdham/MurdhamCreation.vue')),
  },
  'gods-monsters': {
    sheet: defineAsyncComponent(() => import('./gods-monsters/GodsMonstersSheet.vue')),
    creation: defineAsyncComponent(() => import('./gods-monsters/GodsMonstersCreation.vue')),
  },
}
