// New Symbaroum characters and data-version migrations.
import { addsOptionalFields, readVersion } from '../common/migrate'
import type { HouseRules } from '../types'
import { attributePointTotal } from './house-rules'
import {
  attributeIds,
  attributeMax,
  attributeMin,
  symbaroumDataSchema,
  type SymbaroumAttributes,
  type SymbaroumData,
} from './model'

/**
 * Version 2 (issues #19 and #20, combat and the whole rules text) only added optional fields, so
 * version 1 reads unchanged (see addsOptionalFields).
 */
export const symbaroumDataVersion = 2

/**
 * Attributes spread as evenly as the range 5–15 allows so they add up to `total`
 * (all 10 for 80); the first attributes take any remainder.
 */
export function defaultAttributes(total: number): SymbaroumAttributes {
  const count = attributeIds.length
  const clamped = Math.min(Math.max(Math.round(total), attributeMin * count), attributeMax * count)
  const base = Math.floor(clamped / count)
  let remainder = clamped - base * count
  const out = {} as SymbaroumAttributes
  for (const id of attributeIds) {
    out[id] = base + (remainder > 0 ? 1 : 0)
    if (remainder > 0) remainder--
  }
  return out
}

export function createSymbaroumCharacter(
  _input: { name: string },
  rules: HouseRules,
): SymbaroumData {
  return {
    concept: '',
    attributes: defaultAttributes(attributePointTotal(rules)),
    abilities: {},
    armor: null,
    shield: 'none',
    weapons: [],
    equipment: [],
    damage: 0,
    deathTests: [],
    corruption: 0,
    notes: '',
  }
}

/** Reads stored data of `fromVersion` as current data. Throws with a clear reason otherwise. */
export function migrateSymbaroumData(data: unknown, fromVersion: number): SymbaroumData {
  return readVersion('Symbaroum', symbaroumDataSchema, symbaroumDataVersion, data, fromVersion, {
    1: addsOptionalFields,
  })
}
