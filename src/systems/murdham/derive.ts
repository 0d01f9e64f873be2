// Derived values of a Murdham character, each with an explanation that shows the numbers.
import type { DerivedValue, DerivedValues, HouseRules } from '../types'
import { percent } from '../common/format'
import { effectiveAbility, reductionTotal, saveOdds } from './abilities'
import { carryLimit, formatBulk, swimBulkLimit, swimNeedsSave, totalBulk } from './bulk'
import { activeConditions, effectiveFear } from './conditions'
import { successesLeft } from './disease'
import { overloadForbidsSpecialMovement, proficientRollTwice, saveDieSides } from './house-rules'
import { abilityIds, abilityLabels, abilityNames, type AbilityId, type MurdhamData } from './model'
import { ruleRefs } from './rule-refs'
import { languagesSpoken, literacySources } from './skills'
import { conditionLabels, diseases, sizes } from './tables'

/** The ids of Murdham's derived values; a disease's is `disease.<its id>`. */
export type MurdhamDerivedKey =
  | `ability.${AbilityId}`
  | `save.${AbilityId}`
  | 'bulk'
  | 'carryLimit'
  | 'movement'
  | 'languages'
  | 'literacy'
  | 'fear'
  | 'conditions'
  | 'corruption'
  | 'health'
  | `disease.${string}`

type MurdhamValues = DerivedValues<MurdhamDerivedKey>

function derived(
  label: string,
  value: number | string,
  explanation: string,
  rule: string,
): DerivedValue {
  return { label, value, explanation, rule }
}

function abilityValues(data: MurdhamData, rules: HouseRules): MurdhamValues {
  const out: MurdhamValues = {}
  const sides = saveDieSides(rules)
  for (const id of abilityIds) {
    const a = data.abilities[id]
    const reduced = reductionTotal(data, id)
    const value = effectiveAbility(data, id)
    const causes = data.reductions
      .filter((r) => r.ability === id)
      .map((r) => `${r.note || r.cause} −${r.amount}`)
    const explanation =
      `${abilityNames[id]}: current ${a.current} of ${a.max}` +
      (reduced > 0 ? `, less ${reduced} temporary (${causes.join(', ')}) = ${value}` : '') +
      '.'
    out[`ability.${id}`] = derived(abilityLabels[id], value, explanation, ruleRefs.abilities)
    const odds = saveOdds(value, sides, false, id)
    const twice = saveOdds(value, sides, true, id)
    out[`save.${id}`] = derived(
      `${abilityLabels[id]} save`,
      percent(odds.chance),
      `Roll d${sides} at or under ${value}: ${Math.min(Math.max(value, 0), sides)} in ${sides} = ${percent(odds.chance)}` +
        (proficientRollTwice(rules) ? `; proficient (roll twice) ${percent(twice.chance)}.` : '.'),
      ruleRefs.saves,
    )
  }
  return out
}

function bulkValues(data: MurdhamData, rules: HouseRules): MurdhamValues {
  const total = totalBulk(data.items)
  const limit = carryLimit(data.size)
  const size = sizes[data.size].label
  const over = total > limit
  const forbid = overloadForbidsSpecialMovement(rules)
  const swimSave = swimNeedsSave(total)
  let movement: string
  let movementExplanation: string
  if (over && forbid) {
    movement = 'No sprint or swim'
    movementExplanation = `Over the carry limit (${formatBulk(total)} > ${formatBulk(limit)}): no sprinting or swimming (house rule); the game master may call for saves.`
  } else if (swimSave) {
    movement = 'Swim: AGI save'
    movementExplanation = `Total bulk ${formatBulk(total)} is above ${swimBulkLimit}: swimming needs an AGI save on entering the water and each round, or the character starts drowning.`
  } else {
    movement = 'Free'
    movementExplanation = `Total bulk ${formatBulk(total)} is ${swimBulkLimit} or less: calm water needs no swim save.`
  }
  return {
    bulk: derived(
      'Bulk',
      `${formatBulk(total)} / ${formatBulk(limit)}`,
      `Items add up to ${formatBulk(total)} bulk; a ${size.toLocaleLowerCase()} character carries up to ${formatBulk(limit)}.` +
        (over
          ? ` Over by ${formatBulk(total - limit)}.`
          : ` ${formatBulk(limit - total)} to spare.`),
      ruleRefs.carryLimit,
    ),
    carryLimit: derived(
      'Carry limit',
      formatBulk(limit),
      `${size}: ½ tiny, 2 small, 8 medium, 32 large, 128 massive.`,
      ruleRefs.carryLimit,
    ),
    movement: derived(
      'Movement',
      movement,
      movementExplanation,
      over && forbid ? ruleRefs.overload : ruleRefs.swim,
    ),
  }
}

