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
import { abilityIds, abilityLabels, type MurdhamData } from './model'
import {
  conditionLabels,
  diseases,
  poisonDeliveryLabels,
  poisonEffectSpecs,
  sizes,
  animalTrainingLabels,
} from './tables'
import { text as words } from './text'

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
  const set = data.conditions.map((c) =>
    c.until
      ? words('print.conditionUntil', {
          condition: conditionLabels[c.id],
          until: words(`print.until.${c.until}`),
        })
      : conditionLabels[c.id],
  )
  if (isSick(data)) set.push(conditionLabels.sick)
  if (data.addictions.length > 0) set.push(conditionLabels.addicted)
  if (data.deceased) set.unshift(words('print.deceased'))
  return set.join(', ')
}

function afflictionRows(data: MurdhamData): string[][] {
  return [
    ...data.poisons.map((p) => [
      p.drug ? words('print.drug') : words('print.poison'),
      p.name,
      words('print.poisonDetail', {
        delivery: poisonDeliveryLabels[p.delivery],
        effect: poisonEffectSpecs[p.effect].label.toLowerCase(),
        summary: poisonEffectSpecs[p.effect].summary,
      }),
    ]),
    ...data.addictions.map((a) => [words('print.addiction'), a.drug, '']),
    ...data.immunities.map((i) => [
      words('print.immunity'),
      i.name,
      i.temporary ? words('print.forNow') : '',
    ]),
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
      title: words('print.abilities'),
      values: abilityIds.flatMap((id) => [
        value(abilityLabels[id], `${id}.current`, String(data.abilities[id].current)),
        value(
          words('print.abilityMax', { ability: abilityLabels[id] }),
          `${id}.max`,
          String(data.abilities[id].max),
        ),
      ]),
    },
    {
      kind: 'values',
      title: words('print.saves'),
      values: abilityIds.map((id) =>
        value(
          words('derived.saveLabel', { ability: abilityLabels[id] }),
          `${id}.save`,
          shown(`save.${id}`),
        ),
      ),
    },
    table(
      words('print.reductions'),
      'reductions',
      [words('print.ability'), words('print.amount'), words('print.causeColumn')],
      data.reductions.map((r) => [
        abilityLabels[r.ability],
        `−${r.amount}`,
        r.note || words(`print.cause.${r.cause}`),
      ]),
      ['ability', 'amount', 'cause'],
    ),
    {
      kind: 'values',
      title: words('print.body'),
      values: [
        value(words('print.health'), 'health.current', formatNumber(data.health.current)),
        value(words('print.healthMax'), 'health.max', String(data.health.max)),
        value(words('print.corruption'), 'corruption', String(data.corruption)),
        value(words('print.size'), 'size', sizes[data.size].label),
      ],
    },
    {
      kind: 'values',
      title: words('print.load'),
      values: [
        // Carry limit by size: ½ tiny, 2 small, 8 medium, 32 large, 128 massive.
        value(words('print.bulkCarried'), 'bulk.total', formatBulk(totalBulk(data.items))),
        value(words('print.carryLimit'), 'bulk.limit', shown('carryLimit')),
        value(words('print.movement'), 'movement', shown('movement')),
        // Coins are kept in the ledger; the printer passes their balance.
        value(words('print.coins'), 'coins', ledgerTotal(options, 'balances', 'coins')),
      ],
    },
    table(
      words('print.items'),
      'items',
      [
        words('print.item'),
        words('print.qty'),
        words('print.bulk'),
        words('print.total'),
        words('print.notes'),
      ],
      data.items.map((item) => [
        item.name,
        String(item.quantity),
        formatBulk(item.bulk),
        formatBulk(itemBulk(item)),
        [item.illegal ? words('print.illegal') : '', item.notes]
          .filter((part) => part !== '')
          .join('; '),
      ]),
      ['item', 'qty', 'bulk', 'total', 'notes'],
    ),
    {
      kind: 'values',
      title: words('print.career'),
      values: [
        value(words('print.careerName'), 'career.name', data.career.name),
        value(words('print.languages'), 'languages', shown('languages')),
        value(words('print.literacy'), 'literacy', shown('literacy')),
      ],
    },
    {
      kind: 'text',
      title: words('print.careerKnowledge'),
      body: text(data.career.knowledge),
      field: 'career.knowledge',
    },
    table(
      words('print.skills'),
      'skills',
      [
        words('print.skill'),
        words('print.proficientIn'),
        words('print.crafting'),
        words('print.languages'),
      ],
      data.skills.map((s) => [
        s.name,
        s.proficiency,
        s.crafting,
        [...s.languages, s.literacy ? words('print.readsAndWrites') : '']
          .filter((part) => part !== '')
          .join(', '),
      ]),
      ['skill', 'proficient-in', 'crafting', 'languages'],
    ),
    {
      kind: 'values',
      title: words('print.conditions'),
      values: [
        value(words('print.conditions'), 'conditions', conditionText(data)),
        value(words('print.fear'), 'fear', shown('fear')),
        value(words('print.fearWards'), 'wards', String(data.fearWards)),
      ],
    },
    table(
      words('print.diseases'),
      'diseases',
      [
        words('print.disease'),
        words('print.successes'),
        words('print.failures'),
        words('print.course'),
      ],
      data.diseases.map((d) => [
        d.name,
        shown(`disease.${d.id}`),
        String(d.failures),
        d.status === 'recovered'
          ? words('print.recovered')
          : [diseases[d.kind].summary, d.amputated ? words('print.feetAmputated') : '']
              .filter((part) => part !== '')
              .join(' '),
      ]),
      ['disease', 'successes', 'failures', 'course'],
    ),
    table(
      words('print.afflictions'),
      'afflictions',
      [words('print.kind'), words('print.name'), words('print.detail')],
      afflictionRows(data),
      ['kind', 'name', 'detail'],
    ),
    table(
      words('print.animals'),
      'animals',
      [words('print.animal'), words('print.state'), words('print.trainings')],
      [
        ...data.animals.map((a) => [
          a.name,
          a.wild ? (a.tamed ? words('print.tamed') : words('print.wild')) : words('print.domestic'),
          a.trainings.map((t) => animalTrainingLabels[t]).join(', '),
        ]),
        // Befriending animals: the one animal following the character this watch.
        ...(data.befriended ? [[data.befriended.name, words('print.befriended'), '']] : []),
      ],
      ['animal', 'state', 'trainings'],
    ),
    { kind: 'text', title: words('print.notes'), body: text(data.notes), field: 'notes' },
  ]

  return {
    title: text(options.name),
    subtitle:
      data.concept && !blank ? words('print.subtitle', { concept: data.concept }) : 'Murdham',
    sections,
  }
}
