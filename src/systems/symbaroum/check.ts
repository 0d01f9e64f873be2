// Findings about a Symbaroum character: values the rules do not allow, and things to look at.
import type { Finding, HouseRules } from '../types'
import { attributePointTotal } from './house-rules'
import {
  attributeIds,
  attributeLabels,
  attributeMax,
  attributeMin,
  type SymbaroumData,
} from './model'
import { ruleRefs } from './rule-refs'
import { corruptionThreshold, currentToughness } from './secondary'
import { text } from './text'

function isAttributeValue(value: unknown): value is number {
  return (
    typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= attributeMin &&
    value <= attributeMax
  )
}

/** Modifier table: attributes run from 5 to 15. */
function attributeFindings(data: SymbaroumData): Finding[] {
  const findings: Finding[] = []
  for (const id of attributeIds) {
    const value: unknown = data.attributes[id]
    if (isAttributeValue(value)) continue
    findings.push({
      severity: 'error',
      code: 'attribute-out-of-range',
      message: text('finding.attributeOutOfRange', {
        name: attributeLabels[id],
        value: String(value),
        min: attributeMin,
        max: attributeMax,
      }),
      rule: ruleRefs.modifierTable,
      path: `attributes.${id}`,
    })
  }
  return findings
}

/** House rule: the attributes add up to the campaign's creation total. */
function attributeTotalFinding(data: SymbaroumData, rules: HouseRules): Finding[] {
  const values: unknown[] = attributeIds.map((id) => data.attributes[id])
  if (!values.every((v) => typeof v === 'number' && Number.isFinite(v))) return []
  const total = (values as number[]).reduce((sum, v) => sum + v, 0)
  const expected = attributePointTotal(rules)
  if (total === expected) return []
  return [
    {
      severity: 'warning',
      code: 'attribute-total',
      message: text('finding.attributeTotal', { total, expected }),
      rule: ruleRefs.attributePoints,
      path: 'attributes',
    },
  ]
}

/** Corruption Threshold: flag Corruption that has reached it (the text gives no further effect here). */
function corruptionFinding(data: SymbaroumData): Finding[] {
  const threshold = corruptionThreshold(data.attributes.resolute)
  if (data.corruption < threshold) return []
  return [
    {
      severity: 'warning',
      code: 'corruption-at-threshold',
      message: text('finding.corruptionAtThreshold', { corruption: data.corruption, threshold }),
      rule: ruleRefs.corruptionThreshold,
      path: 'corruption',
    },
  ]
}

/** Improving Your Character: an ability is bought once, then raised. */
function duplicateAbilityFindings(data: SymbaroumData): Finding[] {
  const seen = new Map<string, string>()
  const findings: Finding[] = []
  for (const [id, ability] of Object.entries(data.abilities)) {
    const key = ability.name.trim().replace(/\s+/g, ' ').toLocaleLowerCase()
    const first = seen.get(key)
    if (first === undefined) {
      seen.set(key, ability.name)
      continue
    }
    findings.push({
      severity: 'warning',
      code: 'duplicate-ability',
      message: text('finding.duplicateAbility', { name: ability.name }),
      rule: ruleRefs.improving,
      path: `abilities.${id}`,
    })
  }
  return findings
}

/** Dying Characters: death tests are only rolled at 0 Toughness. */
function deathTestFindings(data: SymbaroumData): Finding[] {
  if (data.deathTests.length === 0 || currentToughness(data) === 0) return []
  return [
    {
      severity: 'warning',
      code: 'death-tests-while-conscious',
      message: text('finding.deathTestsWhileConscious', {
        rolls: data.deathTests.join(', '),
        toughness: currentToughness(data),
      }),
      rule: ruleRefs.dying,
      path: 'deathTests',
    },
  ]
}

/** Shield: a shield (not a buckler) rules out Heavy weapons, which need both hands. */
function shieldFindings(data: SymbaroumData): Finding[] {
  if (data.shield !== 'shield') return []
  return data.weapons
    .filter((weapon) => weapon.qualities.includes('heavy'))
    .map((weapon) => ({
      severity: 'warning' as const,
      code: 'shield-with-heavy-weapon',
      message: text('finding.shieldWithHeavyWeapon', { name: weapon.name }),
      rule: ruleRefs.shield,
      path: `weapons.${weapon.id}`,
    }))
}

export function checkSymbaroum(data: SymbaroumData, rules: HouseRules): Finding[] {
  const attributeErrors = attributeFindings(data)
  const findings = [...attributeErrors, ...attributeTotalFinding(data, rules)]
  // The formulas below need valid attributes.
  if (attributeErrors.length === 0)
    findings.push(...corruptionFinding(data), ...deathTestFindings(data))
  findings.push(...duplicateAbilityFindings(data), ...shieldFindings(data))
  return findings
}
