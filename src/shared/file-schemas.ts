// Zod schemas for Quillkeep files: the envelope and every record it can carry. A character's
// `data` is validated afterwards by its own system's schema (see files.ts). Pure TypeScript.
import { z } from 'zod'
import { sessionDateSchema, timestampSchema } from '../systems/common/dates'
import { text as say } from './text'
import { maxStoredImageBytes, maxStoredSide } from './images'

/** Limits that keep hostile files cheap; far above what any real campaign reaches. */
export const fileLimits = {
  characters: 10_000,
  campaigns: 1_000,
  journal: 100_000,
  settings: 1_000,
  ledgerEntries: 10_000,
  changesPerEntry: 1_000,
  changePathLength: 32,
  idLength: 100,
  nameLength: 200,
  purchaseLength: 4_000,
  noteLength: 20_000,
  journalBodyLength: 1_000_000,
  rolls: 200_000,
  summaryLength: 1_000,
  relations: 500,
  encounters: 10_000,
  combatants: 500,
  encounterEvents: 100_000,
  pictures: 100_000,
} as const

/**
 * What a journal record is (#23): a session's entry, or a page of the campaign's world. Pages use
 * the journal's links, backlinks, tags, trash and search; session numbers and dates are for
 * sessions.
 */
export const journalKinds = ['session', 'npc', 'place', 'faction', 'item'] as const

/** How one world page stands to another, read from the page that has the relation. */
export const relationKinds = [
  'member-of',
  'leader-of',
  'located-in',
  'ally-of',
  'enemy-of',
  'owns',
  'related-to',
] as const

const fileFormatNames = ['quillkeep-character', 'quillkeep-campaign', 'quillkeep-backup'] as const

const idSchema = z.string().min(1).max(fileLimits.idLength)

/** How a record refers to a stored picture: its SHA-256 in lowercase hex (shared/pictures.ts). */
const pictureHashSchema = z.string().regex(/^[0-9a-f]{64}$/)

/** A character's or a campaign's name: up to 200 characters, and not only spaces. */
const nameSchema = z
  .string()
  .max(fileLimits.nameLength)
  .check((ctx) => {
    if (ctx.value.trim() === '') {
      ctx.issues.push({ code: 'custom', message: say('issue.nameEmpty'), input: ctx.value })
    }
  })
  .meta({ pattern: '\\S', description: 'Not empty, and not only spaces.' })

const systemIdSchema = z.string().min(1).max(40)

/** A key in a ledger change's path; keys that reach an object's prototype are refused. */
const prototypeKeys = /^(?!(__proto__|constructor|prototype)$)/
const changePathKeySchema = z
  .string()
  .max(200)
  // A check rather than .regex(): its message is ours, read in the locale of the day.
  .check((ctx) => {
    if (!prototypeKeys.test(ctx.value))
      ctx.issues.push({ code: 'custom', message: say('issue.prototypeKey'), input: ctx.value })
  })
  .meta({ pattern: prototypeKeys.source })

export const changeSchema = z.object({
  path: z.array(changePathKeySchema).min(1).max(fileLimits.changePathLength),
  before: z.json().optional(),
  after: z.json().optional(),
})

/**
 * What a spend bought, as its system's purchase: an object with a `kind`, whose other fields are
 * JSON. Its system's purchase schema checks it too (see files.ts).
 */
const purchaseSchema = z
  .object({ kind: z.string().min(1).max(40) })
  .catchall(z.json())
  .refine((purchase) => JSON.stringify(purchase).length <= fileLimits.purchaseLength, {
    error: () => say('issue.purchaseLength', { max: fileLimits.purchaseLength }),
  })

export const ledgerEntrySchema = z.object({
  id: idSchema,
  at: timestampSchema,
  kind: z.enum(['award', 'spend']),
  currency: z.string().min(1).max(40),
  amount: z.number().min(0).max(1_000_000_000),
  note: z.string().max(fileLimits.noteLength),
  journalEntryId: idSchema.optional(),
  purchase: z.string().max(fileLimits.nameLength).optional(),
  option: purchaseSchema.optional(),
  changes: z.array(changeSchema).max(fileLimits.changesPerEntry),
  override: z.boolean().optional(),
  undoneAt: timestampSchema.optional(),
})

export const characterRecordSchema = z.object({
  id: idSchema,
  system: systemIdSchema,
  dataVersion: z.number().int().min(0).max(1_000_000),
  name: nameSchema,
  campaignId: idSchema.nullable(),
  data: z.unknown().meta({
    description: "The system's character data, validated by that system's schema.",
  }),
  ledger: z.array(ledgerEntrySchema).max(fileLimits.ledgerEntries),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
  deletedAt: timestampSchema.nullable(),
  // Format 6: the character's portrait; absent for none.
  portrait: pictureHashSchema.optional(),
})

