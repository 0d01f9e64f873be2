import { describe, expect, it } from 'vitest'
import { RulesError } from '../../types'
import { findWeapon, rangePenalty, weaponAllowed, weapons } from './weapons'

describe('weaponAllowed', () => {
  it('lets anyone use simple weapons', () => {
    expect(weaponAllowed('dagger', {})).toEqual({ ok: true })
    expect(weaponAllowed('wheel-lock', { warriorLevel: 0 })).toEqual({ ok: true })
  })

  it('lets warriors or the basic weapons skill use basic weapons', () => {
    expect(weaponAllowed('spear', { warriorLevel: 1 })).toEqual({ ok: true })
    expect(weaponAllowed('spear', { basicWeaponsSkill: true })).toEqual({ ok: true })
    const refused = weaponAllowed('spear', {})
    expect(refused.ok).toBe(false)
    if (!refused.ok) expect(refused.reason).toContain('basic weapon')
  })

  it('keeps warrior weapons for warriors, skill or not', () => {
    expect(weaponAllowed('battleaxe', { warriorLevel: 1 })).toEqual({ ok: true })
    const refused = weaponAllowed('battleaxe', { basicWeaponsSkill: true })
    expect(refused.ok).toBe(false)
    if (!refused.ok) expect(refused.reason).toContain('warriors only')
  })

  it('refuses an unknown weapon with a reason', () => {
    expect(weaponAllowed('laser', { warriorLevel: 9 })).toEqual({
      ok: false,
      reason: 'Unknown weapon “laser”.',
    })
  })
})

describe('rangePenalty', () => {
  it('reproduces the text’s thirteen-yard example: spear −2, sling −1, bow 0', () => {
    expect(rangePenalty(13, findWeapon('spear')!.rangeYards!)).toBe(2)
    expect(rangePenalty(13, findWeapon('sling')!.rangeYards!)).toBe(1)
    expect(rangePenalty(13, findWeapon('bow')!.rangeYards!)).toBe(0)
  })

  it('adds a penalty only past each whole range', () => {
    expect(rangePenalty(6, 6)).toBe(0)
    expect(rangePenalty(7, 6)).toBe(1)
    expect(rangePenalty(12, 6)).toBe(1)
    expect(rangePenalty(12.5, 6)).toBe(2)
  })

  it('lowers the penalty by a reduction such as strength for thrown weapons, never below 0', () => {
    expect(rangePenalty(13, 6, 2)).toBe(0)
    expect(rangePenalty(25, 6, 2)).toBe(2)
    expect(rangePenalty(13, 6, 5)).toBe(0)
  })

  it('refuses a range of 0', () => {
    expect(() => rangePenalty(5, 0)).toThrow(RulesError)
  })
})

describe('weapon data', () => {
  it('marks only the lance as mounted-only and only blank cells as null', () => {
    expect(weapons.filter((w) => w.mountedOnly).map((w) => w.id)).toEqual(['lance'])
    expect(findWeapon('great-sword')).toMatchObject({ damage: '2d6', bulk: 22, costCents: 4000 })
    expect(findWeapon('battleaxe')).toMatchObject({
      damage: 'D10',
      fireActions: 2,
      rangeYards: 2,
      hands: null,
      spaceYards: 2,
      bulk: 18,
      costCents: 700,
    })
  })
})
