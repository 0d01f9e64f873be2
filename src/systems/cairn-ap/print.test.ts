import { describe, expect, it } from 'vitest'
import { valueOf, section, expectWellNamedFields, expectBlankOf } from '../print.test-support'
import { barry, character, fullPack, item, newCaster } from './fixtures'
import { cairnAp } from './index'
import type { CairnData } from './model'
import { printCairnSheet } from './print'

const filled = (data: CairnData = barry, name = 'Barry', rules = {}) =>
  printCairnSheet(data, rules, { name, blank: false })

describe('printCairnSheet', () => {
  it('is registered on the system', () => {
    expect(cairnAp.print?.(barry, {}, { name: 'Barry', blank: false })).toEqual(filled())
  })

  it('titles the sheet with the name and the concept', () => {
    const sheet = filled({ ...barry, concept: 'Hedge wizard' })
    expect(sheet.title).toBe('Barry')
    expect(sheet.subtitle).toBe('Cairn (AP & Grimoire) · Hedge wizard')
  })

  it('prints STR, DEX and WIL current and max, HP, Armor and an empty gold box', () => {
    const hurt = character((d) => {
      d.attributes.str.current = 8
      d.hp = { current: 2, max: 5 }
      d.armor = 1
    })
    const sheet = filled(hurt)
    expect(valueOf(sheet, 'str.current')).toBe('8')
    expect(valueOf(sheet, 'str.max')).toBe('12')
    expect(valueOf(sheet, 'dex.current')).toBe('9')
    expect(valueOf(sheet, 'wil.max')).toBe('14')
    expect(valueOf(sheet, 'hp.current')).toBe('2')
    expect(valueOf(sheet, 'hp.max')).toBe('5')
    expect(valueOf(sheet, 'armor')).toBe('1')
    expect(valueOf(sheet, 'gold')).toBe('')
    expect(valueOf(sheet, 'initiative')).toBe('d20+14')
    expect(valueOf(sheet, 'move')).toBe('5')
  })

  it('fills the slot grid with items in order, a bulky item over two slots', () => {
    const sheet = filled()
    expect(section(sheet, 'inventory', 'slots')).toMatchObject({
      slots: 10,
      filled: [
        'Grimoire',
        'Grimoire (cont.)',
        'Sword',
        'Rope',
        'Tent',
        'Tent (cont.)',
        'Rations',
        'Lantern',
      ],
    })
    // Actions: the Object Die shows beside the item's name.
    const armed = filled(character((d) => d.items.push(item('axe', 'Axe', 2, { die: 'd8' }))))
    expect(section(armed, 'inventory', 'slots')).toMatchObject({
      filled: ['Grimoire', 'Grimoire (cont.)', 'Axe d8', 'Axe d8 (cont.)'],
    })
    expect(valueOf(sheet, 'slots.total')).toBe('10')
    expect(valueOf(sheet, 'slots.used')).toBe('8')
    expect(valueOf(sheet, 'slots.free')).toBe('2')
  })

  it('fills Fatigue after the items', () => {
    const sheet = filled(fullPack)
    const grid = section(sheet, 'inventory', 'slots')
    expect(grid.filled).toHaveLength(10)
    expect(grid.filled.slice(-3)).toEqual(['Torch', 'Fatigue', 'Fatigue'])
    expect(valueOf(sheet, 'fatigue')).toBe('2')
    expect(valueOf(sheet, 'slots.free')).toBe('0')
  })

  it('prints Mishap 14’s tumours in their slots after the Fatigue', () => {
    const sheet = filled({ ...fullPack, fatigue: 1, tumours: 1 })
    const grid = section(sheet, 'inventory', 'slots')
    expect(grid.filled.slice(-3)).toEqual(['Torch', 'Fatigue', 'Tumour'])
  })

  it('takes the slot count from the campaign setting, the character and Mishaps', () => {
    expect(
      section(filled(newCaster, 'A', { inventorySlots: 12 }), 'inventory', 'slots').slots,
    ).toBe(12)
    const own = { ...newCaster, slotOverride: 8, lostSlots: 1 }
    expect(section(filled(own), 'inventory', 'slots').slots).toBe(7)
    const winged = { ...newCaster, wings: true }
    expect(section(filled(winged), 'inventory', 'slots').slots).toBe(5)
  })

  it('passes items beyond the slot total on, for the kit to list', () => {
    const squeezed = { ...fullPack, slotOverride: 8 }
    expect(section(filled(squeezed), 'inventory', 'slots')).toMatchObject({ slots: 8 })
    expect(section(filled(squeezed), 'inventory', 'slots').filled).toHaveLength(10)
  })

  it('lists every item with its slots and notes, those that take no slot too', () => {
    const ring = { ...barry, items: [...barry.items, item('ring', 'Ring', 0, { notes: 'Cold' })] }
    const rows = section(filled(ring), 'items', 'table').rows
    expect(rows[0]).toEqual(['Grimoire', '2', 'Worth 300 gp'])
    expect(rows.at(-1)).toEqual(['Ring', '0', 'Cold'])
  })

  it('prints Mana Dust and Magic Dice (free slots plus dust)', () => {
    const sheet = filled()
    expect(valueOf(sheet, 'mana.dust')).toBe('2')
    expect(valueOf(sheet, 'magic.dice')).toBe('4')
  })

  it('lists grimoire spells and scrolls', () => {
    const withScroll = {
      ...barry,
      items: [
        ...barry.items,
        item('scroll', 'Scroll', 1, { kind: 'scroll' as const, spell: 'Fog', notes: 'Damp' }),
      ],
    }
    expect(section(filled(withScroll), 'spells', 'table').rows).toEqual([
      ['Mirror Image', 'Grimoire', '[dice] illusory duplicates'],
      ['Fog', 'Scroll', 'Damp'],
    ])
  })

  it('lists lasting Mishaps and Scars by their table titles', () => {
    const scarred = {
      ...barry,
      mishaps: [{ id: 'm', sum: 2, note: 'for 3 hours' }],
      scars: [{ id: 's', entry: 1, note: 'Neck' }],
    }
    const sheet = filled(scarred)
    expect(section(sheet, 'mishaps', 'table').rows).toEqual([
      ['2', 'Magic shuts off', 'for 3 hours'],
    ])
    expect(section(sheet, 'scars', 'table').rows).toEqual([['1', 'Lasting Scar', 'Neck']])
  })

  it('gives every field a unique name of a-z, 0-9 and dots, none inside another', () => {
    expectWellNamedFields(filled(fullPack))
  })

  it('passes long notes through whole', () => {
    const notes = 'Ærin owes Zoë Dvořák a debt. '.repeat(600)
    expect(section(filled({ ...barry, notes }), 'notes', 'text').body).toBe(notes)
  })

  it('prints a blank sheet with the same fields and nothing filled in', () => {
    const blank = printCairnSheet(fullPack, {}, { name: 'Barry', blank: true })
    expect(blank.subtitle).toBe('Cairn (AP & Grimoire)')
    expectBlankOf(blank, filled(fullPack))
    expect(section(blank, 'inventory', 'slots').slots).toBe(10)
  })
})
