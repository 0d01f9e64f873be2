import { describe, expect, it } from 'vitest'
import { resolveHouseRules, type HouseRuleSpec } from './types'

const specs: HouseRuleSpec[] = [
  {
    id: 'total',
    label: 'Total',
    description: '',
    kind: 'number',
    default: 80,
    source: 'x',
    min: 40,
    max: 120,
  },
  { id: 'flag', label: 'Flag', description: '', kind: 'boolean', default: false, source: 'x' },
]

describe('resolveHouseRules', () => {
  it('fills in defaults for rules not set', () => {
    expect(resolveHouseRules(specs)).toEqual({ total: 80, flag: false })
  })

  it('keeps values of the right kind', () => {
    expect(resolveHouseRules(specs, { total: 90, flag: true })).toEqual({ total: 90, flag: true })
  })

  it('falls back to the default for the wrong kind or a non-finite number', () => {
    expect(resolveHouseRules(specs, { total: true, flag: 3 })).toEqual({ total: 80, flag: false })
    expect(resolveHouseRules(specs, { total: Number.NaN })).toEqual({ total: 80, flag: false })
  })

  it('clamps numbers into the allowed range', () => {
    expect(resolveHouseRules(specs, { total: 500 }).total).toBe(120)
    expect(resolveHouseRules(specs, { total: 1 }).total).toBe(40)
  })
})
