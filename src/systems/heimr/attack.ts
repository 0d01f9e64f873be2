// Attacks and defences with the armoury: which ability a weapon or shield rolls, the modifiers
// the rules put on the roll (each with the section it comes from), and what the result means.
import type { RollModifier } from '../common/roll-model'
import { modifierTotal } from '../common/roll-model'
import { RulesError } from '../types'
import { abilityChallenge, type Challenge } from './abilities'
import { defencePenalty, positionPenalties } from './combat'
import { hitLocation, bodyPartNames } from './health'
import { lastingPenaltyModifiers } from './penalties'
import { isDazed } from './effects'
import type { BodyPart, HeimrData } from './model'
import {
  armouryNameInSentence,
  findArmouryEntry,
  type ArmouryShield,
  type ArmouryWeapon,
} from './tables'
import { handsProblem, hasFreeHand } from './hands'
import { termTable } from '../common/text'
import { text } from './text'

const rules = {
  weapons: 'Medieval armoury module: Weapons',
  shields: 'Medieval armoury module: Shields',
  weaponAttack: 'Weapon attack',
  ranged: 'Ranged attacks',
  cluster: 'Ranged attacks: combat cluster',
  aimed: 'Targeting a body part',
  repeated: 'Defending against multiple attacks',
  readiedDodge: 'List of combat actions: Dodge',
  ongoing: 'Action Types: Ongoing',
  positions: 'Positions',
  hiddenAttacker: 'Positions: Hidden',
  proneTarget: 'Positions: Prone',
  concealedTarget: 'Positions: Concealed',
  height: 'Environment: Height',
  situational: 'Situational penalties',
  brawl: 'Brawl attack',
  defence: 'Defence',
  guarding: 'Guarding',
  blindSpots: 'Blind spots module',
  concealment: 'Environment: Concealment',
} as const

/** The standard abilities brawl attacks and dodges roll. */
const brawlAbilityId = 'brawl'
const dodgeAbilityId = 'agility'

export interface HeldWeapon {
  itemId: string
  name: string
  weapon: ArmouryWeapon
}

export interface HeldShield {
  itemId: string
  name: string
  shield: ArmouryShield
}

// Medieval armoury module: the character's items that name a weapon row.
export function characterWeapons(data: HeimrData): HeldWeapon[] {
  const out: HeldWeapon[] = []
  for (const item of data.items) {
    const entry = findArmouryEntry(item.catalogId)
    if (entry?.kind === 'weapon') {
      const { kind: _kind, ...weapon } = entry
      out.push({ itemId: item.id, name: item.name, weapon })
    }
  }
  return out
}

// Medieval armoury module: the character's items that name a shield row.
export function characterShields(data: HeimrData): HeldShield[] {
  const out: HeldShield[] = []
  for (const item of data.items) {
    const entry = findArmouryEntry(item.catalogId)
    if (entry?.kind === 'shield') {
      const { kind: _kind, ...shield } = entry
      out.push({ itemId: item.id, name: item.name, shield })
    }
  }
  return out
}

/**
 * An ability name as the tables are compared: lower case, single spaces. The weapon table spells
 * "Swordmanship" and "Shield and sword" where the shield table spells "Swordsmanship" and "Sword
 * and shield"; each pair is read as one ability.
 */
function abilityKey(name: string): string {
  const key = name.trim().toLowerCase().replace(/\s+/g, ' ')
  if (key === 'swordmanship') return 'swordsmanship'
  if (key === 'shield and sword') return 'sword and shield'
  return key
}

// Defence / Weapon attack: a weapon or shield is rolled with "the ability you use for" it, one
// of those its table row names; these are the character's abilities among them.
export function abilitiesFor(data: HeimrData, names: readonly string[]): string[] {
  const wanted = new Set(names.map(abilityKey))
  return Object.entries(data.abilities)
    .filter(([, ability]) => wanted.has(abilityKey(ability.name)))
    .map(([id]) => id)
}

// Weapon attack: a sword hand and an off-hand; two-handed weapons take both, shields the
// off-hand. One and a half handers go in the sword hand when the off-hand is busy.
function wieldingProblem(weapon: ArmouryWeapon | null, shield: ArmouryShield | null) {
  return handsProblem({ swordHand: weapon, offHandWeapon: null, offHandShield: shield })
}

