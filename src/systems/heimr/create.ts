// New Heimr characters and data-version migrations.
import { addsOptionalFields, readVersion } from '../common/migrate'
import type { HouseRules } from '../types'
import { baseFatigue, staminaId } from './fatigue'
import {
  defaultBaseConsistency,
  startingExperience,
  startingHitPoints,
  startingWillpower,
} from './house-rules'
import {
  heimrDataSchema,
  standardAbilities,
  standardAttributes,
  type HeimrAbility,
  type HeimrAttribute,
  type HeimrData,
} from './model'
import { text } from './text'

/**
 * Version 2 (issues #19 and #20, combat and the whole rules text) only added optional fields, so
 * version 1 reads unchanged (see addsOptionalFields).
 */
export const heimrDataVersion = 2

/** The six standard attributes at 0 with no progress, named in the current locale. */
function standardAttributeSet(): Record<string, HeimrAttribute> {
  const out: Record<string, HeimrAttribute> = {}
  for (const a of standardAttributes) {
    out[a.id] = {
      name: text(`standardAttribute.${a.id}`),
      short: a.short,
      group: a.group,
      value: 0,
      progress: 0,
    }
  }
  return out
}

/** The six standard abilities, untrained, at the campaign's base consistency (names as above). */
function standardAbilitySet(baseConsistency: number): Record<string, HeimrAbility> {
  const out: Record<string, HeimrAbility> = {}
  for (const a of standardAbilities) {
    out[a.id] = {
      name: text(`standardAbility.${a.id}`),
      baseConsistency,
      attributes: [a.attribute],
      trainedConsistency: 0,
      trainedPotential: 0,
    }
  }
  return out
}

export function createHeimrCharacter(_input: { name: string }, rules: HouseRules): HeimrData {
  const hitPoints = startingHitPoints(rules)
  const willpower = startingWillpower(rules)
  const attributes = standardAttributeSet()
  return {
    concept: '',
    attributes,
    abilities: standardAbilitySet(defaultBaseConsistency(rules)),
    hitPoints: { current: hitPoints, max: hitPoints },
    willpower: { current: willpower, max: willpower },
    // Base fatigue: a new character is rested, at 4 − Stamina.
    fatigue: baseFatigue(attributes[staminaId]?.value ?? 0),
    fatigueRaisedThisTurn: false,
    injuries: [],
    positions: [],
    concealment: 0,
    defenceUses: { dodge: 0, block: 0 },
    items: [],
    notes: '',
  }
}

/** Reads stored data of `fromVersion` as current data. Throws with a clear reason otherwise. */
export function migrateHeimrData(data: unknown, fromVersion: number): HeimrData {
  return readVersion('Heimr', heimrDataSchema, heimrDataVersion, data, fromVersion, {
    1: addsOptionalFields,
  })
}

/** Awards a new character starts with: the house-rule Experience, when above 0. */
export function heimrStartingAwards(
  rules: HouseRules,
): { currency: string; amount: number; note: string }[] {
  const amount = startingExperience(rules)
  return amount > 0 ? [{ currency: 'xp', amount, note: text('advance.startingExperience') }] : []
}
