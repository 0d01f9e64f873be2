import { describe, expect, it } from 'vitest'
import { gearHouseRules, loadOptionsFromHouseRules } from './house-rules'
import { animalMovementUnderLoad, checkLoad, type LoadItem } from './load'

// Toromeen: Strength 18, Carry 13, small; battleaxe, banded leather and shield, all dwarf-made.
const toromeen: LoadItem[] = [
  { gearId: 'battleaxe', name: 'Battleaxe', bulk: 18, quantity: 1, size: 'small' },
  {
    gearId: 'banded-leather',
    name: 'Banded Leather',
    bulk: 8,
    quantity: 1,
    worn: true,
    size: 'small',
  },
  { gearId: 'shield', name: 'Shield', bulk: 6, quantity: 1, worn: true, size: 'small' },
]

describe('checkLoad', () => {
  it('finds nothing wrong with Toromeen’s gear: every item within Strength 18, 3 items against Carry 13', () => {
    const report = checkLoad(toromeen, 18, 13, 'small')
    expect(report.findings).toEqual([])
    expect(report.totalBulk).toBe(32)
    expect(report.carryListItems).toBe(3)
    expect(report.carried).toBe(3)
    expect(report.overCarry).toBe(false)
    expect(report.explanation).toContain('heaviest item bulk 18 against Strength 18')
  })

  it('flags each item whose bulk is more than Strength', () => {
    const report = checkLoad(toromeen, 17, 13, 'small')
    expect(report.findings).toHaveLength(1)
    expect(report.findings[0]).toMatchObject({
      severity: 'error',
      code: 'gear-bulk-over-strength',
      itemIndex: 0,
    })
    expect(report.findings[0]?.message).toContain('bulk 18 is more than Strength 17')
  })

  it('counts carried armor at its carried bulk and worn armor at its listed bulk', () => {
    const report = checkLoad(
      [
        { gearId: 'plate-mail', name: 'Plate Mail', bulk: 25, quantity: 1 },
        { gearId: 'leather', name: 'Leather', bulk: 5, quantity: 1, worn: true },
        { gearId: 'scale-mail', name: 'Scale Mail', bulk: 20, quantity: 1 },
      ],
      100,
      10,
      'medium',
    )
    expect(report.lines.map((l) => l.unitBulk)).toEqual([75, 5, 20])
    expect(report.lines[0]?.explanation).toBe('listed 25; carried, not worn ×3 → 75')
    const houseRuled = checkLoad(
      [{ gearId: 'scale-mail', name: 'Scale Mail', bulk: 20, quantity: 1 }],
      100,
      10,
      'medium',
      { unlistedArmorMultiplier: 2 },
    )
    expect(houseRuled.totalBulk).toBe(40)
  })

  it('changes bulk for items made for another size, then checks it against Strength', () => {
    const report = checkLoad(
      [
        { name: 'Giant’s club', bulk: 20, quantity: 1, size: 'huge' },
        { name: 'Human sword', bulk: 8, quantity: 1, size: 'medium' },
      ],
      18,
      13,
      'medium',
    )
    expect(report.lines.map((l) => l.unitBulk)).toEqual([80, 8])
    expect(report.findings.map((f) => f.code)).toEqual(['gear-bulk-over-strength'])
    const huge = checkLoad(
      [{ name: 'Human sword', bulk: 20, quantity: 1, size: 'medium' }],
      18,
      13,
      'huge',
    )
    expect(huge.totalBulk).toBe(5)
  })

  it('counts each unit as an item on the carry list, but a container’s contents as part of it', () => {
    const loose = checkLoad(
      [{ gearId: 'arrow', name: 'Arrow', bulk: 0.2, quantity: 20 }],
      10,
      13,
      'medium',
    )
    expect(loose.carryListItems).toBe(20)
    expect(loose.totalBulk).toBe(4)
    expect(loose.overCarry).toBe(true)
    expect(loose.findings).toEqual([
      expect.objectContaining({ severity: 'warning', code: 'gear-over-carry' }),
    ])
    const quivered = checkLoad(
      [
        { gearId: 'quiver', name: 'Quiver', bulk: 1, quantity: 1 },
        { gearId: 'arrow', name: 'Arrow', bulk: 0.2, quantity: 20, containedIn: 'Quiver' },
      ],
      10,
      13,
      'medium',
    )
    expect(quivered.carryListItems).toBe(1)
    expect(quivered.totalBulk).toBe(5)
    expect(quivered.overCarry).toBe(false)
  })

  it('keeps bulk sums exact to the hundredth', () => {
    const report = checkLoad(
      [
        { name: 'Paper', bulk: 0.03, quantity: 10 },
        { name: 'Gun powder', bulk: 0.05, quantity: 3 },
        { name: 'Parchment', bulk: 0.01, quantity: 7 },
      ],
      10,
      30,
      'medium',
    )
    expect(report.totalBulk).toBe(0.52)
  })

  it('can compare total bulk with Carry instead, as a house rule', () => {
    const report = checkLoad(toromeen, 18, 13, 'small', { carryMeasure: 'bulk' })
    expect(report.carried).toBe(32)
    expect(report.overCarry).toBe(true)
    expect(report.findings[0]?.message).toContain('Carrying 32 bulk, more than Carry 13')
  })

  it('turns impossible lines into findings instead of throwing', () => {
    const report = checkLoad(
      [
        { name: 'Broken', bulk: -1, quantity: 1 },
        { name: 'Half', bulk: 1, quantity: 0.5 },
      ],
      10,
      10,
      'medium',
    )
    expect(report.totalBulk).toBe(0)
    expect(report.findings.map((f) => [f.code, f.itemIndex])).toEqual([
      ['gear-invalid-line', 0],
      ['gear-invalid-line', 1],
    ])
  })
})

describe('loadOptionsFromHouseRules', () => {
  it('defaults to counting items and leaving unlisted armor at its listed bulk', () => {
    expect(loadOptionsFromHouseRules()).toEqual({
      carryMeasure: 'items',
      unlistedArmorMultiplier: 1,
    })
    expect(
      loadOptionsFromHouseRules({
        gearCarryCountsBulk: true,
        gearUnlistedCarriedArmorMultiplier: 9,
      }),
    ).toEqual({ carryMeasure: 'bulk', unlistedArmorMultiplier: 3 })
    expect(gearHouseRules.specs.every((spec) => spec.source.length > 0)).toBe(true)
  })
})

describe('animalMovementUnderLoad', () => {
  const mule = { movement: 10, carryingBulk: 400 }

  it('keeps full movement up to the listed load', () => {
    expect(animalMovementUnderLoad(mule, 400)).toBe(10)
    expect(animalMovementUnderLoad(mule, 0)).toBe(10)
  })

  it('takes 1 movement for each full 10% over, never below 0', () => {
    expect(animalMovementUnderLoad(mule, 439)).toBe(10)
    expect(animalMovementUnderLoad(mule, 440)).toBe(9)
    expect(animalMovementUnderLoad(mule, 600)).toBe(5)
    expect(animalMovementUnderLoad(mule, 10_000)).toBe(0)
  })
})
