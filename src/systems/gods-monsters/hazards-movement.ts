// Movement speeds and the hazards of moving (Hazards: Movement, Rest, Darkness, Daily movement,
// Flying, Jumping, Chases, Suffocation, Concentration). Pure rules; the Movement card and its
// dialogs show them.
import { chanceRollUnder } from '../common/dice'
import { signed } from '../common/format'
import type { RollModifier } from '../common/roll-model'
import type { HouseRules } from '../types'
import { RulesError } from '../types'
import { finalScore, major, minor } from './contributors'
import type { AbilityId, GodsMonstersData, SizeId } from './model'
import { jumpMultiplierSettings } from './movement-house-rules'
import { planScoreRoll, type RollPlan } from './rolls'
import { applyDamage, type DamageResult } from './vitals'
import { termTable } from '../common/text'
import { text } from './text'

const hazardRules = {
  movement: 'Hazards: Movement',
  outdoors: 'Hazards: Movement (outdoors)',
  casting: 'Hazards: Movement: Spells and spirits',
  rest: 'Hazards: Movement: Rest',
  darkness: 'Hazards: Movement: Darkness',
  daily: 'Hazards: Movement: Daily movement',
  flying: 'Hazards: Movement: Flying',
  jumping: 'Hazards: Jumping',
  chases: 'Hazards: Chases',
  suffocation: 'Hazards: Suffocation',
  concentration: 'Hazards: Concentration',
} as const

// ---------------------------------------------------------------- speeds

type SpeedId = 'semiConscious' | 'combat' | 'dash' | 'explore' | 'walk' | 'jog' | 'run' | 'sprint'

interface SpeedSpec {
  id: SpeedId
  /** Feet per round, as a multiple of movement (yards per minute is twice this). */
  feetPerRound: number
  /** Time base: endurance times this many of `unit`. */
  timeBasePerEndurance: number
  timeBaseUnit: 'rounds' | 'minutes'
  /** Penalty to reaction rolls while moving at this speed (0 for none). */
  reaction: number
  /** Bonus opponents have to attack someone moving at this speed. */
  attack: number
  /** Allowed inside combat (combat speed and the dash only). */
  inCombat: boolean
}

// Movement: the speed table (yards per minute, feet per round, time base, reactions, attack).
// Yards per minute is always twice feet per round in the table (a minute is six rounds).
const speedTable: readonly SpeedSpec[] = [
  {
    id: 'semiConscious',
    feetPerRound: 0.5,
    timeBasePerEndurance: 1,
    timeBaseUnit: 'rounds',
    reaction: 0,
    attack: 0,
    inCombat: true,
  },
  {
    id: 'combat',
    feetPerRound: 1,
    timeBasePerEndurance: 1,
    timeBaseUnit: 'minutes',
    reaction: 0,
    attack: 0,
    inCombat: true,
  },
  {
    id: 'dash',
    feetPerRound: 3,
    timeBasePerEndurance: 1,
    timeBaseUnit: 'minutes',
    reaction: -1,
    attack: 4,
    inCombat: true,
  },
  {
    id: 'explore',
    feetPerRound: 2,
    timeBasePerEndurance: 10,
    timeBaseUnit: 'minutes',
    reaction: 0,
    attack: 0,
    inCombat: false,
  },
  {
    id: 'walk',
    feetPerRound: 5,
    timeBasePerEndurance: 30,
    timeBaseUnit: 'minutes',
    reaction: -2,
    attack: 2,
    inCombat: false,
  },
  {
    id: 'jog',
    feetPerRound: 10,
    timeBasePerEndurance: 5,
    timeBaseUnit: 'minutes',
    reaction: -4,
    attack: 4,
    inCombat: false,
  },
  {
    id: 'run',
    feetPerRound: 15,
    timeBasePerEndurance: 1,
    timeBaseUnit: 'minutes',
    reaction: -8,
    attack: 8,
    inCombat: false,
  },
  {
    id: 'sprint',
    feetPerRound: 25,
    timeBasePerEndurance: 1,
    timeBaseUnit: 'rounds',
    reaction: -16,
    attack: 16,
    inCombat: false,
  },
]

export interface Speed {
  id: SpeedId
  label: string
  yardsPerMinute: number
  feetPerRound: number
  /** How long the character keeps this speed before resting ten minutes. */
  timeBase: { amount: number; unit: 'rounds' | 'minutes' }
  reaction: number
  attack: number
  inCombat: boolean
}