function mindValues(data: MurdhamData): MurdhamValues {
  const languages = languagesSpoken(data)
  const literate = literacySources(data)
  const fearIn = data.conditions.find((c) => c.id === 'terrified' || c.id === 'frightened')
  const fearLevel = data.conditions.some((c) => c.id === 'terrified')
    ? 'terrified'
    : fearIn
      ? 'frightened'
      : null
  const wards = data.fearWards
  const effective = fearLevel ? effectiveFear(fearLevel, wards) : null
  const wardText =
    wards === 0
      ? 'No effect lets the character ignore fear.'
      : wards === 1
        ? '1 effect: fear is ignored and terror counts as fear.'
        : `${wards} effects: fear and terror are both ignored.`
  const conditions = activeConditions(data)
  return {
    languages: derived(
      'Languages',
      languages.join(', '),
      `Everyone speaks Common` +
        (languages.length > 1
          ? `; skills add ${languages.slice(1).join(', ')}.`
          : '; no skill adds another.'),
      ruleRefs.languages,
    ),
    literacy: derived(
      'Literacy',
      literate.length > 0 ? 'Literate' : 'Illiterate',
      literate.length > 0
        ? `Reads and writes thanks to ${literate.join(', ')}.`
        : 'No skill grants literacy, so the character cannot read or write.',
      ruleRefs.literacy,
    ),
    fear: derived(
      'Fear',
      effective ? conditionLabels[effective] : 'Steady',
      fearLevel
        ? `${conditionLabels[fearLevel]}. ${wardText} In effect: ${effective ? conditionLabels[effective].toLocaleLowerCase() : 'none'}.`
        : wardText,
      ruleRefs.fear,
    ),
    conditions: derived(
      'Conditions',
      conditions.length === 0 ? 'None' : conditions.map((c) => conditionLabels[c]).join(', '),
      conditions.length === 0
        ? 'No condition in force.'
        : 'Sick comes from an active disease, addicted from an addiction; the rest are set on the sheet.',
      ruleRefs.fear,
    ),
  }
}

function diseaseValues(data: MurdhamData): MurdhamValues {
  const out: MurdhamValues = {}
  for (const d of data.diseases) {
    const spec = diseases[d.kind]
    const left = successesLeft(d)
    const value =
      d.status === 'recovered'
        ? 'Cured'
        : left === null
          ? 'Needs surgery'
          : `${d.successes} / ${spec.successesNeeded}`
    out[`disease.${d.id}`] = derived(
      d.name,
      value,
      d.status === 'recovered'
        ? `Cured after ${d.successes} success${d.successes === 1 ? '' : 'es'} and ${d.failures} failure${d.failures === 1 ? '' : 's'}.`
        : `${d.successes} success${d.successes === 1 ? '' : 'es'}, ${d.failures} failure${d.failures === 1 ? '' : 's'}. ${spec.summary}` +
            (left === null ? '' : ` ${left} more to recover.`),
      ruleRefs.disease,
    )
  }
  return out
}

/** All derived values, keyed by id (see MurdhamDerivedKey). */
export function deriveMurdham(
  data: MurdhamData,
  rules: HouseRules,
): DerivedValues<MurdhamDerivedKey> {
  return {
    ...abilityValues(data, rules),
    ...bulkValues(data, rules),
    ...mindValues(data),
    ...diseaseValues(data),
    corruption: derived(
      'Corruption',
      data.corruption,
      `Corruption gathered so far: ${data.corruption}.`,
      ruleRefs.poison,
    ),
    health: derived(
      'Health',
      `${data.health.current} / ${data.health.max}`,
      `${data.health.current} of ${data.health.max} health (maximum from the campaign's house rule).`,
      ruleRefs.health,
    ),
  }
}
