import { describe, expect, it } from 'vitest'
import { RulesError } from '../types'
import { activePositions } from './combat'
import { newCharacter } from './fixtures'
import { heimrDataSchema } from './model'
import { giveAway, hide, observationModifier, softSound } from './stealth'

describe('Hiding', () => {
  it('keeps the Survival result as the requirement to find the character, hidden and so concealed', () => {
    const hidden = hide(newCharacter, 7)
    expect(hidden.hideRequirement).toBe(7)
    expect(activePositions(hidden.positions)).toEqual(['hidden', 'concealed'])
    expect(heimrDataSchema.safeParse(hidden).success).toBe(true)
  })

  it('loses 2 for every soft sound', () => {
    expect(softSound(softSound(hide(newCharacter, 7))).hideRequirement).toBe(3)
    expect(() => softSound(newCharacter)).toThrow(RulesError)
  })

  it('ends when given away', () => {
    const found = giveAway(hide(newCharacter, 7))
    expect(found.hideRequirement).toBeUndefined()
    expect('hideRequirement' in found).toBe(false)
    expect(found.positions).toEqual([])
  })

  it('refuses a result that is not a whole number', () => {
    expect(() => hide(newCharacter, 2.5)).toThrow(RulesError)
  })
})

describe('Observation', () => {
  it('gives +2 potential on my own square, +1 on a bordering one, nothing otherwise', () => {
    expect(observationModifier('same')?.value).toBe(2)
    expect(observationModifier('bordering')?.value).toBe(1)
    expect(observationModifier('elsewhere')).toBeNull()
  })
})
