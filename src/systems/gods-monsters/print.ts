// The printed Gods & Monsters sheet as data: identity, abilities with contributors, reactions,
// survival and verve, combat, movement and Carry, fields and skills, equipment, specialties,
// backstory and notes. The drawing kit in src/shared/pdf lays it out.
import { ledgerTotal, printParts } from '../common/print'
import type { PrintSection, PrintSheet } from '../print-types'
import type { HouseRules, PrintOptions } from '../types'
import { finalScore, major, minor } from './contributors'
import { formatHeight } from './create'
import { deriveGodsMonsters, type GodsMonstersDerivedKey } from './derive'
import { loadReport } from './equipment'
import { formatSilver } from './gear'
import {
  abilityIds,
  abilityNames,
  archetypeNames,
  reactionIds,
  reactionNames,
  type GodsMonstersData,
} from './model'
import { reactionBreakdown } from './stats'
import { signed } from '../common/format'

const blankRows = { fields: 8, fightingart: 4, items: 14, specialties: 4 }

export function printGodsMonstersSheet(
  data: GodsMonstersData,
  rules: HouseRules,
  options: PrintOptions,
): PrintSheet {
  const { blank } = options
  const { text, value, table } = printParts(blank, blankRows)
  const derived = deriveGodsMonsters(data, rules)
  const shown = (id: GodsMonstersDerivedKey): string => String(derived[id]?.value ?? '')
  const archetypeText = data.archetypes
    .map((a) => `${archetypeNames[a.archetype]} ${a.level}`)
    .join(', ')
  const load = loadReport(data, rules)
  const b = data.backstory

  const sections: PrintSection[] = [
    {
      kind: 'values',
      title: 'Character',
      values: [
        value('Archetypes', 'archetypes', archetypeText),
        value('Level', 'level', shown('level')),
        value('Species', 'species', data.species.name),
        value('Moral code', 'moralcode', data.moralCode),
        value('Age', 'age', String(data.physique.age)),
        value('Height', 'height', formatHeight(data.physique.height)),
        value('Weight', 'weight', `${data.physique.weight} lb`),
      ],
    },
    { kind: 'text', title: 'Motivation', body: text(data.motivation), field: 'motivation' },
    {
      kind: 'values',
      title: 'Abilities (major / minor)',
      values: abilityIds.flatMap((id) => {
        const score = finalScore(data, id)
        return [
          value(abilityNames[id], `ability.${id}`, String(score)),
          value(
            `${abilityNames[id]} contributors`,
            `contrib.${id}`,
            `${signed(major(score, rules))} / ${signed(minor(score, rules))}`,
          ),
        ]
      }),
    },
    {
      kind: 'values',
      title: 'Reactions',
      values: reactionIds.map((id) =>
        value(
          reactionNames[id],
          `reaction.${id}`,
          String(reactionBreakdown(data, id, rules).total),
        ),
      ),
    },
    {
      kind: 'values',
      title: 'Survival and verve',
      values: [
        value('Survival', 'survival.current', String(data.survival.current)),
        value('Survival max', 'survival.max', String(data.survival.max)),
        value('Verve', 'verve.current', String(data.verve.current)),
        value('Verve max', 'verve.max', String(data.verve.max)),
        value('Injuries', 'injuries', String(data.injuries)),
        value('Bonus pool', 'pool', String(data.temporaryPool)),
        value('Condition', 'condition', shown('condition')),
      ],
    },
    {
      kind: 'values',
      title: 'Combat',
      values: [
        value('Defense', 'defense', shown('defense')),
        value('Fighting Art', 'fa.bonus', shown('fightingArt')),
        value('Close attack', 'close.attack', shown('closeAttack')),
        value('Close damage', 'close.damage', shown('closeDamage')),
        value('Thrown attack', 'thrown.attack', shown('thrownAttack')),
        value('Thrown damage', 'thrown.damage', shown('thrownDamage')),
        value('Propelled attack', 'propelled.attack', shown('propelledAttack')),
        value('Propelled damage', 'propelled.damage', shown('propelledDamage')),
      ],
    },
    {
      kind: 'values',
      title: 'Movement and load',
      values: [
        value('Movement', 'movement', shown('movement')),
        value('Carry', 'carry', shown('carry')),
        value(
          'Carried',
          'carried',
          `${load.carried} ${load.carryMeasure === 'items' ? 'items' : 'bulk'}`,
        ),
        value('Most bulk per item', 'bulklimit', shown('itemBulkLimit')),
        // Mojo, experience and coins are kept in the ledger; the printer passes the totals.
        value('Experience', 'xp', ledgerTotal(options, 'earned', 'xp')),
        value('Mojo', 'mojo', ledgerTotal(options, 'balances', 'mojo')),
        // Coins are kept in hundredths of a silver coin.
        value('Coins', 'coins', ledgerTotal(options, 'balances', 'coins', 2)),
      ],
    },
    table(
      'Fighting Art',
      'fightingart',
      ['Skill'],
      data.fightingArt.skills.map((s) => [s.name]),
    ),
    table(
      'Fields and skills',
      'fields',
      ['Field', 'Bonus', 'Skills', 'Techniques'],
      data.fields.map((f) => [
        `${f.name}${f.kind === 'culture' ? ' (culture)' : ''}`,
        signed(f.bonus),
        f.skills.map((s) => s.name).join(', '),
        f.techniques.map((t) => t.name).join(', '),
      ]),
    ),
    table(
      'Equipment',
      'items',
      ['Item', 'Qty', 'Bulk', 'Worn', 'Cost'],
      data.items.map((item, i) => [
        item.name,
        String(item.quantity),
        String(load.lines[i]?.lineBulk ?? ''),
        item.worn ? 'yes' : '',
        item.cost === null ? '' : formatSilver(item.cost * item.quantity),
      ]),
    ),
    table(
      'Specialties',
      'specialties',
      ['Specialty', 'Level', 'Notes'],
      data.specialties.map((s) => [s.name, String(s.gainedAtLevel), s.notes]),
    ),
    {
      kind: 'text',
      title: 'Backstory',
      body: text(
        [b.home, b.family, b.community, b.raisedBy, b.knowsOthers, b.howGotHere]
          .filter((p) => p.trim() !== '')
          .join('\n'),
      ),
      field: 'backstory',
    },
    { kind: 'text', title: 'Notes', body: text(data.notes), field: 'notes' },
  ]

  return {
    title: text(options.name),
    subtitle: archetypeText && !blank ? `Gods & Monsters · ${archetypeText}` : 'Gods & Monsters',
    sections,
  }
}
