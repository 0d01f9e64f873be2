import { describe, expect, it } from 'vitest'
import { armorLimit, armorProblem, armorValue, mishapArmor, setWings } from './armor'
import { assessDamage } from './damage'
import { checkCairn } from './check'
import { deriveCairn } from './derive'
import { character } from './fixtures'
import { applyMishapEffects } from './magic'

const mishap = (sum: number) => ({ id: `m${sum}`, sum, note: '' })

describe('Armor', () => {
  it('counts worn armor and effects up to 3 without wings', () => {
    const knight = character((d) => (d.armor = 2))
    expect(armorValue(knight).value).toBe(2)
    expect(armorLimit(knight)).toBe(3)
    expect(armorProblem(knight, 3)).toBeNull()
  })

  it('takes +1 from each lasting Mishap 12 and 16, never above 3', () => {
    expect(mishapArmor(character((d) => (d.mishaps = [mishap(12), mishap(16)])))).toBe(2)
    const many = character((d) => (d.mishaps = [12, 12, 16, 12].map(mishap)))
    expect(mishapArmor(many)).toBe(3)
  })
})

describe('Mishap 19: wings rule out worn armor', () => {
  it('tears off worn armor when the wings sprout, keeping the Armor of Mishap 12', () => {
    const armored = character((d) => (d.armor = 2))
    const backfired = applyMishapEffects(armored, 12, null)
    expect(backfired.armor).toBe(3)
    const winged = applyMishapEffects(backfired, 19, 2)
    expect(winged.armor).toBe(1)
    expect(armorValue(winged).value).toBe(1)
    expect(winged.log.some((l) => l.text.includes('tore through the worn armor'))).toBe(true)
  })

  it('leaves nothing of worn armor alone', () => {
    const winged = applyMishapEffects(
      character((d) => (d.armor = 3)),
      19,
      1,
    )
    expect(winged.armor).toBe(0)
    expect(deriveCairn(winged, {}).armor?.value).toBe(0)
    expect(assessDamage(winged, 4).afterArmor).toBe(4)
  })

  it('refuses armor above the Mishap Armor while winged', () => {
    const winged = character((d) => ((d.wings = true), (d.mishaps = [mishap(16)])))
    expect(armorLimit(winged)).toBe(1)
    expect(armorProblem(winged, 1)).toBeNull()
    expect(armorProblem(winged, 2)).toMatch(/no armor can be worn/)
  })

  it('derives Armor without worn armor, and flags armor entered anyway', () => {
    // Data from before this rule: wings and Armor 2, of which 1 from Mishap 12.
    const old = character((d) => ((d.wings = true), (d.armor = 2), (d.mishaps = [mishap(12)])))
    const armor = deriveCairn(old, {}).armor
    expect(armor?.value).toBe(1)
    expect(armor?.explanation).toContain('1 of the 2 entered does not count')
    expect(assessDamage(old, 3).afterArmor).toBe(2)
    expect(checkCairn(old, {}).find((f) => f.code === 'wings-armor')?.message).toContain(
      'counts as 1',
    )
    expect(checkCairn(setWings(old, false), {}).some((f) => f.code === 'wings-armor')).toBe(false)
  })

  it('tears off worn armor when wings are ticked by hand', () => {
    const armored = character((d) => (d.armor = 2))
    expect(setWings(armored, true)).toMatchObject({ wings: true, armor: 0 })
    expect(setWings(armored, false)).toMatchObject({ wings: false, armor: 2 })
  })
})
