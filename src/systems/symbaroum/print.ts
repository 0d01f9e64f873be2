// The printed Symbaroum sheet as data: attributes and modifiers, secondary values, abilities,
// gear, death tests and notes. The drawing kit in src/shared/pdf lays it out.
import { ledgerTotal, printParts } from '../common/print'
import { formatNumber, signed } from '../common/format'
import type { PrintSection, PrintSheet, PrintValue } from '../print-types'
import type { HouseRules, PrintOptions } from '../types'
import { deathStatus, stepsToDeath } from './combat'
import { deriveSymbaroum, type SymbaroumDerivedKey } from './derive'
import { attributeIds, attributeLabels, type SymbaroumData } from './model'
import { text } from './text'

const shieldLabel = (kind: SymbaroumData['shield']) =>
  kind === 'none' ? '' : text(`shield.${kind}`)

/** Empty rows a blank sheet gets per table, and spare rows under a filled table. */
const blankRows = { abilities: 12, weapons: 4, equipment: 12 }

export function printSymbaroumSheet(
  data: SymbaroumData,
  rules: HouseRules,
  options: PrintOptions,
): PrintSheet {
  const { blank } = options
  const { text: shown, table } = printParts(blank, blankRows)
  const derived = deriveSymbaroum(data, rules)
  const number = (id: SymbaroumDerivedKey): string => {
    const value = derived[id]?.value
    return shown(typeof value === 'number' ? formatNumber(value) : (value ?? ''))
  }
  const modifier = (id: SymbaroumDerivedKey): string => {
    const value = derived[id]?.value
    return shown(typeof value === 'number' ? signed(value) : (value ?? ''))
  }
  const value = (label: string, written: string, field: string): PrintValue => ({
    label,
    value: written,
    field,
  })

  const sections: PrintSection[] = [
    {
      kind: 'values',
      title: text('print.attributes'),
      values: attributeIds.map((id) =>
        value(attributeLabels[id], shown(formatNumber(data.attributes[id])), `attr.${id}`),
      ),
    },
    {
      kind: 'values',
      title: text('print.modifiers'),
      values: attributeIds.map((id) =>
        value(attributeLabels[id], modifier(`modifier.${id}`), `mod.${id}`),
      ),
    },
    {
      kind: 'values',
      title: text('print.secondary'),
      values: [
        value(text('derived.toughness'), number('toughness'), 'toughness.max'),
        value(text('derived.painThreshold'), number('painThreshold'), 'pain'),
        value(text('derived.defense'), number('defense'), 'defense'),
        value(text('print.defenseModifier'), modifier('modifier.defense'), 'mod.defense'),
        value(
          text('derived.corruptionThreshold'),
          number('corruptionThreshold'),
          'corruption.threshold',
        ),
        value(text('derived.initiative'), number('initiative'), 'initiative'),
      ],
    },
    {
      kind: 'values',
      title: text('derived.condition'),
      values: [
        value(text('derived.currentToughness'), number('currentToughness'), 'toughness.current'),
        value(text('print.damage'), shown(formatNumber(data.damage)), 'damage'),
        value(text('derived.corruption'), number('corruption'), 'corruption.current'),
        value(text('print.xpInAbilities'), number('experience'), 'xp.abilities'),
        // Unspent Experience lives in the ledger; the printer passes its balance.
        value(text('print.xpUnspent'), shown(ledgerTotal(options, 'balances', 'xp')), 'xp.unspent'),
      ],
    },
    {
      kind: 'track',
      title: text('print.deathTests'),
      boxes: stepsToDeath,
      // Death tests: each 11–19 is a step closer to death; the third is death.
      checked: blank ? 0 : Math.min(stepsToDeath, deathStatus(data).stepsCloser),
      field: 'death',
    },
    table(
      text('print.abilities'),
      'abilities',
      [text('print.ability'), text('print.level')],
      Object.values(data.abilities).map((a) => [a.name, text(`levelTitle.${a.level}`)]),
      ['ability', 'level'],
    ),
    table(
      text('print.weapons'),
      'weapons',
      [text('print.weapon'), text('print.damage'), text('print.qualities')],
      data.weapons.map((w) => [
        w.name,
        w.damage,
        w.qualities.map((q) => text(`quality.${q}`)).join(', '),
      ]),
      ['weapon', 'damage', 'qualities'],
    ),
    {
      kind: 'values',
      title: text('inventory.armor'),
      values: [
        value(text('inventory.armor'), shown(data.armor?.name ?? ''), 'armor.name'),
        value(text('print.protection'), shown(data.armor?.protection ?? ''), 'armor.protection'),
        value(
          text('print.impeding'),
          shown(data.armor ? formatNumber(data.armor.impeding) : ''),
          'armor.impeding',
        ),
        value(text('shield.shield'), shown(shieldLabel(data.shield)), 'shield'),
      ],
    },
    table(
      text('print.equipment'),
      'equipment',
      [text('print.item'), text('print.quantity')],
      data.equipment.map((e) => [e.name, String(e.quantity)]),
      ['item', 'qty'],
    ),
    { kind: 'text', title: text('print.notes'), body: shown(data.notes), field: 'notes' },
  ]

  return {
    title: shown(options.name),
    subtitle: data.concept && !blank ? `Symbaroum · ${data.concept}` : 'Symbaroum',
    sections,
  }
}
