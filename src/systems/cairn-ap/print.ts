// The printed Cairn (AP & Grimoire) sheet as data: attributes, HP and Armor, the slot grid that
// items and Fatigue fill, magic, Mishaps, Scars and notes. The drawing kit lays it out.
import { ledgerTotal, printParts } from '../common/print'
import { termTable } from '../common/text'
import type { PrintSection, PrintSheet } from '../print-types'
import type { HouseRules, PrintOptions } from '../types'
import { armorValue } from './armor'
import { deriveCairn, type CairnDerivedKey } from './derive'
import { attributeIds, attributeShort, type CairnData } from './model'
import { slotCapacity, slotGrid } from './slots'
import { findMishap, findScar } from './tables'
import { text as words } from './text'

/** Empty rows a blank sheet gets per table, and spare rows under a filled table. */
const blankRows = { items: 6, spells: 8, mishaps: 3, scars: 4 }

/** Slots filled by something other than an item (Mishap 14's tumours fill slots too). */
const slotMarks = termTable(['fatigue', 'tumour'], (id) => words(`print.${id}`))

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
    const mark = entry === 'fatigue' || entry === 'tumour' ? slotMarks[entry] : undefined
    const name = mark ?? names.get(entry) ?? entry
    labels.push(
      mark === undefined && entry === previous ? words('print.continued', { name }) : name,
    )
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
    ...data.spells.map((spell) => [spell.name, words('print.grimoire'), spell.description]),
    ...data.items
      .filter((item) => item.kind === 'scroll')
      .map((item) => [item.spell || item.name, words('print.scroll'), item.notes]),
  ]

  const sections: PrintSection[] = [
    {
      kind: 'values',
      title: words('print.attributes'),
      values: attributeIds.flatMap((id) => [
        value(attributeShort[id], `${id}.current`, String(data.attributes[id].current)),
        value(
          words('print.max', { name: attributeShort[id] }),
          `${id}.max`,
          String(data.attributes[id].max),
        ),
      ]),
    },
    {
      kind: 'values',
      title: words('print.vitals'),
      values: [
        value(words('print.hp'), 'hp.current', String(data.hp.current)),
        value(words('print.hpMax'), 'hp.max', String(data.hp.max)),
        value(words('print.armor'), 'armor', String(armorValue(data).value)),
        // Gold is kept in the ledger; the printer passes its balance.
        value(words('print.gold'), 'gold', ledgerTotal(options, 'balances', 'gp')),
        value(words('print.move'), 'move', shown('move')),
        value(words('print.initiative'), 'initiative', shown('initiative')),
        value(words('print.condition'), 'condition', shown('condition')),
      ],
    },
    {
      kind: 'slots',
      title: words('print.inventory'),
      slots: capacity,
      filled: blank ? [] : slotLabels(data, rules),
      field: 'inventory',
    },
    {
      kind: 'values',
      title: words('print.slotsTitle'),
      values: [
        value(words('print.slots'), 'slots.total', shown('slots')),
        value(words('print.used'), 'slots.used', shown('usedSlots')),
        value(words('print.free'), 'slots.free', shown('freeSlots')),
        value(words('print.fatigue'), 'fatigue', String(data.fatigue)),
      ],
    },
    table(
      words('print.items'),
      'items',
      [words('print.item'), words('print.slots'), words('print.notes')],
      data.items.map((item) => [item.name, String(item.slots), item.notes]),
      ['item', 'slots', 'notes'],
    ),
    {
      kind: 'values',
      title: words('print.magic'),
      values: [
        value(words('print.manaDust'), 'mana.dust', String(data.manaDust)),
        // Casting: Magic Dice are the free slots plus Mana Dust.
        value(words('print.magicDice'), 'magic.dice', shown('magicDice')),
      ],
    },
    table(
      words('print.spells'),
      'spells',
      [words('print.spell'), words('print.from'), words('print.description')],
      spells,
      ['spell', 'from', 'description'],
    ),
    table(
      words('print.mishaps'),
      'mishaps',
      [words('print.sum'), words('print.mishap'), words('print.note')],
      data.mishaps.map((m) => [String(m.sum), findMishap(m.sum)?.title ?? '', m.note]),
      ['sum', 'mishap', 'note'],
    ),
    table(
      words('print.scars'),
      'scars',
      [words('print.entry'), words('print.scar'), words('print.note')],
      data.scars.map((s) => [String(s.entry), findScar(s.entry)?.title ?? '', s.note]),
      ['entry', 'scar', 'note'],
    ),
    { kind: 'text', title: words('print.notes'), body: text(data.notes), field: 'notes' },
  ]

  return {
    title: text(options.name),
    subtitle:
      data.concept && !blank ? `Cairn (AP & Grimoire) · ${data.concept}` : 'Cairn (AP & Grimoire)',
    sections,
  }
}
