// Findings about a Murdham character: values the rules do not allow, and things to look at.
import type { Finding, HouseRules } from '../types'
import { carryLimit, formatBulk, totalBulk } from './bulk'
import { overloadForbidsSpecialMovement } from './house-rules'
import { abilityIds, abilityLabels, type MurdhamData } from './model'
import { ruleRefs } from './rule-refs'
import { maxAnimalTrainings, sizes } from './tables'
import { text } from './text'

// Size categories: total bulk above the carry limit.
function bulkFindings(data: MurdhamData, rules: HouseRules): Finding[] {
  const total = totalBulk(data.items)
  const limit = carryLimit(data.size)
  if (total <= limit) return []
  const numbers = {
    total: formatBulk(total),
    limit: formatBulk(limit),
    size: sizes[data.size].label.toLocaleLowerCase(),
  }
  return [
    {
      severity: 'warning',
      code: 'over-carry-limit',
      message: overloadForbidsSpecialMovement(rules)
        ? text('finding.overCarryLimitNoMoves', numbers)
        : text('finding.overCarryLimit', numbers),
      rule: ruleRefs.carryLimit,
      path: 'items',
    },
  ]
}

// Abilities: the current value is at most the maximum.
function abilityFindings(data: MurdhamData): Finding[] {
  return abilityIds
    .filter((id) => data.abilities[id].current > data.abilities[id].max)
    .map((id) => ({
      severity: 'error' as const,
      code: 'ability-above-max',
      message: text('finding.abilityAboveMax', {
        ability: abilityLabels[id],
        current: data.abilities[id].current,
        max: data.abilities[id].max,
      }),
      rule: ruleRefs.abilities,
      path: `abilities.${id}`,
    }))
}

// Disease: black gangrene's amputation deadline; Poison/Disease: death.
function lifeFindings(data: MurdhamData): Finding[] {
  const findings: Finding[] = []
  if (data.deceased) {
    findings.push({
      severity: 'warning',
      code: 'deceased',
      message: text('finding.deceased'),
      rule: ruleRefs.disease,
      path: 'deceased',
    })
  }
  data.diseases.forEach((d, i) => {
    if (d.status === 'sick' && d.amputationDue) {
      findings.push({
        severity: 'warning',
        code: 'amputation-due',
        message: text('finding.amputationDue', { name: d.name }),
        rule: ruleRefs.disease,
        path: `diseases.${i}`,
      })
    }
  })
  if (data.health.current > data.health.max) {
    findings.push({
      severity: 'warning',
      code: 'health-above-max',
      message: text('finding.healthAboveMax', data.health),
      rule: ruleRefs.health,
      path: 'health.current',
    })
  }
  return findings
}

// Fear & terror: frightened and terrified do not apply together.
function conditionFindings(data: MurdhamData): Finding[] {
  const ids = data.conditions.map((c) => c.id)
  if (ids.includes('frightened') && ids.includes('terrified')) {
    return [
      {
        severity: 'warning',
        code: 'fear-and-terror',
        message: text('finding.fearAndTerror'),
        rule: ruleRefs.fear,
        path: 'conditions',
      },
    ]
  }
  return []
}

// Training animals: two trainings at most; a wild animal is tamed before any.
function animalFindings(data: MurdhamData): Finding[] {
  const findings: Finding[] = []
  data.animals.forEach((a, i) => {
    if (a.trainings.length > maxAnimalTrainings) {
      findings.push({
        severity: 'error',
        code: 'too-many-trainings',
        message: text('finding.tooManyTrainings', {
          name: a.name,
          count: a.trainings.length,
          max: maxAnimalTrainings,
        }),
        rule: ruleRefs.trainingAnimals,
        path: `animals.${i}`,
      })
    }
    if (a.wild && !a.tamed && a.trainings.length > 0) {
      findings.push({
        severity: 'error',
        code: 'untamed-but-trained',
        message: text('finding.untamedButTrained', { name: a.name }),
        rule: ruleRefs.trainingAnimals,
        path: `animals.${i}`,
      })
    }
  })
  return findings
}

export function checkMurdham(data: MurdhamData, rules: HouseRules): Finding[] {
  return [
    ...abilityFindings(data),
    ...bulkFindings(data, rules),
    ...lifeFindings(data),
    ...conditionFindings(data),
    ...animalFindings(data),
  ]
}
