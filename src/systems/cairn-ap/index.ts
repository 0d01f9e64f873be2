// The Cairn Action Point and Grimoire variant: one GameSystem plus the helpers the sheet uses.
import type { GameSystem } from '../types'
import { cairnTime } from './pass-time'
import { cairnCampaign } from './campaign'
import { cairnAdvancement, type CairnPurchase } from './advance'
import { checkCairn } from './check'
import {
  cairnDataVersion,
  cairnStartingAwards,
  createCairnCharacter,
  migrateCairnData,
} from './create'
import { deriveCairn, type CairnDerivedKey } from './derive'
import { cairnHouseRules } from './house-rules'
import { cairnInventoryRules } from './inventory'
import { cairnDataSchema, type CairnData } from './model'
import { printCairnSheet } from './print'

export const cairnAp: GameSystem<CairnData, CairnPurchase, CairnDerivedKey> = {
  id: meta.id,
  name: meta.name,
  dataVersion: cairnDataVersion,
  schema: cairnDataSchema,
  houseRules: cairnHouseRules.specs,
  create: (input, rules) => createCairnCharacter(input, rules),
  migrate: migrateCairnData,
  derive: deriveCairn,
  check: checkCairn,
  advancement: cairnAdvancement,
  inventory: cairnInventoryRules,
  campaign: cairnCampaign,
  time: cairnTime,
  combat: cairnCombat,
  print: printCairnSheet,
  // House rule: starting gold (default 0) goes to the ledger.
  startingAwards: cairnStartingAwards,
}

export * from './model'
export * from './tables'
export * from './slots'
export * from './magic'
export * from './lasting-mishaps'
export * from './damage'
export * from './combat'
export * from './play'
export * from './house-rules'
export * from './create'
export * from './armor'
export * from './deprivation'
export { copySpellCost, createGrimoireCost, newDayPurchase, type CairnPurchase } from './advance'
import { meta } from './meta'
import { cairnCombat } from './combat-purchase'
export type { CairnDerivedKey } from './derive'
