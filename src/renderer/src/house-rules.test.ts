import { describe, expect, it } from 'vitest'
import type { HouseRuleSpec } from '@systems/types'
import { effectiveHouseRules, houseRuleOrigin } from './house-rules'

const specs: HouseRuleSpec[] = [
  {
    id: 'slots',
    label: 'Slots',
    description: '',
    kind: 'number',
    default: 10,
    source: 'text',
    min: 5,
    max: 20,
  },
  { id: 'swim', label: 'Swim', description: '', kind: 'boolean', default: false, source: 'text' },
  { id: 'xp', label: 'XP', description: '', kind: 'number', default: 0, source: 'text' },
]

describe('house-rule precedence', () => {
  it('campaign over app-wide over default, rule by rule', () => {
    expect(effectiveHouseRules(specs, {}, undefined)).toEqual({ slots: 10, swim: false, xp: 0 })
    expect(effectiveHouseRules(specs, { slots: 12, swim: true }, undefined)).toEqual({
      slots: 12,
      swim: true,
      xp: 0,
    })
    expect(effectiveHouseRules(specs, { slots: 12, swim: true }, { slots: 15, xp: 5 })).toEqual({
      slots: 15,
      swim: true,
      xp: 5,
    })
  })
  it('clamps campaign values into the spec and ignores ones of the wrong kind', () => {
    expect(effectiveHouseRules(specs, { slots: 12 }, { slots: 99, swim: 3 })).toEqual({
      slots: 20,
      swim: false,
      xp: 0,
    })
  })
  it('says where each value comes from', () => {
    const [slots, swim, xp] = specs as [HouseRuleSpec, HouseRuleSpec, HouseRuleSpec]
    expect(houseRuleOrigin(slots, { slots: 12 }, { slots: 15 })).toBe('campaign')
    expect(houseRuleOrigin(swim, { swim: true }, { slots: 15 })).toBe('app')
    expect(houseRuleOrigin(xp, {}, undefined)).toBe('default')
  })
})