/**
 * Brawl attack: how the brawler gets past a target's melee weapon. It must dodge a melee attack
 * of the target's first: one made in the target's last turn, or one the brawl attack provokes.
 */
export const brawlOpenings = [
  'noMeleeWeapon',
  'dodgedLastTurn',
  'provoking',
  'provokedDodged',
  'provokedNotDodged',
] as const
export type BrawlOpening = (typeof brawlOpenings)[number]

export const brawlOpeningLabels: Readonly<Record<BrawlOpening, string>> = termTable(
  brawlOpenings,
  (opening) => text(`attack.opening.${opening}`),
)

// Brawl attack: only a dodged melee attack lets the brawler close in; otherwise the attack
// provokes one, "as if they had readied that action", and fails unless it is dodged.
function brawlOpeningProblem(opening: BrawlOpening): string | null {
  if (opening === 'provoking') {
    return text('attack.provoking')
  }
  if (opening === 'provokedNotDodged') {
    return text('attack.provokedNotDodged')
  }
  return null
}

/** Positions: Hidden: a luck shot needs a 10 on a d10 before the attack roll. */
export const luckShotNeeds = 10
/** The chance that the luck shot's d10 allows the attack roll. */
export const luckShotChance = 1 / 10

// Ranged attacks: the distance is the fewest turns of moving (along the grid's axes) and
// climbing to the target; jumping down is free. The text: diagonally adjacent = 2.
export function rangedDistance(path: {
  across: number
  along: number
  climbUp: number
  down: number
}): number {
  whole('squaresAcross', path.across, 0, 20)
  whole('squaresAlong', path.along, 0, 20)
  whole('heightsUp', path.climbUp, 0, 20)
  whole('heightsDown', path.down, 0, 20)
  return path.across + path.along + path.climbUp
}

export interface AttackOptions {
  /** The item attacked with, or null for a brawl attack. */
  weaponItemId: string | null
  abilityId: string
  /** The shield in the off-hand, or null. */
  shieldItemId: string | null
  /** Ranged: squares to the target by moves, climbs and jumps (0 = the same square). */
  distance: number
  /** Ranged: characters in the target's combat cluster (0 = the target is in none). */
  clusterSize: number
  /** Ranged: earlier targets in the cluster that dodged this attack. */
  clusterDodges: number
  /** The body part aimed at, or null for wherever the d6 says. */
  aimedAt: BodyPart | null
  /** Melee: where the target stands, one position up or down at most. */
  targetHeight: 'same' | 'higher' | 'lower'
  /** Ranged: the target is prone. */
  targetProne: boolean
  /** The effectiveness of the target's concealment from the attacker (0 when none). */
  targetConcealment: number
  /** Any other situational penalty (darkness, blind spots), as a positive number. */
  situationalPenalty: number
  /** Weapon attack: a second weapon held in the off-hand, or null. */
  offHandWeaponItemId?: string | null
  /** Weapon attack: the hand whose weapon this roll is for (one roll per wielded weapon). */
  hand?: 'sword' | 'off'
  /** Brawl attack: a weapon kept in the sword hand while brawling, or null. */
  brawlHolding?: string | null
  /** Brawl attack: the effect, chosen before rolling (a bind needs a free hand). */
  brawlEffect?: BrawlEffect
  /** Brawl attack: how the brawler got past the target's melee weapon. */
  brawlOpening?: BrawlOpening
  /** Positions: Hidden: the target is hidden from the attacker, who knows it is there. */
  targetHidden?: boolean
  /** Environment: Concealment: darkness, 1 to 3 as the GM sets it (3: nothing can be seen). */
  darkness?: number
  /** Environment: Concealment: extreme weather, 1 to 3 as the GM sets it. */
  weather?: number
  /** A torch within distance 1 or a camp fire within 2 lights the target. */
  targetLit?: boolean
  /** The target is under a roof, out of the weather. */
  targetUnderRoof?: boolean
  /** House rule: what darkness or weather adds to cover's concealment (0 when not set). */
  coverInDarkness?: number
}

