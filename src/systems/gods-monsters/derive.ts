// Derived values of a Gods & Monsters character, each with an explanation that shows the numbers.
import type { DerivedValue, DerivedValues, HouseRules } from '../types'
import { signed, withThousands } from '../common/format'
import { contributorSource, finalScore, major, minor } from './contributors'
import {
  archetypalAbility,
  primaryArchetype,
  startingCoins,
  startingMojo,
  startingSurvival,
  startingVerve,
  formatHeight,
} from './create'
import { formatSilver } from './gear'
import { characterLevel, specialtiesAllowed } from './levels'
import {
  abilityIds,
  abilityNames,
  archetypeNames,
  reactionIds,
  reactionNames,
  type AbilityId,
  type GodsMonstersData,
  type ReactionId,
} from './model'
import { carryValue, conditionalBonuses, movementValue } from './movement'
import { ruleRefs } from './rule-refs'
import { planAttackRoll } from './rolls'
import { attackBonuses, defenseValue, reactionBreakdown } from './stats'
import { archetypes, experienceForLevel } from './tables'
import { callingPoints, isProphet } from './prophets'
import { isSorceror, spellSlots } from './spells'
import { text } from './text'
import { consciousnessCheck, highestSpellLevel } from './vitals'

/**
 * The ids of Gods & Monsters' derived values; `spellLevelLimit` and `spellSlots` are there for
 * sorcerors only, `callingPoints` for prophets only.
 */
export type GodsMonstersDerivedKey =
  | `ability.${AbilityId}`
  | 'level'
  | 'specialties'
  | 'startingMojo'
  | 'startingSurvival'
  | 'startingVerve'
  | 'startingCoins'
  | 'survival'
  | 'verve'
  | 'injuries'
  | 'temporaryPool'
  | 'spellLevelLimit'
  | 'spellSlots'
  | 'callingPoints'
  | 'condition'
  | `reaction.${ReactionId}`
  | 'movement'
  | 'carry'
  | 'itemBulkLimit'
  | 'defense'
  | 'fightingArt'
  | 'closeAttack'
  | 'closeDamage'
  | 'thrownAttack'
  | 'thrownDamage'
  | 'thrownRange'
  | 'propelledAttack'
  | 'propelledDamage'
  | 'attackTotal'
  | 'physique'

type GodsMonstersValues = DerivedValues<GodsMonstersDerivedKey>

function derived(
  label: string,
  value: number | string,
  explanation: string,
  rule: string,
): DerivedValue {
  return { label, value, explanation, rule }
}

function abilityValues(data: GodsMonstersData, rules: HouseRules): GodsMonstersValues {
  const out: GodsMonstersValues = {}
  for (const id of abilityIds) {
    const score = finalScore(data, id)
    const adj = data.species.adjustments[id]
    const maj = major(score, rules)
    const min = minor(score, rules)
    const source =
      contributorSource('major', score) === 'text' && contributorSource('minor', score) === 'text'
        ? text('derive.explain.fromExample')
        : text('derive.explain.fromCampaignTable')
    const numbers = { base: data.abilities[id], major: signed(maj), minor: signed(min), source }
    out[`ability.${id}`] = derived(
      abilityNames[id],
      score,
      adj !== 0
        ? text('derive.explain.abilityAdjusted', {
            ...numbers,
            adjustment: signed(adj),
            species: data.species.name || text('derive.explain.species'),
            score,
          })
        : text('derive.explain.ability', numbers),
      contributorSource('major', score) === 'text' ? ruleRefs.abilities : ruleRefs.contributors,
    )
  }
  return out
}

function levelValues(data: GodsMonstersData): GodsMonstersValues {
  const level = characterLevel(data)
  const byArchetype = data.archetypes.map((a) => `${archetypeNames[a.archetype]} ${a.level}`)
  const allowed = specialtiesAllowed(data)
  return {
    level: derived(
      text('derive.label.level'),
      level,
      text('derive.explain.level', {
        archetypes: byArchetype.join(', '),
        reached: withThousands(experienceForLevel(level)),
        next: level + 1,
        nextXp: withThousands(experienceForLevel(level + 1)),
      }),
      ruleRefs.levels,
    ),
    specialties: derived(
      text('derive.label.specialties'),
      `${data.specialties.length} / ${allowed}`,
      text('derive.explain.specialties', { allowed, level }),
      ruleRefs.levelSpecialties,
    ),
  }
}