/** One decimal place at most: halves and quarters of movement stay exact enough to read. */
const tidy = (n: number): number => Math.round(n * 100) / 100

/**
 * The speed table for a movement and endurance. Outdoors (outside ruins, dungeons, caves and
 * combat) the reaction penalties of the non-combat speeds shift up one row: walking on a road
 * has no penalty, jogging has walking's. The attack bonuses do not shift (the text shifts only
 * "the penalties").
 */
export function speeds(movement: number, endurance: number, outdoors = false): Speed[] {
  const outside = speedTable.filter((s) => !s.inCombat)
  return speedTable.map((spec) => {
    const i = outside.indexOf(spec)
    const reaction =
      outdoors && i >= 0
        ? i === 0
          ? spec.reaction
          : (outside[i - 1]?.reaction ?? 0)
        : spec.reaction
    return {
      id: spec.id,
      label: text(`hazardsMovement.speed.${spec.id}`),
      yardsPerMinute: tidy(movement * spec.feetPerRound * 2),
      feetPerRound: tidy(movement * spec.feetPerRound),
      timeBase: {
        amount: Math.max(0, endurance) * spec.timeBasePerEndurance,
        unit: spec.timeBaseUnit,
      },
      reaction,
      attack: spec.attack,
      inCombat: spec.inCombat,
    }
  })
}

// ---------------------------------------------------------------- movement now

export type Lighting = 'light' | 'night' | 'dark'

export interface MovementConditions {
  /** Light or a way of seeing; night without a full moon; total darkness. */
  lighting?: Lighting
  /** Concentrating on a spell, spirit or psychic power. */
  concentrating?: boolean
  /** Casting a spell or calling a spirit: its casting or calling time (under a round). */
  castingTime?: number
  /** The casting or calling time is a round or more. */
  castingRoundOrMore?: boolean
}

export interface MovementNow {
  movement: number
  value: number
  steps: RollModifier[]
  explanation: string
}

// Darkness halves movement at night without light, and halves it again (a quarter) in total
// darkness; concentration allows at most half movement; casting or calling takes its time off
// movement, and stops it when the time is more than the movement or a round or more.
export function movementNow(movement: number, conditions: MovementConditions = {}): MovementNow {
  const time = conditions.castingTime ?? 0
  if (!Number.isFinite(time) || time < 0) {
    throw new RulesError(text('hazardsMovement.castingTime', { time }))
  }
  let value = movement
  const steps: RollModifier[] = []
  const step = (label: string, next: number, rule: string) => {
    steps.push({ label, value: tidy(next - value), rule })
    value = tidy(next)
  }
  if (conditions.lighting === 'night') {
    step(text('hazardsMovement.night'), value / 2, hazardRules.darkness)
  }
  if (conditions.lighting === 'dark') {
    step(text('hazardsMovement.dark'), value / 4, hazardRules.darkness)
  }
  if (conditions.concentrating && value > movement / 2) {
    step(text('hazardsMovement.concentrating'), movement / 2, hazardRules.concentration)
  }
  if (conditions.castingRoundOrMore) {
    step(text('hazardsMovement.castingRound'), 0, hazardRules.casting)
  } else if (time > 0) {
    step(
      text('hazardsMovement.casting', { time }),
      time > value ? 0 : value - time,
      hazardRules.casting,
    )
  }
  const parts = steps.map((s) => ` ${signed(s.value)} ${s.label}`).join('')
  return {
    movement,
    value,
    steps,
    explanation: text('hazardsMovement.movementNow', { movement, parts, value }),
  }
}

// ---------------------------------------------------------------- daily movement

export type Terrain = 'open' | 'rough' | 'bog'

const terrains: readonly Terrain[] = ['open', 'rough', 'bog']
export const terrainNames = termTable(terrains, (t) => text(`hazardsMovement.terrain.${t}`))

export interface DailyMovement {
  /** Miles in a day. */
  miles: number
  /** Miles in a day pushed 50% further (a health roll; an injury on failure). */
  pushedMiles: number
  /** Walking speed in miles an hour (about a third of movement); fliers: movement. */
  milesPerHour: number
  /** Rest a day after this many days of such travel: half endurance. */
  restAfterDays: number
  explanation: string
}

