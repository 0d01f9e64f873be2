import { describe, expect, it } from 'vitest'
import {
  valueOf,
  section,
  rowOf,
  expectWellNamedFields,
  expectBlankOf,
} from '../print.test-support'
import { embattled, fencer, hardyRunner, newCharacter, weakBrawler } from './fixtures'
import { heimr } from './index'
import type { HeimrData } from './model'
import { printHeimrSheet } from './print'

const filled = (data: HeimrData = fencer, name = 'Sigrun') =>
  printHeimrSheet(data, {}, { name, blank: false })

describe('printHeimrSheet', () => {
  it('is registered on the system', () => {
    expect(heimr.print?.(fencer, {}, { name: 'Sigrun', blank: false })).toEqual(filled())
  })

  it('titles the sheet with the name and the concept', () => {
    const sheet = filled({ ...fencer, concept: 'Duellist' })
    expect(sheet.title).toBe('Sigrun')
    expect(sheet.subtitle).toBe('Heimr · Duellist')
  })

  it('prints attributes, negative ones too, with their progress', () => {
    expect(rowOf(filled(weakBrawler), 'attributes', 'Strength')?.slice(0, 2)).toEqual([
      'Strength',
      '−2',
    ])
    // Stamina 3 → 4: the new value 4 needs 12 progress (Attribute progress table).
    expect(rowOf(filled(hardyRunner), 'attributes', 'Stamina')).toEqual(['Stamina', '3', '9 / 12'])
    expect(section(filled(), 'attributes', 'table').rows).toHaveLength(6)
  })

  it('prints abilities as base, trained and total consistency and potential', () => {
    // Fencing: base C 1 + trained 1 = 2; base P (0 + −3) ÷ 2 rounded down = −2, + trained 2 = 0.
    expect(rowOf(filled(), 'abilities', 'Fencing')).toEqual([
      'Fencing',
      'Dexterity, Intelligence',
      '1',
      '1',
      '2',
      '−2',
      '2',
      '0',
    ])
    expect(rowOf(filled(), 'abilities', 'Perception')?.[5]).toBe('−3')
  })

  it('prints fatigue and ticks its track up to the current fatigue', () => {
    const sheet = filled(embattled)
    expect(valueOf(sheet, 'fatigue.current')).toBe('6')
    expect(valueOf(sheet, 'fatigue.base')).toBe('4')
    expect(section(sheet, 'fatigue.track', 'track')).toMatchObject({ boxes: 20, checked: 6 })
    const rested = filled(hardyRunner)
    expect(valueOf(rested, 'fatigue.base')).toBe('1')
    expect(section(rested, 'fatigue.track', 'track').checked).toBe(1)
  })

  it('prints hit points, willpower, the injury level and injured parts', () => {
    const hurt: HeimrData = {
      ...newCharacter,
      hitPoints: { current: -2, max: 6 },
      willpower: { current: 1, max: 3 },
      injuries: ['swordArm', 'leftLeg'],
    }
    const sheet = filled(hurt)
    expect(valueOf(sheet, 'hp.current')).toBe('−2')
    expect(valueOf(sheet, 'hp.max')).toBe('6')
    expect(valueOf(sheet, 'willpower.current')).toBe('1')
    expect(valueOf(sheet, 'willpower.max')).toBe('3')
    expect(valueOf(sheet, 'injury')).toBe('Mangled')
    expect(valueOf(sheet, 'injuries')).toBe('Sword arm, Left leg')
    expect(valueOf(filled(newCharacter), 'injury')).toBe('Not injured')
    expect(valueOf(sheet, 'initiative')).toMatch(/^C .*, P /)
    expect(valueOf(sheet, 'xp.unspent')).toBe('')
  })

  it('prints Initiative with the defences in a Combat section, not inside Health', () => {
    const sheet = filled()
    const titled = (title: string) =>
      sheet.sections.find((s) => s.title === title && s.kind === 'values')
    const fields = (title: string) => {
      const found = titled(title)
      return found?.kind === 'values' ? found.values.map((v) => v.field) : []
    }
    expect(fields('Health')).not.toContain('initiative')
    expect(fields('Combat')).toEqual([
      'initiative',
      'defence.dodge',
      'defence.block',
      'position.penalty',
    ])
    const derived = heimr.derive(fencer, {})
    expect(valueOf(sheet, 'defence.dodge')).toBe(String(derived['defence.dodge']?.value))
  })

  it('lists items with their armoury stats and notes', () => {
    const armed: HeimrData = {
      ...newCharacter,
      items: [
        { id: 'k', name: 'Knife', kind: 'weapon', catalogId: 'light-weapon', notes: 'Chipped' },
        { id: 'r', name: 'Rope', kind: 'item', catalogId: null, notes: '' },
      ],
    }
    const rows = section(filled(armed), 'items', 'table').rows
    expect(rows[0]?.slice(0, 2)).toEqual(['Knife', 'Weapon'])
    expect(rows[0]?.[2]).toContain('damage 1')
    expect(rows[0]?.[2]).toContain('Chipped')
    expect(rows[1]).toEqual(['Rope', 'Item', ''])
  })

  it('gives every field a unique name of a-z, 0-9 and dots, none inside another', () => {
    expectWellNamedFields(filled(embattled))
  })

  it('passes long notes through whole', () => {
    const notes = 'Ærin owes Zoë Dvořák a debt. '.repeat(600)
    expect(section(filled({ ...fencer, notes }), 'notes', 'text').body).toBe(notes)
  })

  it('prints a blank sheet with the same fields and nothing filled in', () => {
    const blank = printHeimrSheet(embattled, {}, { name: 'Sigrun', blank: true })
    expect(blank.subtitle).toBe('Heimr')
    expectBlankOf(blank, filled(embattled))
  })
})
