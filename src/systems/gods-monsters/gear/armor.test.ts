import { describe, expect, it } from 'vitest'
import { RulesError } from '../../types'
import {
  FULL_HELMET_PENALTY,
  armorAllowed,
  armors,
  carriedArmorBulk,
  fullHelmetCostCents,
  fullHelmetCostWith,
  wornArmorDefense,
} from './armor'

function reasonOf(result: ReturnType<typeof armorAllowed>): string {
  if (result.ok) throw new Error('expected a refusal')
  return result.reason
}

describe('armorAllowed', () => {
  it('lets warriors wear any armor from the warrior level in the table', () => {
    expect(armorAllowed('scale-mail', { warrior: 1 })).toEqual({ ok: true })
    expect(armorAllowed('splint-mail', { warrior: 2 })).toEqual({ ok: true })
    expect(armorAllowed('ceremonial-plate', { warrior: 5 })).toEqual({ ok: true })
    expect(armorAllowed('small-shield', { warrior: 3 })).toEqual({ ok: true })
    expect(reasonOf(armorAllowed('full-plate', { warrior: 3 }))).toContain('warrior level 4')
    expect(armorAllowed('small-shield', { warrior: 2 }).ok).toBe(false)
  })

  it('lets thieves, prophets and monks wear basic armor at their column', () => {
    expect(armorAllowed('leather', { thief: 1 })).toEqual({ ok: true })
    expect(armorAllowed('banded-leather', { monk: 1 })).toEqual({ ok: true })
    expect(armorAllowed('shield', { prophet: 2 })).toEqual({ ok: true })
    expect(reasonOf(armorAllowed('shield', { prophet: 1 }))).toContain(
      'thief, prophet or monk level 2',
    )
  })

  it('keeps non-basic armor from thieves, prophets and monks at any level', () => {
    for (const id of [
      'scale-mail',
      'splint-mail',
      'plate-mail',
      'large-shield',
      'small-shield',
      'full-helmet',
    ]) {
      const result = armorAllowed(id, { thief: 20, prophet: 20, monk: 20 })
      expect(result.ok, id).toBe(false)
      expect(reasonOf(result), id).not.toContain('thief, prophet or monk level')
    }
  })

  it('allows chain mail to thieves, prophets and monks only when magically light, from level 2', () => {
    expect(reasonOf(armorAllowed('chain-mail', { thief: 5 }))).toContain('magically light only')
    expect(armorAllowed('chain-mail', { thief: 2 }, { magicallyLight: true })).toEqual({ ok: true })
    expect(armorAllowed('chain-mail', { thief: 1 }, { magicallyLight: true }).ok).toBe(false)
    expect(armorAllowed('chain-mail', { warrior: 1 })).toEqual({ ok: true })
  })

  it('reads cloth’s blank level cells as no minimum beyond having the archetype', () => {
    expect(armorAllowed('cloth', { warrior: 1 })).toEqual({ ok: true })
    expect(armorAllowed('cloth', { monk: 1 })).toEqual({ ok: true })
    expect(armorAllowed('cloth', { sorceror: 7 }).ok).toBe(false)
    expect(armorAllowed('cloth', {}).ok).toBe(false)
  })

  it('refuses all armor to sorcerors and says why', () => {
    for (const piece of armors) {
      expect(armorAllowed(piece.id, { sorceror: 10 }).ok, piece.id).toBe(false)
    }
    expect(reasonOf(armorAllowed('leather', { sorceror: 3 }))).toContain(
      'Sorcerors may use no armor',
    )
  })

  it('needs a high enough level in at least one archetype that can use it', () => {
    expect(armorAllowed('plate-mail', { sorceror: 9, warrior: 3 })).toEqual({ ok: true })
    expect(armorAllowed('shield', { warrior: 1, thief: 1 })).toEqual({ ok: true })
    expect(armorAllowed('large-shield', { warrior: 1, thief: 9 }).ok).toBe(false)
    expect(reasonOf(armorAllowed('plate-mail', { thief: 4, sorceror: 2 }))).toContain(
      'the character has thief 4, sorceror 2',
    )
    expect(reasonOf(armorAllowed('plate-mail', {}))).toContain('no archetype level')
  })

  it('refuses an unknown armor id', () => {
    expect(armorAllowed('mithril', { warrior: 9 })).toEqual({
      ok: false,
      reason: 'Unknown armor “mithril”.',
    })
  })
})