function firstLevelValues(data: GodsMonstersData, rules: HouseRules): GodsMonstersValues {
  const archetype = primaryArchetype(data)
  const ability = archetypalAbility(archetype)
  const score = finalScore(data, ability)
  const end = finalScore(data, 'endurance')
  const coins = startingCoins(data)
  return {
    startingMojo: derived(
      text('derive.label.startingMojo'),
      startingMojo(data, rules),
      text('derive.explain.startingMojo', {
        ability: abilityNames[ability],
        score,
        major: signed(major(score, rules)),
        total: startingMojo(data, rules),
      }),
      ruleRefs.firstLevelMojo,
    ),
    startingSurvival: derived(
      text('derive.label.startingSurvival'),
      startingSurvival(data, rules),
      text('derive.explain.startingSurvival', {
        endurance: end,
        major: signed(major(end, rules)),
        total: startingSurvival(data, rules),
      }),
      ruleRefs.survivalVerve,
    ),
    startingVerve: derived(
      text('derive.label.startingVerve'),
      startingVerve(data, rules),
      (() => {
        const verveAbility = archetypeVerveContributor(data)
        const v = finalScore(data, verveAbility)
        return text('derive.explain.startingVerve', {
          ability: abilityNames[ability],
          score,
          minor: signed(minor(score, rules)),
          verveAbility: abilityNames[verveAbility],
          verveScore: v,
          verveMinor: signed(minor(v, rules)),
          total: startingVerve(data, rules),
        })
      })(),
      ruleRefs.survivalVerve,
    ),
    startingCoins: derived(
      text('derive.label.startingCoins'),
      formatSilver(coins),
      text('derive.explain.startingCoins', { ability: abilityNames[ability], score }),
      ruleRefs.money,
    ),
  }
}

function archetypeVerveContributor(data: GodsMonstersData) {
  return archetypes[primaryArchetype(data)].verveContributor
}

function vitalValues(data: GodsMonstersData, rules: HouseRules): GodsMonstersValues {
  const gains = data.levels
  const survivalGains = gains.filter((g) => g.survivalGain > 0)
  const verveGains = gains.filter((g) => g.verveGain > 0)
  const gainList = (list: { gain: number; level: number }[]) =>
    list.map((g) => text('derive.explain.gainAtLevel', g)).join(', ')
  const maximum = (kind: 'survival' | 'verve', max: number, first: number, gains: string) =>
    gains
      ? text(`derive.explain.${kind}MaxGains`, { max, first, gains })
      : text(`derive.explain.${kind}Max`, { max, first })
  const out: GodsMonstersValues = {
    survival: derived(
      text('derive.label.survival'),
      `${data.survival.current} / ${data.survival.max}`,
      maximum(
        'survival',
        data.survival.max,
        startingSurvival(data, rules),
        gainList(survivalGains.map((g) => ({ gain: g.survivalGain, level: g.level }))),
      ),
      ruleRefs.rest,
    ),
    verve: derived(
      text('derive.label.verve'),
      `${data.verve.current} / ${data.verve.max}`,
      maximum(
        'verve',
        data.verve.max,
        startingVerve(data, rules),
        gainList(verveGains.map((g) => ({ gain: g.verveGain, level: g.level }))),
      ),
      ruleRefs.verve,
    ),
    injuries: derived(
      text('derive.label.injuries'),
      data.injuries,
      data.injuries > 0
        ? text('derive.explain.injuries', { injuries: data.injuries })
        : text('derive.explain.noInjuries'),
      ruleRefs.injuries,
    ),
    temporaryPool: derived(
      text('derive.label.temporaryPool'),
      data.temporaryPool,
      text('derive.explain.temporaryPool'),
      ruleRefs.temporaryPool,
    ),
  }
  const spell = highestSpellLevel(data)
  if (spell !== null) {
    out.spellLevelLimit = derived(
      text('derive.label.spellLevelLimit'),
      spell,
      text('derive.explain.spellLevelLimit', {
        level: characterLevel(data),
        injuries: data.injuries,
        spell,
      }),
      ruleRefs.injuries,
    )
  }
  if (isSorceror(data)) {
    const slots = spellSlots(data, rules)
    out.spellSlots = derived(
      text('derive.label.spellSlots'),
      `${slots.used} / ${slots.total}`,
      text('derive.explain.spellSlots', { explanation: slots.explanation }),
      ruleRefs.sorcerors,
    )
  }
  if (isProphet(data)) {
    const points = callingPoints(data, rules)
    out.callingPoints = derived(
      text('derive.label.callingPoints'),
      points.total,
      text('derive.explain.callingPoints', { explanation: points.explanation }),
      ruleRefs.prophets,
    )
  }
  const state = data.dead
    ? 'dead'
    : data.dying
      ? 'dying'
      : data.consciousness === 'unconscious'
        ? 'unconscious'
        : data.consciousness === 'semiConscious'
          ? 'semiConscious'
          : 'conscious'
  const check = consciousnessCheck(data, rules)
  out.condition = derived(
    text('derive.label.condition'),
    text(`derive.state.${state}`),
    data.injuries > 0 || data.survival.current === 0
      ? text('derive.explain.stayConscious', { explanation: check.explanation })
      : text('derive.explain.unhurt'),
    ruleRefs.unconsciousness,
  )
  return out
}