// Environment: Concealment: darkness and extreme weather conceal anywhere, 1 to 3; light (a torch
// at distance 1, a camp fire at 2) takes the darkness away and a roof the weather. Read: one
// concealment counts, the larger, since the text never adds two; darkness or weather "improve"
// cover by the campaign's number (house rule), as the text gives none.
export function sightConcealment(options: AttackOptions): {
  /** Which concealment counts (an id, in English as the tests and callers know it). */
  kind: 'Darkness' | 'Extreme weather' | null
  value: number
} {
  whole('darkness', options.darkness ?? 0, 0, 3)
  whole('weather', options.weather ?? 0, 0, 3)
  const dark = options.targetLit ? 0 : (options.darkness ?? 0)
  const weather = options.targetUnderRoof ? 0 : (options.weather ?? 0)
  if (dark === 0 && weather === 0) return { kind: null, value: 0 }
  return dark >= weather
    ? { kind: 'Darkness', value: dark }
    : { kind: 'Extreme weather', value: weather }
}

export interface CombatRoll {
  challenge: Challenge
  /** What changes the consistency (C) and the potential (P), each with its rule. */
  consistency: RollModifier[]
  potential: RollModifier[]
  /** Notes from the rules that do not change the numbers. */
  notes: string[]
  /** Positions: Hidden: a luck shot, so a d10 must show 10 before the attack is rolled. */
  luckShot: boolean
}

/** Numbers an attack or defence is given, named in messages about them. */
type WholeName =
  | 'squaresAcross'
  | 'squaresAlong'
  | 'heightsUp'
  | 'heightsDown'
  | 'darkness'
  | 'weather'
  | 'situationalPenalty'
  | 'targetConcealment'
  | 'distance'
  | 'clusterSize'
  | 'dodges'
  | 'coverImprovement'
  | 'damage'

function whole(name: WholeName, value: number, min: number, max: number): void {
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new RulesError(text('whole.range', { name: text(`quantity.${name}`), min, max }))
  }
}

function heldShield(data: HeimrData, itemId: string | null): HeldShield | null {
  if (itemId === null) return null
  const held = characterShields(data).find((s) => s.itemId === itemId)
  if (!held) throw new RulesError(text('attack.notShield'))
  return held
}

function heldWeapon(data: HeimrData, itemId: string): HeldWeapon {
  const held = characterWeapons(data).find((w) => w.itemId === itemId)
  if (!held) throw new RulesError(text('attack.notWeapon'))
  return held
}

// Medieval armoury module: Shields. "Sta -1" is read as a situational penalty on Stamina, which
// (Situational penalties) lowers the consistency of every roll based on that attribute.
function towerShieldModifier(
  data: HeimrData,
  abilityId: string,
  shield: HeldShield | null,
): RollModifier | null {
  if (shield?.shield.penalty.kind !== 'stamina') return null
  const attributes = data.abilities[abilityId]?.attributes ?? []
  if (!attributes.includes('sta')) return null
  return {
    label: text('attack.staminaPenalty', { shield: shield.name }),
    value: shield.shield.penalty.amount,
    rule: rules.shields,
  }
}

/** What an ability is chosen for: a brawl attack, a dodge, or an item by its name. */
type AbilityFor = { kind: 'brawl' } | { kind: 'dodge' } | { kind: 'item'; name: string }

function ownAbility(
  data: HeimrData,
  abilityId: string,
  allowed: readonly string[],
  what: AbilityFor,
) {
  if (!allowed.includes(abilityId)) {
    throw new RulesError(
      what.kind === 'item'
        ? text('attack.chooseAbilityItem', { item: what.name })
        : text(`attack.chooseAbility.${what.kind}`),
    )
  }
  if (!Object.prototype.hasOwnProperty.call(data.abilities, abilityId)) {
    throw new RulesError(text('ability.none', { id: abilityId }))
  }
}

function build(
  data: HeimrData,
  abilityId: string,
  consistency: RollModifier[],
  potential: RollModifier[],
  notes: string[],
): CombatRoll {
  const c = consistency.filter((m) => m.value !== 0)
  const p = potential.filter((m) => m.value !== 0)
  const base = abilityChallenge(
    data,
    abilityId,
    -modifierTotal(c),
    modifierTotal(p),
    text('term.modifiers'),
  )
  return { challenge: base, consistency: c, potential: p, notes, luckShot: false }
}

