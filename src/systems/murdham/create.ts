// New Murdham characters and data-version migrations.
import { addsOptionalFields, readVersion } from '../common/migrate'
import type { HouseRules } from '../types'
import { startingAbility, startingCoins, startingHealth } from './house-rules'
import { murdhamDataSchema, type MurdhamData } from './model'
import { text } from './text'

/**
 * Version 2 (issues #19 and #20, combat and the whole rules text) only added optional fields, so
 * version 1 reads unchanged (see addsOptionalFields).
 */
export const murdhamDataVersion = 2

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
  return readVersion('Murdham', murdhamDataSchema, murdhamDataVersion, data, fromVersion, {
    1: addsOptionalFields,
  })
}

/** Coins a new character starts with (house rule), when above 0. */
export function murdhamStartingAwards(
  rules: HouseRules,
): { currency: string; amount: number; note: string }[] {
  const amount = startingCoins(rules)
  return amount > 0 ? [{ currency: 'coins', amount, note: text('advance.startingCoins') }] : []
}
