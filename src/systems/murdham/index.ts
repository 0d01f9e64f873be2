// The Murdham rule system (adventuring chapter): one GameSystem plus the helpers the sheet uses.
import type { GameSystem } from '../types'
import { murdhamTime } from './pass-time'
import { murdhamCampaign } from './campaign'
import { murdhamAdvancement, type MurdhamPurchase } from './advance'
import { checkMurdham } from './check'
import {
  createMurdhamCharacter,
  migrateMurdhamData,
  murdhamDataVersion,
  murdhamStartingAwards,
} from './create'
import { deriveMurdham, type MurdhamDerivedKey } from './derive'
import { murdhamHouseRules } from './house-rules'
import { murdhamInventoryRules } from './inventory'
import { murdhamDataSchema, type MurdhamData } from './model'
import { printMurdhamSheet } from './print'
import { meta } from './meta'
import { murdhamCombat } from './combat-purchase'

export const murdham: GameSystem<MurdhamData, MurdhamPurchase, MurdhamDerivedKey> = {
  id: meta.id,
  name: meta.name,
  dataVersion: murdhamDataVersion,
  schema: murdhamDataSchema,
  houseRules: murdhamHouseRules.specs,
  create: createMurdhamCharacter,
  migrate: migrateMurdhamData,
  derive: deriveMurdham,
  check: checkMurdham,
  advancement: murdhamAdvancement,
  inventory: murdhamInventoryRules,
  campaign: murdhamCampaign,
  time: murdhamTime,
  combat: murdhamCombat,
  print: printMurdhamSheet,
  // House rule: a new character starts with this many coins (default 0).
  startingAwards: murdhamStartingAwards,
}

export * from './model'
export * from './tables'
export * from './bulk'
export * from './abilities'
export * from './disease'
export * from './poison'
export * from './time'
export * from './conditions'
export * from './trading'
export * from './watch-actions'
export * from './dialogue'
export * from './hazards'
export * from './animals'
export * from './skills'
export * from './advance'
export * from './house-rules'
export * from './create'
export type { MurdhamDerivedKey } from './derive'
export { percent } from '../common/format'
export * from './attitude'
export * from './suffocation'
export * from './travel'
export * from './crafting'
export * from './zones'
export * from './movement'
