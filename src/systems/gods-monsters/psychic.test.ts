import { describe, expect, it } from 'vitest'
import { RulesError } from '../types'
import { toromeen } from './fixtures'
import type { GodsMonstersData } from './model'
import {
  psychicAttack,
  psychicDefense,
  psychicResistRoll,
  psychicVerveLimit,
  spendPsychicVerve,
  takePsychicDamage,
} from './psychic'

/** A 3rd-level monk with charisma 15 (minor +1, major +2) and intelligence 14 (major +2). */
const monk: GodsMonstersData = {
  ...toromeen,
  archetypes: [{ archetype: 'monk', level: 3 }],
  abilities: { ...toromeen.abilities, charisma: 15, intelligence: 16 },
  species: {
    ...toromeen.species,
    adjustments: { ...toromeen.species.adjustments, charisma: 0, intelligence: 0 },
  },
  verve: { current: 10, max: 10 },
  survival: { current: 8, max: 8 },
  injuries: 0,
}

describe('Psychic Conflict', () => {
  it('attacks on 11 with charisma minor against the psychic defence, d4 with charisma major', () => {
    const a = psychicAttack(monk, 3, 2)
    expect(a.target).toBe(11 + 1 - 2)
    expect(a.chance).toBeCloseTo(0.5)
    // +2 charisma major, +2 for the two verve past the first.
    expect(a.damageBonus).toBe(4)
    const first = psychicAttack(monk, 1, 0, {
      initiatedThisRound: true,
      speakingOrMoving: true,
      stunned: 2,
    })
    expect(first.target).toBe(11 + 1 - 2 - 3 - 2)
    expect(first.explanation).toContain('stunned')
  })

  it('limits verve to the monk level and what is left', () => {
    expect(psychicVerveLimit(monk)).toBe(3)
    expect(() => psychicAttack(monk, 4, 0)).toThrow(RulesError)
    expect(() => psychicAttack({ ...monk, verve: { current: 1, max: 10 } }, 2, 0)).toThrow(
      /Only 1 verve/,
    )
    expect(() => psychicAttack(monk, 0, 0)).toThrow(RulesError)
  })

  it('defends with intelligence major for a monk, +2 per verve', () => {
    expect(psychicDefense(monk, 2).defense).toBe(2 + 4)
    expect(psychicDefense(monk, 0, { speakingOrMoving: true }).defense).toBe(-1)
    expect(psychicDefense(toromeen, 0).defense).toBe(0)
  })

  it('costs two verve to enter and spends verve on actions', () => {
    expect(spendPsychicVerve(monk, 'enter', 0).verve.current).toBe(8)
    expect(spendPsychicVerve(monk, 'defend', 3).verve.current).toBe(7)
    expect(() =>
      spendPsychicVerve({ ...monk, verve: { current: 1, max: 10 } }, 'enter', 0),
    ).toThrow(RulesError)
  })

  it('resists entering by willpower and leaves by reason, each with charisma minor', () => {
    const avoid = psychicResistRoll(monk, 'avoid')
    expect(avoid.label).toBe('Willpower')
    expect(avoid.modifiers).toContainEqual({ label: 'charisma 15 (minor)', amount: 1 })
    expect(psychicResistRoll(monk, 'exit').label).toBe('Reason')
  })

  it('takes psychic damage from verve, then survival, which stuns; injuries end it', () => {
    const fromVerve = takePsychicDamage(monk, 4)
    expect(fromVerve.fromVerve).toBe(4)
    expect(fromVerve.stun).toBe(0)
    const spill = takePsychicDamage(monk, 13)
    expect(spill.fromVerve).toBe(10)
    expect(spill.fromSurvival).toBe(3)
    expect(spill.stun).toBe(3)
    expect(spill.leavesConflict).toBe(false)
    const chosen = takePsychicDamage(monk, 5, true)
    expect(chosen.fromVerve).toBe(0)
    expect(chosen.stun).toBe(5)
    const hurt = takePsychicDamage(monk, 20)
    expect(hurt.injuriesGained).toBe(2)
    expect(hurt.leavesConflict).toBe(true)
  })
})
