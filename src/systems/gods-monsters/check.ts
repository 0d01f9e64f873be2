// Findings about a Gods & Monsters character: values the rules do not allow, and things to look at.
import type { LedgerEntry } from '../common/ledger'
import type { Finding, HouseRules } from '../types'
import { creationAssignment } from './assignment'
import { finalScore } from './contributors'
import { startingSurvival, startingVerve } from './create'
import { equipmentFindings, loadReport } from './equipment'
import { characterLevel, specialtiesAllowed } from './levels'
import {
  abilityIds,
  abilityNames,
  archetypeNames,
  type AbilityScores,
  type GodsMonstersData,
} from './model'
import { spiritsLost } from './prophets'
import { ruleRefs } from './rule-refs'
import { spellSlots, spellsOf } from './spells'
import { text } from './text'
import { highestSpellLevel } from './vitals'

// Ability scores: 4d6 keep three gives 3 to 18; at first level the assigned scores are those rolls.
function abilityFindings(data: GodsMonstersData, assigned: AbilityScores): Finding[] {
  const findings: Finding[] = []
  const firstLevel = characterLevel(data) === 1
  for (const id of abilityIds) {
    // The 3–18 limit is on the score creation assigned: mojo may raise it further ("It costs
    // three times the character's current ability score to increase an ability by one point").
    const score = assigned[id]
    if (firstLevel && (score < 3 || score > 18)) {
      findings.push({
        severity: 'error',
        code: 'ability-out-of-range',
        message: text('check.abilityOutOfRange', { ability: abilityNames[id], score }),
        rule: ruleRefs.abilities,
        path: `abilities.${id}`,
      })
    }
    if (finalScore(data, id) < 1) {
      findings.push({
        severity: 'error',
        code: 'ability-below-one',
        message: text('check.abilityBelowOne', {
          ability: abilityNames[id],
          score: finalScore(data, id),
        }),
        rule: ruleRefs.abilities,
        path: `abilities.${id}`,
      })
    }
  }
  // At creation the six assigned scores are the six rolled totals, in any order.
  if (data.rolledScores.length === 6 && firstLevel) {
    const rolled = [...data.rolledScores].sort((a, b) => a - b)
    const sorted = abilityIds.map((id) => assigned[id]).sort((a, b) => a - b)
    if (rolled.some((r, i) => sorted[i] !== r)) {
      const named = abilityIds.map((id) => `${abilityNames[id]} ${assigned[id]}`).join(', ')
      findings.push({
        severity: 'warning',
        code: 'scores-not-as-rolled',
        message: text('check.scoresNotAsRolled', {
          assigned: sorted.join(', '),
          named,
          rolled: rolled.join(', '),
        }),
        rule: ruleRefs.abilities,
        path: 'abilities',
      })
    }
  }
  return findings
}

function archetypeFindings(data: GodsMonstersData): Finding[] {
  const findings: Finding[] = []
  const seen = new Set<string>()
  data.archetypes.forEach((a, i) => {
    if (seen.has(a.archetype)) {
      findings.push({
        severity: 'error',
        code: 'archetype-twice',
        message: text('check.archetypeTwice', { archetype: archetypeNames[a.archetype] }),
        rule: ruleRefs.multipleArchetypes,
        path: `archetypes.${i}`,
      })
    }
    seen.add(a.archetype)
  })
  if (data.archetypes.length > 1) {
    findings.push({
      severity: 'warning',
      code: 'multiple-archetypes',
      message: text('check.multipleArchetypes'),
      rule: ruleRefs.multipleArchetypes,
      path: 'archetypes',
    })
  }
  const allowed = specialtiesAllowed(data)
  if (data.specialties.length > allowed) {
    findings.push({
      severity: 'warning',
      code: 'too-many-specialties',
      message: text('check.tooManySpecialties', {
        count: data.specialties.length,
        level: characterLevel(data),
        allowed,
      }),
      rule: ruleRefs.levelSpecialties,
      path: 'specialties',
    })
  }
  return findings
}