// Ranged attacks: beyond the weapon's range the target cannot be attacked; in another square the
// consistency drops by half the distance, rounded down.
export function rangePenalty(weapon: ArmouryWeapon, distance: number): number {
  whole('distance', distance, 0, 99)
  if (weapon.range === 'melee') {
    if (distance > 0) throw new RulesError(text('attack.meleeReach'))
    return 0
  }
  if (distance > weapon.range) {
    throw new RulesError(
      text('attack.beyondRange', {
        distance,
        weapon: armouryNameInSentence(weapon),
        range: weapon.range,
      }),
    )
  }
  return 0 - Math.floor(distance / 2)
}

// Ranged attacks: into a combat cluster, −1 consistency per character in it, one less for every
// earlier target that dodged.
export function clusterPenalty(clusterSize: number, dodges: number): number {
  whole('clusterSize', clusterSize, 0, 99)
  whole('dodges', dodges, 0, 99)
  if (clusterSize === 0) return 0
  if (dodges >= clusterSize) {
    throw new RulesError(text('attack.clusterSpent'))
  }
  return -(clusterSize - dodges)
}

// Daze: no actions and no defensive rolls while a daze is in force. With an even number of
// seconds defences come back after the last dazed turn; the effect stays listed until the next
// turn starts, so the player ends it by hand then.
function dazeProblem(data: HeimrData, what: 'attack' | 'defend'): void {
  if (!isDazed(data)) return
  throw new RulesError(text(`attack.dazed.${what}`))
}

/** Targeting a body part: aiming costs 2 consistency. */
const aimedPenalty = -2

