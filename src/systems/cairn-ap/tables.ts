// The variant's tables, summarised in our own words: Mishaps (by [sum]), Scars (by HP before the
// attack) and NPC reactions (2d6).
import { termTable, worded } from '../common/text'
import { text } from './text'

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

type MishapSum =
  | 2
  | 3
  | 4
  | 5
  | 6
  | 7
  | 8
  | 9
  | 10
  | 11
  | 12
  | 13
  | 14
  | 15
  | 16
  | 17
  | 18
  | 19
  | 20
  | 21
  | 22
  | 23
  | 24

type MishapFigures = Omit<MishapRow, 'sum' | 'title' | 'summary' | 'ends'> & { sum: MishapSum }

// Mishaps (compare result to [sum]), sums 2–24: title, summary and (lasting ones) when it ends
// come from the locale files.
const mishapFigures: readonly MishapFigures[] = [
  {
    sum: 2,
    effect: { kind: 'noCasting', dice: '1d6' },
    lasting: true,
  },
  {
    sum: 3,
    effect: { kind: 'fatigueOn3' },
    lasting: true,
    hours: 24,
  },
  {
    sum: 4,
    effect: { kind: 'extraFatigue' },
    lasting: false,
  },
  {
    sum: 5,
    effect: { kind: 'extraFatigue' },
    lasting: false,
  },
  {
    sum: 6,
    effect: { kind: 'combust' },
    lasting: false,
  },
  {
    sum: 7,
    effect: { kind: 'deprived' },
    lasting: true,
    followUp: { kind: 'maxHpIfHigher', dice: '1d6' },
  },
  {
    sum: 8,
    effect: { kind: 'note' },
    lasting: true,
    hours: 24,
    followUp: { kind: 'maxWilIfHigher', dice: '3d6' },
  },
  {
    sum: 9,
    effect: { kind: 'note' },
    lasting: true,
  },
  {
    sum: 10,
    effect: { kind: 'note' },
    lasting: false,
  },
  {
    sum: 11,
    effect: { kind: 'arcaneBurns', dice: '1d4' },
    lasting: true,
  },
  {
    sum: 12,
    effect: { kind: 'loseSlot' },
    lasting: true,
  },
  {
    sum: 13,
    effect: { kind: 'grimoireDamaged' },
    lasting: true,
  },
  {
    sum: 14,
    effect: { kind: 'note' },
    lasting: true,
  },
  {
    sum: 15,
    effect: { kind: 'soulGrimoire' },
    lasting: true,
  },
  {
    sum: 16,
    effect: { kind: 'plantSkin', dice: '1d4' },
    lasting: true,
  },
  {
    sum: 17,
    effect: { kind: 'note' },
    lasting: true,
  },
  {
    sum: 18,
    effect: { kind: 'fusedHand' },
    lasting: true,
  },
  {
    sum: 19,
    effect: { kind: 'wings', dice: '1d4' },
    lasting: true,
  },
  {
    sum: 20,
    effect: { kind: 'note' },
    lasting: true,
  },
  {
    sum: 21,
    effect: { kind: 'note' },
    lasting: true,
  },
  {
    sum: 22,
    effect: { kind: 'magicVessel' },
    lasting: true,
  },
  {
    sum: 23,
    effect: { kind: 'note' },
    lasting: true,
    followUp: { kind: 'addToEachAttribute', dice: '1d6' },
  },
  {
    sum: 24,
    effect: { kind: 'note' },
    lasting: true,
  },
]

export const mishapTable: readonly MishapRow[] = mishapFigures.map((row) =>
  worded(
    row,
    row.lasting ? (['title', 'summary', 'ends'] as const) : (['title', 'summary'] as const),
    // Only lasting Mishaps have an `ends` message; the others are given no `ends` to read.
    (w) => text(`mishap.${row.sum}.${w}` as Parameters<typeof text>[0]),
  ),
)

export function findMishap(sum: number): MishapRow | undefined {
  return mishapTable.find((row) => row.sum === sum)
}

/** A follow-up roll a Scar asks for and what its result changes. */
type ScarFollowUp =
  /** The d6's six faces, by id (see scarFaceLabels). */
  | { kind: 'location'; dice: '1d6'; faces: readonly ScarFace[] }
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

const scarFaces = [
  'neck',
  'hands',
  'eye',
  'chest',
  'legs',
  'ear',
  'leg',
  'arm',
  'rib',
  'skull',
] as const
type ScarFace = (typeof scarFaces)[number]

