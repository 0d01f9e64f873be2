// Diplomacy and Manipulation: a WIT save's result turned into its effect on the sheet.
import { describe, expect, it } from 'vitest'
import { RulesError } from '../types'
import { saveOdds, type SaveRoll } from './abilities'
import { setCondition } from './conditions'
import { improvedAttitude, resolveApproach } from './dialogue'
import { newCharacter } from './fixtures'

const save = (roll: number, ability: 'wit' | 'agi' = 'wit'): SaveRoll => ({
  ...saveOdds(10, 20, false, ability),
  rolls: [roll],
  roll,
  passed: roll <= 10,
})
const frightened = setCondition(newCharacter, 'frightened', true, 'stretch')

describe('Diplomacy: the one acting passes a WIT save', () => {
  it('befriend raises the attitude one level, never past friendly', () => {
    expect(improvedAttitude('hostile')).toBe('unfriendly')
    expect(improvedAttitude('friendly')).toBe('friendly')
    const r = resolveApproach(newCharacter, 'befriend', save(4), 'unfriendly')
    expect(r).toMatchObject({ works: true, attitude: 'neutral' })
    expect(r.outcome).toBe(
      'Befriend someone (Diplomacy): WIT save 4 vs 10: passed; attitude unfriendly → neutral.',
    )
    expect(resolveApproach(newCharacter, 'befriend', save(14), 'unfriendly')).toMatchObject({
      works: false,
      outcome: 'Befriend someone (Diplomacy): WIT save 14 vs 10: failed; it does not work.',
    })
    // A big favour needs no save.
    expect(resolveApproach(newCharacter, 'befriend', null, 'friendly').outcome).toBe(
      'Befriend someone (Diplomacy): no save needed; the other is already friendly.',
    )
  })

  it('encouragement clears frightened when the ally passes; refuses when not frightened', () => {
    const r = resolveApproach(frightened, 'encourage', save(9))
    expect(r.data.conditions).toEqual([])
    expect(resolveApproach(frightened, 'encourage', save(11)).data.conditions).toEqual(
      frightened.conditions,
    )
    expect(() => resolveApproach(newCharacter, 'encourage', save(9))).toThrow(RulesError)
  })
})

describe('Manipulation: the target resists with a WIT save', () => {
  it('intimidation that is not resisted frightens this character until cleared', () => {
    const r = resolveApproach(newCharacter, 'intimidate', save(15))
    expect(r.works).toBe(true)
    expect(r.data.conditions).toEqual([{ id: 'frightened', until: null }])
    expect(r.outcome).toBe(
      'Resist intimidation (Manipulation): WIT save 15 vs 10: failed; in combat, this character is frightened by the intimidator.',
    )
    const resisted = resolveApproach(newCharacter, 'intimidate', save(3))
    expect(resisted).toMatchObject({ works: false, data: newCharacter })
    expect(resisted.outcome).toContain('passed; resisted.')
  })

  it('distraction and taunts say what the next turn becomes; an evident threat needs no save', () => {
    expect(resolveApproach(newCharacter, 'distract', save(12)).outcome).toContain(
      'loses their next turn',
    )
    expect(resolveApproach(newCharacter, 'taunt', null).outcome).toBe(
      'Resist a taunt (Manipulation): no save needed; this character can only spend their next turn trying to harm the taunter.',
    )
    expect(resolveApproach(newCharacter, 'intimidate', null).data.conditions).toHaveLength(1)
    expect(() => resolveApproach(newCharacter, 'taunt', save(3, 'agi'))).toThrow(
      'Manipulation calls for a WIT save.',
    )
  })
})
