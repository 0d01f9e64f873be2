// The printed Murdham sheet as data: STR/AGI/WIT with saves, health, bulk against the carry
// limit, items, career and skills, conditions, diseases and other afflictions, animals and notes.
// The drawing kit in src/shared/pdf lays it out.
import { ledgerTotal, printParts } from '../common/print'
import { formatNumber } from '../common/format'
import type { PrintSection, PrintSheet } from '../print-types'
import type { HouseRules, PrintOptions } from '../types'
import { formatBulk, itemBulk, totalBulk } from './bulk'
import { deriveMurdham, type MurdhamDerivedKey } from './derive'
import { isSick } from './disease'
import { abilityIds, abilityLabels, type Duration, type MurdhamData } from './model'
import {
  conditionLabels,
  diseases,
  poisonDeliveryLabels,
  poisonEffectSpecs,
  sizes,
  animalTrainingLabels,
} from './tables'

const untilLabels: Record<Duration, string> = {
  stretch: 'to end of stretch',
  watch: 'to end of watch',
  day: 'to end of day',
}

const causeLabels = { disease: 'Disease', drug: 'Drug', poison: 'Poison', other: 'Other' } as const

/** Empty rows a blank sheet gets per table, and spare rows under a filled table. */
const blankRows = {
  reductions: 3,
  items: 14,
  skills: 6,
  diseases: 3,
  afflictions: 3,
  animals: 2,
}

/** Conditions in force, with how long each set by hand lasts, then sick and addicted. */
function conditionText(data: MurdhamData): string {
  const set = data.conditions.map(
    (c) => `${conditionLabels[c.id]}${c.until ? ` (${untilLabels[c.until]})` : ''}`,
  )
  if (isSick(data)) set.push(conditionLabels.sick)
  if (data.addictions.length > 0) set.push(conditionLabels.addicted)
  if (data.deceased) set.unshift('Deceased')
  return set.join(', ')
}

function afflictionRows(data: MurdhamData): string[][] {
  return [
    ...data.poisons.map((p) => [
      p.drug ? 'Drug' : 'Poison',
      p.name,
      `${poisonDeliveryLabels[p.delivery]}, ${poisonEffectSpecs[p.effect].label.toLowerCase()}: ${poisonEffectSpecs[p.effect].summary}`,
    ]),
    ...data.addictions.map((a) => ['Addiction', a.drug, '']),
    ...data.immunities.map((i) => ['Immunity', i.name, i.temporary ? 'for now' : '']),
  ]
}

export function printMurdhamSheet(
  data: MurdhamData,
  rules: HouseRules,
  options: PrintOptions,
): PrintSheet {
  const { blank } = options
  const { text, value, table } = printParts(blank, blankRows)
  const derived = deriveMurdham(data, rules)
  const shown = (id: MurdhamDerivedKey): string => String(derived[id]?.value ?? '')

  const sections: PrintSection[] = [
    {
      kind: 'values',
      title: 'Abilities',
      values: abilityIds.flatMap((id) => [
        value(abilityLabels[id], `${id}.current`, String(data.abilities[id].current)),
        value(`${abilityLabels[id]} max`, `${id}.max`, String(data.abilities[id].max)),
      ]),
    },
    {
      kind: 'values',
      title: 'Saves',
      values: abilityIds.map((id) =>
        value(`${abilityLabels[id]} save`, `${id}.save`, shown(`save.${id}`)),
      ),
    },
    table(
      'Temporary reductions',
      'reductions',
      ['Ability', 'Amount', 'Cause'],
      data.reductions.map((r) => [
        abilityLabels[r.ability],
        `−${r.amount}`,
        r.note || causeLabels[r.cause],
      ]),
    ),
    {
      kind: 'values',
      title: 'Body',
      values: [
        value('Health', 'health.current', formatNumber(data.health.current)),
        value('Health max', 'health.max', String(data.health.max)),
        value('Corruption', 'corruption', String(data.corruption)),
        value('Size', 'size', sizes[data.size].label),
      ],
    },
    {
      kind: 'values',
      title: 'Load',
      values: [
        // Carry limit by size: ½ tiny, 2 small, 8 medium, 32 large, 128 massive.
        value('Bulk carried', 'bulk.total', formatBulk(totalBulk(data.items))),
        value('Carry limit', 'bulk.limit', shown('carryLimit')),
        value('Movement', 'movement', shown('movement')),
        // Coins are kept in the ledger; the printer passes their balance.
        value('Coins', 'coins', ledgerTotal(options, 'balances', 'coins')),
      ],
    },
    table(
      'Items',
      'items',
      ['Item', 'Qty', 'Bulk', 'Total', 'Notes'],
      data.items.map((item) => [
        item.name,
        String(item.quantity),
        formatBulk(item.bulk),
        formatBulk(itemBulk(item)),
        [item.illegal ? 'illegal' : '', item.notes].filter((part) => part !== '').join('; '),
      ]),
    ),
    {
      kind: 'values',
      title: 'Career and tongues',
      values: [
        value('Career', 'career.name', data.career.name),
        value('Languages', 'languages', shown('languages')),
        value('Literacy', 'literacy', shown('literacy')),
      ],
    },
    {
      kind: 'text',
      title: 'Career knowledge',
      body: text(data.career.knowledge),
      field: 'career.knowledge',
    },
    table(
      'Skills',
      'skills',
      ['Skill', 'Proficient in', 'Crafting', 'Languages'],
      data.skills.map((s) => [
        s.name,
        s.proficiency,
        s.crafting,
        [...s.languages, s.literacy ? 'reads and writes' : '']
          .filter((part) => part !== '')
          .join(', '),
      ]),
    ),
    {
      kind: 'values',
      title: 'Conditions',
      values: [
        value('Conditions', 'conditions', conditionText(data)),
        value('Fear', 'fear', shown('fear')),
        value('Fear wards', 'wards', String(data.fearWards)),
      ],
    },
    table(
      'Diseases',
      'diseases',
      ['Disease', 'Successes', 'Failures', 'Course'],
      data.diseases.map((d) => [
        d.name,
        shown(`disease.${d.id}`),
        String(d.failures),
        d.status === 'recovered'
          ? 'Recovered'
          : [diseases[d.kind].summary, d.amputated ? 'Feet amputated.' : '']
              .filter((part) => part !== '')
              .join(' '),
      ]),
    ),
    table(
      'Poisons, addictions, immunities',
      'afflictions',
      ['Kind', 'Name', 'Detail'],
      afflictionRows(data),
    ),
    table(
      'Animals',
      'animals',
      ['Animal', 'State', 'Trainings'],
      [
        ...data.animals.map((a) => [
          a.name,
          a.wild ? (a.tamed ? 'Tamed' : 'Wild') : 'Domestic',
          a.trainings.map((t) => animalTrainingLabels[t]).join(', '),
        ]),
        // Befriending animals: the one animal following the character this watch.
        ...(data.befriended ? [[data.befriended.name, 'Befriended (this watch)', '']] : []),
      ],
    ),
    { kind: 'text', title: 'Notes', body: text(data.notes), field: 'notes' },
  ]

  return {
    title: text(options.name),
    subtitle: data.concept && !blank ? `Murdham · ${data.concept}` : 'Murdham',
    sections,
  }
}
