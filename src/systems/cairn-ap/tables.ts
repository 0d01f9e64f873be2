// The variant's tables, summarised in our own words: Mishaps (by [sum]), Scars (by HP before the
// attack) and NPC reactions (2d6).

/** What a Mishap does to the sheet; `note` ones only change the story. */
type MishapEffect =
  | { kind: 'note' }
  | { kind: 'noCasting'; dice: '1d6' }
  | { kind: 'fatigueOn3' }
  | { kind: 'extraFatigue' }
  | { kind: 'combust' }
  | { kind: 'deprived' }
  | { kind: 'arcaneBurns'; dice: '1d4' }
  | { kind: 'loseSlot' }
  | { kind: 'grimoireDamaged' }
  | { kind: 'soulGrimoire' }
  | { kind: 'plantSkin'; dice: '1d4' }
  | { kind: 'fusedHand' }
  | { kind: 'wings'; dice: '1d4' }
  | { kind: 'magicVessel' }

/** The roll a lasting Mishap asks for when it ends, and what its result changes. */
export type MishapFollowUp =
  /** Mishap 7: after recovery, 1d6 becomes max HP if higher. */
  | { kind: 'maxHpIfHigher'; dice: '1d6' }
  /** Mishap 8: after the 24 hours, 3d6 becomes max WIL if higher. */
  | { kind: 'maxWilIfHigher'; dice: '3d6' }
  /** Mishap 23: after magical aid, +1d6 to each of STR, DEX and WIL. */
  | { kind: 'addToEachAttribute'; dice: '1d6' }

export interface MishapRow {
  sum: number
  title: string
  summary: string
  effect: MishapEffect
  /** Lasting: kept on the sheet until the player removes it. */
  lasting: boolean
  /** When a lasting Mishap ends, in our words. */
  ends?: string
  /** A lasting Mishap that runs for a set time: its hours of game time. */
  hours?: number
  /** The roll due when it ends. */
  followUp?: MishapFollowUp
}

