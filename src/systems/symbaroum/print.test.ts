import { describe, expect, it } from 'vitest'
import { valueOf, section, expectWellNamedFields, expectBlankOf } from '../print.test-support'
import { dyingCharacter, evenCharacter, frailScholar, shieldedWarrior } from './fixtures'
import { symbaroum } from './index'
import { printSymbaroumSheet } from './print'

const filled = (data = shieldedWarrior, name = 'Ylva') =>
  printSymbaroumSheet(data, {}, { name, blank: false })

describe('printSymbaroumSheet', () => {
  it('is registered on the system', () => {
    expect(symbaroum.print?.(shieldedWarrior, {}, { name: 'Ylva', blank: false })).toEqual(filled())
  })

  it('titles the sheet with the name and the concept', () => {
    const sheet = filled()
    expect(sheet.title).toBe('Ylva')
    expect(sheet.subtitle).toBe('Symbaroum · Shielded warrior')
  })

  it('prints the attributes with their modifiers', () => {
    const sheet = filled()
    expect(valueOf(sheet, 'attr.strong')).toBe('13')
    expect(valueOf(sheet, 'attr.vigilant')).toBe('6')
    expect(valueOf(sheet, 'mod.strong')).toBe('−3')
    expect(valueOf(sheet, 'mod.vigilant')).toBe('+4')
    expect(valueOf(sheet, 'mod.resolute')).toBe('−1')
  })

  it('prints the secondary values derived by the system', () => {
    const warrior = filled()
    expect(valueOf(warrior, 'toughness.max')).toBe('13')
    expect(valueOf(warrior, 'pain')).toBe('7')
    expect(valueOf(warrior, 'defense')).toBe('12')
    expect(valueOf(warrior, 'mod.defense')).toBe('−2')
    expect(valueOf(warrior, 'corruption.threshold')).toBe('6')
    expect(valueOf(warrior, 'initiative')).toBe('13')
    expect(valueOf(warrior, 'toughness.current')).toBe('13')
    expect(valueOf(warrior, 'xp.abilities')).toBe('40')
    expect(valueOf(warrior, 'xp.unspent')).toBe('')
  })

  it('keeps Toughness at 10 for Strong below 10 while Pain Threshold uses Strong', () => {
    const sheet = filled(frailScholar)
    expect(valueOf(sheet, 'attr.strong')).toBe('5')
    expect(valueOf(sheet, 'toughness.max')).toBe('10')
    expect(valueOf(sheet, 'pain')).toBe('3')
  })

  it('prints a Strong-7 character with Toughness 10', () => {
    const data = { ...evenCharacter, attributes: { ...evenCharacter.attributes, strong: 7 } }
    expect(valueOf(filled(data), 'toughness.max')).toBe('10')
  })

  it('prints current Toughness, damage and Corruption', () => {
    const sheet = filled({ ...shieldedWarrior, damage: 4, corruption: 3 })
    expect(valueOf(sheet, 'toughness.current')).toBe('9')
    expect(valueOf(sheet, 'damage')).toBe('4')
    expect(valueOf(sheet, 'corruption.current')).toBe('3')
  })

  it('lists abilities, weapons, armor, shield and equipment', () => {
    const sheet = filled()
    expect(section(sheet, 'abilities', 'table').rows).toEqual([
      ['Man-at-arms', 'Adept'],
      ['Shield Fighter', 'Novice'],
    ])
    expect(section(sheet, 'weapons', 'table').rows).toEqual([['Sword', '1d8', '']])
    expect(section(sheet, 'equipment', 'table').rows).toEqual([
      ['Rope', '1'],
      ['Torch', '3'],
    ])
    expect(valueOf(sheet, 'armor.name')).toBe('Chain mail')
    expect(valueOf(sheet, 'armor.protection')).toBe('1d6')
    expect(valueOf(sheet, 'armor.impeding')).toBe('2')
    expect(valueOf(sheet, 'shield')).toBe('Shield')
  })

  it('prints weapon qualities and leaves armor empty when none is worn', () => {
    const sheet = filled({
      ...evenCharacter,
      weapons: [{ id: 'w', name: 'Pike', damage: '1d10', qualities: ['long', 'heavy'] }],
    })
    expect(section(sheet, 'weapons', 'table').rows).toEqual([['Pike', '1d10', 'long, heavy']])
    expect(valueOf(sheet, 'armor.name')).toBe('')
    expect(valueOf(sheet, 'armor.impeding')).toBe('')
    expect(valueOf(sheet, 'shield')).toBe('')
  })

  it('ticks one death-test box per step closer to death', () => {
    expect(section(filled(dyingCharacter), 'death', 'track')).toMatchObject({
      boxes: 3,
      checked: 0,
    })
    const sheet = filled({ ...dyingCharacter, deathTests: [12, 5, 15] })
    expect(section(sheet, 'death', 'track').checked).toBe(2)
  })

  it('gives every field a unique name of a-z, 0-9 and dots, none inside another', () => {
    expectWellNamedFields(filled())
  })

  it('passes long notes through whole', () => {
    const notes = 'Ærin owes Zoë Dvořák a debt. '.repeat(600)
    const sheet = filled({ ...shieldedWarrior, notes })
    expect(section(sheet, 'notes', 'text').body).toBe(notes)
  })

  it('prints a blank sheet with the same fields and nothing filled in', () => {
    const blank = printSymbaroumSheet(shieldedWarrior, {}, { name: 'Ylva', blank: true })
    expect(blank.subtitle).toBe('Symbaroum')
    expectBlankOf(blank, filled())
  })
})