// Weapon attack; Brawl attack; Ranged attacks; Targeting a body part; Positions: the roll an
// attack makes and why.
export function attackRoll(data: HeimrData, options: AttackOptions): CombatRoll {
  dazeProblem(data, 'attack')
  whole('situationalPenalty', options.situationalPenalty, 0, 20)
  whole('targetConcealment', options.targetConcealment, 0, 10)
  const shield = heldShield(data, options.shieldItemId)
  const consistency: RollModifier[] = []
  const potential: RollModifier[] = []
  const notes: string[] = []
  let ranged = false
  const offHandWeapon = options.offHandWeaponItemId
    ? heldWeapon(data, options.offHandWeaponItemId)
    : null
  if (options.weaponItemId === null) {
    ownAbility(data, options.abilityId, [brawlAbilityId], { kind: 'brawl' })
    const holding = options.brawlHolding ? heldWeapon(data, options.brawlHolding) : null
    const hands = {
      swordHand: holding?.weapon ?? null,
      offHandWeapon: offHandWeapon?.weapon ?? null,
      offHandShield: shield?.shield ?? null,
    }
    const problem = handsProblem(hands)
    if (problem) throw new RulesError(problem)
    // Brawl attack: "You need one free hand to do the bind effect."
    if (options.brawlEffect === 'bind' && !hasFreeHand(hands)) {
      throw new RulesError(text('attack.bindNeedsHand'))
    }
    const openingChoice = options.brawlOpening ?? 'noMeleeWeapon'
    const opening = brawlOpeningProblem(openingChoice)
    if (opening) throw new RulesError(opening)
    if (openingChoice === 'noMeleeWeapon') {
      notes.push(text('attack.brawlNote'))
    }
  } else {
    const swordHand = heldWeapon(data, options.weaponItemId)
    if (offHandWeapon?.itemId === swordHand.itemId) {
      throw new RulesError(text('attack.bothHands'))
    }
    const problem = handsProblem({
      swordHand: swordHand.weapon,
      offHandWeapon: offHandWeapon?.weapon ?? null,
      offHandShield: shield?.shield ?? null,
    })
    if (problem) throw new RulesError(problem)
    if (options.hand === 'off' && !offHandWeapon) {
      throw new RulesError(text('attack.noOffHand'))
    }
    // Weapon attack: one attack roll for every weapon wielded, against one target.
    const held = options.hand === 'off' && offHandWeapon ? offHandWeapon : swordHand
    const { weapon } = held
    ownAbility(data, options.abilityId, abilitiesFor(data, weapon.abilities), {
      kind: 'item',
      name: held.name,
    })
    if (offHandWeapon) {
      const other = held === swordHand ? offHandWeapon : swordHand
      notes.push(text('attack.twoWeapons', { other: other.name }))
    }
    ranged = weapon.range !== 'melee'
    const label =
      held.name === weapon.name
        ? held.name
        : text('attack.itemOfKind', { item: held.name, kind: weapon.name })
    potential.push({
      label: held === offHandWeapon ? text('attack.offHand', { label }) : label,
      value: weapon.potentialBonus ?? 0,
      rule: rules.weapons,
    })
    consistency.push({
      label: text('attack.distance', { distance: options.distance }),
      value: rangePenalty(weapon, options.distance),
      rule: rules.ranged,
    })
    if (ranged) {
      consistency.push({
        label:
          options.clusterDodges > 0
            ? text('attack.clusterDodged', {
                size: options.clusterSize,
                dodged: options.clusterDodges,
              })
            : text('attack.cluster', { size: options.clusterSize }),
        value: clusterPenalty(options.clusterSize, options.clusterDodges),
        rule: rules.cluster,
      })
      if (data.positions.includes('hidden')) {
        potential.push({
          label: text('attack.hiddenFromTarget'),
          value: 2,
          rule: rules.hiddenAttacker,
        })
      }
      if (options.targetProne) {
        consistency.push({ label: text('attack.targetProne'), value: -2, rule: rules.proneTarget })
      }
    } else if (options.clusterSize > 0 || options.clusterDodges > 0) {
      throw new RulesError(text('attack.clusterRangedOnly'))
    }
  }
  if (!ranged) {
    // Environment: Height: melee at a target one position higher −1, one lower +1.
    const height = { same: 0, higher: -1, lower: 1 }[options.targetHeight]
    consistency.push({
      label:
        options.targetHeight === 'higher'
          ? text('attack.targetHigher')
          : text('attack.targetLower'),
      value: height,
      rule: rules.height,
    })
  } else if (options.targetHeight !== 'same') {
    throw new RulesError(text('attack.heightMeleeOnly'))
  }
  consistency.push({
    label: text('attack.targetConcealment', { concealment: options.targetConcealment }),
    value: -options.targetConcealment,
    rule: rules.concealedTarget,
  })
  const sight = sightConcealment(options)
  const sightKey = sight.kind === 'Darkness' ? 'darkness' : 'weather'
  if (sight.kind && sight.value > options.targetConcealment) {
    consistency.push({
      label:
        options.targetConcealment > 0
          ? text(`attack.sightBeyondCover.${sightKey}`, {
              value: sight.value,
              cover: options.targetConcealment,
            })
          : text(`attack.sight.${sightKey}`, { value: sight.value }),
      value: -(sight.value - options.targetConcealment),
      rule: rules.concealment,
    })
  }
  if (sight.kind && options.targetConcealment > 0) {
    whole('coverImprovement', options.coverInDarkness ?? 0, 0, 3)
    notes.push(text(`attack.improvesCover.${sightKey}`, { now: options.coverInDarkness ?? 0 }))
    consistency.push({
      label: text(`attack.onCover.${sightKey}`),
      value: -(options.coverInDarkness ?? 0),
      rule: `House rule: ${rules.concealment}`,
    })
  }
  // Positions: Hidden: a luck shot: a 10 on a d10 first, then the attack at one more penalty
  // than the concealment alone.
  const luckShot = options.targetHidden === true
  if (luckShot) {
    consistency.push({
      label: text('attack.luckShot'),
      value: -1,
      rule: rules.hiddenAttacker,
    })
    notes.push(text('attack.luckShotNote', { needs: luckShotNeeds }))
  }
  if (options.aimedAt !== null) {
    consistency.push({
      label: text('attack.aimedAt', { part: bodyPartNames[options.aimedAt] }),
      value: aimedPenalty,
      rule: rules.aimed,
    })
  }
  const towerShield = towerShieldModifier(data, options.abilityId, shield)
  if (towerShield) consistency.push(towerShield)
  consistency.push(...lastingPenaltyModifiers(data, { ability: options.abilityId }))
  const fromPositions = positionPenalties(data.positions)[ranged ? 'rangedAttack' : 'meleeAttack']
  consistency.push({ label: text('attack.positions'), value: fromPositions, rule: rules.positions })
  consistency.push({
    label: text('attack.situationalPenalty'),
    value: -options.situationalPenalty,
    rule: rules.situational,
  })
  return { ...build(data, options.abilityId, consistency, potential, notes), luckShot }
}

export type DefenceChoice =
  | { kind: 'dodge' }
  | { kind: 'block'; shieldItemId: string }
  | { kind: 'parry'; weaponItemId: string }

