// House rule ids and derived-value ids are typed per system, so a misspelling is a compile error
// rather than a silent default or a blank on a sheet. Each @ts-expect-error below makes
// `npm run typecheck` fail if its misspelling ever compiles; the tests show what it would do at
// run time. (Sheets: src/renderer/src/sheets/MisspeltStats.vue.)
import { describe, expect, it } from 'vitest'
import { cairnHouseRules } from './cairn-ap/house-rules'
import { partyLine } from './common/campaign'
import { godsMonstersHouseRules } from './gods-monsters/house-rules'
import { heimrHouseRules } from './heimr/house-rules'
import { systems } from './index'
import { murdhamHouseRules } from './murdham/house-rules'
import { symbaroumHouseRules } from './symbaroum/house-rules'
import { resolveHouseRules, type DerivedValues, type GameSystem, type Purchase } from './types'

/** What a system derives for a new character under the default house rules, typed by its ids. */
function newCharacterValues<D, P extends Purchase, K extends string>(
  system: GameSystem<D, P, K>,
): DerivedValues<K> {
  const rules = resolveHouseRules(system.houseRules)
  return system.derive(system.create({ name: 'Speller' }, rules), rules)
}

describe('house rule ids', () => {
  it('read typed values by their ids', () => {
    expect(symbaroumHouseRules.read({}, 'startingExperience')).toBe(50)
    expect(cairnHouseRules.resolve({ inventorySlots: 99 }).inventorySlots).toBe(30)
    expect(murdhamHouseRules.read({}, 'proficientRollTwice')).toBe(true)
    expect(heimrHouseRules.read({ startingHitPoints: 5 }, 'startingHitPoints')).toBe(5)
    expect(godsMonstersHouseRules.read({}, 'majorContributor17')).toBe(3)
  })

  it('do not compile when misspelt, which would otherwise throw or read nothing', () => {
    // @ts-expect-error: "startingExperience"
    expect(() => symbaroumHouseRules.read({}, 'startingExperiance')).toThrow(
      'No house rule "startingExperiance"',
    )
    // @ts-expect-error: "inventorySlots"
    expect(cairnHouseRules.resolve({}).inventorySlot).toBeUndefined()
    // @ts-expect-error: "proficientRollTwice"
    expect(() => murdhamHouseRules.read({}, 'proficientRollTwise')).toThrow()
    // @ts-expect-error: "startingHitPoints"
    expect(heimrHouseRules.resolve({}).startingHitpoints).toBeUndefined()
    // @ts-expect-error: "majorContributor17" (a cell of the contributor table)
    expect(() => godsMonstersHouseRules.read({}, 'majorContributer17')).toThrow()
  })

  it('have the kind they are defined with', () => {
    // @ts-expect-error: the save die is a number rule
    const saveDie: boolean = murdhamHouseRules.read({}, 'saveDieSides')
    // @ts-expect-error: defense from agility is a boolean rule
    const defense: number = godsMonstersHouseRules.resolve({}).defenseAgilityMajor
    expect([saveDie, defense]).toEqual([20, true])
  })
})

describe('derived-value ids', () => {
  it('do not compile when misspelt, which would otherwise read nothing', () => {
    const symbaroum = newCharacterValues(systems.symbaroum)
    expect(symbaroum.painThreshold?.value).toBe(5)
    // @ts-expect-error: "painThreshold"
    expect(symbaroum.painTreshold).toBeUndefined()
    expect(symbaroum['modifier.strong']?.value).toBe(0)
    // @ts-expect-error: the attribute is "strong"
    expect(symbaroum['modifier.strength']).toBeUndefined()

    const cairn = newCharacterValues(systems['cairn-ap'])
    expect(cairn.freeSlots).toBeDefined()
    // @ts-expect-error: "freeSlots"
    expect(cairn.freeSlot).toBeUndefined()

    const murdham = newCharacterValues(systems.murdham)
    expect(murdham['save.agi']).toBeDefined()
    // @ts-expect-error: Murdham's abilities are str, agi and wit
    expect(murdham['save.dex']).toBeUndefined()

    const heimr = newCharacterValues(systems.heimr)
    expect(heimr['defence.dodge']).toBeDefined()
    // @ts-expect-error: Heimr spells it "defence"
    expect(heimr['defense.dodge']).toBeUndefined()
    // @ts-expect-error: "consistency"
    expect(heimr['ability.brawl.consistancy']).toBeUndefined()

    const godsMonsters = newCharacterValues(systems['gods-monsters'])
    expect(godsMonsters['reaction.fortitude']).toBeDefined()
    // @ts-expect-error: "fortitude"
    expect(godsMonsters['reaction.fortitute']).toBeUndefined()
  })

  it('do not compile when misspelt in a party-screen line, which would otherwise throw', () => {
    const heimr = newCharacterValues(systems.heimr)
    expect(partyLine(heimr, 'hitPoints').label).toBe('Hit points')
    // @ts-expect-error: "hitPoints"
    expect(() => partyLine(heimr, 'hitpoints')).toThrow('No derived value "hitpoints"')
  })
})
