// The Gods & Monsters rule system: one GameSystem plus the helpers the sheet and the creation
// walkthrough use directly.
import type { GameSystem } from '../types'
import { godsMonstersTime } from './pass-time'
import { godsMonstersAdvancement, type GodsMonstersPurchase } from './advance'
import { godsMonstersCampaign } from './campaign'
import { checkGodsMonsters } from './check'
import {
  createGodsMonstersCharacter,
  godsMonstersDataVersion,
  godsMonstersStartingAwards,
  migrateGodsMonstersData,
} from './create'
import { deriveGodsMonsters, type GodsMonstersDerivedKey } from './derive'
import { godsMonstersHouseRules } from './house-rules'
import { godsMonstersInventoryRules } from './inventory'
import { godsMonstersDataSchema, type GodsMonstersData } from './model'
import { printGodsMonstersSheet } from './print'
import { meta } from './meta'
import { godsMonstersCombat } from './combat-purchase'

export const godsMonsters: GameSystem<
  GodsMonstersData,
  GodsMonstersPurchase,
  GodsMonstersDerivedKey
> = {
  id: meta.id,
  name: meta.name,
  dataVersion: godsMonstersDataVersion,
  schema: godsMonstersDataSchema,
  houseRules: godsMonstersHouseRules.specs,
  create: createGodsMonstersCharacter,
  migrate: migrateGodsMonstersData,
  derive: deriveGodsMonsters,
  check: checkGodsMonsters,
  advancement: godsMonstersAdvancement,
  inventory: godsMonstersInventoryRules,
  print: printGodsMonstersSheet,
  campaign: godsMonstersCampaign,
  time: godsMonstersTime,
  combat: godsMonstersCombat,
  // House rule: a new (e.g. replacement) character starts with this much experience (default 0).
  startingAwards: godsMonstersStartingAwards,
}

export * from './model'
export * from './tables'
export * from './contributors'
export * from './house-rules'
export * from './create'
export * from './advance'
export * from './campaign'
export * from './levels'
export * from './movement'
export * from './stats'
export * from './equipment'
export * from './rolls'
export * from './vitals'
export * from './study'
export * from './purchase-checks'
export * from './starting-money'
export type { GodsMonstersDerivedKey } from './derive'
export * from './combat'
export * from './attacks'
export * from './spells'
export * from './spell-compatibility'
export * from './prophets'
export * from './level-choices'
export * from './ailments'
export * from './aging'
export * from './upkeep'
export * from './searching'
export * from './item-reactions'
export * from './semi-consciousness'
export * from './contests'
export * from './group-effort'
export * from './psychic'
export * from './just-bought'