export interface DefenceOptions {
  defence: DefenceChoice
  abilityId: string
  /** The attack is a ranged one (no parry; a readied dodge counts). */
  againstRanged: boolean
  /** The dodge was readied with the Dodge action. */
  readiedDodge: boolean
  /** The character's last turn ended with an ongoing action. */
  afterOngoingAction: boolean
  /** The shield in the off-hand while parrying or dodging, for its Stamina penalty. */
  shieldItemId: string | null
  situationalPenalty: number
  /** Blind spots module: the attack comes from a blind spot. */
  fromBlindSpot?: boolean
  /** Guarding: dodging a guard's free attack while getting past it. */
  outmanoeuvringGuard?: boolean
}

/** Blind spots module: −5 defence consistency against an attack from a blind spot. */
const blindSpotPenalty = -5
/** Guarding: the dodge made to outmanoeuvre a guard has a consistency penalty of one. */
const outmanoeuvrePenalty = -1

/** Action Types: an ongoing action costs 2 consistency on defences until the next turn. */
const ongoingPenalty = -2
/** List of combat actions: a readied dodge adds 2 potential. */
const readiedDodgeBonus = 2

/** The item ids that have parried since the last turn (an optional field of the data). */
export function parriesUsed(data: HeimrData): string[] {
  return data.parriedWith ?? []
}

// Defence; Defending against multiple attacks; List of combat actions: Dodge; Action Types:
// the roll a dodge, block or parry makes and why.
export function defenceRoll(data: HeimrData, options: DefenceOptions): CombatRoll {
  dazeProblem(data, 'defend')
  whole('situationalPenalty', options.situationalPenalty, 0, 20)
  const { defence } = options
  const consistency: RollModifier[] = []
  const potential: RollModifier[] = []
  const notes: string[] = []
  let shield = heldShield(data, options.shieldItemId)
  let kind: 'dodge' | 'block' | 'parry' = defence.kind
  if (defence.kind === 'dodge') {
    ownAbility(data, options.abilityId, [dodgeAbilityId], { kind: 'dodge' })
    const uses = data.defenceUses.dodge
    consistency.push({
      label: text('attack.earlierDodges', { uses }),
      value: defencePenalty(uses),
      rule: rules.repeated,
    })
    if (options.readiedDodge) {
      if (!options.againstRanged) {
        throw new RulesError(text('attack.readiedRangedOnly'))
      }
      potential.push({
        label: text('attack.readiedDodge'),
        value: readiedDodgeBonus,
        rule: rules.readiedDodge,
      })
    }
  } else if (defence.kind === 'block') {
    shield = heldShield(data, defence.shieldItemId)
    if (!shield) throw new RulesError(text('attack.blockNeedsShield'))
    ownAbility(data, options.abilityId, abilitiesFor(data, shield.shield.abilities), {
      kind: 'item',
      name: shield.name,
    })
    const uses = data.defenceUses.block
    consistency.push({
      label: text('attack.earlierBlocks', { uses }),
      value: defencePenalty(uses),
      rule: rules.repeated,
    })
    potential.push({
      label:
        shield.name === shield.shield.name
          ? shield.name
          : text('attack.itemOfKind', { item: shield.name, kind: shield.shield.name }),
      value: shield.shield.potentialBonus ?? 0,
      rule: rules.shields,
    })
  } else {
    kind = 'parry'
    if (options.againstRanged) throw new RulesError(text('attack.noParryRanged'))
    const held = heldWeapon(data, defence.weaponItemId)
    if (held.weapon.range !== 'melee') throw new RulesError(text('attack.parryMeleeOnly'))
    if (parriesUsed(data).includes(held.itemId)) {
      throw new RulesError(text('attack.alreadyParried', { item: held.name }))
    }
    ownAbility(data, options.abilityId, abilitiesFor(data, held.weapon.abilities), {
      kind: 'item',
      name: held.name,
    })
    const problem = wieldingProblem(held.weapon, shield?.shield ?? null)
    if (problem) throw new RulesError(problem)
    notes.push(text('attack.oneParry'))
  }
  if (options.readiedDodge && defence.kind !== 'dodge') {
    throw new RulesError(text('attack.onlyDodgeReadied'))
  }
  if (options.outmanoeuvringGuard) {
    if (defence.kind !== 'dodge') {
      throw new RulesError(text('attack.guardDodge'))
    }
    consistency.push({
      label: text('attack.outmanoeuvring'),
      value: outmanoeuvrePenalty,
      rule: rules.guarding,
    })
  }
  if (options.fromBlindSpot) {
    consistency.push({
      label: text('attack.blindSpot'),
      value: blindSpotPenalty,
      rule: rules.blindSpots,
    })
  }
  if (options.afterOngoingAction) {
    consistency.push({
      label: text('attack.afterOngoing'),
      value: ongoingPenalty,
      rule: rules.ongoing,
    })
  }
  const towerShield = towerShieldModifier(data, options.abilityId, shield)
  if (towerShield) consistency.push(towerShield)
  consistency.push(...lastingPenaltyModifiers(data, { ability: options.abilityId }))
  consistency.push({
    label: text('attack.positions'),
    value: positionPenalties(data.positions)[kind],
    rule: rules.positions,
  })
  consistency.push({
    label: text('attack.situationalPenalty'),
    value: -options.situationalPenalty,
    rule: rules.situational,
  })
  return build(data, options.abilityId, consistency, potential, notes)
}

