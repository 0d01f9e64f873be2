import { describe, expect, it } from 'vitest'
import { createRng } from '../common/dice'
import { balance, makeAward, undoEntry, type LedgerEntry } from '../common/ledger'
import { PurchaseError } from '../types'
import { recordLevelUp, levelUpPending } from './advance'
import { blankCharacter, toromeen } from './fixtures'
import {
  characterLevel,
  experienceStatus,
  fightingArtBonus,
  levelUp,
  reactionLevelBonus,
  verveArchetype,
} from './levels'
import type { GodsMonstersData } from './model'
import { attackBonuses, reactionBreakdown } from './stats'
import {
  experienceForLevel,
  levelForExperience,
  levelMojo,
  levelRollKind,
  specialtiesForLevel,
} from './tables'

const at = (data: GodsMonstersData, archetypes: GodsMonstersData['archetypes']) => ({
  ...data,
  archetypes,
})

describe('level table', () => {
  it('needs 1,000 × level more experience for each level', () => {
    expect([2, 3, 4, 5, 6, 7, 8, 9, 10].map(experienceForLevel)).toEqual([
      1000, 3000, 6000, 10000, 15000, 21000, 28000, 36000, 45000,
    ])
    expect(experienceForLevel(1)).toBe(0)
    expect(levelForExperience(999)).toBe(1)
    expect(levelForExperience(1000)).toBe(2)
    expect(levelForExperience(44_999)).toBe(9)
    expect(levelForExperience(45_000)).toBe(10)
  })

  it('gives 10 + level mojo, specialties at 1st, 3rd and odd levels, survival odd, verve even', () => {
    expect([2, 3, 10].map(levelMojo)).toEqual([12, 13, 20])
    expect([1, 2, 3, 4, 5, 9].map(specialtiesForLevel)).toEqual([1, 1, 2, 2, 3, 5])
    expect([2, 3, 4, 5].map(levelRollKind)).toEqual(['verve', 'survival', 'verve', 'survival'])
  })

  it('gives the Fighting Art bonus on each archetype’s schedule', () => {
    const fa = (archetype: 'warrior' | 'thief' | 'sorceror' | 'prophet' | 'monk', level: number) =>
      fightingArtBonus(at(blankCharacter, [{ archetype, level }])).total
    expect([1, 2, 3, 4].map((l) => fa('warrior', l))).toEqual([1, 2, 3, 4])
    expect([1, 2, 3, 4, 6].map((l) => fa('thief', l))).toEqual([0, 1, 1, 2, 3])
    expect([1, 2, 4].map((l) => fa('monk', l))).toEqual([0, 1, 2])
    expect([1, 2, 3, 6, 9].map((l) => fa('sorceror', l))).toEqual([0, 0, 1, 2, 3])
  })

  it('adds archetype levels for several archetypes (Sam Stevens: thief 1, warrior 1 → level 2, Fighting Art +1)', () => {
    const sam = at(blankCharacter, [
      { archetype: 'thief', level: 1 },
      { archetype: 'warrior', level: 1 },
    ])
    expect(characterLevel(sam)).toBe(2)
    expect(fightingArtBonus(sam).total).toBe(1)
    expect(reactionLevelBonus(sam, 'evasion').total).toBe(1)
    expect(reactionLevelBonus(sam, 'fortitude').total).toBe(1)
    expect(reactionLevelBonus(sam, 'perception').total).toBe(0)
  })

  it('tells a pending level from experience', () => {
    expect(experienceStatus(toromeen, 999).pending).toBe(0)
    expect(experienceStatus(toromeen, 3000)).toMatchObject({ levelByExperience: 3, pending: 2 })
  })
})

describe('levelUp', () => {
  it('makes Toromeen the 2nd-level warrior of the combat example (verve 17 on a d10 of 8)', () => {
    const up = levelUp(toromeen, 'warrior', 8)
    const d = up.data
    expect(d.verve).toEqual({ current: 17, max: 17 })
    expect(d.survival).toEqual({ current: 7, max: 7 })
    expect(up.mojo).toBe(12)
    expect(reactionBreakdown(d, 'fortitude').total).toBe(11)
    expect(reactionBreakdown(d, 'perception').total).toBe(4)
    expect(reactionBreakdown(d, 'willpower').total).toBe(7)
    const b = attackBonuses(d)
    expect(b.fightingArt.value + b.closeAttack.value).toBe(4)
    expect(up.gain).toMatchObject({ level: 2, verveRoll: 8, verveGain: 10, survivalRoll: null })
    expect(up.summary).toContain('Mojo +12')
  })

  it('rolls survival at 3rd level with endurance as a major contributor', () => {
    const second = levelUp(toromeen, 'warrior', 8).data
    const third = levelUp(second, 'warrior', 3)
    expect(third.gain.survivalGain).toBe(5)
    expect(third.data.survival.max).toBe(12)
    expect(third.newSpecialties).toBe(1)
  })

  it('rolls with the seedable roller, the same seed giving the same gain', () => {
    const a = levelUp(toromeen, 'warrior', createRng('level')).gain
    const b = levelUp(toromeen, 'warrior', createRng('level')).gain
    expect(a).toEqual(b)
    expect(a.verveRoll).toBeGreaterThanOrEqual(1)
  })

  it('uses the highest archetype after advancing for verve, ties going to the new level’s', () => {
    const mixed = at(blankCharacter, [
      { archetype: 'warrior', level: 2 },
      { archetype: 'thief', level: 1 },
    ])
    expect(verveArchetype(mixed, 'thief')).toBe('thief')
    expect(verveArchetype(mixed, 'warrior')).toBe('warrior')
    expect(verveArchetype(at(blankCharacter, [{ archetype: 'warrior', level: 3 }]), 'thief')).toBe(
      'warrior',
    )
  })

  it('refuses a roll that is not a d10', () => {
    expect(() => levelUp(toromeen, 'warrior', 11)).toThrow(RangeError)
  })
})

describe('recordLevelUp', () => {
  it('needs the experience, awards the mojo and undoes back to the old character', () => {
    const ledger: LedgerEntry[] = [makeAward('mojo', 16), makeAward('xp', 500)]
    expect(() => recordLevelUp(toromeen, ledger, 'warrior', 8)).toThrow(PurchaseError)
    const more = [...ledger, makeAward('xp', 500)]
    expect(levelUpPending(toromeen, more)).toBe(1)
    const done = recordLevelUp(toromeen, more, 'warrior', 8)
    expect(balance(done.ledger, 'mojo')).toBe(28)
    expect(done.data.verve.max).toBe(17)
    expect(levelUpPending(done.data, done.ledger)).toBe(0)
    const undone = undoEntry(done.data, done.ledger, done.entries[0]?.id ?? '')
    expect(undone.data).toEqual(toromeen)
    expect(balance(undone.ledger, 'mojo')).toBe(16)
  })

  it('lets the Guide override a level without the experience', () => {
    const done = recordLevelUp(toromeen, [], 'warrior', 8, {}, { override: true })
    expect(done.entries[0]?.override).toBe(true)
  })
})