// Mishaps (compare result to [sum]), sums 2–24.
export const mishapTable: readonly MishapRow[] = [
  {
    sum: 2,
    title: 'Magic shuts off',
    summary: 'No spellcasting for 1d6 hours.',
    effect: { kind: 'noCasting', dice: '1d6' },
    lasting: true,
    ends: 'after 1d6 hours',
  },
  {
    sum: 3,
    title: 'Volatile',
    summary: 'For 24 hours, casting gives Fatigue on 3–6.',
    effect: { kind: 'fatigueOn3' },
    lasting: true,
    ends: 'after 24 hours',
    hours: 24,
  },
  {
    sum: 4,
    title: 'Chain reaction',
    summary: 'The spell spreads (the Warden decides how). +1 Fatigue.',
    effect: { kind: 'extraFatigue' },
    lasting: false,
  },
  {
    sum: 5,
    title: 'Reversed',
    summary: 'The effect is reversed (the Warden decides how). +1 Fatigue.',
    effect: { kind: 'extraFatigue' },
    lasting: false,
  },
  {
    sum: 6,
    title: 'Combustion',
    summary: 'Non-metal items carried burn up. Brief immunity to fire.',
    effect: { kind: 'combust' },
    lasting: false,
  },
  {
    sum: 7,
    title: 'Drained',
    summary: 'Deprived. After recovery roll 1d6; keep it as max HP if higher.',
    effect: { kind: 'deprived' },
    lasting: true,
    ends: 'when no longer Deprived, with a 1d6 roll',
    followUp: { kind: 'maxHpIfHigher', dice: '1d6' },
  },
  {
    sum: 8,
    title: 'Mind strain',
    summary: 'For 24 hours, casting costs 1d4 WIL. Then roll 3d6; keep it as max WIL if higher.',
    effect: { kind: 'note' },
    lasting: true,
    ends: 'after 24 hours, with a 3d6 roll',
    hours: 24,
    followUp: { kind: 'maxWilIfHigher', dice: '3d6' },
  },
  {
    sum: 9,
    title: 'Moon-touched',
    summary: 'Purple skin, invisible in moonlight, eyes glow yellow at night.',
    effect: { kind: 'note' },
    lasting: true,
    ends: 'never',
  },
  {
    sum: 10,
    title: 'Spirit walk',
    summary: 'Body unconscious for 1d4 hours while the spirit flies unseen and intangible.',
    effect: { kind: 'note' },
    lasting: false,
  },
  {
    sum: 11,
    title: 'Arcane burns',
    summary:
      'Lose 1d4 WIL. From now on, +1 free Magic Die (within the limit); 4–6 on it costs 1 WIL.',
    effect: { kind: 'arcaneBurns', dice: '1d4' },
    lasting: true,
    ends: 'never',
  },
  {
    sum: 12,
    title: 'Backfire',
    summary: 'Lose 1 inventory slot for good. +1 Armor (limit 3).',
    effect: { kind: 'loseSlot' },
    lasting: true,
    ends: 'never',
  },
  {
    sum: 13,
    title: 'Grimoire ruined',
    summary: 'The Grimoire is unusable until a new one is made from its remains.',
    effect: { kind: 'grimoireDamaged' },
    lasting: true,
    ends: 'when a new Grimoire is made',
  },
  {
    sum: 14,
    title: 'Tumors',
    summary:
      'Fatigue from this spell becomes tumors that only a specialist heals; if it gave none, Deprived.',
    effect: { kind: 'note' },
    lasting: true,
    ends: 'when a specialized healer removes the tumours',
  },
  {
    sum: 15,
    title: 'Soul-bound Grimoire',
    summary:
      'Lose half your WIL (round down). The Grimoire takes any form and no slot; it and you die together.',
    effect: { kind: 'soulGrimoire' },
    lasting: true,
    ends: 'never',
  },
  {
    sum: 16,
    title: 'Plant-fused',
    summary: 'Lose 1d4 STR for good. +1 Armor; fire hurts more; you feed on sunlight.',
    effect: { kind: 'plantSkin', dice: '1d4' },
    lasting: true,
    ends: 'never',
  },
  {
    sum: 17,
    title: 'Transformed',
    summary: 'Weird and unnatural: invisible when unnoticed, persuasion always fails.',
    effect: { kind: 'note' },
    lasting: true,
    ends: 'never',
  },
  {
    sum: 18,
    title: 'Fused hand',
    summary: 'A hand fuses with the Grimoire, which now takes 1 slot; it fires 1d6 bolts.',
    effect: { kind: 'fusedHand' },
    lasting: true,
    ends: 'never',
  },
  {
    sum: 19,
    title: 'Wings',
    summary: 'Gain 1d4 DEX and flight. No armor or backpack: only 5 slots.',
    effect: { kind: 'wings', dice: '1d4' },
    lasting: true,
    ends: 'never',
  },
  {
    sum: 20,
    title: 'Swapped limbs',
    summary: 'A limb from an alien being (ask the Warden); its owner hunts you.',
    effect: { kind: 'note' },
    lasting: true,
    ends: 'never',
  },
  {
    sum: 21,
    title: 'Divine link',
    summary: 'Bound to an extra-planar deity: it aids, asks and punishes.',
    effect: { kind: 'note' },
    lasting: true,
    ends: 'never',
  },
  {
    sum: 22,
    title: 'Magic vessel',
    summary:
      'No food, water or air needed. Casting gives no Fatigue or Mishaps; 5–6 costs 1d4 STR instead.',
    effect: { kind: 'magicVessel' },
    lasting: true,
    ends: 'never',
  },
  {
    sum: 23,
    title: 'Twin',
    summary:
      'A duplicate appears; one ages and one grows younger, a year a day, linked in life and death.',
    effect: { kind: 'note' },
    lasting: true,
    ends: 'after magical aid, with 1d6 for each attribute',
    followUp: { kind: 'addToEachAttribute', dice: '1d6' },
  },
  {
    sum: 24,
    title: 'Elemental',
    summary: 'You take a True Name; mundane attacks against you are impaired.',
    effect: { kind: 'note' },
    lasting: true,
    ends: 'never',
  },
]

export function findMishap(sum: number): MishapRow | undefined {
  return mishapTable.find((row) => row.sum === sum)
}

/** A follow-up roll a Scar asks for and what its result changes. */
type ScarFollowUp =
  | { kind: 'location'; dice: '1d6'; faces: readonly string[] }
  | { kind: 'raiseIfHigher'; dice: '1d6' | '2d6' | '3d6'; target: 'maxHp' | 'maxDex' | 'maxWil' }
  | { kind: 'add'; dice: '1d6'; target: 'maxHp' }
  | { kind: 'set'; dice: '2d6'; target: 'maxHp' }
  | { kind: 'attributeIfHigher'; dice: '3d6' }
  | { kind: 'wilSaveRaise'; dice: '1d4' | '1d6' }
  | { kind: 'none' }

export interface ScarRow {
  entry: number
  title: string
  summary: string
  deprived: boolean
  doomed: boolean
  followUps: readonly ScarFollowUp[]
}

const six = (...names: string[]) => names