// Defending against multiple attacks: a used dodge or block costs 2 next time; a melee weapon
// parries once until the next turn.
export function markDefenceUsed(data: HeimrData, defence: DefenceChoice): HeimrData {
  if (defence.kind === 'parry') {
    return { ...data, parriedWith: [...parriesUsed(data), defence.weaponItemId].slice(-20) }
  }
  return {
    ...data,
    defenceUses: {
      ...data.defenceUses,
      [defence.kind]: Math.min(20, data.defenceUses[defence.kind] + 1),
    },
  }
}

export type AttackOutcome =
  | { kind: 'miss' }
  /** Brawl attack: equal to the defence or one under it is a hit too weak to cost hit points. */
  | { kind: 'graze'; bodyPart: BodyPart }
  | { kind: 'hit'; bodyPart: BodyPart }

// Defence: a defence equal to or higher than the attack makes it miss. Brawl attack: an attack
// equal to the defence or one less is a hit that takes no hit points. Targeting a body part: the
// d6 picks the body part unless one was aimed at.
export function attackOutcome(
  attack: number,
  defence: number | null,
  d6: number,
  options: { brawl: boolean; aimedAt: BodyPart | null },
): AttackOutcome {
  const bodyPart = options.aimedAt ?? hitLocation(d6)
  if (defence === null || attack > defence) return { kind: 'hit', bodyPart }
  if (options.brawl && attack >= defence - 1) return { kind: 'graze', bodyPart }
  return { kind: 'miss' }
}

/** Effects: "hit" costs 1 hit point. */
const brawlHitDamage = 1

export type BrawlEffect = 'hit' | 'bind'

// Brawl attack: a hit gives "hit 1" or a bind on the body part rolled (chosen before rolling);
// a graze still binds but takes no hit points. Weapons: a hit takes the table's damage.
export function describeOutcome(
  outcome: AttackOutcome,
  attack: { weapon: ArmouryWeapon | null; brawlEffect: BrawlEffect },
): { text: string; damage: number } {
  if (outcome.kind === 'miss') return { text: text('outcome.miss'), damage: 0 }
  const part = bodyPartNames[outcome.bodyPart]
  if (attack.weapon === null) {
    if (attack.brawlEffect === 'bind') {
      return { text: text(`outcome.${outcome.kind}Bind`, { part }), damage: 0 }
    }
    return outcome.kind === 'graze'
      ? { text: text('outcome.graze', { part }), damage: 0 }
      : {
          text: text('outcome.brawlHit', { part, hit: brawlHitDamage }),
          damage: brawlHitDamage,
        }
  }
  const damage = attack.weapon.damage
  return { text: text('outcome.hit', { part, damage }), damage }
}

/** The lowest attack result that beats a defence (Defence: ties go to the defender). */
export function attackNeeds(defence: number): number {
  return defence + 1
}

/** Brawl attack: the lowest result that at least grazes. */
export function brawlGrazeNeeds(defence: number): number {
  return defence - 1
}

// Health: damage taken lowers current hit points (the table reaches −99).
export function takeDamage(data: HeimrData, damage: number): HeimrData {
  whole('damage', damage, 0, 99)
  return {
    ...data,
    hitPoints: { ...data.hitPoints, current: Math.max(-99, data.hitPoints.current - damage) },
  }
}
