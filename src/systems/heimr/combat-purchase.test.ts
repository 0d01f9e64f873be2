// Damage, healing and conditions through the ledger, by Heimr's Health, Injuries (the table's
// levels: 0 or −1 bloodied, −2 or −3 mangled, −4 or −5 mutilated) and Injury Effects.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { applyCombat } from '../common/combat'
import { buyCombat, combatPurchase, expectUndoIsIdentity } from '../common/combat.test-support'
import { createRng } from '../common/dice'
import { RulesError } from '../types'
import { heimrAdvancement } from './advance'
import { heimrCombat } from './combat-purchase'
import { embattled, newCharacter } from './fixtures'
import { bodyParts, positionIds, type HeimrData } from './model'

const damage = (amount: number, bodyPart: string | null = null) =>
  combatPurchase('heimr', { change: 'damage', amount, bodyPart })
const heal = (amount: number) => combatPurchase('heimr', { change: 'heal', amount })
const at = (current: number, edit: Partial<HeimrData> = {}): HeimrData => ({
  ...newCharacter,
  hitPoints: { current, max: 6 },
  ...edit,
})

describe('Heimr: damage through the ledger', () => {
  it('lowers hit points and names the injury level from the table', () => {
    expect(buyCombat('heimr', at(6), damage(2)).entry.purchase).toBe('Damage 2: Hit points 6 → 4')
    expect(buyCombat('heimr', at(2), damage(3)).entry.purchase).toBe(
      'Damage 3: Hit points 2 → −1; Bloodied',
    )
    expect(buyCombat('heimr', at(2), damage(5)).data.hitPoints.current).toBe(-3)
    expect(buyCombat('heimr', at(2), damage(6)).entry.purchase).toContain('Mutilated')
  })

  it('injures the body part hit when the attack leaves 0 or less, and only then', () => {
    expect(buyCombat('heimr', at(2), damage(3, 'swordArm')).data.injuries).toEqual(['swordArm'])
    expect(buyCombat('heimr', at(6), damage(3, 'swordArm')).data.injuries).toEqual([])
    // Hit on another part while injured: a further injury.
    const again = buyCombat('heimr', at(-1, { injuries: ['swordArm'] }), damage(1, 'torso'))
    expect(again.data.injuries).toEqual(['swordArm', 'torso'])
  })

  it('refuses one whose dying time has run out, and bad amounts', () => {
    const dead = at(-4, { dyingClock: { seconds: 120, stable: false } })
    expect(() => applyCombat(heimrCombat, dead, damage(1), createRng(1))).toThrow(RulesError)
    expect(() => applyCombat(heimrCombat, at(3), damage(-1), createRng(1))).toThrow(RulesError)
  })
})

describe('Heimr: healing and positions through the ledger', () => {
  it('heals up to the maximum; above 0 the injuries and the dying clock end', () => {
    const injured = at(-2, { injuries: ['leftLeg'], dyingClock: { seconds: 30, stable: false } })
    const { data, entry } = buyCombat('heimr', injured, heal(20))
    expect(data.hitPoints.current).toBe(6)
    expect(data.injuries).toEqual([])
    expect(data.dyingClock).toBeUndefined()
    expect(entry.purchase).toBe('Healing 20: Hit points −2 → 6')
    // Still at 0 or less: still injured.
    expect(buyCombat('heimr', injured, heal(1)).data.injuries).toEqual(['leftLeg'])
  })

  it('sets and clears positions the sheet marks', () => {
    const prone = combatPurchase('heimr', { change: 'condition', condition: 'prone', on: false })
    const up = buyCombat('heimr', embattled, prone)
    expect(up.data.positions).toEqual(['difficultTerrain'])
    expect(up.entry.purchase).toBe('Condition off: Prone')
  })

  it('is never offered on the sheet', () => {
    const options = heimrAdvancement.options(newCharacter, { xp: 1000 }, {})
    expect(options.some((o) => o.purchase.kind === 'combat')).toBe(false)
  })

  it('apply then undo is the identity (fast-check)', () => {
    const characters = fc
      .record({
        current: fc.integer({ min: -6, max: 6 }),
        injuries: fc.subarray([...bodyParts]),
        positions: fc.subarray([...positionIds]),
        seconds: fc.option(fc.integer({ min: 0, max: 700 }), { nil: undefined }),
      })
      .map((r) =>
        at(r.current, {
          injuries: r.injuries,
          positions: r.positions,
          ...(r.seconds === undefined ? {} : { dyingClock: { seconds: r.seconds, stable: false } }),
        }),
      )
    const extra = fc.record({ bodyPart: fc.constantFrom(null, ...bodyParts) })
    expectUndoIsIdentity('heimr', characters, extra)
  })
})