function reactionValues(data: GodsMonstersData, rules: HouseRules): GodsMonstersValues {
  const out: GodsMonstersValues = {}
  for (const id of reactionIds) {
    const r = reactionBreakdown(data, id, rules)
    const conditional = conditionalBonuses(data, id)
      .map((b) =>
        text('derive.explain.conditionalBonus', {
          amount: signed(b.amount),
          condition: b.condition,
          source: b.source,
        }),
      )
      .join('; ')
    out[`reaction.${id}`] = derived(
      reactionNames[id],
      r.total,
      conditional
        ? text('derive.explain.reactionAlso', { explanation: r.explanation, conditional })
        : text('derive.explain.sentence', { explanation: r.explanation }),
      ruleRefs.reactions,
    )
  }
  return out
}

function combatValues(data: GodsMonstersData, rules: HouseRules): GodsMonstersValues {
  const b = attackBonuses(data, rules)
  const defense = defenseValue(data, rules)
  const value = (label: string, c: { value: number; explanation: string }, rule: string) =>
    derived(
      label,
      signed(c.value),
      text('derive.explain.sentence', { explanation: c.explanation }),
      rule,
    )
  return {
    defense: value(text('derive.label.defense'), defense, ruleRefs.defenseAttack),
    fightingArt: value(text('derive.label.fightingArt'), b.fightingArt, ruleRefs.fightingArt),
    closeAttack: value(text('derive.label.closeAttack'), b.closeAttack, ruleRefs.defenseAttack),
    closeDamage: value(text('derive.label.closeDamage'), b.closeDamage, ruleRefs.defenseAttack),
    thrownAttack: value(text('derive.label.thrownAttack'), b.thrownAttack, ruleRefs.defenseAttack),
    thrownDamage: value(text('derive.label.thrownDamage'), b.thrownDamage, ruleRefs.defenseAttack),
    thrownRange: derived(
      text('derive.label.thrownRange'),
      b.thrownRangeReduction.value,
      text('derive.explain.sentence', { explanation: b.thrownRangeReduction.explanation }),
      ruleRefs.weapons,
    ),
    propelledAttack: value(
      text('derive.label.propelledAttack'),
      b.propelledAttack,
      ruleRefs.defenseAttack,
    ),
    propelledDamage: value(
      text('derive.label.propelledDamage'),
      b.propelledDamage,
      ruleRefs.weapons,
    ),
    attackTotal: (() => {
      const roll = planAttackRoll(data, {}, rules)
      return derived(
        text('derive.label.attackTotal'),
        roll.target,
        text('derive.explain.attackTotal', {
          explanation: roll.formula,
        }),
        ruleRefs.hitting,
      )
    })(),
  }
}

/** All derived values, keyed by id (see GodsMonstersDerivedKey). */
export function deriveGodsMonsters(
  data: GodsMonstersData,
  rules: HouseRules,
): DerivedValues<GodsMonstersDerivedKey> {
  const movement = movementValue(data, rules)
  const carry = carryValue(data, rules)
  const str = finalScore(data, 'strength')
  const p = data.physique
  // Assembled with Object.assign rather than object spreads: spreading these keyed groups into
  // one literal was most of derive()'s time.
  const out: GodsMonstersValues = {}
  Object.assign(out, abilityValues(data, rules))
  Object.assign(out, levelValues(data))
  Object.assign(out, firstLevelValues(data, rules))
  Object.assign(out, vitalValues(data, rules))
  Object.assign(out, reactionValues(data, rules))
  out.movement = derived(
    text('derive.label.movement'),
    movement.value,
    text('derive.explain.sentence', { explanation: movement.explanation }),
    ruleRefs.movement,
  )
  out.carry = derived(
    text('derive.label.carry'),
    carry.value,
    text('derive.explain.carry', { explanation: carry.explanation }),
    ruleRefs.inferred,
  )
  out.itemBulkLimit = derived(
    text('derive.label.itemBulkLimit'),
    str,
    text('derive.explain.itemBulkLimit', { strength: str }),
    ruleRefs.movement,
  )
  Object.assign(out, combatValues(data, rules))
  out.physique = derived(
    text('derive.label.physique'),
    text('derive.physique', { age: p.age, height: formatHeight(p.height), weight: p.weight }),
    p.heightRoll === null
      ? text('derive.explain.physiqueChosen')
      : text('derive.explain.physiqueRolled', { age: p.ageRoll ?? 0, height: p.heightRoll }),
    ruleRefs.physique,
  )
  return out
}
