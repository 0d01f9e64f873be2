import { describe, expect, it } from 'vitest'
import {
  activePositions,
  defencePenalty,
  dodgeChallenge,
  initiativeChallenge,
  positionPenalties,
  positions,
  startTurn,
  useDefence,
} from './combat'
import { embattled, newCharacter } from './fixtures'
import { positionIds } from './model'

describe('positions', () => {
  it('define every position id with a label, description and rule', () => {
    for (const id of positionIds) {
      expect(positions[id].id).toBe(id)
      expect(positions[id].label.length).toBeGreaterThan(0)
      expect(positions[id].description.length).toBeGreaterThan(0)
    }
  })

  it('take 2 from all attacks and defences when prone or climbing', () => {
    expect(positionPenalties(['prone'])).toEqual({
      meleeAttack: -2,
      rangedAttack: -2,
      dodge: -2,
      block: -2,
      parry: -2,
    })
    // Climbing: −2 on all attacks and defences; the text's later "−1 to attack rolls" is read
    // as the same penalty, not an extra one.
    expect(positionPenalties(['climbing']).meleeAttack).toBe(-2)
  })

  it('take 1 from melee attacks, parry and dodge on difficult terrain', () => {
    expect(positionPenalties(['difficultTerrain'])).toEqual({
      meleeAttack: -1,
      rangedAttack: 0,
      dodge: -1,
      block: 0,
      parry: -1,
    })
  })

  it('include what they imply, once', () => {
    expect(activePositions(['sleeping'])).toEqual(['sleeping', 'prone', 'helpless'])
    expect(activePositions(['prone', 'unconscious'])).toEqual(['prone', 'unconscious', 'helpless'])
    expect(activePositions(['hidden'])).toEqual(['hidden', 'concealed'])
    expect(positionPenalties(['sleeping', 'prone']).dodge).toBe(-2)
    expect(positions.unconscious.canDefend).toBe(false)
  })
})

describe('defences', () => {
  it('cost 2 consistency for each earlier use', () => {
    expect([0, 1, 3].map(defencePenalty)).toEqual([0, -2, -6])
  })

  it('count dodges and blocks separately until the next turn', () => {
    const data = useDefence(useDefence(useDefence(newCharacter, 'dodge'), 'dodge'), 'block')
    expect(data.defenceUses).toEqual({ dodge: 2, block: 1 })
    expect(startTurn({ ...data, fatigueRaisedThisTurn: true })).toMatchObject({
      defenceUses: { dodge: 0, block: 0 },
      fatigueRaisedThisTurn: false,
    })
  })

  it('roll Agility for a dodge with the repeat and position penalties', () => {
    expect(dodgeChallenge(embattled)).toMatchObject({
      consistency: -7,
      potential: 0,
      physical: true,
    })
    expect(dodgeChallenge(embattled)?.explanation).toContain(
      '(−4 for 2 earlier dodges, −3 from positions)',
    )
    const noAgility = structuredClone(newCharacter)
    delete noAgility.abilities.agility
    expect(dodgeChallenge(noAgility)).toBeNull()
  })
})

describe('initiative', () => {
  it('uses dexterity for consistency and current willpower for potential', () => {
    const data = structuredClone(newCharacter)
    if (data.attributes.dex) data.attributes.dex.value = -1
    data.willpower.current = 2
    expect(initiativeChallenge(data)).toMatchObject({
      consistency: -1,
      potential: 2,
      physical: true,
    })
    delete data.attributes.dex
    expect(initiativeChallenge(data).explanation).toContain('no attribute "dex"')
  })
})
