// Derived values of a Murdham character, each with an explanation that shows the numbers.
import type { DerivedValue, DerivedValues, HouseRules } from '../types'
import { percent } from '../common/format'
import { effectiveAbility, reductionTotal, saveOdds } from './abilities'
import { carryLimit, formatBulk, swimBulkLimit, swimNeedsSave, totalBulk } from './bulk'
import { activeConditions, effectiveFear } from './conditions'
import { diseaseName, successesLeft } from './disease'
import { overloadForbidsSpecialMovement, proficientRollTwice, saveDieSides } from './house-rules'
import { abilityIds, abilityLabels, abilityNames, type AbilityId, type MurdhamData } from './model'
import { ruleRefs } from './rule-refs'
import { languagesSpoken, literacySources } from './skills'
import { conditionLabels, diseases, sizes } from './tables'
import { text } from './text'

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
      .map((r) =>
        text('explain.reduction', {
          cause: r.note || text(`reductionCause.${r.cause}`),
          amount: r.amount,
        }),
      )
    const numbers = { name: abilityNames[id], current: a.current, max: a.max }
    const explanation =
      reduced > 0
        ? text('explain.abilityReduced', { ...numbers, reduced, causes: causes.join(', '), value })
        : text('explain.ability', numbers)
    out[`ability.${id}`] = derived(abilityLabels[id], value, explanation, ruleRefs.abilities)
    const odds = saveOdds(value, sides, false, id)
    const twice = saveOdds(value, sides, true, id)
    const roll = {
      sides,
      value,
      hits: Math.min(Math.max(value, 0), sides),
      chance: percent(odds.chance),
    }
    out[`save.${id}`] = derived(
      text('derived.saveLabel', { ability: abilityLabels[id] }),
      percent(odds.chance),
      proficientRollTwice(rules)
        ? text('explain.saveTwice', { ...roll, twice: percent(twice.chance) })
        : text('explain.save', roll),
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
  const bulks = { total: formatBulk(total), limit: formatBulk(limit), swimLimit: swimBulkLimit }
  if (over && forbid) {
    movement = text('value.noSprintOrSwim')
    movementExplanation = text('explain.overloaded', bulks)
  } else if (swimSave) {
    movement = text('value.swimSave')
    movementExplanation = text('explain.swimSave', bulks)
  } else {
    movement = text('value.free')
    movementExplanation = text('explain.swimFree', bulks)
  }
  const carried = { ...bulks, size: size.toLocaleLowerCase() }
  return {
    bulk: derived(
      text('derived.bulk'),
      text('value.bulkOfLimit', bulks),
      over
        ? text('explain.bulkOver', { ...carried, over: formatBulk(total - limit) })
        : text('explain.bulkSpare', { ...carried, spare: formatBulk(limit - total) }),
      ruleRefs.carryLimit,
    ),
    carryLimit: derived(
      text('derived.carryLimit'),
      formatBulk(limit),
      text('explain.carryLimit', { size }),
      ruleRefs.carryLimit,
    ),
    movement: derived(
      text('derived.movement'),
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
      ? text('explain.noWards')
      : wards === 1
        ? text('explain.oneWard')
        : text('explain.wards', { wards })
  const conditions = activeConditions(data)
  return {
    languages: derived(
      text('derived.languages'),
      languages.join(', '),
      languages.length > 1
        ? text('explain.languagesMore', { languages: languages.slice(1).join(', ') })
        : text('explain.languagesCommon'),
      ruleRefs.languages,
    ),
    literacy: derived(
      text('derived.literacy'),
      literate.length > 0 ? text('value.literate') : text('value.illiterate'),
      literate.length > 0
        ? text('explain.literate', { skills: literate.join(', ') })
        : text('explain.illiterate'),
      ruleRefs.literacy,
    ),
    fear: derived(
      text('derived.fear'),
      effective ? conditionLabels[effective] : text('value.steady'),
      fearLevel
        ? text('explain.fear', {
            level: conditionLabels[fearLevel],
            wards: wardText,
            effective: effective
              ? conditionLabels[effective].toLocaleLowerCase()
              : text('explain.fearNone'),
          })
        : wardText,
      ruleRefs.fear,
    ),
    conditions: derived(
      text('derived.conditions'),
      conditions.length === 0
        ? text('value.none')
        : conditions.map((c) => conditionLabels[c]).join(', '),
      conditions.length === 0 ? text('explain.noConditions') : text('explain.conditions'),
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
        ? text('value.cured')
        : left === null
          ? text('value.needsSurgery')
          : text('value.successesOf', { successes: d.successes, needed: spec.successesNeeded })
    const counts = {
      successes: text('explain.successes', { count: d.successes }),
      failures: text('explain.failures', { count: d.failures }),
    }
    out[`disease.${d.id}`] = derived(
      diseaseName(d),
      value,
      d.status === 'recovered'
        ? text('explain.diseaseCured', counts)
        : left === null
          ? text('explain.disease', { ...counts, summary: spec.summary })
          : text('explain.diseaseLeft', { ...counts, summary: spec.summary, left }),
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
      text('derived.corruption'),
      data.corruption,
      text('explain.corruption', { corruption: data.corruption }),
      ruleRefs.poison,
    ),
    health: derived(
      text('derived.health'),
      text('value.healthOf', data.health),
      text('explain.health', data.health),
      ruleRefs.health,
    ),
  }
}