describe('carriedArmorBulk', () => {
  it('doubles cloth, leather (banded too), chain and all shields', () => {
    expect(carriedArmorBulk('cloth')).toBe(16)
    expect(carriedArmorBulk('leather')).toBe(10)
    expect(carriedArmorBulk('banded-leather')).toBe(16)
    expect(carriedArmorBulk('chain-mail')).toBe(30)
    expect(carriedArmorBulk('shield')).toBe(12)
    expect(carriedArmorBulk('large-shield')).toBe(24)
    expect(carriedArmorBulk('small-shield')).toBe(4)
  })

  it('triples splint and every plate', () => {
    expect(carriedArmorBulk('splint-mail')).toBe(75)
    expect(carriedArmorBulk('plate-mail')).toBe(75)
    expect(carriedArmorBulk('full-plate')).toBe(90)
    expect(carriedArmorBulk('ceremonial-plate')).toBe(120)
  })

  it('leaves scale mail and the full helmet at their listed bulk unless a house rule says otherwise', () => {
    expect(carriedArmorBulk('scale-mail')).toBe(20)
    expect(carriedArmorBulk('full-helmet')).toBe(4)
    expect(carriedArmorBulk('scale-mail', 2)).toBe(40)
    expect(carriedArmorBulk('plate-mail', 2)).toBe(75)
    expect(() => carriedArmorBulk('mithril')).toThrow(RulesError)
  })
})

describe('full helmet', () => {
  it('costs 10 silver or 10% of the other armor worn, whichever is more', () => {
    expect(fullHelmetCostCents(0)).toBe(1000)
    expect(fullHelmetCostCents(8000)).toBe(1000)
    expect(fullHelmetCostCents(10_000)).toBe(1000)
    expect(fullHelmetCostCents(30_000)).toBe(3000)
    expect(fullHelmetCostWith(null)).toBe(1000)
    expect(fullHelmetCostWith('chain-mail')).toBe(1000)
    expect(fullHelmetCostWith('plate-mail')).toBe(3000)
    expect(fullHelmetCostWith('full-plate')).toBe(10_000)
    expect(fullHelmetCostWith('ceremonial-plate')).toBe(20_000)
    expect(() => fullHelmetCostWith('shield')).toThrow(RulesError)
  })

  it('gives −1 to perception and attack rolls', () => {
    expect(FULL_HELMET_PENALTY).toEqual({ perception: 1, attack: 1 })
    const withHelmet = wornArmorDefense({ armorId: 'leather', fullHelmet: true })
    expect([withHelmet.perceptionPenalty, withHelmet.attackPenalty]).toEqual([1, 1])
    const without = wornArmorDefense({ armorId: 'leather' })
    expect([without.perceptionPenalty, without.attackPenalty]).toEqual([0, 0])
  })
})

describe('wornArmorDefense', () => {
  it('adds Toromeen’s banded leather 3 and shield 1 to 4', () => {
    expect(wornArmorDefense({ armorId: 'banded-leather', shieldId: 'shield' })).toMatchObject({
      defenseBonus: 4,
      chosenOpponentBonus: 4,
      explanation: 'Banded Leather 3 + Shield 1 = 4',
    })
  })

  it('adds a full helmet’s 1 and counts a small shield only against the chosen opponent', () => {
    expect(wornArmorDefense({ armorId: 'plate-mail', fullHelmet: true }).defenseBonus).toBe(8)
    const small = wornArmorDefense({ armorId: 'leather', shieldId: 'small-shield' })
    expect([small.defenseBonus, small.chosenOpponentBonus]).toEqual([2, 3])
    expect(small.explanation).toBe(
      'Leather 2 = 2; with Small Shield 1 against the chosen opponent: 3',
    )
    expect(wornArmorDefense({}).explanation).toBe('No armor: 0')
  })

  it('refuses a shield worn as body armor or armor carried as a shield', () => {
    expect(() => wornArmorDefense({ armorId: 'shield' })).toThrow(RulesError)
    expect(() => wornArmorDefense({ shieldId: 'leather' })).toThrow(RulesError)
  })
})
