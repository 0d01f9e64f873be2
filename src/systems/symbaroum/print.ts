// The printed Symbaroum sheet as data: attributes and modifiers, secondary values, abilities,
// gear, death tests and notes. The drawing kit in src/shared/pdf lays it out.
import { ledgerTotal, printParts } from '../common/print'
import { formatNumber, signed } from '../common/format'
import type { PrintSection, PrintSheet, PrintValue } from '../print-types'
import type { HouseRules, PrintOptions } from '../types'
import { deathStatus, stepsToDeath } from './combat'
import { deriveSymbaroum, type SymbaroumDerivedKey } from './derive'
import { attributeIds, attributeLabels, type SymbaroumData } from './model'

const levelLabels = { novice: 'Novice', adept: 'Adept', master: 'Master' } as const
const shieldLabels = { none: '', shield: 'Shield', buckler: 'Buckler' } as const

/** Empty rows a blank sheet gets per table, and spare rows under a filled table. */
const blankRows = { abilities: 12, weapons: 4, equipment: 12 }

export function printSymbaroumSheet(
  data: SymbaroumData,
  rules: HouseRules,
  options: PrintOptions,
): PrintSheet {
  const { blank } = options
  const { text, table } = printParts(blank, blankRows)
  const derived = deriveSymbaroum(data, rules)
  const number = (id: SymbaroumDerivedKey): string => {
    const value = derived[id]?.value
    return text(typeof value === 'number' ? formatNumber(value) : (value ?? ''))
  }
  const modifier = (id: SymbaroumDerivedKey): string => {
    const value = derived[id]?.value
    return text(typeof value === 'number' ? signed(value) : (value ?? ''))
  }
  const value = (label: string, shown: string, field: string): PrintValue => ({
    label,
    value: shown,
    field,
  })

  const sections: PrintSection[] = [
    {
      kind: 'values',
      title: 'Attributes',
      values: attributeIds.map((id) =>
        value(attributeLabels[id], text(formatNumber(data.attributes[id])), `attr.${id}`),
      ),
    },
    {
      kind: 'values',
      title: 'Modifiers',
      values: attributeIds.map((id) =>
        value(attributeLabels[id], modifier(`modifier.${id}`), `mod.${id}`),
      ),
    },
    {
      kind: 'values',
      title: 'Secondary',
      values: [
        value('Toughness', number('toughness'), 'toughness.max'),
        value('Pain Threshold', number('painThreshold'), 'pain'),
        value('Defense', number('defense'), 'defense'),
        value('Defense mod.', modifier('modifier.defense'), 'mod.defense'),
        value('Corruption Threshold', number('corruptionThreshold'), 'corruption.threshold'),
        value('Initiative', number('initiative'), 'initiative'),
      ],
    },
    {
      kind: 'values',
      title: 'Condition',
      values: [
        value('Current Toughness', number('currentToughness'), 'toughness.current'),
        value('Damage', text(formatNumber(data.damage)), 'damage'),
        value('Corruption', number('corruption'), 'corruption.current'),
        value('XP in abilities', number('experience'), 'xp.abilities'),
        // Unspent Experience lives in the ledger; the printer passes its balance.
        value('XP unspent', text(ledgerTotal(options, 'balances', 'xp')), 'xp.unspent'),
      ],
    },
    {
      kind: 'track',
      title: 'Death tests (11–19)',
      boxes: stepsToDeath,
      // Death tests: each 11–19 is a step closer to death; the third is death.
      checked: blank ? 0 : Math.min(stepsToDeath, deathStatus(data).stepsCloser),
      field: 'death',
    },
    table(
      'Abilities',
      'abilities',
      ['Ability', 'Level'],
      Object.values(data.abilities).map((a) => [a.name, levelLabels[a.level]]),
    ),
    table(
      'Weapons',
      'weapons',
      ['Weapon', 'Damage', 'Qualities'],
      data.weapons.map((w) => [w.name, w.damage, w.qualities.join(', ')]),
    ),
    {
      kind: 'values',
      title: 'Armor',
      values: [
        value('Armor', text(data.armor?.name ?? ''), 'armor.name'),
        value('Protection', text(data.armor?.protection ?? ''), 'armor.protection'),
        value(
          'Impeding',
          text(data.armor ? formatNumber(data.armor.impeding) : ''),
          'armor.impeding',
        ),
        value('Shield', text(shieldLabels[data.shield]), 'shield'),
      ],
    },
    table(
      'Equipment',
      'equipment',
      ['Item', 'Qty'],
      data.equipment.map((e) => [e.name, String(e.quantity)]),
    ),
    { kind: 'text', title: 'Notes', body: text(data.notes), field: 'notes' },
  ]

  return {
    title: text(options.name),
    subtitle: data.concept && !blank ? `Symbaroum · ${data.concept}` : 'Symbaroum',
    sections,
  }
}
