import { describe, expect, it } from 'vitest'
import {
  expectBlankOf,
  expectWellNamedFields,
  rowOf,
  section,
  valueOf,
} from '../print.test-support'
import { blankCharacter, toromeen } from './fixtures'
import { godsMonsters } from './index'
import type { GodsMonstersData } from './model'
import { printGodsMonstersSheet } from './print'

const filled = (data: GodsMonstersData = toromeen, name = 'Toromeen') =>
  printGodsMonstersSheet(data, {}, { name, blank: false })

/** Toromeen with something in every list. */
const busy: GodsMonstersData = {
  ...toromeen,
  injuries: 2,
  survival: { current: 0, max: 7 },
  notes: 'Owes Charlotte a favour.',
}

describe('printGodsMonstersSheet', () => {
  it('is registered on the system', () => {
    expect(godsMonsters.schema.safeParse(busy).success).toBe(true)
    expect(godsMonsters.print?.(busy, {}, { name: 'Toromeen', blank: false })).toEqual(filled(busy))
  })

  it('titles the sheet with the name and the archetypes', () => {
    const sheet = filled()
    expect(sheet.title).toBe('Toromeen')
    expect(sheet.subtitle).toBe('Gods & Monsters · Warrior 1')
    expect(valueOf(sheet, 'species')).toBe('Dwarf')
    expect(valueOf(sheet, 'moralcode')).toBe('Chaotic Good')
    expect(valueOf(sheet, 'height')).toBe('4′ 8″')
    expect(valueOf(sheet, 'weight')).toBe('220 lb')
  })

  it('prints the abilities with their contributors and the six reactions', () => {
    const sheet = filled()
    expect(valueOf(sheet, 'ability.strength')).toBe('18')
    expect(valueOf(sheet, 'contrib.strength')).toBe('+4 / +2')
    expect(valueOf(sheet, 'contrib.charisma')).toBe('−1 / 0')
    expect(
      ['health', 'fortitude', 'willpower', 'evasion', 'reason', 'perception'].map((r) =>
        valueOf(sheet, `reaction.${r}`),
      ),
    ).toEqual(['10', '10', '6', '4', '6', '3'])
  })

  it('prints survival, verve, injuries and combat values', () => {
    const sheet = filled(busy)
    expect(valueOf(sheet, 'survival.current')).toBe('0')
    expect(valueOf(sheet, 'survival.max')).toBe('7')
    expect(valueOf(sheet, 'verve.max')).toBe('7')
    expect(valueOf(sheet, 'injuries')).toBe('2')
    expect(valueOf(sheet, 'defense')).toBe('+4')
    expect(valueOf(sheet, 'close.attack')).toBe('+2')
    expect(valueOf(sheet, 'close.damage')).toBe('+4')
    expect(valueOf(sheet, 'thrown.damage')).toBe('+2')
    expect(valueOf(sheet, 'movement')).toBe('10')
    expect(valueOf(sheet, 'carry')).toBe('13')
    expect(valueOf(sheet, 'mojo')).toBe('')
  })

  it('prints experience, mojo and coins from the ledger totals the printer passes', () => {
    const sheet = printGodsMonstersSheet(
      toromeen,
      {},
      {
        name: 'Toromeen',
        blank: false,
        balances: { xp: 1200, mojo: 15, coins: 2150 },
        earned: { xp: 1200, mojo: 16, coins: 4800 },
      },
    )
    expect(valueOf(sheet, 'xp')).toBe('1200')
    expect(valueOf(sheet, 'mojo')).toBe('15')
    expect(valueOf(sheet, 'coins')).toBe('21.5')
  })

  it('lists fields, the Fighting Art and the equipment with costs', () => {
    const sheet = filled()
    expect(rowOf(sheet, 'fields', 'Dwarven Culture (culture)')?.[1]).toBe('+2')
    expect(section(sheet, 'fightingart', 'table').rows.map((r) => r[0])).toContain('Battleaxe')
    expect(section(sheet, 'items', 'table').rows).toEqual([
      ['Battleaxe', '1', '18', '', '7'],
      ['Banded Leather', '1', '8', 'yes', '15'],
      ['Shield', '1', '6', 'yes', '5'],
    ])
  })

  it('gives every field a unique name of a-z, 0-9 and dots, none inside another', () => {
    expectWellNamedFields(filled(busy))
  })

  it('prints a blank sheet with the same fields and nothing filled in', () => {
    const blank = printGodsMonstersSheet(busy, {}, { name: 'Toromeen', blank: true })
    expect(blank.subtitle).toBe('Gods & Monsters')
    expectBlankOf(blank, filled(busy))
    expect(
      printGodsMonstersSheet(blankCharacter, {}, { name: '', blank: true }).sections.length,
    ).toBe(blank.sections.length)
  })
})