// Daily movement: twice movement in miles a day; forests and hills halve it (movement), bogs and
// thick undergrowth quarter it (half movement); +50% with a health roll; rest a day after half
// endurance days. Flying: movement miles an hour, eight times a walker's day (so 16 × movement).
export function dailyMovement(
  movement: number,
  endurance: number,
  options: { terrain?: Terrain; flier?: boolean } = {},
): DailyMovement {
  const terrain = options.terrain ?? 'open'
  const walker = terrain === 'open' ? 2 * movement : terrain === 'rough' ? movement : movement / 2
  const miles = tidy(options.flier ? 8 * 2 * movement : walker)
  const explanation = options.flier
    ? text('hazardsMovement.dailyFlying', { movement, miles, walker: 2 * movement })
    : text(`hazardsMovement.daily.${terrain}`, { miles, movement })
  return {
    miles,
    pushedMiles: tidy(miles * 1.5),
    milesPerHour: tidy(options.flier ? movement : movement / 3),
    restAfterDays: tidy(Math.max(0, endurance) / 2),
    explanation,
  }
}

// ---------------------------------------------------------------- health rolls and injuries

const asModifiers = (mods: readonly RollModifier[]) =>
  mods.map((m) => ({ label: m.label, amount: m.value }))

/** One injury point straight to the injury total (a failed health roll while pushing on). */
export function gainInjury(data: GodsMonstersData): DamageResult {
  return applyDamage(data, 1, { archetypal: false, injuries: 1, usePool: false })
}

export interface KeepMovingOptions {
  /** Movement given up for the whole period (+2 each). */
  movementGivenUp: number
  /** Movement health rolls made since the last rest (−2 each). */
  earlierRolls: number
  /** Too little water or salt: up to −4. */
  thirst: number
}

type Whole =
  | 'movementGivenUp'
  | 'earlierRolls'
  | 'thirst'
  | 'jump'
  | 'running'
  | 'd4'
  | 'rollNumber'
  | 'concentration'

function wholeIn(n: number, low: number, high: number, what: Whole): void {
  if (!Number.isInteger(n) || n < low || n > high) {
    throw new RulesError(text(`hazardsMovement.notWhole.${what}`, { low, high, n }))
  }
}

// Rest: pushing on without the ten-minute rest is a health roll, +2 per point of movement given
// up for the whole period, −2 per movement health roll since the last rest, and up to −4 for too
// little water or salt; a failure is one injury.
export function keepMovingModifiers(movement: number, options: KeepMovingOptions): RollModifier[] {
  wholeIn(options.movementGivenUp, 0, Math.max(0, Math.floor(movement)), 'movementGivenUp')
  wholeIn(options.earlierRolls, 0, 99, 'earlierRolls')
  wholeIn(options.thirst, 0, 4, 'thirst')
  return [
    {
      label: text('hazardsMovement.givenUp', { n: options.movementGivenUp }),
      value: 2 * options.movementGivenUp,
      rule: hazardRules.rest,
    },
    {
      label: text('hazardsMovement.earlierRolls', { n: options.earlierRolls }),
      value: -2 * options.earlierRolls,
      rule: hazardRules.rest,
    },
    { label: text('hazardsMovement.thirst'), value: -options.thirst, rule: hazardRules.rest },
  ].filter((m) => m.value !== 0)
}

/** A health roll with the given modifiers (the roll's own injury penalty is added). */
export function healthRoll(
  data: GodsMonstersData,
  modifiers: readonly RollModifier[],
  rules: HouseRules = {},
): RollPlan {
  return planScoreRoll(data, 'health', asModifiers(modifiers), rules)
}

// ---------------------------------------------------------------- jumping

/** The highest base distance (in feet or yards) the jump table is read to. */
export const maxJumpSteps = 12

// Jumping: no penalty to one foot, then a penalty that doubles for each further foot
// (2 feet −1, 3 −2, 4 −4, 5 −8, 6 −16, 7 −32).
export function jumpPenalty(steps: number): number {
  wholeIn(steps, 1, maxJumpSteps, 'jump')
  return steps <= 1 ? 0 : -(2 ** (steps - 2))
}

// Jumping: large creatures jump twice as far, huge four times, gigantic eight, titanic sixteen;
// small ¾; tiny and fine are campaign settings (our copy prints "?").
export function jumpMultiplier(size: SizeId, rules: HouseRules = {}): number {
  const set = jumpMultiplierSettings(rules)
  const bySize: Record<SizeId, number> = {
    fine: set.fine,
    tiny: set.tiny,
    small: 0.75,
    medium: 1,
    large: 2,
    huge: 4,
    gigantic: 8,
    titanic: 16,
  }
  return bySize[size]
}

export interface JumpOptions {
  /** The distance to clear: feet up, or yards across. */
  distance: number
  /** Leaping across (yards) rather than jumping up (feet). */
  across?: boolean
  /** A moving character's current running movement, added to the roll. */
  runningMovement?: number
}

