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
        ? 'from the Toromeen example'
        : 'from the campaign’s contributor table'
    out[`ability.${id}`] = derived(
      abilityNames[id],
      score,
      `${data.abilities[id]}${adj !== 0 ? ` ${signed(adj)} (${data.species.name || 'species'}) = ${score}` : ''}; ` +
        `major contributor ${signed(maj)}, minor ${signed(min)} (${source}).`,
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
      'Level',
      level,
      `${byArchetype.join(', ')}. Reached at ${withThousands(experienceForLevel(level))} XP; level ${level + 1} at ${withThousands(experienceForLevel(level + 1))} XP.`,
      ruleRefs.levels,
    ),
    specialties: derived(
      'Specialties',
      `${data.specialties.length} / ${allowed}`,
      `One at first level and one more at 3rd and each odd level: ${allowed} at level ${level}.`,
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
      'First-level mojo',
      startingMojo(data, rules),
      `12 + ${abilityNames[ability]} ${score} as a major contributor (${signed(major(score, rules))}) = ${startingMojo(data, rules)}`,
      ruleRefs.firstLevelMojo,
    ),
    startingSurvival: derived(
      'First-level survival',
      startingSurvival(data, rules),
      `5 + endurance ${end} as a major contributor (${signed(major(end, rules))}) = ${startingSurvival(data, rules)}`,
      ruleRefs.survivalVerve,
    ),
    startingVerve: derived(
      'First-level verve',
      startingVerve(data, rules),
      (() => {
        const verveAbility = archetypeVerveContributor(data)
        const v = finalScore(data, verveAbility)
        return `5 + ${abilityNames[ability]} ${score} (minor ${signed(minor(score, rules))}) + ${abilityNames[verveAbility]} ${v} (minor ${signed(minor(v, rules))}) = ${startingVerve(data, rules)}`
      })(),
      ruleRefs.survivalVerve,
    ),
    startingCoins: derived(
      'Starting coins',
      formatSilver(coins),
      `Silver coins equal to ${abilityNames[ability]} ${score}.`,
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
  const out: GodsMonstersValues = {
    survival: derived(
      'Survival',
      `${data.survival.current} / ${data.survival.max}`,
      `Maximum ${data.survival.max}: ${startingSurvival(data, rules)} at first level` +
        survivalGains.map((g) => `, +${g.survivalGain} at level ${g.level}`).join('') +
        `. Rest restores it.`,
      ruleRefs.rest,
    ),
    verve: derived(
      'Verve',
      `${data.verve.current} / ${data.verve.max}`,
      `Maximum ${data.verve.max}: ${startingVerve(data, rules)} at first level` +
        verveGains.map((g) => `, +${g.verveGain} at level ${g.level}`).join('') +
        '. Fully restored each morning; takes damage only from archetypal actions.',
      ruleRefs.verve,
    ),
    injuries: derived(
      'Injuries',
      data.injuries,
      data.injuries > 0
        ? `−${data.injuries} on attack, reaction and ability rolls.`
        : 'No injuries: no penalty.',
      ruleRefs.injuries,
    ),
    temporaryPool: derived(
      'Bonus pool',
      data.temporaryPool,
      'Temporary survival points that take eligible damage first.',
      ruleRefs.temporaryPool,
    ),
  }
  const spell = highestSpellLevel(data)
  if (spell !== null) {
    out.spellLevelLimit = derived(
      'Highest spell level',
      spell,
      `Level ${characterLevel(data)} − ${data.injuries} injuries = ${spell}: no spell above it is cast or memorized.`,
      ruleRefs.injuries,
    )
  }
  if (isSorceror(data)) {
    const slots = spellSlots(data, rules)
    out.spellSlots = derived(
      'Spell slots',
      `${slots.used} / ${slots.total}`,
      `Slots gained by level: ${slots.explanation}.`,
      ruleRefs.sorcerors,
    )
  }
  if (isProphet(data)) {
    const points = callingPoints(data, rules)
    out.callingPoints = derived(
      'Calling points',
      points.total,
      `Gained by level: ${points.explanation}.`,
      ruleRefs.prophets,
    )
  }
  const state = data.dead
    ? 'Dead'
    : data.dying
      ? 'Dying'
      : data.consciousness === 'unconscious'
        ? 'Unconscious'
        : data.consciousness === 'semiConscious'
          ? 'Semi-conscious'
          : 'Conscious'
  const check = consciousnessCheck(data, rules)
  out.condition = derived(
    'Condition',
    state,
    data.injuries > 0 || data.survival.current === 0
      ? `To stay conscious: ${check.explanation}.`
      : 'Unhurt enough that no roll to stay conscious is due.',
    ruleRefs.unconsciousness,
  )
  return out
}

function reactionValues(data: GodsMonstersData, rules: HouseRules): GodsMonstersValues {
  const out: GodsMonstersValues = {}
  for (const id of reactionIds) {
    const r = reactionBreakdown(data, id, rules)
    const conditional = conditionalBonuses(data, id)
      .map((b) => ` ${signed(b.amount)} ${b.condition} (${b.source})`)
      .join(';')
    out[`reaction.${id}`] = derived(
      reactionNames[id],
      r.total,
      `${r.explanation}.${conditional ? ` Also${conditional}.` : ''}`,
      ruleRefs.reactions,
    )
  }
  return out
}

function combatValues(data: GodsMonstersData, rules: HouseRules): GodsMonstersValues {
  const b = attackBonuses(data, rules)
  const defense = defenseValue(data, rules)
  const value = (label: string, c: { value: number; explanation: string }, rule: string) =>
    derived(label, signed(c.value), `${c.explanation}.`, rule)
  return {
    defense: value('Defense', defense, ruleRefs.defenseAttack),
    fightingArt: value('Fighting Art', b.fightingArt, ruleRefs.fightingArt),
    closeAttack: value('Close attack', b.closeAttack, ruleRefs.defenseAttack),
    closeDamage: value('Close damage', b.closeDamage, ruleRefs.defenseAttack),
    thrownAttack: value('Thrown attack', b.thrownAttack, ruleRefs.defenseAttack),
    thrownDamage: value('Thrown damage', b.thrownDamage, ruleRefs.defenseAttack),
    thrownRange: derived(
      'Thrown range penalties ignored',
      b.thrownRangeReduction.value,
      `${b.thrownRangeReduction.explanation}.`,
      ruleRefs.weapons,
    ),
    propelledAttack: value('Propelled attack', b.propelledAttack, ruleRefs.defenseAttack),
    propelledDamage: value('Propelled damage', b.propelledDamage, ruleRefs.weapons),
    attackTotal: (() => {
      const roll = planAttackRoll(data, {}, rules)
      return derived(
        'Close attack roll',
        roll.target,
        `${roll.explanation.replace(/: roll .*$/, '')}; less the target’s defense.`,
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
  out.movement = derived('Movement', movement.value, `${movement.explanation}.`, ruleRefs.movement)
  out.carry = derived('Carry', carry.value, `${carry.explanation} (inferred).`, ruleRefs.inferred)
  out.itemBulkLimit = derived(
    'Most bulk per item',
    str,
    `Each item carried may have a bulk of at most strength ${str}.`,
    ruleRefs.movement,
  )
  Object.assign(out, combatValues(data, rules))
  out.physique = derived(
    'Age, height, weight',
    `${p.age} years, ${formatHeight(p.height)}, ${p.weight} lb`,
    p.heightRoll === null
      ? 'Chosen or not yet rolled.'
      : `Age roll ${p.ageRoll ?? 0}, height roll ${p.heightRoll} (see the creation step).`,
    ruleRefs.physique,
  )
  return out
}
