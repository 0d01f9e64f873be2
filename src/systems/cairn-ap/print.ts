// The printed Cairn (AP & Grimoire) sheet as data: attributes, HP and Armor, the slot grid that
// items and Fatigue fill, magic, Mishaps, Scars and notes. The drawing kit lays it out.
import { ledgerTotal, printParts } from '../common/print'
import type { PrintSection, PrintSheet } from '../print-types'
import type { HouseRules, PrintOptions } from '../types'
import { armorValue } from './armor'
import { deriveCairn, type CairnDerivedKey } from './derive'
import { attributeIds, type CairnData } from './model'
import { slotCapacity, slotGrid } from './slots'
import { findMishap, findScar } from './tables'

const attributeShort = { str: 'STR', dex: 'DEX', wil: 'WIL' } as const

/** Empty rows a blank sheet gets per table, and spare rows under a filled table. */
const blankRows = { items: 6, spells: 8, mishaps: 3, scars: 4 }

/** Slots filled by something other than an item (Mishap 14's tumours fill slots too). */
const slotMarks: Record<string, string> = { fatigue: 'Fatigue', tumour: 'Tumour' }

/** One label per filled slot, in order: items (a bulky item's later slots marked), then Fatigue. */
function slotLabels(data: CairnData, rules: HouseRules): string[] {
  // Actions: an item's Object Die goes beside its name, where the player looks for it.
  const names = new Map(
    data.items.map((item) => [item.id, item.die ? `${item.name} ${item.die}` : item.name]),
  )
  const labels: string[] = []
  let previous: string | null = null
  for (const entry of slotGrid(data, rules)) {
    if (entry === null) continue
    const name = slotMarks[entry] ?? names.get(entry) ?? entry
    labels.push(!(entry in slotMarks) && entry === previous ? `${name} (cont.)` : name)
    previous = entry
  }
  return labels
}

export function printCairnSheet(
  data: CairnData,
  rules: HouseRules,
  options: PrintOptions,
): PrintSheet {
  const { blank } = options
  const { text, value, table } = printParts(blank, blankRows)
  const derived = deriveCairn(data, rules)
  const shown = (id: CairnDerivedKey): string => String(derived[id]?.value ?? '')

  // Slots: the campaign's or the character's own total (house rule), less Mishap losses.
  const capacity = slotCapacity(data, rules).total
  const spells = [
    ...data.spells.map((spell) => [spell.name, 'Grimoire', spell.description]),
    ...data.items
      .filter((item) => item.kind === 'scroll')
      .map((item) => [item.spell || item.name, 'Scroll', item.notes]),
  ]

  const sections: PrintSection[] = [
    {
      kind: 'values',
      title: 'Attributes',
      values: attributeIds.flatMap((id) => [
        value(attributeShort[id], `${id}.current`, String(data.attributes[id].current)),
        value(`${attributeShort[id]} max`, `${id}.max`, String(data.attributes[id].max)),
      ]),
    },
    {
      kind: 'values',
      title: 'Vitals',
      values: [
        value('HP', 'hp.current', String(data.hp.current)),
        value('HP max', 'hp.max', String(data.hp.max)),
        value('Armor', 'armor', String(armorValue(data).value)),
        // Gold is kept in the ledger; the printer passes its balance.
        value('Gold (gp)', 'gold', ledgerTotal(options, 'balances', 'gp')),
        value('Move', 'move', shown('move')),
        value('Initiative', 'initiative', shown('initiative')),
        value('Condition', 'condition', shown('condition')),
      ],
    },
    {
      kind: 'slots',
      title: 'Inventory',
      slots: capacity,
      filled: blank ? [] : slotLabels(data, rules),
      field: 'inventory',
    },
    {
      kind: 'values',
      title: 'Slots',
      values: [
        value('Slots', 'slots.total', shown('slots')),
        value('Used', 'slots.used', shown('usedSlots')),
        value('Free', 'slots.free', shown('freeSlots')),
        value('Fatigue', 'fatigue', String(data.fatigue)),
      ],
    },
    table(
      'Items',
      'items',
      ['Item', 'Slots', 'Notes'],
      data.items.map((item) => [item.name, String(item.slots), item.notes]),
    ),
    {
      kind: 'values',
      title: 'Magic',
      values: [
        value('Mana Dust', 'mana.dust', String(data.manaDust)),
        // Casting: Magic Dice are the free slots plus Mana Dust.
        value('Magic Dice', 'magic.dice', shown('magicDice')),
      ],
    },
    table('Spells and scrolls', 'spells', ['Spell', 'From', 'Description'], spells),
    table(
      'Mishaps',
      'mishaps',
      ['Sum', 'Mishap', 'Note'],
      data.mishaps.map((m) => [String(m.sum), findMishap(m.sum)?.title ?? '', m.note]),
    ),
    table(
      'Scars',
      'scars',
      ['Entry', 'Scar', 'Note'],
      data.scars.map((s) => [String(s.entry), findScar(s.entry)?.title ?? '', s.note]),
    ),
    { kind: 'text', title: 'Notes', body: text(data.notes), field: 'notes' },
  ]

  return {
    title: text(options.name),
    subtitle:
      data.concept && !blank ? `Cairn (AP & Grimoire) · ${data.concept}` : 'Cairn (AP & Grimoire)',
    sections,
  }
}