function vitalFindings(
  data: GodsMonstersData,
  rules: HouseRules,
  assigned: AbilityScores,
): Finding[] {
  const findings: Finding[] = []
  for (const key of ['survival', 'verve'] as const) {
    if (data[key].current > data[key].max) {
      findings.push({
        severity: 'error',
        code: `${key}-above-max`,
        message: text(`check.${key}AboveMax`, { current: data[key].current, max: data[key].max }),
        rule: ruleRefs.rest,
        path: `${key}.current`,
      })
    }
  }
  if (characterLevel(data) === 1 && data.levels.length === 0) {
    // First-level survival and verve come from the scores creation assigned.
    const atCreation = { ...data, abilities: assigned }
    const survival = startingSurvival(atCreation, rules)
    const verve = startingVerve(atCreation, rules)
    if (data.survival.max !== survival || data.verve.max !== verve) {
      findings.push({
        severity: 'warning',
        code: 'first-level-vitals',
        message: text('check.firstLevelVitals', {
          survival,
          verve,
          sheetSurvival: data.survival.max,
          sheetVerve: data.verve.max,
        }),
        rule: ruleRefs.survivalVerve,
        path: 'survival.max',
      })
    }
  }
  if (data.extraPicks.used > data.extraPicks.earned) {
    findings.push({
      severity: 'error',
      code: 'extra-picks-overused',
      message: text('check.extraPicksOverused', {
        used: data.extraPicks.used,
        earned: data.extraPicks.earned,
      }),
      rule: ruleRefs.physique,
      path: 'extraPicks.used',
    })
  }
  if (data.dead) {
    findings.push({
      severity: 'warning',
      code: 'dead',
      message: text('check.dead'),
      rule: ruleRefs.death,
      path: 'dead',
    })
  } else if (data.dying) {
    findings.push({
      severity: 'warning',
      code: 'dying',
      message: text('check.dying'),
      rule: ruleRefs.death,
      path: 'dying',
    })
  }
  return findings
}

function fieldFindings(data: GodsMonstersData): Finding[] {
  const findings: Finding[] = []
  const cultures = data.fields.filter((f) => f.kind === 'culture')
  if (cultures.length > 1) {
    findings.push({
      severity: 'warning',
      code: 'several-cultures',
      message: text('check.severalCultures', { fields: cultures.map((f) => f.name).join(', ') }),
      rule: ruleRefs.culture,
      path: 'fields',
    })
  }
  const monk = data.archetypes.some((a) => a.archetype === 'monk')
  data.fields.forEach((f, i) => {
    if (f.techniques.length > 0 && !monk) {
      findings.push({
        severity: 'error',
        code: 'techniques-not-monk',
        message: text('check.techniquesNotMonk', { field: f.name }),
        rule: ruleRefs.mojoFields,
        path: `fields.${i}.techniques`,
      })
    }
  })
  return findings
}

// Sorcerors and prophets: memorized spells within the slots and within level minus injuries;
// a prophet whose moral code changed without the deity's help calls no spirits.
function casterFindings(data: GodsMonstersData, rules: HouseRules): Finding[] {
  const findings: Finding[] = []
  const highest = highestSpellLevel(data)
  if (highest !== null) {
    const slots = spellSlots(data, rules)
    if (slots.used > slots.total) {
      findings.push({
        severity: 'warning',
        code: 'spell-slots-over',
        message: text('check.spellSlotsOver', { used: slots.used, total: slots.total }),
        rule: ruleRefs.sorcerors,
        path: 'spellbook',
      })
    }
    for (const spell of spellsOf(data)) {
      if (spell.memorized > 0 && spell.level > highest) {
        findings.push({
          severity: 'warning',
          code: 'spell-above-limit',
          message: text('check.spellAboveLimit', {
            spell: spell.name,
            level: spell.level,
            injuries: data.injuries,
            highest,
          }),
          rule: ruleRefs.injuries,
          path: `spellbook.${spell.id}`,
        })
      }
    }
  }
  if (spiritsLost(data)) {
    findings.push({
      severity: 'warning',
      code: 'spirits-lost',
      message: text('check.spiritsLost'),
      rule: ruleRefs.moralCodes,
      path: 'moralCode',
    })
  }
  return findings
}

/**
 * The rule findings for a character. `ledger` is the character's ledger: the ability purchases
 * in it tell the scores creation assigned from the ones mojo raised since.
 */
export function checkGodsMonsters(
  data: GodsMonstersData,
  rules: HouseRules,
  ledger: readonly LedgerEntry[] = [],
): Finding[] {
  const assigned = creationAssignment(data, ledger)
  const load = loadReport(data, rules).findings.map((f) => {
    const finding: Finding = {
      severity: f.severity,
      code: f.code,
      message: f.message,
      rule: f.rule,
    }
    if (f.itemIndex !== undefined) finding.path = `items.${f.itemIndex}`
    return finding
  })
  return [
    ...abilityFindings(data, assigned),
    ...archetypeFindings(data),
    ...vitalFindings(data, rules, assigned),
    ...fieldFindings(data),
    ...casterFindings(data, rules),
    ...equipmentFindings(data),
    ...load,
  ]
}
