import { describe, expect, it } from 'vitest'
import { RulesError } from '../types'
import { newCharacter } from './fixtures'
import {
  hitLocation,
  injuryEffect,
  injuryLevel,
  injuryLevels,
  shortRest,
  spendWillpowerForReroll,
} from './health'

describe('injuryLevel', () => {
  it('follows the table at each boundary', () => {
    expect([1, 0, -1, -2, -3, -4, -5].map(injuryLevel)).toEqual([
      'unhurt',
      'bloodied',
      'bloodied',
      'mangled',
      'mangled',
      'mutilated',
      'mutilated',
    ])
    expect(injuryLevel(12)).toBe('unhurt')
  })

  it('reads hit points below −5, where the table stops, as mutilated', () => {
    expect(injuryLevel(-6)).toBe('mutilated')
    expect(injuryLevel(-40)).toBe('mutilated')
    expect(() => injuryLevel(0.5)).toThrow(RulesError)
  })

  it('says what each level means', () => {
    expect(injuryLevels.bloodied.meaning).toContain('no short rest')
    expect(injuryLevels.mangled.meaning).toBe('Dying: unconscious after 5 minutes, dead after 10.')
    expect(injuryLevels.mutilated.meaning).toBe('Unconscious at once, dead after 2 minutes.')
  })
})

describe('hitLocation', () => {
  it('maps the d6: 5–6 torso, 4 sword arm, 3 other arm, 2 right leg, 1 left leg', () => {
    expect([1, 2, 3, 4, 5, 6].map(hitLocation)).toEqual([
      'leftLeg',
      'rightLeg',
      'otherArm',
      'swordArm',
      'torso',
      'torso',
    ])
    expect(() => hitLocation(0)).toThrow(RulesError)
    expect(() => hitLocation(7)).toThrow('from 1 to 6')
  })
})

describe('injuryEffect', () => {
  it('drops the item for an arm, makes a leg fall and dazes the torso', () => {
    expect(injuryEffect('swordArm').effect).toBe('drop')
    expect(injuryEffect('otherArm').effect).toBe('drop')
    expect(injuryEffect('leftLeg').effect).toBe('fall')
    expect(injuryEffect('rightLeg').effect).toBe('fall')
    expect(injuryEffect('torso').effect).toBe('daze')
  })
})

describe('spendWillpowerForReroll', () => {
  it('costs 1 willpower per re-roll and refuses at 0', () => {
    const data = { ...newCharacter, willpower: { current: 1, max: 3 } }
    const spent = spendWillpowerForReroll(data)
    expect(spent.willpower).toEqual({ current: 0, max: 3 })
    expect(() => spendWillpowerForReroll(spent)).toThrow(RulesError)
    expect(() => spendWillpowerForReroll(spent)).toThrow('No willpower left')
  })
})

describe('shortRest', () => {
  it('restores hit points to the maximum with 1 or more left', () => {
    const hurt = { ...newCharacter, hitPoints: { current: 1, max: 4 } }
    expect(shortRest(hurt).hitPoints).toEqual({ current: 4, max: 4 })
    const full = { ...newCharacter, hitPoints: { current: 4, max: 4 } }
    expect(shortRest(full).hitPoints).toEqual({ current: 4, max: 4 })
  })

  it('is refused at 0 or below (bloodied and worse need treatment), changing nothing', () => {
    for (const current of [0, -1, -3]) {
      const injured = { ...newCharacter, hitPoints: { current, max: 4 } }
      expect(() => shortRest(injured)).toThrow(RulesError)
      expect(() => shortRest(injured)).toThrow(/1 or more hit points/)
    }
  })
})