export interface JumpPlan {
  unit: 'feet' | 'yards'
  multiplier: number
  /** The row of the jump table read: the distance over the size multiplier, rounded up. */
  steps: number
  roll: RollPlan
  /** The target before the distance penalty: each row's target is this plus its penalty. */
  targetBeforeDistance: number
  rules: readonly RollModifier[]
}

// Jumping: an agility roll with strength as a major contributor and +8, the distance penalty,
// and for a leap the running movement; the distance is read from the table after the size's
// multiplier (a large creature clearing 4 feet reads the 2-foot row). "Their current running
// movement" is read as the movement value the character moves with now (after darkness and the
// like), not the run speed's feet a round, which would dwarf the d20.
export function jumpPlan(
  data: GodsMonstersData,
  options: JumpOptions,
  rules: HouseRules = {},
): JumpPlan {
  const multiplier = jumpMultiplier(data.species.size, rules)
  if (!Number.isFinite(options.distance) || options.distance <= 0) {
    throw new RulesError(text('hazardsMovement.jumpPositive', { distance: options.distance }))
  }
  const steps = Math.max(1, Math.ceil(tidy(options.distance / multiplier)))
  if (steps > maxJumpSteps) {
    throw new RulesError(
      text(options.across ? 'hazardsMovement.jumpTable.yards' : 'hazardsMovement.jumpTable.feet', {
        max: maxJumpSteps,
        distance: tidy(maxJumpSteps * multiplier),
      }),
    )
  }
  const running = options.runningMovement ?? 0
  wholeIn(running, 0, 999, 'running')
  const strength = finalScore(data, 'strength')
  const before: RollModifier[] = [
    {
      label: text('hazardsMovement.strength', { strength }),
      value: major(strength, rules),
      rule: hazardRules.jumping,
    },
    { label: text('hazardsMovement.jumping'), value: 8, rule: hazardRules.jumping },
    ...(options.across && running > 0
      ? [{ label: text('hazardsMovement.running'), value: running, rule: hazardRules.jumping }]
      : []),
  ]
  const unit = options.across ? 'yards' : 'feet'
  const penalty: RollModifier = {
    label:
      multiplier !== 1
        ? text(`hazardsMovement.jumpToSized.${unit}`, { count: steps, multiplier })
        : text(`hazardsMovement.jumpTo.${unit}`, { count: steps }),
    value: jumpPenalty(steps),
    rule: hazardRules.jumping,
  }
  const all = [...before, penalty]
  const roll = planScoreRoll(data, 'agility', asModifiers(all), rules)
  return {
    unit,
    multiplier,
    steps,
    roll,
    targetBeforeDistance: roll.target - penalty.value,
    rules: all.filter((m) => m.value !== 0),
  }
}

// Jumping: a failure jumps short, as far as that roll would have reached: the highest row whose
// target the roll makes, times the size multiplier (0 when not even the first row).
export function jumpReached(plan: JumpPlan, roll: number): number {
  let reached = 0
  for (let steps = 1; steps <= maxJumpSteps; steps++) {
    if (roll <= plan.targetBeforeDistance + jumpPenalty(steps)) reached = steps
  }
  return tidy(reached * plan.multiplier)
}

// ---------------------------------------------------------------- chases

// Chases: the faster side gains +1 to its agility roll for every 3 points of movement difference.
export function chaseBonus(mine: number, theirs: number): { mine: number; theirs: number } {
  const bonus = Math.floor(Math.abs(mine - theirs) / 3)
  return { mine: mine > theirs ? bonus : 0, theirs: theirs > mine ? bonus : 0 }
}

export type ChaseRole = 'pursuer' | 'quarry'

export interface ChaseOdds {
  /** I succeed and they fail: I catch them, or get away. */
  mineWins: number
  /** They succeed and I fail. */
  theirsWins: number
  /** Both succeed or both fail: the chase goes on. */
  goesOn: number
}

// Chases: an agility contest; one side succeeding while the other fails ends the chase.
export function chaseOdds(myTarget: number, theirTarget: number): ChaseOdds {
  const p = chanceRollUnder(myTarget)
  const q = chanceRollUnder(theirTarget)
  return { mineWins: p * (1 - q), theirsWins: q * (1 - p), goesOn: p * q + (1 - p) * (1 - q) }
}

export type ChaseOutcome = 'caught' | 'escaped' | 'goesOn'

