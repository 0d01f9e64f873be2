// Findings about a Murdham character: values the rules do not allow, and things to look at.
import type { Finding, HouseRules } from '../types'
import { carryLimit, formatBulk, totalBulk } from './bulk'
import { overloadForbidsSpecialMovement } from './house-rules'
import { abilityIds, abilityLabels, type MurdhamData } from './model'
import { ruleRefs } from './rule-refs'
import { maxAnimalTrainings, sizes } from './tables'

// Size categories: total bulk above the carry limit.
function bulkFindings(data: MurdhamData, rules: HouseRules): Finding[] {
  const total = totalBulk(data.items)
  const limit = carryLimit(data.size)
  if (total <= limit) return []
  const effect = overloadForbidsSpecialMovement(rules) ? ' No sprinting or swimming.' : ''
  return [
    {
      severity: 'warning',
      code: 'over-carry-limit',
      message: `Carrying ${formatBulk(total)} bulk, over the ${formatBulk(limit)} a ${sizes[data.size].label.toLocaleLowerCase()} character can.${effect}`,
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
      message: `${abilityLabels[id]} ${data.abilities[id].current} is above its maximum of ${data.abilities[id].max}.`,
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
      message: 'The character is dead.',
      rule: ruleRefs.disease,
      path: 'deceased',
    })
  }
  data.diseases.forEach((d, i) => {
    if (d.status === 'sick' && d.amputationDue) {
      findings.push({
        severity: 'warning',
        code: 'amputation-due',
        message: `${d.name}: amputate the feet within a day (surgical tools, WIT save) or the character dies.`,
        rule: ruleRefs.disease,
        path: `diseases.${i}`,
      })
    }
  })
  if (data.health.current > data.health.max) {
    findings.push({
      severity: 'warning',
      code: 'health-above-max',
      message: `Health ${data.health.current} is above its maximum of ${data.health.max}.`,
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
        message: 'Both frightened and terrified are set; terror already includes fear.',
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
        message: `${a.name} has ${a.trainings.length} trainings; the most is ${maxAnimalTrainings}.`,
        rule: ruleRefs.trainingAnimals,
        path: `animals.${i}`,
      })
    }
    if (a.wild && !a.tamed && a.trainings.length > 0) {
      findings.push({
        severity: 'error',
        code: 'untamed-but-trained',
        message: `${a.name} is wild and untamed, yet trained; taming comes first.`,
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
