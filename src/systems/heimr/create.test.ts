import { describe, expect, it } from 'vitest'
import { createHeimrCharacter, heimrStartingAwards, migrateHeimrData } from './create'
import { heimrDataSchema, standardAbilities, standardAttributes } from './model'

describe('createHeimrCharacter', () => {
  it('starts with the six standard attributes at 0 and the six standard abilities untrained', () => {
    const data = createHeimrCharacter({ name: 'Ylva' }, {})
    expect(heimrDataSchema.parse(data)).toEqual(data)
    expect(Object.keys(data.attributes)).toEqual(standardAttributes.map((a) => a.id))
    expect(data.attributes.sta).toEqual({
      name: 'Stamina',
      short: 'sta',
      group: 'physical',
      value: 0,
      progress: 0,
    })
    expect(Object.keys(data.abilities)).toEqual(standardAbilities.map((a) => a.id))
    expect(data.abilities.persuasion).toEqual({
      name: 'Persuasion',
      baseConsistency: 0,
      attributes: ['soc'],
      trainedConsistency: 0,
      trainedPotential: 0,
    })
    expect(data).toMatchObject({
      concept: '',
      notes: '',
      hitPoints: { current: 3, max: 3 },
      willpower: { current: 3, max: 3 },
      fatigue: 4,
      fatigueRaisedThisTurn: false,
      injuries: [],
      positions: [],
      concealment: 0,
      defenceUses: { dodge: 0, block: 0 },
      items: [],
    })
  })

  it('takes hit points, willpower and base consistency from the house rules', () => {
    const data = createHeimrCharacter(
      { name: 'Ylva' },
      { startingHitPoints: 6, startingWillpower: 4, defaultBaseConsistency: 2 },
    )
    expect(data.hitPoints).toEqual({ current: 6, max: 6 })
    expect(data.willpower).toEqual({ current: 4, max: 4 })
    expect(data.abilities.brawl?.baseConsistency).toBe(2)
    // House rules are clamped into their range: the text's −2 to +3.
    expect(
      createHeimrCharacter({ name: 'x' }, { defaultBaseConsistency: 7 }).abilities.brawl
        ?.baseConsistency,
    ).toBe(3)
  })
})

describe('migrateHeimrData', () => {
  it('reads version 1 through the schema', () => {
    const data = createHeimrCharacter({ name: 'Ylva' }, {})
    expect(migrateHeimrData(data, 1)).toEqual(data)
  })

  it('refuses unknown versions and invalid data with a clear message', () => {
    expect(() => migrateHeimrData({}, 3)).toThrow(
      'Cannot read Heimr character data version 3: it was saved by a newer version of Quillkeep.',
    )
    expect(() => migrateHeimrData({}, 0)).toThrow('that version is unknown')
    const noAttribute = createHeimrCharacter({ name: 'x' }, {})
    if (noAttribute.abilities.brawl) noAttribute.abilities.brawl.attributes = []
    // The field is named; zod's own English is not shown (issue #21).
    expect(() => migrateHeimrData(noAttribute, 1)).toThrow(
      'The Heimr character data is not valid (at abilities.brawl.attributes).',
    )
  })
})

describe('heimrStartingAwards', () => {
  it('awards starting Experience only when the campaign sets some', () => {
    expect(heimrStartingAwards({})).toEqual([])
    expect(heimrStartingAwards({ startingExperience: 30 })).toEqual([
      { currency: 'xp', amount: 30, note: 'Starting Experience' },
    ])
  })
})