/** The names of the places a Scar's d6 picks, in the current locale. */
export const scarFaceLabels = termTable(scarFaces, (id) => text(`scarFace.${id}`))

const six = (...faces: ScarFace[]): readonly ScarFace[] => faces

type ScarEntry = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12

// Scars table, entries 1–12, looked up by the HP before the attack: title and summary come from the
// locale files.
const scarFigures: readonly (Omit<ScarRow, 'entry' | 'title' | 'summary'> & {
  entry: ScarEntry
})[] = [
  {
    entry: 1,
    deprived: false,
    doomed: false,
    followUps: [
      { kind: 'location', dice: '1d6', faces: six('neck', 'hands', 'eye', 'chest', 'legs', 'ear') },
      { kind: 'raiseIfHigher', dice: '1d6', target: 'maxHp' },
    ],
  },
  {
    entry: 2,
    deprived: false,
    doomed: false,
    followUps: [{ kind: 'raiseIfHigher', dice: '1d6', target: 'maxHp' }],
  },
  {
    entry: 3,
    deprived: true,
    doomed: false,
    followUps: [{ kind: 'add', dice: '1d6', target: 'maxHp' }],
  },
  {
    entry: 4,
    deprived: false,
    doomed: false,
    followUps: [
      { kind: 'location', dice: '1d6', faces: six('leg', 'leg', 'arm', 'arm', 'rib', 'skull') },
      { kind: 'raiseIfHigher', dice: '2d6', target: 'maxHp' },
    ],
  },
  {
    entry: 5,
    deprived: false,
    doomed: false,
    followUps: [{ kind: 'raiseIfHigher', dice: '2d6', target: 'maxHp' }],
  },
  {
    entry: 6,
    deprived: false,
    doomed: false,
    followUps: [{ kind: 'attributeIfHigher', dice: '3d6' }],
  },
  {
    entry: 7,
    deprived: false,
    doomed: false,
    followUps: [{ kind: 'raiseIfHigher', dice: '3d6', target: 'maxDex' }],
  },
  {
    entry: 8,
    deprived: false,
    doomed: false,
    followUps: [{ kind: 'wilSaveRaise', dice: '1d4' }],
  },
  {
    entry: 9,
    deprived: false,
    doomed: false,
    followUps: [{ kind: 'raiseIfHigher', dice: '3d6', target: 'maxWil' }],
  },
  {
    entry: 10,
    deprived: false,
    doomed: false,
    followUps: [{ kind: 'wilSaveRaise', dice: '1d6' }],
  },
  {
    entry: 11,
    deprived: true,
    doomed: false,
    followUps: [{ kind: 'set', dice: '2d6', target: 'maxHp' }],
  },
  {
    entry: 12,
    deprived: false,
    doomed: true,
    followUps: [{ kind: 'none' }],
  },
]

export const scarTable: readonly ScarRow[] = scarFigures.map((row) =>
  worded(row, ['title', 'summary'] as const, (w) => text(`scar.${row.entry}.${w}`)),
)

export function findScar(entry: number): ScarRow | undefined {
  return scarTable.find((row) => row.entry === entry)
}

/** Scar 6: the 1d6 that picks the attribute (1–2 STR, 3–4 DEX, 5–6 WIL). */
export function headWoundAttribute(d6: number): 'str' | 'dex' | 'wil' {
  if (d6 <= 2) return 'str'
  return d6 <= 4 ? 'dex' : 'wil'
}

const reactionIds = ['hostile', 'wary', 'curious', 'kind', 'helpful'] as const
type ReactionId = (typeof reactionIds)[number]

/** The reactions' names in the current locale. */
const reactionLabels = termTable(reactionIds, (id) => text(`reaction.${id}`))

/** A reaction as shown: its name in the current locale (Hostile, Wary, Curious, Kind, Helpful). */
export type Reaction = string

// Reactions: 2 Hostile, 3–5 Wary, 6–8 Curious, 9–11 Kind, 12 Helpful.
function reactionIdFor(total: number): ReactionId {
  if (!Number.isInteger(total) || total < 2 || total > 12) {
    throw new RangeError(`A reaction roll is 2d6, from 2 to 12 (got ${total}).`)
  }
  if (total === 2) return 'hostile'
  if (total <= 5) return 'wary'
  if (total <= 8) return 'curious'
  return total <= 11 ? 'kind' : 'helpful'
}

/** The reaction to a 2d6 total, named in the current locale. */
export function reactionFor(total: number): Reaction {
  return reactionLabels[reactionIdFor(total)]
}
