import { describe, expect, it } from 'vitest'
import { valueOf, section, expectWellNamedFields, expectBlankOf } from '../print.test-support'
import { contractDisease } from './disease'
import { item, nearlyFull, newCharacter, overloaded, plagueVictim } from './fixtures'
import { murdham } from './index'
import type { MurdhamData } from './model'
import { printMurdhamSheet } from './print'

const filled = (data: MurdhamData = nearlyFull, name = 'Odo') =>
  printMurdhamSheet(data, {}, { name, blank: false })

/** A character with something in every list, for field names and the blank sheet. */
const busy: MurdhamData = {
  ...contractDisease(plagueVictim, 'plague'),
  concept: 'Rat catcher',
  items: overloaded.items,
  career: { name: 'Rat catcher', knowledge: 'Sewers, traps and vermin.' },
  skills: [
    {
      id: 'scholar',
      name: 'Scholar',
      proficiency: 'Lore',
      languages: ['Classic'],
      literacy: true,
      crafting: '',
    },
  ],
  conditions: [{ id: 'frightened', until: 'stretch' }],
  reductions: [{ id: 'r', ability: 'agi', amount: 2, cause: 'poison', sourceId: null, note: '' }],
  poisons: [
    { id: 'p', name: 'Adder venom', delivery: 'bloodstream', effect: 'lethal', drug: false },
  ],
  addictions: [{ id: 'a', drug: 'Black lotus' }],
  immunities: [{ kind: 'influence', name: 'Influence', temporary: true }],
  animals: [{ id: 'dog', name: 'Dog', wild: false, tamed: false, trainings: ['hunt', 'track'] }],
}

describe('printMurdhamSheet', () => {
  it('is registered on the system', () => {
    expect(murdham.schema.safeParse(busy).success).toBe(true)
    expect(murdham.print?.(busy, {}, { name: 'Odo', blank: false })).toEqual(filled(busy))
  })

  it('titles the sheet with the name and the concept', () => {
    const sheet = filled(busy)
    expect(sheet.title).toBe('Odo')
    expect(sheet.subtitle).toBe('Murdham · Rat catcher')
  })

  it('prints STR, AGI and WIT current and max with their save chances', () => {
    const hurt = {
      ...plagueVictim,
      abilities: { ...plagueVictim.abilities, agi: { max: 10, current: 7 } },
    }
    const sheet = filled(hurt)
    expect(valueOf(sheet, 'str.current')).toBe('12')
    expect(valueOf(sheet, 'str.max')).toBe('12')
    expect(valueOf(sheet, 'agi.current')).toBe('7')
    expect(valueOf(sheet, 'agi.max')).toBe('10')
    expect(valueOf(sheet, 'wit.current')).toBe('10')
    expect(valueOf(sheet, 'str.save')).toMatch(/%$/)
  })

  it('prints size, the carry limit and the bulk carried, in halves', () => {
    const sheet = filled()
    expect(valueOf(sheet, 'size')).toBe('Medium')
    expect(valueOf(sheet, 'bulk.total')).toBe('7½')
    expect(valueOf(sheet, 'bulk.limit')).toBe('8')
    expect(valueOf(filled(overloaded), 'bulk.total')).toBe('8½')
    expect(valueOf(filled(overloaded), 'movement')).toBe('No sprint or swim')
    expect(valueOf(sheet, 'coins')).toBe('')
  })

  it('lists items with quantity, bulk each and bulk in all', () => {
    const rows = section(filled(), 'items', 'table').rows
    expect(rows[0]).toEqual(['Pack', '1', '3', '3', ''])
    expect(rows.at(-1)).toEqual(['Rations', '3', '½', '1½', ''])
    const contraband = {
      ...newCharacter,
      items: [{ ...item('Lockpicks', 0.5), illegal: true, notes: 'Hidden' }],
    }
    expect(section(filled(contraband), 'items', 'table').rows[0]?.[4]).toBe('illegal; Hidden')
  })

  it('prints health, corruption, career, skills and languages', () => {
    const sheet = filled({ ...busy, health: { current: -1, max: 6 }, corruption: 3 })
    expect(valueOf(sheet, 'health.current')).toBe('−1')
    expect(valueOf(sheet, 'health.max')).toBe('6')
    expect(valueOf(sheet, 'corruption')).toBe('3')
    expect(valueOf(sheet, 'career.name')).toBe('Rat catcher')
    expect(section(sheet, 'career.knowledge', 'text').body).toBe('Sewers, traps and vermin.')
    expect(section(sheet, 'skills', 'table').rows).toEqual([
      ['Scholar', 'Lore', '', 'Classic, reads and writes'],
    ])
    expect(valueOf(sheet, 'languages')).toBe('Common, Classic')
    expect(valueOf(sheet, 'literacy')).toBe('Literate')
  })

  it('prints conditions with how long they last, diseases and other afflictions', () => {
    const sheet = filled(busy)
    expect(valueOf(sheet, 'conditions')).toBe('Frightened (to end of stretch), Sick, Addicted')
    expect(valueOf(sheet, 'fear')).toBe('Frightened')
    const plague = section(sheet, 'diseases', 'table').rows[0]
    expect(plague?.slice(0, 3)).toEqual(['Plague', '0 / 4', '0'])
    expect(section(sheet, 'afflictions', 'table').rows.map((r) => r.slice(0, 2))).toEqual([
      ['Poison', 'Adder venom'],
      ['Addiction', 'Black lotus'],
      ['Immunity', 'Influence'],
    ])
    expect(section(sheet, 'reductions', 'table').rows).toEqual([['AGI', '−2', 'Poison']])
    expect(section(sheet, 'animals', 'table').rows).toEqual([['Dog', 'Domestic', 'Hunt, Track']])
    const befriended = filled({ ...busy, befriended: { name: 'Stray', wild: false, watch: 0 } })
    expect(section(befriended, 'animals', 'table').rows.at(-1)).toEqual([
      'Stray',
      'Befriended (this watch)',
      '',
    ])
    expect(valueOf(filled(newCharacter), 'conditions')).toBe('')
  })

  it('gives every field a unique name of a-z, 0-9 and dots, none inside another', () => {
    expectWellNamedFields(filled(busy))
  })

  it('passes long notes through whole', () => {
    const notes = 'Ærin owes Zoë Dvořák a debt. '.repeat(600)
    expect(section(filled({ ...busy, notes }), 'notes', 'text').body).toBe(notes)
  })

  it('prints a blank sheet with the same fields and nothing filled in', () => {
    const blank = printMurdhamSheet(busy, {}, { name: 'Odo', blank: true })
    expect(blank.subtitle).toBe('Murdham')
    expectBlankOf(blank, filled(busy))
  })
})
