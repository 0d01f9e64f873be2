import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { resolveHouseRules, type HouseRules } from '../types'
import { defineHouseRules, type NumberHouseRule } from './house-rules'

const text = { label: 'Cell', description: 'A table cell.', source: 'Test' }
/** Rules built in a loop, as a table's cells are: their ids fit a pattern. */
const cells: Record<`cell${number}`, NumberHouseRule> = {}
for (const row of [1, 2]) cells[`cell${row}`] = { ...text, kind: 'number', default: row }

const rules = defineHouseRules(
  {
    total: { ...text, label: 'Total', kind: 'number', default: 80, min: 40, max: 120 },
    flag: { ...text, label: 'Flag', kind: 'boolean', default: false },
  },
  cells,
)

describe('defineHouseRules', () => {
  it('lists the specs in definition order, each id its key', () => {
    expect(rules.specs).toEqual([
      { id: 'total', ...text, label: 'Total', kind: 'number', default: 80, min: 40, max: 120 },
      { id: 'flag', ...text, label: 'Flag', kind: 'boolean', default: false },
      { id: 'cell1', ...text, kind: 'number', default: 1 },
      { id: 'cell2', ...text, kind: 'number', default: 2 },
    ])
    expect(Object.keys(rules.definitions)).toEqual(['total', 'flag', 'cell1', 'cell2'])
  })

  it('resolves exactly as resolveHouseRules does, with typed fields', () => {
    expect(rules.resolve()).toEqual({ total: 80, flag: false, cell1: 1, cell2: 2 })
    const given = { total: 500, flag: 3, cell2: Number.NaN, other: 1 }
    expect(rules.resolve(given)).toEqual(resolveHouseRules(rules.specs, given))
    const total: number = rules.resolve({ total: 1 }).total
    const flag: boolean = rules.resolve({ flag: true }).flag
    expect([total, flag]).toEqual([40, true])
  })

  it('reads one rule as resolve would, for any stored values', () => {
    const stored = fc.dictionary(
      fc.constantFrom('total', 'flag', 'cell1', 'cell2', 'other'),
      fc.oneof(fc.double(), fc.integer(), fc.boolean()),
    )
    fc.assert(
      fc.property(stored, (given: HouseRules) => {
        const all = rules.resolve(given)
        expect(rules.read(given, 'total')).toBe(all.total)
        expect(rules.read(given, 'flag')).toBe(all.flag)
        expect(rules.read(given, 'cell2')).toBe(all.cell2)
      }),
    )
  })

  it('refuses to read a rule it does not define', () => {
    expect(() => rules.read({}, 'cell3')).toThrow('No house rule "cell3"')
  })
})
