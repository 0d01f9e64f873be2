import { describe, expect, it } from 'vitest'
import { armouryShields, armouryWeapons, describeArmouryEntry, findArmouryEntry } from './tables'

describe('medieval armoury', () => {
  it('lists the eight weapons with the table’s range, damage, bonus and wielding', () => {
    expect(
      armouryWeapons.map((w) => [w.name, w.range, w.damage, w.potentialBonus, w.wielding]),
    ).toEqual([
      ['Light weapon', 'melee', 1, 2, 'eitherHand'],
      ['Medium weapon', 'melee', 2, 3, 'oneOrTwoHands'],
      ['Great weapon', 'melee', 3, 5, 'twoHands'],
      ['Pole arm', 'melee', 2, 4, 'twoHands'],
      ['Bow', 6, 3, 1, 'twoHands'],
      ['Crossbow', 4, 3, null, 'twoHands'],
      ['Throwing weapon', 1, 1, null, 'swordHand'],
      ['Blowgun', 2, 0, 1, 'swordHand'],
    ])
    expect(armouryWeapons.find((w) => w.id === 'medium-weapon')?.abilities).toEqual([
      'Dueling',
      'Swordmanship',
      'Shield and sword',
    ])
  })

  it('lists the shields, keeping the penalties the text leaves as TODO unknown', () => {
    expect(armouryShields.map((s) => [s.name, s.potentialBonus, s.penalty.kind])).toEqual([
      ['Buckler', null, 'none'],
      ['Small shield', 2, 'notGiven'],
      ['Medium shield', 3, 'notGiven'],
      ['Tower shield', 5, 'stamina'],
    ])
    for (const shield of armouryShields) expect(shield.wielding).toBe('offHand')
  })

  it('finds an item’s row by catalog id and describes it', () => {
    const bow = findArmouryEntry('bow')
    expect(bow?.kind).toBe('weapon')
    expect(bow && describeArmouryEntry(bow)).toBe('Range 6, damage 3, P+1, Two hands; Archery')
    const small = findArmouryEntry('small-shield')
    expect(small && describeArmouryEntry(small)).toBe(
      'P+2, penalty not given in the text, Off-hand; Sword and shield',
    )
    const tower = findArmouryEntry('tower-shield')
    expect(tower && describeArmouryEntry(tower)).toContain('stamina −1')
    expect(findArmouryEntry(null)).toBeNull()
    expect(findArmouryEntry('laser')).toBeNull()
  })
})
