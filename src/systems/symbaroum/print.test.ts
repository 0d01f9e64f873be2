import { describe, expect, it } from 'vitest'
import type { PrintSection, PrintSheet } from '../print-types'
import { dyingCharacter, evenCharacter, frailScholar, shieldedWarrior } from './fixtures'
import { symbaroum } from './index'
import { printSymbaroumSheet } from './print'

const filled = (data = shieldedWarrior, name = 'Ylva') =>
  printSymbaroumSheet(data, {}, { name, blank: false })

/** Every AcroForm field name the sheet asks for: values' fields and sections' fields. */
function fieldNames(sheet: PrintSheet): string[] {
  return sheet.sections.flatMap((s) =>
    s.kind === 'values' ? s.values.map((v) => v.field) : [s.field],
  )
}

function valueOf(sheet: PrintSheet, field: string): string | undefined {
  for (const s of sheet.sections) {
    if (s.kind !== 'values') continue
    const found = s.values.find((v) => v.field === field)
    if (found) return found.value
  }
  return undefined
}

function section<K extends PrintSection['kind']>(
  sheet: PrintSheet,
  field: string,
  kind: K,
): Extract<PrintSection, { kind: K }> {
  const found = sheet.sections.find((s) => s.kind === kind && 'field' in s && s.field === field)
  if (!found) throw new Error(`no ${kind} section ${field}`)
  return found as Extract<PrintSection, { kind: K }>
}

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
    const names = fieldNames(filled())
    expect(new Set(names).size).toBe(names.length)
    for (const name of names) {
      expect(name).toMatch(/^[a-z0-9.]+$/)
      // A dotted name is a child in the PDF form (and tables, slots and tracks get children):
      // no field may sit inside another's name.
      expect(names.filter((other) => other.startsWith(`${name}.`))).toEqual([])
    }
  })

  it('passes long notes through whole', () => {
    const notes = 'Ærin owes Zoë Dvořák a debt. '.repeat(600)
    const sheet = filled({ ...shieldedWarrior, notes })
    expect(section(sheet, 'notes', 'text').body).toBe(notes)
  })

  it('prints a blank sheet with the same fields and nothing filled in', () => {
    const blank = printSymbaroumSheet(shieldedWarrior, {}, { name: 'Ylva', blank: true })
    expect(blank.title).toBe('')
    expect(blank.subtitle).toBe('Symbaroum')
    expect(fieldNames(blank)).toEqual(fieldNames(filled()))
    for (const s of blank.sections) {
      if (s.kind === 'values') for (const v of s.values) expect(v.value).toBe('')
      if (s.kind === 'table') {
        expect(s.rows).toEqual([])
        expect(s.emptyRows).toBeGreaterThan(0)
      }
      if (s.kind === 'track') expect(s.checked).toBe(0)
      if (s.kind === 'text') expect(s.body).toBe('')
    }
  })
})
