import { describe, expect, it } from 'vitest'
import { checkHeimr } from './check'
import { fencer, newCharacter } from './fixtures'
import type { HeimrData } from './model'

function codes(data: HeimrData): string[] {
  return checkHeimr(data, {}).map((f) => f.code)
}

function edited(edit: (data: HeimrData) => void): HeimrData {
  const data = structuredClone(newCharacter)
  edit(data)
  return data
}

describe('checkHeimr', () => {
  it('finds nothing wrong with new characters', () => {
    expect(checkHeimr(newCharacter, {})).toEqual([])
    expect(checkHeimr(fencer, {})).toEqual([])
  })

  it('warns about base consistency outside −2 to +3', () => {
    const data = edited((d) => {
      if (d.abilities.brawl) d.abilities.brawl.baseConsistency = 4
      if (d.abilities.insight) d.abilities.insight.baseConsistency = -3
    })
    expect(checkHeimr(data, {})).toEqual([
      {
        severity: 'warning',
        code: 'base-consistency-out-of-range',
        message: 'Brawl has base consistency 4; the text expects −2 to +3.',
        rule: 'Consistency of abilities',
        path: 'abilities.brawl.baseConsistency',
      },
      expect.objectContaining({ path: 'abilities.insight.baseConsistency' }),
    ])
    const edges = edited((d) => {
      if (d.abilities.brawl) d.abilities.brawl.baseConsistency = 3
      if (d.abilities.insight) d.abilities.insight.baseConsistency = -2
    })
    expect(codes(edges)).toEqual([])
  })

  it('reports an ability based on an attribute the character lacks as an error', () => {
    const data = edited((d) => {
      if (d.abilities.brawl) d.abilities.brawl.attributes = ['str', 'might']
    })
    expect(checkHeimr(data, {})).toEqual([
      {
        severity: 'error',
        code: 'unknown-attribute',
        message: 'Brawl is based on "might", which is not an attribute of this character.',
        rule: 'Potential of abilities',
        path: 'abilities.brawl.attributes',
      },
    ])
  })

  it('warns when progress has reached the requirement for the next value', () => {
    const data = edited((d) => {
      if (d.attributes.str) d.attributes.str.progress = 6
      if (d.attributes.dex) d.attributes.dex.progress = 5
    })
    expect(checkHeimr(data, {})).toEqual([
      {
        severity: 'warning',
        code: 'progress-reached',
        message:
          'Strength has 6 progress, enough for 1 (needs 6): raise it and reset progress to 0.',
        rule: 'Attribute progress',
        path: 'attributes.str.progress',
      },
    ])
  })

  it('warns about fatigue below base and reports it above 20', () => {
    expect(codes({ ...newCharacter, fatigue: 3 })).toEqual(['fatigue-below-base'])
    expect(codes({ ...newCharacter, fatigue: 21 })).toEqual(['fatigue-above-max'])
    expect(checkHeimr({ ...newCharacter, fatigue: 21 }, {})[0]?.severity).toBe('error')
    expect(codes({ ...newCharacter, fatigue: 20 })).toEqual([])
  })

  it('warns about willpower or hit points above maximum and injuries while unhurt', () => {
    expect(codes({ ...newCharacter, willpower: { current: 4, max: 3 } })).toEqual([
      'willpower-above-max',
    ])
    expect(codes({ ...newCharacter, hitPoints: { current: 5, max: 3 } })).toEqual([
      'hit-points-above-max',
    ])
    expect(codes({ ...newCharacter, injuries: ['torso'] })).toEqual(['injuries-while-unhurt'])
    expect(
      codes({ ...newCharacter, injuries: ['torso'], hitPoints: { current: 0, max: 3 } }),
    ).toEqual([])
  })

  it('warns about an ability written down twice', () => {
    const data = edited((d) => {
      d.abilities.brawl2 = {
        name: ' brawl ',
        baseConsistency: 0,
        attributes: ['str'],
        trainedConsistency: 0,
        trainedPotential: 0,
      }
    })
    expect(checkHeimr(data, {})).toEqual([
      expect.objectContaining({ code: 'duplicate-ability', path: 'abilities.brawl2' }),
    ])
  })

  it('warns about a lasting penalty on an attribute the sheet no longer has', () => {
    const data = edited((d) => {
      d.lastingPenalties = [
        { id: 'a', on: 'attribute', target: 'luck', amount: 2, reason: '' },
        { id: 'b', on: 'group', target: 'physical', amount: 1, reason: '' },
      ]
    })
    expect(checkHeimr(data, {})).toEqual([
      expect.objectContaining({
        code: 'penalty-target-missing',
        path: 'lastingPenalties.0',
        message:
          'A lasting penalty of 2 is on "luck", which is no attribute of this character: it lowers nothing.',
      }),
    ])
  })
})
