// The printed Heimr sheet as data: attributes with progress, abilities as consistency and
// potential, fatigue with its track, health, items and notes. The drawing kit lays it out.
import { ledgerTotal, printParts } from '../common/print'
import { formatNumber } from '../common/format'
import type { PrintSection, PrintSheet } from '../print-types'
import type { HouseRules, PrintOptions } from '../types'
import { attributeName } from './abilities'
import { orderedAttributes } from './attributes'
import { deriveHeimr, type HeimrDerivedKey } from './derive'
import { maxFatigue } from './fatigue'
import { bodyPartLabels, injuryLevelIds, injuryLevels } from './health'
import type { HeimrData, ItemKind } from './model'
import { describeArmouryEntry, findArmouryEntry } from './tables'

const kindLabels: Record<ItemKind, string> = { weapon: 'Weapon', shield: 'Shield', item: 'Item' }

/** Empty rows a blank sheet gets per table, and spare rows under a filled table. */
const blankRows = { attributes: 8, abilities: 14, items: 12 }

export function printHeimrSheet(
  data: HeimrData,
  rules: HouseRules,
  options: PrintOptions,
): PrintSheet {
  const { blank } = options
  const { text, value, table } = printParts(blank, blankRows)
  const derived = deriveHeimr(data, rules)
  const shown = (id: HeimrDerivedKey): string => {
    const value = derived[id]?.value
    return typeof value === 'number' ? formatNumber(value) : (value ?? '')
  }

  // Attributes in the system's order, not the stored key order.
  const attributes = orderedAttributes(data)
  const abilities = Object.entries(data.abilities).sort(([, a], [, b]) =>
    a.name.localeCompare(b.name),
  )
  const level = injuryLevelIds.find((id) => id === derived.injury?.value)

  const sections: PrintSection[] = [
    table(
      'Attributes',
      'attributes',
      ['Attribute', 'Value', 'Progress'],
      attributes.map((a) => [a.name, shown(`attribute.${a.id}`), shown(`progress.${a.id}`)]),
    ),
    table(
      'Abilities',
      'abilities',
      ['Ability', 'Attributes', 'Base C', 'Trained C', 'C', 'Base P', 'Trained P', 'P'],
      // Consistency: base + trained; potential: base from the attributes + trained.
      abilities.map(([id, a]) => [
        a.name,
        a.attributes.map((attributeId) => attributeName(data, attributeId)).join(', '),
        formatNumber(a.baseConsistency),
        formatNumber(a.trainedConsistency),
        shown(`ability.${id}.consistency`),
        shown(`ability.${id}.basePotential`),
        formatNumber(a.trainedPotential),
        shown(`ability.${id}.potential`),
      ]),
    ),
    {
      kind: 'values',
      title: 'Fatigue',
      values: [
        value('Fatigue', 'fatigue.current', shown('fatigue')),
        value('Base fatigue', 'fatigue.base', shown('baseFatigue')),
      ],
    },
    {
      kind: 'track',
      title: `Fatigue (1–${maxFatigue})`,
      boxes: maxFatigue,
      checked: blank ? 0 : Math.min(maxFatigue, data.fatigue),
      field: 'fatigue.track',
    },
    {
      kind: 'values',
      title: 'Health',
      values: [
        value('HP', 'hp.current', formatNumber(data.hitPoints.current)),
        value('HP max', 'hp.max', formatNumber(data.hitPoints.max)),
        value('Willpower', 'willpower.current', formatNumber(data.willpower.current)),
        value('Willpower max', 'willpower.max', formatNumber(data.willpower.max)),
        value('Injury', 'injury', level ? injuryLevels[level].label : ''),
        value('Injured parts', 'injuries', data.injuries.map((p) => bodyPartLabels[p]).join(', ')),
      ],
    },
    // Initiative with the defences, in a section of its own (not inside Health).
    {
      kind: 'values',
      title: 'Combat',
      values: [
        value('Initiative', 'initiative', shown('initiative')),
        value('Dodge', 'defence.dodge', shown('defence.dodge')),
        value('Block', 'defence.block', shown('defence.block')),
        value('Position penalty', 'position.penalty', shown('positionPenalty')),
      ],
    },
    {
      kind: 'values',
      title: 'Experience',
      values: [
        value('XP in training', 'xp.training', shown('trainingExperience')),
        // Unspent Experience lives in the ledger; the printer passes its balance.
        value('XP unspent', 'xp.unspent', ledgerTotal(options, 'balances', 'xp')),
      ],
    },
    table(
      'Items',
      'items',
      ['Item', 'Kind', 'Details'],
      data.items.map((item) => {
        const entry = findArmouryEntry(item.catalogId)
        const details = [entry ? describeArmouryEntry(entry) : '', item.notes]
          .filter((part) => part !== '')
          .join('. ')
        return [item.name, kindLabels[item.kind], details]
      }),
    ),
    { kind: 'text', title: 'Notes', body: text(data.notes), field: 'notes' },
  ]

  return {
    title: text(options.name),
    subtitle: data.concept && !blank ? `Heimr · ${data.concept}` : 'Heimr',
    sections,
  }
}
