// The records Quillkeep stores, and the bundle of them that a file carries. Shared by the renderer's
// database, the file formats and the CLI. Pure types: no runtime imports.
import type { CharacterRecord } from '../systems/types'
import type { journalKinds, relationKinds } from './file-schemas'
import type { Encounter } from './encounter'

export type { CharacterRecord }

export interface CampaignRecord {
  id: string
  name: string
  description: string
  systems: string[]
  houseRules: Record<string, Record<string, number | boolean>>
  createdAt: string
  updatedAt: string
  archivedAt: string | null
  /**
   * What each reward carries to the next award of its kind, keyed "system:reward" (Heimr's
   * experience remainder, for example). Added in schema version 2.
   */
  rewardCarry: Record<string, number>
}

export interface JournalRecord {
  id: string
  campaignId: string
  title: string
  session: number
  /** Real-world date of the session (yyyy-mm-dd), or empty. */
  date: string
  /** Markdown. `[[Name]]` links a character or another entry by name. */
  body: string
  tags: string[]
  /** Characters the entry involves: the ones linked from the body plus any added by hand. */
  characterIds: string[]
  createdAt: string
  updatedAt: string
  // Added in schema version 2:
  /** In-game date or time, free text ("3rd of Thaw, evening"). */
  inGame: string
  /** Elapsed game time in the units the campaign's systems count, e.g. { watches: 3 }. */
  timeCounts: Record<string, number>
  /** Other entries linked from the body, for backlinks. */
  entryIds: string[]
  /** Rewards handed out from this entry. */
  awards: JournalAward[]
  /** Rolls made on sheets and attached to this entry. */
  rolls: RollRecord[]
  /** Set when moved to the trash. */
  deletedAt: string | null
  // Added in format 4 (#23, world pages):
  /** A session's entry, or a page of the world: NPC, place, faction or item. */
  kind: JournalKind
  /** A page's short summary. */
  summary: string
  /** Typed relations to other records of the campaign (member of, located in, ally of…). */
  relations: PageRelation[]
  /** Left out of the players' copy. */
  gmOnly: boolean
  // Added in format 6 (#23 §3):
  /** A page's portrait: the hash of a stored picture (shared/pictures.ts); absent for none. */
  portrait?: string
}

type JournalKind = (typeof journalKinds)[number]
type RelationKind = (typeof relationKinds)[number]

interface PageRelation {
  kind: RelationKind
  targetId: string
}

/** One recipient's share of a journal award, as posted to the character's ledger. */
export interface AwardShare {
  characterId: string
  characterName: string
  system: string
  currency: string
  amount: number
  /** The ledger entry on the character that carries this share. */
  ledgerEntryId: string
  /** How the share was worked out, e.g. "101 XP ÷ 3 present = 33 each, 2 carried". */
  explanation: string
}

export interface JournalAward {
  id: string
  /** Reward kind id as the systems name it: "xp", "mojo", "coins", "loot". */
  kind: string
  /** What the game master entered. */
  amount: number
  note: string
  at: string
  shares: AwardShare[]
  /** What each system carried to the next award, keyed "system:reward". */
  carried: Record<string, { before: number; after: number }>
  undoneAt?: string
}

/** A roll made on a character's sheet, kept for the session log. */
export interface RollRecord {
  id: string
  at: string
  characterId: string
  characterName: string
  /** What was rolled, e.g. "Accurate test" or "Strength save". */
  label: string
  /** The outcome in a line, e.g. "14 vs 12: failure". */
  result: string
  /** The journal entry it was attached to, once attached. */
  journalEntryId?: string
}

export interface SettingRecord {
  key: string
  value: unknown
}

/** Everything a file can carry. A character file holds one character and nothing else. */
export interface Bundle {
  characters: CharacterRecord[]
  campaigns: CampaignRecord[]
  journal: JournalRecord[]
  settings: SettingRecord[]
  /** The roll log: rolls made on sheets (attached ones also travel inside their entries). */
  rolls: RollRecord[]
  /**
   * Campaigns' encounters (format 5): campaign files and backups carry them. Absent means none
   * (a file from before format 5, a character file).
   */
  encounters?: EncounterRecord[]
  /**
   * The pictures the records refer to (format 6): portraits and pictures in entries. Absent means
   * none.
   */
  pictures?: PictureFile[]
}

/** A stored picture as a file carries it: its facts, and its bytes in base64. */
export interface PictureFile {
  /** SHA-256 of the bytes, lowercase hex: how records refer to it. */
  hash: string
  type: 'image/png' | 'image/jpeg'
  width: number
  height: number
  data: string
}

/** A stored fight of a campaign (#23 §4): the encounter model's state, with its times. */
export interface EncounterRecord extends Encounter {
  createdAt: string
  updatedAt: string
  /** Set when the fight was ended; an ended fight is kept for its summary. */
  endedAt: string | null
  /** Set when moved to the trash (as journal entries are). */
  deletedAt: string | null
}
