// Heimr Tabletop Core character data (dataVersion 2) and its schema.
import { z } from 'zod'

export const attributeGroups = ['physical', 'mental'] as const
export type AttributeGroup = (typeof attributeGroups)[number]

/**
 * The six standard attributes (Attributes table); a campaign may rename them or add more. A new
 * character gets their names in the current locale (create.ts); these English ones are the ids'
 * reference.
 */
export const standardAttributes = [
  { id: 'str', name: 'Strength', short: 'str', group: 'physical' },
  { id: 'dex', name: 'Dexterity', short: 'dex', group: 'physical' },
  { id: 'sta', name: 'Stamina', short: 'sta', group: 'physical' },
  { id: 'int', name: 'Intelligence', short: 'int', group: 'mental' },
  { id: 'soc', name: 'Sociability', short: 'soc', group: 'mental' },
  { id: 'emp', name: 'Empathy', short: 'emp', group: 'mental' },
] as const satisfies readonly { id: string; name: string; short: string; group: AttributeGroup }[]

/** The six standard abilities, one per standard attribute (Standard abilities table). */
export const standardAbilities = [
  { id: 'brawl', name: 'Brawl', attribute: 'str' },
  { id: 'agility', name: 'Agility', attribute: 'dex' },
  { id: 'survival', name: 'Survival', attribute: 'sta' },
  { id: 'perception', name: 'Perception', attribute: 'int' },
  { id: 'persuasion', name: 'Persuasion', attribute: 'soc' },
  { id: 'insight', name: 'Insight', attribute: 'emp' },
] as const

/** Body parts by the attack's d6 (Targeting a body part). */
export const bodyParts = ['torso', 'swordArm', 'otherArm', 'rightLeg', 'leftLeg'] as const
export type BodyPart = (typeof bodyParts)[number]

/** Positions and terrain that change dice challenges in combat (Positions; Environment). */
export const positionIds = [
  'prone',
  'helpless',
  'sleeping',
  'unconscious',
  'concealed',
  'hidden',
  'climbing',
  'difficultTerrain',
] as const
export type PositionId = (typeof positionIds)[number]

/** Effects that last a number of seconds (Effects; Effects during combat). */
const timedEffectIds = ['fall', 'drop', 'stumble', 'daze', 'bind', 'weaken'] as const
export type TimedEffectId = (typeof timedEffectIds)[number]

/** Where a bind is called (Effects: Bind). */
export const bindLocations = ['hands', 'arm', 'feet', 'leg', 'body'] as const
export type BindLocation = (typeof bindLocations)[number]

/** What a lasting situational penalty is on (Situational penalties). */
export const penaltyTargetKinds = ['attribute', 'group', 'ability'] as const
export type PenaltyTargetKind = (typeof penaltyTargetKinds)[number]

const itemKinds = ['weapon', 'shield', 'item'] as const
export type ItemKind = (typeof itemKinds)[number]

const whole = (min: number, max: number) => z.number().int().min(min).max(max)

const heimrAttributeSchema = z.object({
  name: z.string().min(1).max(40),
  short: z.string().min(1).max(8),
  group: z.enum(attributeGroups),
  /** Attributes can be negative. */
  value: whole(-10, 20),
  /** Attribute progress toward the next value (Attribute progress). */
  progress: whole(0, 99),
})

const heimrAbilitySchema = z.object({
  name: z.string().min(1).max(80),
  /** Set by the game master; the text suggests −2 to +3. */
  baseConsistency: whole(-10, 10),
  /** Attribute ids the ability is based on; base potential is their average, rounded down. */
  attributes: z.array(z.string().min(1)).min(1).max(6),
  trainedConsistency: whole(0, 50),
  trainedPotential: whole(0, 50),
})

export const heimrDataSchema = z.object({
  concept: z.string().max(200),
  /** Keyed by a stable id (str, dex, … or a campaign's own). */
  attributes: z.record(z.string(), heimrAttributeSchema),
  /** Keyed by a stable id so ledger changes can point at one ability. */
  abilities: z.record(z.string(), heimrAbilitySchema),
  /** Entered values: their rules live in the LARP documents. */
  hitPoints: z.object({ current: whole(-99, 99), max: whole(0, 99) }),
  willpower: z.object({ current: whole(0, 99), max: whole(0, 99) }),
  /** Current fatigue, from base fatigue up to 20. */
  fatigue: whole(1, 20),
  /** Fatigue rises at most once per combat turn; cleared at the start of the next turn. */
  fatigueRaisedThisTurn: z.boolean(),
  /** Body parts injured while at 0 HP or less. */
  injuries: z.array(z.enum(bodyParts)),
  positions: z.array(z.enum(positionIds)),
  /** Effectiveness of the concealment the character is behind (0 when none). */
  concealment: whole(0, 10),
  /** Defences used since the character's last turn; each use costs 2 consistency next time. */
  defenceUses: z.object({ dodge: whole(0, 20), block: whole(0, 20) }),
  /** Items (by id) that parried since the last turn: one parry per melee weapon. Optional, so
   * records written before it stay readable. */
  parriedWith: z.array(z.string().max(100)).max(20).optional(),
  /** Timed effects in force, counted down by the start of each turn. Optional, so records
   * written before it stay readable. */
  effects: z
    .array(
      z.object({
        id: z.string().min(1).max(100),
        effect: z.enum(timedEffectIds),
        /** The number called with the effect (2 when none was called). */
        seconds: whole(0, 99),
        /** Own turns still to come that the effect covers. */
        turnsLeft: whole(0, 50),
        /** The effect covers the turn now being played. */
        current: z.boolean(),
        location: z.enum(bindLocations).optional(),
      }),
    )
    .max(30)
    .optional(),
  /** List of combat actions: Hide: the Survival result perception must reach to find the
   * character, while hidden. Optional. */
  hideRequirement: whole(-99, 999).optional(),
  /** Injuries: the time since a dying injury (mangled or mutilated) began, in seconds, and
   * whether it is stabilized. Optional, so records written before it stay readable. */
  dyingClock: z.object({ seconds: whole(0, 3600), stable: z.boolean() }).optional(),
  /** Situational penalties that stay until removed (darkness, a hangover). Optional. */
  lastingPenalties: z
    .array(
      z.object({
        id: z.string().min(1).max(100),
        on: z.enum(penaltyTargetKinds),
        /** Attribute id, 'physical'/'mental', or ability id. */
        target: z.string().min(1).max(100),
        amount: whole(1, 20),
        reason: z.string().max(120),
      }),
    )
    .max(20)
    .optional(),
  items: z.array(
    z.object({
      id: z.string(),
      name: z.string().min(1).max(120),
      kind: z.enum(itemKinds),
      /** Row of the medieval armoury tables, or null for a free item. */
      catalogId: z.string().nullable(),
      notes: z.string().max(500),
    }),
  ),
  notes: z.string().max(20_000),
})

export type HeimrData = z.infer<typeof heimrDataSchema>
export type HeimrAttribute = z.infer<typeof heimrAttributeSchema>
export type HeimrAbility = z.infer<typeof heimrAbilitySchema>