// Scars table, entries 1–12, looked up by the HP before the attack.
export const scarTable: readonly ScarRow[] = [
  {
    entry: 1,
    title: 'Lasting Scar',
    summary:
      'A scar (1d6: neck, hands, eye, chest, legs, ear). Roll 1d6; keep it as max HP if higher.',
    deprived: false,
    doomed: false,
    followUps: [
      { kind: 'location', dice: '1d6', faces: six('Neck', 'Hands', 'Eye', 'Chest', 'Legs', 'Ear') },
      { kind: 'raiseIfHigher', dice: '1d6', target: 'maxHp' },
    ],
  },
  {
    entry: 2,
    title: 'Rattling Blow',
    summary: 'Shaken; say how you refocus. Roll 1d6; keep it as max HP if higher.',
    deprived: false,
    doomed: false,
    followUps: [{ kind: 'raiseIfHigher', dice: '1d6', target: 'maxHp' }],
  },
  {
    entry: 3,
    title: 'Walloped',
    summary: 'Knocked flat and winded: Deprived until a few hours of rest. Then add 1d6 to max HP.',
    deprived: true,
    doomed: false,
    followUps: [{ kind: 'add', dice: '1d6', target: 'maxHp' }],
  },
  {
    entry: 4,
    title: 'Broken Limb',
    summary:
      'A bone breaks (1d6: leg, leg, arm, arm, rib, skull). Once mended roll 2d6; keep it as max HP if higher.',
    deprived: false,
    doomed: false,
    followUps: [
      { kind: 'location', dice: '1d6', faces: six('Leg', 'Leg', 'Arm', 'Arm', 'Rib', 'Skull') },
      { kind: 'raiseIfHigher', dice: '2d6', target: 'maxHp' },
    ],
  },
  {
    entry: 5,
    title: 'Diseased',
    summary: 'An infection. When it passes roll 2d6; keep it as max HP if higher.',
    deprived: false,
    doomed: false,
    followUps: [{ kind: 'raiseIfHigher', dice: '2d6', target: 'maxHp' }],
  },
  {
    entry: 6,
    title: 'Reorienting Head Wound',
    summary: '1d6 picks STR, DEX or WIL; roll 3d6 and take it if higher than the current score.',
    deprived: false,
    doomed: false,
    followUps: [{ kind: 'attributeIfHigher', dice: '3d6' }],
  },
  {
    entry: 7,
    title: 'Hamstrung',
    summary: 'Barely mobile until helped and rested. Then roll 3d6; keep it as max DEX if higher.',
    deprived: false,
    doomed: false,
    followUps: [{ kind: 'raiseIfHigher', dice: '3d6', target: 'maxDex' }],
  },
  {
    entry: 8,
    title: 'Deafened',
    summary: 'Deaf until extraordinary aid. Make a WIL save; on a pass max WIL rises by 1d4.',
    deprived: false,
    doomed: false,
    followUps: [{ kind: 'wilSaveRaise', dice: '1d4' }],
  },
  {
    entry: 9,
    title: 'Re-brained',
    summary: 'Something in the mind shifts. Roll 3d6; keep it as max WIL if higher.',
    deprived: false,
    doomed: false,
    followUps: [{ kind: 'raiseIfHigher', dice: '3d6', target: 'maxWil' }],
  },
  {
    entry: 10,
    title: 'Sundered',
    summary:
      'A limb is lost or crippled (the Warden says which). WIL save; on a pass max WIL rises by 1d6.',
    deprived: false,
    doomed: false,
    followUps: [{ kind: 'wilSaveRaise', dice: '1d6' }],
  },
  {
    entry: 11,
    title: 'Mortal Wound',
    summary:
      'Deprived and out of action; dies in an hour unless healed. On recovery 2d6 becomes max HP.',
    deprived: true,
    doomed: false,
    followUps: [{ kind: 'set', dice: '2d6', target: 'maxHp' }],
  },
  {
    entry: 12,
    title: 'Doomed',
    summary:
      'The next failed critical damage save kills; a pass then rolls 3d6 to keep as max HP if higher.',
    deprived: false,
    doomed: true,
    followUps: [{ kind: 'none' }],
  },
]

export function findScar(entry: number): ScarRow | undefined {
  return scarTable.find((row) => row.entry === entry)
}

/** Scar 6: the 1d6 that picks the attribute (1–2 STR, 3–4 DEX, 5–6 WIL). */
export function headWoundAttribute(d6: number): 'str' | 'dex' | 'wil' {
  if (d6 <= 2) return 'str'
  return d6 <= 4 ? 'dex' : 'wil'
}

export type Reaction = 'Hostile' | 'Wary' | 'Curious' | 'Kind' | 'Helpful'

// Reactions: 2 Hostile, 3–5 Wary, 6–8 Curious, 9–11 Kind, 12 Helpful.
export function reactionFor(total: number): Reaction {
  if (!Number.isInteger(total) || total < 2 || total > 12) {
    throw new RangeError(`A reaction roll is 2d6, from 2 to 12 (got ${total}).`)
  }
  if (total === 2) return 'Hostile'
  if (total <= 5) return 'Wary'
  if (total <= 8) return 'Curious'
  return total <= 11 ? 'Kind' : 'Helpful'
}