export function chaseOutcome(role: ChaseRole, mine: boolean, theirs: boolean): ChaseOutcome {
  if (mine === theirs) return 'goesOn'
  const pursuerWins = role === 'pursuer' ? mine : theirs
  return pursuerWins ? 'caught' : 'escaped'
}

/** My agility roll in a chase: the movement bonus and a skill or situation modifier. */
export function chaseRoll(
  data: GodsMonstersData,
  options: { myMovement: number; theirMovement: number; modifier: number },
  rules: HouseRules = {},
): RollPlan {
  const bonus = chaseBonus(options.myMovement, options.theirMovement).mine
  return planScoreRoll(
    data,
    'agility',
    [
      { label: text('hazardsMovement.faster'), amount: bonus },
      { label: text('hazardsMovement.skillOrSituation'), amount: options.modifier },
    ],
    rules,
  )
}

// ---------------------------------------------------------------- suffocation

export interface SuffocationOptions {
  /** Took a deep breath first. */
  prepared: boolean
  /** Completely inactive and at rest: the times double. */
  atRest: boolean
  /** The d4 rolled when unprepared. */
  d4?: number
}

export interface SuffocationBuffer {
  rounds: number
  /** Rounds between the later health rolls: a minute (six rounds), doubled at rest. */
  interval: number
  explanation: string
}

// Suffocation: prepared, a buffer of endurance rounds; unprepared, d4 rounds plus endurance as a
// minor contributor (possibly none). Inactive and at rest, "these times" double: the buffer and
// the minute between the later rolls.
export function suffocationBuffer(
  data: GodsMonstersData,
  options: SuffocationOptions,
  rules: HouseRules = {},
): SuffocationBuffer {
  const endurance = finalScore(data, 'endurance')
  let rounds: number
  let buffer: string
  if (options.prepared) {
    rounds = endurance
    buffer = text('hazardsMovement.bufferPrepared', { endurance })
  } else {
    const d4 = options.d4 ?? 0
    wholeIn(d4, 1, 4, 'd4')
    const fromEndurance = minor(endurance, rules)
    rounds = d4 + fromEndurance
    buffer = text('hazardsMovement.bufferUnprepared', {
      d4,
      bonus: signed(fromEndurance),
      endurance,
    })
  }
  rounds = Math.max(0, rounds)
  const factor = options.atRest ? 2 : 1
  const total = rounds * factor
  return {
    rounds: total,
    interval: 6 * factor,
    explanation: text(options.atRest ? 'hazardsMovement.bufferAtRest' : 'hazardsMovement.buffer', {
      buffer,
      total,
    }),
  }
}

// Suffocation: after the buffer a health roll or one injury; then another each minute with a
// cumulative −1 (the first roll at +0, the second −1…).
export function suffocationRoll(
  data: GodsMonstersData,
  rollNumber: number,
  rules: HouseRules = {},
): RollPlan {
  wholeIn(rollNumber, 1, 999, 'rollNumber')
  return healthRoll(
    data,
    [
      {
        label: text('hazardsMovement.suffocating', { n: rollNumber }),
        value: -(rollNumber - 1),
        rule: hazardRules.suffocation,
      },
    ],
    rules,
  )
}

/** The round (from the start) of a suffocation roll: after the buffer, then each interval. */
export function suffocationRollRound(buffer: SuffocationBuffer, rollNumber: number): number {
  return buffer.rounds + 1 + (rollNumber - 1) * buffer.interval
}

// ---------------------------------------------------------------- concentration

/** The abilities a concentration penalty applies to. */
export const concentrationAbilities: readonly AbilityId[] = ['charisma', 'wisdom', 'intelligence']

// Concentration: a penalty to concentration (from an ailment) is a penalty on charisma, wisdom
// and intelligence rolls.
export function concentrationRoll(
  data: GodsMonstersData,
  ability: AbilityId,
  penalty: number,
  rules: HouseRules = {},
): RollPlan {
  wholeIn(penalty, 0, 20, 'concentration')
  const applies = concentrationAbilities.includes(ability)
  return planScoreRoll(
    data,
    ability,
    applies ? [{ label: text('hazardsMovement.concentration'), amount: -penalty }] : [],
    rules,
  )
}

/** Concentrating: −1 defense (and no attacks); when hit, an evasion roll keeps the concentration. */
export const concentrationDefense = -1

export function keepConcentrationRoll(data: GodsMonstersData, rules: HouseRules = {}): RollPlan {
  return planScoreRoll(data, 'evasion', [], rules)
}
