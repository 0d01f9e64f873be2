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
import { text } from './text'

const blankRows = { fields: 8, fightingart: 4, items: 14, specialties: 4 }

export function printGodsMonstersSheet(
  data: GodsMonstersData,
  rules: HouseRules,
  options: PrintOptions,
): PrintSheet {
  const { blank } = options
  const { text: filled, value, table } = printParts(blank, blankRows)
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
      title: text('print.title.character'),
      values: [
        value(text('print.label.archetypes'), 'archetypes', archetypeText),
        value(text('print.label.level'), 'level', shown('level')),
        value(text('print.label.species'), 'species', data.species.name),
        value(text('print.label.moralCode'), 'moralcode', data.moralCode),
        value(text('print.label.age'), 'age', String(data.physique.age)),
        value(text('print.label.height'), 'height', formatHeight(data.physique.height)),
        value(
          text('print.label.weight'),
          'weight',
          text('print.pounds', { weight: data.physique.weight }),
        ),
      ],
    },
    {
      kind: 'text',
      title: text('print.title.motivation'),
      body: filled(data.motivation),
      field: 'motivation',
    },
    {
      kind: 'values',
      title: text('print.title.abilities'),
      values: abilityIds.flatMap((id) => {
        const score = finalScore(data, id)
        return [
          value(abilityNames[id], `ability.${id}`, String(score)),
          value(
            text('print.label.contributors', { ability: abilityNames[id] }),
            `contrib.${id}`,
            `${signed(major(score, rules))} / ${signed(minor(score, rules))}`,
          ),
        ]
      }),
    },
    {
      kind: 'values',
      title: text('print.title.reactions'),
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
      title: text('print.title.survivalVerve'),
      values: [
        value(text('print.label.survival'), 'survival.current', String(data.survival.current)),
        value(text('print.label.survivalMax'), 'survival.max', String(data.survival.max)),
        value(text('print.label.verve'), 'verve.current', String(data.verve.current)),
        value(text('print.label.verveMax'), 'verve.max', String(data.verve.max)),
        value(text('print.label.injuries'), 'injuries', String(data.injuries)),
        value(text('print.label.bonusPool'), 'pool', String(data.temporaryPool)),
        value(text('print.label.condition'), 'condition', shown('condition')),
      ],
    },
    {
      kind: 'values',
      title: text('print.title.combat'),
      values: [
        value(text('print.label.defense'), 'defense', shown('defense')),
        value(text('print.label.fightingArt'), 'fa.bonus', shown('fightingArt')),
        value(text('print.label.closeAttack'), 'close.attack', shown('closeAttack')),
        value(text('print.label.closeDamage'), 'close.damage', shown('closeDamage')),
        value(text('print.label.thrownAttack'), 'thrown.attack', shown('thrownAttack')),
        value(text('print.label.thrownDamage'), 'thrown.damage', shown('thrownDamage')),
        value(text('print.label.propelledAttack'), 'propelled.attack', shown('propelledAttack')),
        value(text('print.label.propelledDamage'), 'propelled.damage', shown('propelledDamage')),
      ],
    },
    {
      kind: 'values',
      title: text('print.title.movementLoad'),
      values: [
        value(text('print.label.movement'), 'movement', shown('movement')),
        value(text('print.label.carry'), 'carry', shown('carry')),
        value(
          text('print.label.carried'),
          'carried',
          text(`print.carried.${load.carryMeasure}`, { carried: load.carried }),
        ),
        value(text('print.label.bulkLimit'), 'bulklimit', shown('itemBulkLimit')),
        // Mojo, experience and coins are kept in the ledger; the printer passes the totals.
        value(text('print.label.experience'), 'xp', ledgerTotal(options, 'earned', 'xp')),
        value(text('print.label.mojo'), 'mojo', ledgerTotal(options, 'balances', 'mojo')),
        // Coins are kept in hundredths of a silver coin.
        value(text('print.label.coins'), 'coins', ledgerTotal(options, 'balances', 'coins', 2)),
      ],
    },
    table(
      text('print.title.fightingArt'),
      'fightingart',
      [text('print.column.skill')],
      data.fightingArt.skills.map((s) => [s.name]),
      ['skill'],
    ),
    table(
      text('print.title.fields'),
      'fields',
      [
        text('print.column.field'),
        text('print.column.bonus'),
        text('print.column.skills'),
        text('print.column.techniques'),
      ],
      data.fields.map((f) => [
        f.kind === 'culture' ? text('print.culture', { name: f.name }) : f.name,
        signed(f.bonus),
        f.skills.map((s) => s.name).join(', '),
        f.techniques.map((t) => t.name).join(', '),
      ]),
      ['field', 'bonus', 'skills', 'techniques'],
    ),
    table(
      text('print.title.equipment'),
      'items',
      [
        text('print.column.item'),
        text('print.column.quantity'),
        text('print.column.bulk'),
        text('print.column.worn'),
        text('print.column.cost'),
      ],
      data.items.map((item, i) => [
        item.name,
        String(item.quantity),
        String(load.lines[i]?.lineBulk ?? ''),
        item.worn ? text('print.yes') : '',
        item.cost === null ? '' : formatSilver(item.cost * item.quantity),
      ]),
      ['item', 'qty', 'bulk', 'worn', 'cost'],
    ),
    table(
      text('print.title.specialties'),
      'specialties',
      [text('print.column.specialty'), text('print.column.level'), text('print.column.notes')],
      data.specialties.map((s) => [s.name, String(s.gainedAtLevel), s.notes]),
      ['specialty', 'level', 'notes'],
    ),
    {
      kind: 'text',
      title: text('print.title.backstory'),
      body: filled(
        [b.home, b.family, b.community, b.raisedBy, b.knowsOthers, b.howGotHere]
          .filter((p) => p.trim() !== '')
          .join('\n'),
      ),
      field: 'backstory',
    },
    { kind: 'text', title: text('print.title.notes'), body: filled(data.notes), field: 'notes' },
  ]

  return {
    title: filled(options.name),
    subtitle:
      archetypeText && !blank
        ? text('print.subtitle', { archetypes: archetypeText })
        : text('system.name'),
    sections,
  }
}
