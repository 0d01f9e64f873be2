// New Murdham characters and data-version migrations.
import { readCurrentVersion } from '../common/migrate'
import type { HouseRules } from '../types'
import { startingAbility, startingCoins, startingHealth } from './house-rules'
import { murdhamDataSchema, type MurdhamData } from './model'

export const murdhamDataVersion = 1

export function createMurdhamCharacter(_input: { name: string }, rules: HouseRules): MurdhamData {
  const ability = startingAbility(rules)
  const health = startingHealth(rules)
  const score = () => ({ max: ability, current: ability })
  return {
    concept: '',
    size: 'medium',
    abilities: { str: score(), agi: score(), wit: score() },
    reductions: [],
    health: { current: health, max: health },
    corruption: 0,
    deceased: false,
    career: { name: '', knowledge: '' },
    skills: [],
    conditions: [],
    fearWards: 0,
    diseases: [],
    immunities: [],
    poisons: [],
    addictions: [],
    items: [],
    animals: [],
    time: { stretch: 0, watch: 0, day: 0, poisonedThisStretch: false },
    notes: '',
  }
}

/** Reads stored data of `fromVersion` as current data. Throws with a clear reason otherwise. */
export function migrateMurdhamData(data: unknown, fromVersion: number): MurdhamData {
  return readCurrentVersion('Murdham', murdhamDataSchema, murdhamDataVersion, data, fromVersion)
}

/** Coins a new character starts with (house rule), when above 0. */
export function murdhamStartingAwards(
  rules: HouseRules,
): { currency: string; amount: number; note: string }[] {
  const amount = startingCoins(rules)
  return amount > 0 ? [{ currency: 'coins', amount, note: 'Starting coins' }] : []
}
