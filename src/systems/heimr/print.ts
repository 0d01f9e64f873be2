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
import { itemDetails } from './inventory'
import { describeArmouryEntry, findArmouryEntry } from './tables'
import { text as words } from './text'

const kindLabel = (kind: ItemKind): string => words(`print.kind.${kind}`)

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
      words('print.attributes'),
      'attributes',
      [words('print.attribute'), words('print.value'), words('print.progress')],
      attributes.map((a) => [a.name, shown(`attribute.${a.id}`), shown(`progress.${a.id}`)]),
      ['attribute', 'value', 'progress'],
    ),
    table(
      words('print.abilities'),
      'abilities',
      [
        words('print.ability'),
        words('print.attributes'),
        words('print.baseC'),
        words('print.trainedC'),
        words('print.c'),
        words('print.baseP'),
        words('print.trainedP'),
        words('print.p'),
      ],
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
      ['ability', 'attributes', 'base c', 'trained c', 'c', 'base p', 'trained p', 'p'],
    ),
    {
      kind: 'values',
      title: words('print.fatigue'),
      values: [
        value(words('print.fatigue'), 'fatigue.current', shown('fatigue')),
        value(words('print.baseFatigue'), 'fatigue.base', shown('baseFatigue')),
      ],
    },
    {
      kind: 'track',
      title: words('print.fatigueTrack', { max: maxFatigue }),
      boxes: maxFatigue,
      checked: blank ? 0 : Math.min(maxFatigue, data.fatigue),
      field: 'fatigue.track',
    },
    {
      kind: 'values',
      title: words('print.health'),
      values: [
        value(words('print.hp'), 'hp.current', formatNumber(data.hitPoints.current)),
        value(words('print.hpMax'), 'hp.max', formatNumber(data.hitPoints.max)),
        value(words('print.willpower'), 'willpower.current', formatNumber(data.willpower.current)),
        value(words('print.willpowerMax'), 'willpower.max', formatNumber(data.willpower.max)),
        value(words('print.injury'), 'injury', level ? injuryLevels[level].label : ''),
        value(
          words('print.injuredParts'),
          'injuries',
          data.injuries.map((p) => bodyPartLabels[p]).join(', '),
        ),
      ],
    },
    // Initiative with the defences, in a section of its own (not inside Health).
    {
      kind: 'values',
      title: words('print.combat'),
      values: [
        value(words('print.initiative'), 'initiative', shown('initiative')),
        value(words('print.dodge'), 'defence.dodge', shown('defence.dodge')),
        value(words('print.block'), 'defence.block', shown('defence.block')),
        value(words('print.positionPenalty'), 'position.penalty', shown('positionPenalty')),
      ],
    },
    {
      kind: 'values',
      title: words('print.experience'),
      values: [
        value(words('print.xpTraining'), 'xp.training', shown('trainingExperience')),
        // Unspent Experience lives in the ledger; the printer passes its balance.
        value(words('print.xpUnspent'), 'xp.unspent', ledgerTotal(options, 'balances', 'xp')),
      ],
    },
    table(
      words('print.items'),
      'items',
      [words('print.item'), words('print.kindColumn'), words('print.details')],
      data.items.map((item) => {
        const entry = findArmouryEntry(item.catalogId)
        const details = itemDetails(entry ? describeArmouryEntry(entry) : '', item.notes)
        return [item.name, kindLabel(item.kind), details]
      }),
      ['item', 'kind', 'details'],
    ),
    { kind: 'text', title: words('print.notes'), body: text(data.notes), field: 'notes' },
  ]

  return {
    title: text(options.name),
    subtitle: data.concept && !blank ? `Heimr · ${data.concept}` : 'Heimr',
    sections,
  }
}