export const campaignRecordSchema = z.object({
  id: idSchema,
  name: nameSchema,
  description: z.string().max(fileLimits.noteLength),
  systems: z.array(systemIdSchema).max(100),
  houseRules: z.record(
    systemIdSchema,
    z.record(
      z.string().min(1).max(80),
      z.union([z.number().min(-1_000_000).max(1_000_000), z.boolean()]),
    ),
  ),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
  archivedAt: timestampSchema.nullable(),
  // Format 2:
  rewardCarry: z
    .record(z.string().min(1).max(100), z.number().int().min(0).max(1_000_000_000))
    .default({}),
})

export const rollRecordSchema = z.object({
  id: idSchema,
  at: timestampSchema,
  characterId: idSchema,
  characterName: z.string().max(fileLimits.nameLength),
  label: z.string().max(fileLimits.nameLength),
  result: z.string().max(fileLimits.noteLength),
  journalEntryId: idSchema.optional(),
})

const awardShareSchema = z.object({
  characterId: idSchema,
  characterName: z.string().max(fileLimits.nameLength),
  system: systemIdSchema,
  currency: z.string().min(1).max(40),
  amount: z.number().int().min(0).max(1_000_000_000),
  ledgerEntryId: idSchema,
  explanation: z.string().max(fileLimits.noteLength),
})

const journalAwardSchema = z.object({
  id: idSchema,
  kind: z.string().min(1).max(40),
  amount: z.number().int().min(1).max(1_000_000_000),
  note: z.string().max(fileLimits.noteLength),
  at: timestampSchema,
  shares: z.array(awardShareSchema).max(fileLimits.characters),
  carried: z.record(
    z.string().min(1).max(100),
    z.object({ before: z.number().int().min(0), after: z.number().int().min(0) }),
  ),
  undoneAt: timestampSchema.optional(),
})

const relationSchema = z.object({
  kind: z.enum(relationKinds),
  /** Another journal record of the same campaign. */
  targetId: idSchema,
})

export const journalRecordSchema = z.object({
  id: idSchema,
  campaignId: idSchema,
  title: z.string().max(fileLimits.nameLength),
  session: z.number().int().min(0).max(1_000_000),
  /** The session's real-world date, or '' for none. */
  date: sessionDateSchema,
  body: z.string().max(fileLimits.journalBodyLength),
  tags: z.array(z.string().max(100)).max(100),
  characterIds: z.array(idSchema).max(fileLimits.characters),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
  // Format 2 (absent in format 1 files, read with these defaults):
  inGame: z.string().max(fileLimits.nameLength).default(''),
  timeCounts: z
    .record(z.string().min(1).max(40), z.number().int().min(0).max(1_000_000))
    .default({}),
  entryIds: z.array(idSchema).max(fileLimits.journal).default([]),
  awards: z.array(journalAwardSchema).max(1_000).default([]),
  rolls: z.array(rollRecordSchema).max(10_000).default([]),
  deletedAt: timestampSchema.nullable().default(null),
  // Format 4 (absent before, read with these defaults: a session entry without relations):
  kind: z.enum(journalKinds).default('session'),
  /** A page's one-paragraph summary, shown on its card and in lists. */
  summary: z.string().max(fileLimits.summaryLength).default(''),
  relations: z.array(relationSchema).max(fileLimits.relations).default([]),
  /** A page only the game master sees: left out of the players' copy. */
  gmOnly: z.boolean().default(false),
  // Format 6: a page's portrait; absent for none.
  portrait: pictureHashSchema.optional(),
})

// ---------------------------------------------------------------- encounters (format 5, #23)

/** A count in a fight (a round, an amount of damage): a whole number, 1 and up. */
const positiveCount = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER)
/** A value read from a sheet or a foe's quick entry (Heimr's attributes can be negative). */
const combatValue = z.number().int().min(-1_000_000).max(1_000_000)
/** What a system's turn order read from a sheet (finite; not always whole). */
const initiativeValue = z.number().min(-1_000_000).max(1_000_000)
const valueKey = z.string().min(1).max(40)
const combatantName = z.string().min(1).max(fileLimits.nameLength)

const partyCombatantSchema = z.object({
  kind: z.literal('party'),
  /** The character's id. */
  id: idSchema,
  name: combatantName,
  system: systemIdSchema,
  initiative: z.record(valueKey, initiativeValue),
  out: z.boolean(),
})

const foeCombatantSchema = z.object({
  kind: z.literal('foe'),
  id: idSchema,
  name: combatantName,
  system: systemIdSchema,
  values: z.record(valueKey, combatValue),
  maxHealth: combatValue,
  conditions: z.array(z.string().min(1).max(80)).max(30),
  out: z.boolean(),
})

const encounterSlotSchema = z.object({
  combatantId: idSchema,
  detail: z.string().max(fileLimits.nameLength),
  side: z.enum(['party', 'foes']).optional(),
})

const encounterEventSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('damage'),
    round: positiveCount,
    target: idSchema,
    source: idSchema.nullable(),
    amount: positiveCount,
  }),
  z.object({
    kind: z.literal('heal'),
    round: positiveCount,
    target: idSchema,
    amount: positiveCount,
  }),
  z.object({
    kind: z.literal('condition'),
    round: positiveCount,
    target: idSchema,
    condition: z.string().min(1).max(80),
    on: z.boolean(),
  }),
  z.object({ kind: z.literal('out'), round: positiveCount, target: idSchema, out: z.boolean() }),
  z.object({ kind: z.enum(['join', 'leave']), round: positiveCount, target: idSchema }),
])

/**
 * A fight of a campaign (#23 §4): its party members and foes, the turn order, round and turn,
 * the foes' states and the log. Every id it names is one of its own combatants'.
 */
export const encounterRecordSchema = z
  .object({
    id: idSchema,
    campaignId: idSchema,
    name: combatantName,
    round: positiveCount,
    /** Index in `order` of whose turn it is (0 when the order is empty). */
    turn: z.number().int().min(0).max(fileLimits.combatants),
    combatants: z
      .array(z.discriminatedUnion('kind', [partyCombatantSchema, foeCombatantSchema]))
      .max(fileLimits.combatants),
    order: z.array(encounterSlotSchema).max(fileLimits.combatants),
    log: z.array(encounterEventSchema).max(fileLimits.encounterEvents),
    createdAt: timestampSchema,
    updatedAt: timestampSchema,
    /** Set when the fight was ended; an ended fight is kept for its summary. */
    endedAt: timestampSchema.nullable(),
    /** Set when moved to the trash. */
    deletedAt: timestampSchema.nullable(),
  })
  .check((ctx) => {
    const encounter = ctx.value
    const issue = (path: (string | number)[], message: string) =>
      ctx.issues.push({ code: 'custom', message, input: encounter, path })
    const ids = new Set<string>()
    encounter.combatants.forEach((c, i) => {
      if (ids.has(c.id))
        issue(['combatants', i, 'id'], say('issue.encounterDuplicate', { id: c.id }))
      ids.add(c.id)
    })
    const placed = new Set<string>()
    encounter.order.forEach((slot, i) => {
      if (!ids.has(slot.combatantId))
        issue(['order', i, 'combatantId'], say('issue.encounterUnknown', { id: slot.combatantId }))
      else if (placed.has(slot.combatantId))
        issue(['order', i, 'combatantId'], say('issue.encounterTwice', { id: slot.combatantId }))
      placed.add(slot.combatantId)
    })
    if (encounter.turn > Math.max(0, encounter.order.length - 1))
      issue(['turn'], say('issue.encounterTurn', { count: encounter.order.length }))
    encounter.log.forEach((event, i) => {
      if (!ids.has(event.target))
        issue(['log', i, 'target'], say('issue.encounterUnknown', { id: event.target }))
      if (event.kind === 'damage' && event.source !== null && !ids.has(event.source))
        issue(['log', i, 'source'], say('issue.encounterUnknown', { id: event.source }))
    })
  })

export const settingRecordSchema = z.object({
  key: z.string().min(1).max(200),
  value: z.json(),
})

/**
 * A picture a file carries (format 6): the facts a stored picture has, and its bytes in base64.
 * The bytes are checked against the facts afterwards (files.ts, checkStoredImage).
 */
export const pictureFileSchema = z.object({
  hash: pictureHashSchema,
  type: z.enum(['image/png', 'image/jpeg']),
  width: z.number().int().min(1).max(maxStoredSide),
  height: z.number().int().min(1).max(maxStoredSide),
  // Base64 of at most maxStoredImageBytes: four characters per three bytes.
  data: z.string().max(Math.ceil(maxStoredImageBytes / 3) * 4),
})

export const bundleSchema = z.object({
  characters: z.array(characterRecordSchema).max(fileLimits.characters),
  campaigns: z.array(campaignRecordSchema).max(fileLimits.campaigns),
  journal: z.array(journalRecordSchema).max(fileLimits.journal),
  settings: z.array(settingRecordSchema).max(fileLimits.settings),
  // Format 3: the roll log (rolls made on sheets). Only backups carry it; absent before format 3.
  rolls: z.array(rollRecordSchema).max(fileLimits.rolls).default([]),
  // Format 5: campaigns' encounters (campaign files and backups). Absent (before format 5, or in
  // a character file) means none; read as absent, so an older file writes back as it was.
  encounters: z.array(encounterRecordSchema).max(fileLimits.encounters).optional(),
  // Format 6: the pictures the records refer to. Absent means none.
  pictures: z.array(pictureFileSchema).max(fileLimits.pictures).optional(),
})

export const envelopeSchema = z.object({
  format: z.enum(fileFormatNames),
  formatVersion: z.number().int().min(1),
  app: z.string().max(200),
  exportedAt: timestampSchema,
  system: systemIdSchema.nullable(),
  dataVersion: z.number().int().min(0).max(1_000_000).nullable(),
  data: bundleSchema,
})

/** JSON Schema (draft 2020-12) of the envelope and its records, as documented. */
export function envelopeJsonSchema(): Record<string, unknown> {
  return z.toJSONSchema(envelopeSchema, { io: 'input', unrepresentable: 'any' })
}
