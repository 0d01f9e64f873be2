// The Heimr Tabletop Core rule system: one GameSystem plus the helpers the sheet uses directly.
import type { GameSystem } from '../types'
import { heimrTime } from './pass-time'
import { heimrCampaign } from './campaign'
import { heimrAdvancement, type HeimrPurchase } from './advance'
import { checkHeimr } from './check'
import {
  createHeimrCharacter,
  heimrDataVersion,
  heimrStartingAwards,
  migrateHeimrData,
} from './create'
import { deriveHeimr, type HeimrDerivedKey } from './derive'
import { heimrHouseRules } from './house-rules'
import { heimrInventoryRules } from './inventory'
import { heimrDataSchema, type HeimrData } from './model'
import { printHeimrSheet } from './print'
import { meta } from './meta'
import { heimrCombat } from './combat-purchase'

export const heimr: GameSystem<HeimrData, HeimrPurchase, HeimrDerivedKey> = {
  id: meta.id,
  name: meta.name,
  dataVersion: heimrDataVersion,
  schema: heimrDataSchema,
  houseRules: heimrHouseRules.specs,
  create: createHeimrCharacter,
  migrate: migrateHeimrData,
  derive: deriveHeimr,
  check: checkHeimr,
  advancement: heimrAdvancement,
  inventory: heimrInventoryRules,
  campaign: heimrCampaign,
  time: heimrTime,
  combat: heimrCombat,
  print: printHeimrSheet,
  // House rule: a new character starts with this much Experience (default 0).
  startingAwards: heimrStartingAwards,
}

export * from './model'
export * from './dice'
export * from './training'
export * from './abilities'
export * from './advance'
export * from './fatigue'
export * from './attributes'
export * from './health'
export * from './effects'
export * from './penalties'
export * from './environment'
export * from './stealth'
export * from './combat'
export * from './attack'
export * from './follow-ups'
export * from './dying'
export * from './tables'
export * from './house-rules'
export * from './create'
export type { HeimrDerivedKey } from './derive'
