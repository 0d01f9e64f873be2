// Findings about a Heimr character: values the rules do not allow, and things to look at.
import { formatNumber } from '../common/format'
import type { Finding, HouseRules } from '../types'
import { orderedAttributes } from './attributes'
import { baseFatigueOf, maxFatigue } from './fatigue'
import type { HeimrData } from './model'
import { lastingPenalties, penaltyTargetName } from './penalties'
import { ruleRefs } from './rule-refs'
import { text } from './text'
import { progressRequired } from './training'

/** Consistency of abilities: base consistency should range from −2 to +3. */
const baseConsistencyRange = { min: -2, max: 3 } as const

// Consistency of abilities: base consistency should be from −2 to +3.
function consistencyFindings(data: HeimrData): Finding[] {
  return Object.entries(data.abilities)
    .filter(
      ([, a]) =>
        a.baseConsistency < baseConsistencyRange.min ||
        a.baseConsistency > baseConsistencyRange.max,
    )
    .map(([id, a]) => ({
      severity: 'warning' as const,
      code: 'base-consistency-out-of-range',
      message: text('check.baseConsistency', {
        name: a.name,
        value: formatNumber(a.baseConsistency),
      }),
      rule: ruleRefs.consistency,
      path: `abilities.${id}.baseConsistency`,
    }))
}

// Potential of abilities: an ability is based on attributes the character has.
function abilityAttributeFindings(data: HeimrData): Finding[] {
  const findings: Finding[] = []
  for (const [id, a] of Object.entries(data.abilities)) {
    if (a.attributes.length === 0) {
      findings.push({
        severity: 'error',
        code: 'ability-without-attribute',
        message: text('check.noAttribute', { name: a.name }),
        rule: ruleRefs.potential,
        path: `abilities.${id}.attributes`,
      })
    }
    for (const attributeId of a.attributes) {
      if (Object.prototype.hasOwnProperty.call(data.attributes, attributeId)) continue
      findings.push({
        severity: 'error',
        code: 'unknown-attribute',
        message: text('check.unknownAttribute', { name: a.name, id: attributeId }),
        rule: ruleRefs.potential,
        path: `abilities.${id}.attributes`,
      })
    }
  }
  return findings
}

// Attribute progress: reaching the requirement raises the attribute and resets progress.
function progressFindings(data: HeimrData): Finding[] {
  return orderedAttributes(data)
    .filter((a) => a.progress >= progressRequired(a.value + 1))
    .map(({ id, ...a }) => ({
      severity: 'warning' as const,
      code: 'progress-reached',
      message: text('check.progressReached', {
        name: a.name,
        progress: a.progress,
        value: formatNumber(a.value + 1),
        required: progressRequired(a.value + 1),
      }),
      rule: ruleRefs.attributeProgress,
      path: `attributes.${id}.progress`,
    }))
}

// Fatigue: current fatigue runs from base fatigue to 20.
function fatigueFindings(data: HeimrData): Finding[] {
  const base = baseFatigueOf(data)
  if (data.fatigue > maxFatigue) {
    return [
      {
        severity: 'error',
        code: 'fatigue-above-max',
        message: text('check.fatigueAboveMax', { fatigue: data.fatigue, max: maxFatigue }),
        rule: ruleRefs.fatigue,
        path: 'fatigue',
      },
    ]
  }
  if (data.fatigue < base) {
    return [
      {
        severity: 'warning',
        code: 'fatigue-below-base',
        message: text('check.fatigueBelowBase', { fatigue: data.fatigue, base }),
        rule: ruleRefs.baseFatigue,
        path: 'fatigue',
      },
    ]
  }
  return []
}

// Health: current willpower and hit points are at most their maximum.
function healthFindings(data: HeimrData): Finding[] {
  const findings: Finding[] = []
  if (data.willpower.current > data.willpower.max) {
    findings.push({
      severity: 'warning',
      code: 'willpower-above-max',
      message: text('check.willpowerAboveMax', {
        current: data.willpower.current,
        max: data.willpower.max,
      }),
      rule: ruleRefs.health,
      path: 'willpower.current',
    })
  }
  if (data.hitPoints.current > data.hitPoints.max) {
    findings.push({
      severity: 'warning',
      code: 'hit-points-above-max',
      message: text('check.hitPointsAboveMax', {
        current: data.hitPoints.current,
        max: data.hitPoints.max,
      }),
      rule: ruleRefs.health,
      path: 'hitPoints.current',
    })
  }
  if (data.injuries.length > 0 && data.hitPoints.current > 0) {
    findings.push({
      severity: 'warning',
      code: 'injuries-while-unhurt',
      message: text('check.injuriesWhileUnhurt', { hp: data.hitPoints.current }),
      rule: ruleRefs.injuryEffects,
      path: 'injuries',
    })
  }
  return findings
}

// Abilities: each ability is written down once.
function duplicateAbilityFindings(data: HeimrData): Finding[] {
  const seen = new Set<string>()
  const findings: Finding[] = []
  for (const [id, a] of Object.entries(data.abilities)) {
    const key = a.name.trim().replace(/\s+/g, ' ').toLocaleLowerCase()
    if (!seen.has(key)) {
      seen.add(key)
      continue
    }
    findings.push({
      severity: 'warning',
      code: 'duplicate-ability',
      message: text('check.duplicateAbility', { name: a.name }),
      rule: ruleRefs.abilities,
      path: `abilities.${id}`,
    })
  }
  return findings
}

// Situational penalties: a lasting penalty on an attribute or ability the sheet no longer has
// lowers nothing; say so rather than keep it silently.
function lastingPenaltyFindings(data: HeimrData): Finding[] {
  return lastingPenalties(data)
    .map((p, index) => ({ p, index }))
    .filter(({ p }) => {
      if (p.on === 'group') return false
      const record = p.on === 'attribute' ? data.attributes : data.abilities
      return !Object.prototype.hasOwnProperty.call(record, p.target)
    })
    .map(({ p, index }) => ({
      severity: 'warning' as const,
      code: 'penalty-target-missing',
      message: text(p.on === 'attribute' ? 'check.penaltyNoAttribute' : 'check.penaltyNoAbility', {
        amount: p.amount,
        target: penaltyTargetName(data, p.on, p.target),
      }),
      rule: ruleRefs.situationalPenalties,
      path: `lastingPenalties.${index}`,
    }))
}

export function checkHeimr(data: HeimrData, _rules: HouseRules): Finding[] {
  return [
    ...abilityAttributeFindings(data),
    ...consistencyFindings(data),
    ...progressFindings(data),
    ...fatigueFindings(data),
    ...healthFindings(data),
    ...duplicateAbilityFindings(data),
    ...lastingPenaltyFindings(data),
  ]
}
