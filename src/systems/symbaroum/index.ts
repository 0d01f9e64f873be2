// The Symbaroum rule system: one GameSystem plus the helpers the sheet uses directly.
import type { GameSystem } from '../types'
import { symbaroumCampaign } from './campaign'
import { experienceCurrency, symbaroumAdvancement, type SymbaroumPurchase } from './advance'
import { checkSymbaroum } from './check'
import { createSymbaroumCharacter, migrateSymbaroumData, symbaroumDataVersion } from './create'
import { deriveSymbaroum, type SymbaroumDerivedKey } from './derive'
import { startingExperience, symbaroumHouseRules } from './house-rules'
import { symbaroumInventoryRules } from './inventory'
import { symbaroumDataSchema, type SymbaroumData } from './model'
import { printSymbaroumSheet } from './print'
import { meta } from './meta'
import { symbaroumTime } from './pass-time'
import { text } from './text'
import { symbaroumCombat } from './combat-purchase'

export const symbaroum: GameSystem<SymbaroumData, SymbaroumPurchase, SymbaroumDerivedKey> = {
  id: meta.id,
  name: meta.name,
  dataVersion: symbaroumDataVersion,
  schema: symbaroumDataSchema,
  houseRules: symbaroumHouseRules.specs,
  create: createSymbaroumCharacter,
  migrate: migrateSymbaroumData,
  derive: deriveSymbaroum,
  check: checkSymbaroum,
  advancement: symbaroumAdvancement,
  inventory: symbaroumInventoryRules,
  campaign: symbaroumCampaign,
  print: printSymbaroumSheet,
  time: symbaroumTime,
  combat: symbaroumCombat,
  // House rule: a new character starts with this much Experience (default 50).
  startingAwards: (rules) => {
    const amount = startingExperience(rules)
    return amount > 0
      ? [{ currency: experienceCurrency, amount, note: text('advance.startingNote') }]
      : []
  },
}

export * from './model'
export * from './secondary'
export * from './success-test'
export * from './combat'
export * from './advance'
export * from './house-rules'
export type { SymbaroumDerivedKey } from './derive'
