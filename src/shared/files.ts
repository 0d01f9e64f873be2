// Quillkeep's export files: a versioned JSON envelope around characters, campaigns, journal
// entries, settings and encounters. Used by the renderer, main and the CLI. Pure TypeScript.
//
// Reading a file: safe JSON (size, nesting and prototype keys checked), then the envelope and
// every record validated with zod, then each character's data validated by its own system, with
// older data versions upgraded through `system.migrate`. Nothing here touches storage.
import { isSystemId, systemRegistry } from '../systems/index'
import type { GameSystem } from '../systems/types'
import {
  bundleSchema,
  campaignRecordSchema,
  changeSchema,
  characterRecordSchema,
  encounterRecordSchema,
  envelopeSchema,
  fileLimits,
  journalRecordSchema,
  ledgerEntrySchema,
  pictureFileSchema,
  rollRecordSchema,
  settingRecordSchema,
} from './file-schemas'
import { formatPath, issueProblems, type PathProblem } from './issue-messages'
import type {
  Bundle,
  CampaignRecord,
  CharacterRecord,
  EncounterRecord,
  JournalRecord,
  PictureFile,
  RollRecord,
  SettingRecord,
} from './records'
import { jsonLimits, parseJsonSafely, type PathSegment } from './safe-json'
import { messageOf } from './errors'
import { checkStoredImage } from './images'
import { bytesFromBase64, missingPictures } from './pictures'
import { text as say } from './text'

export { diffIds, withFreshIds } from './bundle-ids'
export type { Bundle } from './records'
export { envelopeJsonSchema, fileLimits } from './file-schemas'
export { formatPath } from './issue-messages'

/** The envelope's `format` per kind of file. */
export const fileFormats = {
  character: 'quillkeep-character',
  campaign: 'quillkeep-campaign',
  backup: 'quillkeep-backup',
} as const

export type FileKind = keyof typeof fileFormats

/**
 * Major version of the envelope format. A newer major version is refused. Format 2 added journal
 * trash, in-game time, links, awards and rolls and the campaign's reward carry; format 3 added
 * the roll log to backups; format 4 added world pages to the journal (kind, summary, relations,
 * GM-only); format 5 added campaigns' encounters (campaign files and backups); format 6 added
 * pictures (portraits of characters and pages, pictures in entries) and the pictures section that
 * carries them. Older files read with empty defaults for what they lack.
 */
export const currentFormatVersion = 6

export interface Envelope {
  format: (typeof fileFormats)[FileKind]
  formatVersion: number
  /** "Quillkeep 0.1.0". */
  app: string
  exportedAt: string
  /** The character's system for a character file, else null. */
  system: string | null
  /** The character's data version for a character file, else null. */
  dataVersion: number | null
  data: Bundle
}

export interface ExportMeta {
  app: string
  exportedAt: string
}

/** A problem in a file, naming where: "data.characters[2].data.attributes.strong: …". */
export interface FileProblem {
  path: string
  message: string
}

export type ParsedFile =
  | {
      ok: true
      kind: FileKind
      envelope: Envelope
      bundle: Bundle
      migrated: string[]
      /**
       * Characters saved by a newer Quillkeep (a backup may hold them): kept exactly as they are,
       * read-only here, e.g. 'data.characters[2] "Tova": Symbaroum data version 9'.
       */
      newer: string[]
      /**
       * References to pictures the file does not carry, e.g. 'data.journal[3].body "The Mill":
       * picture 3f2a…'. The records import as they are; the picture shows as missing.
       */
      missingPictures: string[]
    }
  | { ok: false; problems: FileProblem[] }

/** Builds the envelope for a bundle. */
export function buildEnvelope(kind: FileKind, bundle: Bundle, meta: ExportMeta): Envelope {
  const only = kind === 'character' ? bundle.characters[0] : undefined
  return {
    format: fileFormats[kind],
    formatVersion: currentFormatVersion,
    app: meta.app,
    exportedAt: meta.exportedAt,
    system: only?.system ?? null,
    dataVersion: only?.dataVersion ?? null,
    data: bundle,
  }
}

type Canonicalize = (value: unknown) => unknown

/** Any JSON value with object keys sorted, so equal data always gives equal text. */
function sortedDeep(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedDeep)
  if (value === null || typeof value !== 'object') return value
  return ordered(value, [])
}

function ordered(
  value: unknown,
  keys: readonly string[],
  children: Record<string, Canonicalize> = {},
): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return sortedDeep(value)
  const source = value as Record<string, unknown>
  const known = new Set(keys)
  const rest = Object.keys(source)
    .filter((key) => !known.has(key))
    .sort()
  // A null prototype so that any key, even "__proto__", is written as plain data.
  const out = Object.create(null) as Record<string, unknown>
  for (const key of [...keys, ...rest]) {
    if (!Object.prototype.hasOwnProperty.call(source, key) || source[key] === undefined) continue
    out[key] = (children[key] ?? sortedDeep)(source[key])
  }
  return out
}

const listOf =
  (each: Canonicalize): Canonicalize =>
  (value) =>
    Array.isArray(value) ? value.map(each) : sortedDeep(value)

const keysOf = (schema: { shape: Record<string, unknown> }) => Object.keys(schema.shape)

const canonicalChange: Canonicalize = (v) => ordered(v, keysOf(changeSchema))
/** A purchase keeps its kind first, then its fields in order of name. */
const canonicalPurchase: Canonicalize = (v) => ordered(v, ['kind'])
const canonicalLedgerEntry: Canonicalize = (v) =>
  ordered(v, keysOf(ledgerEntrySchema), {
    changes: listOf(canonicalChange),
    option: canonicalPurchase,
  })
const canonicalBundle: Canonicalize = (v) =>
  ordered(v, keysOf(bundleSchema), {
    characters: listOf((c) =>
      ordered(c, keysOf(characterRecordSchema), { ledger: listOf(canonicalLedgerEntry) }),
    ),
    campaigns: listOf((c) => ordered(c, keysOf(campaignRecordSchema))),
    journal: listOf((j) => ordered(j, keysOf(journalRecordSchema))),
    settings: listOf((s) => ordered(s, keysOf(settingRecordSchema))),
    rolls: listOf((r) => ordered(r, keysOf(rollRecordSchema))),
    encounters: listOf((e) =>
      ordered(e, keysOf(encounterRecordSchema), {
        // A combatant, a place in the order and an event say what they are first.
        combatants: listOf((c) => ordered(c, ['kind', 'id', 'name', 'system'])),
        order: listOf((slot) => ordered(slot, ['combatantId', 'detail'])),
        log: listOf((event) => ordered(event, ['kind', 'round', 'target'])),
      }),
    ),
    pictures: listOf((p) => ordered(p, keysOf(pictureFileSchema))),
  })

/**
 * Serialises an envelope as the file's text: two-space indent and a stable key order (envelope
 * and record fields in their documented order, everything inside character data and settings
 * sorted), so the same records always give the same text.
 */
export function serializeEnvelope(envelope: Envelope): string {
  const canonical = ordered(envelope, keysOf(envelopeSchema), { data: canonicalBundle })
  return `${JSON.stringify(canonical, null, 2)}\n`
}

/** Indent of a picture inside `data.pictures` in serializeEnvelope's text. */
const pictureIndent = '      '

/**
 * serializeEnvelope's text around the pictures section, for writing a file that carries many
 * pictures one picture at a time (the backup worker): `head`, then `serializePicture(p, i)` for
 * each picture in order, then `tail`, is exactly serializeEnvelope's text of the envelope with
 * those pictures. `head + tail` alone is the same file with an empty pictures list. The envelope
 * given carries none.
 */
export function serializeEnvelopeAround(envelope: Envelope): { head: string; tail: string } {
  const marker = '"pictures": []'
  const text = serializeEnvelope({ ...envelope, data: { ...envelope.data, pictures: [] } })
  const at = text.lastIndexOf(marker)
  return {
    head: `${text.slice(0, at)}"pictures": [`,
    tail: `\n    ]${text.slice(at + marker.length)}`,
  }
}

/** One picture's text in the pictures section (see serializeEnvelopeAround). */
export function serializePicture(picture: PictureFile, index: number): string {
  const text = JSON.stringify(ordered(picture, keysOf(pictureFileSchema)), null, 2)
  return `${index > 0 ? ',' : ''}\n${pictureIndent}${text.replace(/\n/g, `\n${pictureIndent}`)}`
}

/**
 * Default file name for an export: "Tova Ravenhill.quillkeep", "Saga.campaign.quillkeep",
 * "Quillkeep.backup.quillkeep" (#22; earlier versions wrote `.quillkeep.json` and
 * `.quillkeep-<kind>.json`, which still import).
 */
export function suggestedFileName(kind: FileKind, title: string): string {
  const safe =
    title
      .replace(/[\\/:*?"<>|\u0000-\u001f]/g, '_')
      .trim()
      .slice(0, 80) || 'Quillkeep'
  return kind === 'character' ? `${safe}.quillkeep` : `${safe}.${kind}.quillkeep`
}

// Each system has its own data type, so a registry accepts any.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type SystemRegistry = Readonly<Record<string, GameSystem<any>>>

export interface FileParserOptions {
  /** The rule systems that validate and migrate character data (default: every registered one). */
  systems?: SystemRegistry
}

/** Problems listed at most; a file with more says how many were left out. */
const maxProblemsListed = 100

/** Message prefix of the last-resort guard in English (shared.file.internalError); tests assert it never shows. */
export const internalErrorPrefix = 'Quillkeep could not check this file (internal error'

function toFileProblems(problems: readonly PathProblem[]): FileProblem[] {
  const listed = problems
    .slice(0, maxProblemsListed)
    .map((p) => ({ path: formatPath(p.path), message: p.message }))
  if (problems.length > maxProblemsListed) {
    listed.push({
      path: '',
      message: say('file.moreProblems', { count: problems.length - maxProblemsListed }),
    })
  }
  return listed
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
}

function kindOf(format: string): FileKind | undefined {
  for (const kind of Object.keys(fileFormats) as FileKind[]) {
    if (fileFormats[kind] === format) return kind
  }
  return undefined
}

/** A parser bound to a set of systems; `parseFile` uses every registered system. */
export function createFileParser(options: FileParserOptions = {}): (text: string) => ParsedFile {
  const given = options.systems
  const knows = (id: string) =>
    given ? Object.prototype.hasOwnProperty.call(given, id) : isSystemId(id)
  return (text) => {
    try {
      // Without a given set, the systems registered when the file is read.
      return parseWith(text, given ?? systemRegistry(), knows)
    } catch (error) {
      // Last resort: parseFile must never throw. Reaching this is a bug; tests assert it never does.
      return {
        ok: false,
        problems: [{ path: '', message: say('file.internalError', { error: messageOf(error) }) }],
      }
    }
  }
}

function parseWith(
  text: string,
  systems: SystemRegistry,
  knows: (id: string) => boolean,
): ParsedFile {
  const json = parseJsonSafely(text, jsonLimits)
  if (!json.ok) return { ok: false, problems: toFileProblems(json.problems) }
  const root = json.value
  const fail = (problems: PathProblem[]): ParsedFile => ({
    ok: false,
    problems: toFileProblems(problems),
  })

  // 1. Is this a Quillkeep file at all, and one this version can read?
  if (!isPlainObject(root)) {
    return fail([{ path: [], message: say('file.notObject') }])
  }
  const kind = typeof root.format === 'string' ? kindOf(root.format) : undefined
  if (!kind) {
    const known = Object.values(fileFormats)
      .map((f) => JSON.stringify(f))
      .join(', ')
    return fail([
      {
        path: ['format'],
        message: say('file.notQuillkeep', { known }),
      },
    ])
  }
  const version = root.formatVersion
  if (typeof version === 'number' && Number.isFinite(version) && version > currentFormatVersion) {
    const major = Math.floor(version)
    if (major > currentFormatVersion) {
      return fail([
        {
          path: ['formatVersion'],
          message: say('file.newerFormat', { major, current: currentFormatVersion }),
        },
      ])
    }
  }

  // 2. The envelope and every record (character data comes next, per system).
  const header = root.data
  if (isPlainObject(header)) {
    // Refuse oversized tables before validating every record in them.
    const tables = [
      'characters',
      'campaigns',
      'journal',
      'settings',
      'encounters',
      'pictures',
    ] as const
    const tooLong = tables.flatMap((key) => {
      const list = header[key]
      return Array.isArray(list) && list.length > fileLimits[key]
        ? [
            {
              path: ['data', key],
              message: say('file.tooMany', { max: fileLimits[key], count: list.length }),
            },
          ]
        : []
    })
    if (tooLong.length > 0) return fail(tooLong)
  }
  const parsed = envelopeSchema.safeParse(root)
  if (!parsed.success) return fail(issueProblems(parsed.error.issues, envelopeSchema, root))
  const envelope = parsed.data
  const bundle = envelope.data as Bundle
  const problems: PathProblem[] = []

  // 3. What each kind may hold.
  problems.push(...kindProblems(kind, envelope.system, envelope.dataVersion, bundle))
  problems.push(...duplicateIdProblems(bundle))

  // 4. Each character's data, by its system: validated, or upgraded from an older version. A
  // backup keeps what a newer Quillkeep saved, untouched; other files cannot hold it.
  const migrated: string[] = []
  const newer: string[] = []
  const characters: CharacterRecord[] = []
  bundle.characters.forEach((character, index) => {
    const at: PathSegment[] = ['data', 'characters', index]
    const result = readCharacterData(character, at, systems, knows, kind === 'backup')
    if ('problems' in result) {
      problems.push(...result.problems)
      return
    }
    if (result.newer) {
      const system = systems[character.system] as GameSystem<unknown>
      newer.push(
        say('file.newerNote', {
          path: formatPath(at),
          name: character.name,
          system: system.name,
          version: character.dataVersion,
        }),
      )
    }
    if (result.migratedFrom !== undefined) {
      const system = systems[character.system] as GameSystem<unknown>
      migrated.push(
        say('file.migratedNote', {
          path: formatPath(at),
          name: character.name,
          system: system.name,
          from: result.migratedFrom,
          to: system.dataVersion,
        }),
      )
    }
    characters.push(result.record)
  })
  // 5. Each encounter's combatants, by their systems: known, and foes' values in their limits.
  ;(bundle.encounters ?? []).forEach((encounter, index) => {
    problems.push(...encounterProblems(encounter, ['data', 'encounters', index], systems, knows))
  })
  // 6. Each picture: its bytes are a picture the app would store, as the facts say (format 6).
  if (problems.length === 0) problems.push(...pictureProblems(bundle))
  if (problems.length > 0) return fail(problems)

  const readBundle: Bundle = { ...bundle, characters }
  return {
    ok: true,
    kind,
    envelope: { ...envelope, data: readBundle },
    bundle: readBundle,
    migrated,
    newer,
    missingPictures: missingPictures(readBundle).map((missing) =>
      say('file.missingPicture', {
        path: formatPath(missing.path),
        name: missing.name,
        hash: missing.hash.slice(0, 12),
      }),
    ),
  }
}

/**
 * The pictures a file carries: each hash once, and each picture's bytes (base64) one the app
 * would store, of the type, size and hash it claims. Checked last, once everything else passed,
 * since decoding and hashing every picture is the costliest check.
 */
function pictureProblems(bundle: Bundle): PathProblem[] {
  const seen = new Map<string, number>()
  return (bundle.pictures ?? []).flatMap((picture, index) => {
    const problem = pictureProblem(picture, index, seen)
    return problem ? [problem] : []
  })
}

/** One picture's problem, if any; `seen` holds the hashes before it (their first index). */
function pictureProblem(
  picture: PictureFile,
  index: number,
  seen: Map<string, number>,
): PathProblem | undefined {
  const at: PathSegment[] = ['data', 'pictures', index]
  const first = seen.get(picture.hash)
  if (first !== undefined)
    return {
      path: [...at, 'hash'],
      message: say('file.duplicateId', {
        id: JSON.stringify(picture.hash),
        first: formatPath(['data', 'pictures', first]),
      }),
    }
  seen.set(picture.hash, index)
  const bytes = bytesFromBase64(picture.data)
  if (!bytes) return { path: [...at, 'data'], message: say('file.picture.base64') }
  const check = checkStoredImage(bytes, picture)
  return check.ok
    ? undefined
    : { path: [...at, 'data'], message: say(`file.picture.${check.problem}`) }
}

/**
 * A checker for pictures written one at a time (serializeEnvelopeAround): each gets the problem
 * import would find with it at that index, if any.
 */
export function pictureChecker(): (picture: PictureFile, index: number) => FileProblem | undefined {
  const seen = new Map<string, number>()
  return (picture, index) => {
    const problem = pictureProblem(picture, index, seen)
    return problem && { path: formatPath(problem.path), message: problem.message }
  }
}

function kindProblems(
  kind: FileKind,
  system: string | null,
  dataVersion: number | null,
  bundle: Bundle,
): PathProblem[] {
  const problems: PathProblem[] = []
  const kindName = say(`file.kind.${kind}`)
  const mustBeEmpty = (key: 'campaigns' | 'journal' | 'settings' | 'rolls' | 'encounters') => {
    const count = (bundle[key] ?? []).length
    if (count > 0) {
      problems.push({
        path: ['data', key],
        message: say(`file.holdsNo.${key}`, { kind: kindName, count }),
      })
    }
  }
  if (kind === 'character') {
    const only = bundle.characters[0]
    if (bundle.characters.length !== 1 || !only) {
      problems.push({
        path: ['data', 'characters'],
        message: say('file.oneCharacter', { count: bundle.characters.length }),
      })
    }
    mustBeEmpty('campaigns')
    mustBeEmpty('journal')
    mustBeEmpty('settings')
    mustBeEmpty('rolls')
    mustBeEmpty('encounters')
    if (only && system !== only.system) {
      problems.push({
        path: ['system'],
        message: say('file.characterSystem', {
          expected: JSON.stringify(only.system),
          got: JSON.stringify(system),
        }),
      })
    }
    if (only && dataVersion !== only.dataVersion) {
      problems.push({
        path: ['dataVersion'],
        message: say('file.characterDataVersion', {
          expected: only.dataVersion,
          got: String(dataVersion),
        }),
      })
    }
    return problems
  }
  if (system !== null) {
    problems.push({
      path: ['system'],
      message: say('file.systemNull', { kind: kindName, got: JSON.stringify(system) }),
    })
  }
  if (dataVersion !== null) {
    problems.push({
      path: ['dataVersion'],
      message: say('file.dataVersionNull', { kind: kindName, got: dataVersion }),
    })
  }
  if (kind === 'campaign') {
    const campaign = bundle.campaigns[0]
    if (bundle.campaigns.length !== 1 || !campaign) {
      problems.push({
        path: ['data', 'campaigns'],
        message: say('file.oneCampaign', { count: bundle.campaigns.length }),
      })
    }
    mustBeEmpty('settings')
    mustBeEmpty('rolls')
    if (campaign) {
      bundle.journal.forEach((entry, index) => {
        if (entry.campaignId !== campaign.id) {
          problems.push({
            path: ['data', 'journal', index, 'campaignId'],
            message: say('file.journalCampaign', {
              expected: JSON.stringify(campaign.id),
              got: JSON.stringify(entry.campaignId),
            }),
          })
        }
      })
      ;(bundle.encounters ?? []).forEach((encounter, index) => {
        if (encounter.campaignId !== campaign.id) {
          problems.push({
            path: ['data', 'encounters', index, 'campaignId'],
            message: say('file.journalCampaign', {
              expected: JSON.stringify(campaign.id),
              got: JSON.stringify(encounter.campaignId),
            }),
          })
        }
      })
      bundle.characters.forEach((character, index) => {
        if (character.campaignId !== null && character.campaignId !== campaign.id) {
          problems.push({
            path: ['data', 'characters', index, 'campaignId'],
            message: say('file.characterCampaign', {
              expected: JSON.stringify(campaign.id),
              got: JSON.stringify(character.campaignId),
            }),
          })
        }
      })
    }
  }
  return problems
}

function duplicateIdProblems(bundle: Bundle): PathProblem[] {
  const problems: PathProblem[] = []
  const check = (
    key: 'characters' | 'campaigns' | 'journal' | 'settings' | 'rolls' | 'encounters',
    idOf: (index: number) => string,
    field: 'id' | 'key',
  ) => {
    const seen = new Map<string, number>()
    for (let index = 0; index < (bundle[key] ?? []).length; index++) {
      const id = idOf(index)
      const first = seen.get(id)
      if (first === undefined) seen.set(id, index)
      else {
        problems.push({
          path: ['data', key, index, field],
          message: say(field === 'id' ? 'file.duplicateId' : 'file.duplicateKey', {
            id: JSON.stringify(id),
            first: formatPath(['data', key, first]),
          }),
        })
      }
    }
  }
  check('characters', (i) => (bundle.characters[i] as CharacterRecord).id, 'id')
  check('campaigns', (i) => (bundle.campaigns[i] as CampaignRecord).id, 'id')
  check('journal', (i) => (bundle.journal[i] as JournalRecord).id, 'id')
  check('settings', (i) => (bundle.settings[i] as SettingRecord).key, 'key')
  check('rolls', (i) => (bundle.rolls[i] as RollRecord).id, 'id')
  check('encounters', (i) => (bundle.encounters?.[i] as EncounterRecord).id, 'id')
  return problems
}

/**
 * What an encounter's systems refuse in it: a combatant of a system this Quillkeep does not know,
 * a foe of a system without a quick entry for foes, and a foe's value that is not one of its
 * system's foe fields or lies outside the field's limits (the model keeps every value within).
 */
function encounterProblems(
  encounter: EncounterRecord,
  at: PathSegment[],
  systems: SystemRegistry,
  knows: (id: string) => boolean,
): PathProblem[] {
  const problems: PathProblem[] = []
  encounter.combatants.forEach((combatant, index) => {
    const here = [...at, 'combatants', index]
    if (!knows(combatant.system)) {
      const known = Object.keys(systems).join(', ')
      problems.push({
        path: [...here, 'system'],
        message: say('file.unknownSystem', { system: JSON.stringify(combatant.system), known }),
      })
      return
    }
    if (combatant.kind !== 'foe') return
    const system = systems[combatant.system] as GameSystem<unknown>
    const rules = system.campaign.foe
    if (!rules) {
      problems.push({
        path: [...here, 'system'],
        message: say('file.foeNoEntry', { system: system.name }),
      })
      return
    }
    const check = (path: PathSegment[], fieldId: string, value: number) => {
      const field = rules.fields.find((f) => f.id === fieldId)
      if (!field) {
        const known = rules.fields.map((f) => f.id).join(', ')
        problems.push({
          path,
          message: say('file.foeField', { system: system.name, field: fieldId, known }),
        })
      } else if (value < field.min || value > field.max) {
        problems.push({
          path,
          message: say('file.foeValue', {
            label: field.label,
            system: system.name,
            min: field.min,
            max: field.max,
            value,
          }),
        })
      }
    }
    for (const [fieldId, value] of Object.entries(combatant.values))
      check([...here, 'values', fieldId], fieldId, value)
    check([...here, 'maxHealth'], rules.health, combatant.maxHealth)
  })
  return problems
}

type CharacterRead =
  { record: CharacterRecord; migratedFrom?: number; newer?: true } | { problems: PathProblem[] }

/** The message for a character saved by a newer Quillkeep. */
export function newerVersionMessage(
  name: string,
  systemName: string,
  dataVersion: number,
  known: number,
): string {
  return say('file.newerCharacter', { name, system: systemName, version: dataVersion, known })
}

function readCharacterData(
  character: CharacterRecord,
  at: PathSegment[],
  systems: SystemRegistry,
  knows: (id: string) => boolean,
  keepNewer = false,
): CharacterRead {
  if (!knows(character.system)) {
    const known = Object.keys(systems).join(', ')
    return {
      problems: [
        {
          path: [...at, 'system'],
          message: say('file.unknownSystem', { system: JSON.stringify(character.system), known }),
        },
      ],
    }
  }
  const system = systems[character.system] as GameSystem<unknown>
  const dataAt = [...at, 'data']
  if (character.dataVersion > system.dataVersion) {
    if (keepNewer) return { record: character, newer: true }
    return {
      problems: [
        {
          path: [...at, 'dataVersion'],
          message: newerVersionMessage(
            character.name,
            system.name,
            character.dataVersion,
            system.dataVersion,
          ),
        },
      ],
    }
  }
  let data: unknown = character.data
  const migratedFrom =
    character.dataVersion < system.dataVersion ? character.dataVersion : undefined
  if (migratedFrom !== undefined) {
    try {
      data = system.migrate(character.data, migratedFrom)
    } catch (error) {
      return {
        problems: [
          {
            path: dataAt,
            message: say('file.upgradeFailed', {
              system: system.name,
              from: migratedFrom,
              to: system.dataVersion,
              error: messageOf(error),
            }),
          },
        ],
      }
    }
  }
  const checked = system.schema.safeParse(data)
  if (!checked.success) {
    return { problems: issueProblems(checked.error.issues, system.schema, data, dataAt) }
  }
  // What each spend bought must be one of the system's purchases.
  const purchases = system.advancement.purchaseSchema
  const optionProblems = character.ledger.flatMap((entry, i) => {
    if (entry.option === undefined) return []
    const bought = purchases.safeParse(entry.option)
    const optionAt = [...at, 'ledger', i, 'option']
    return bought.success
      ? []
      : issueProblems(bought.error.issues, purchases, entry.option, optionAt)
  })
  if (optionProblems.length) return { problems: optionProblems }
  const record: CharacterRecord = {
    ...character,
    dataVersion: system.dataVersion,
    data: checked.data,
  }
  return migratedFrom === undefined ? { record } : { record, migratedFrom }
}

const parseWithRegisteredSystems = createFileParser()

/**
 * Parses and validates a file's text without touching anything: JSON parsed safely (no
 * prototype pollution), envelope and every record validated, older data versions migrated
 * through each system's `migrate`. Never throws; problems name the field.
 */
export function parseFile(text: string): ParsedFile {
  return parseWithRegisteredSystems(text)
}

/** The tables whose records the app stores and files carry. */
export type StoredTable =
  'characters' | 'campaigns' | 'journal' | 'settings' | 'rolls' | 'encounters'

const storedSchemas = {
  campaigns: campaignRecordSchema,
  journal: journalRecordSchema,
  settings: settingRecordSchema,
  rolls: rollRecordSchema,
  encounters: encounterRecordSchema,
} as const

export interface StoredRecordCheck {
  /** What import would refuse in this record, by field ("name: a name cannot be empty"). */
  problems: FileProblem[]
  /** A character saved by a newer Quillkeep: kept as it is and never edited here. */
  newer: boolean
}

/**
 * Checks one record exactly as import checks it: the record's schema, and a character's data by
 * its system (upgraded first when older). The database refuses to store a record with problems.
 */
export function checkStoredRecord(
  table: StoredTable,
  record: unknown,
  systems: SystemRegistry = systemRegistry(),
): StoredRecordCheck {
  if (table !== 'characters') {
    const schema = storedSchemas[table]
    const checked = schema.safeParse(record)
    if (checked.success && table === 'encounters') {
      const knows = (id: string) => Object.prototype.hasOwnProperty.call(systems, id)
      const problems = encounterProblems(checked.data as EncounterRecord, [], systems, knows)
      return { problems: toFileProblems(problems), newer: false }
    }
    return {
      problems: checked.success
        ? []
        : toFileProblems(issueProblems(checked.error.issues, schema, record)),
      newer: false,
    }
  }
  const checked = characterRecordSchema.safeParse(record)
  if (!checked.success) {
    return {
      problems: toFileProblems(issueProblems(checked.error.issues, characterRecordSchema, record)),
      newer: false,
    }
  }
  const knows = (id: string) => Object.prototype.hasOwnProperty.call(systems, id)
  const read = readCharacterData(checked.data, [], systems, knows, true)
  if ('problems' in read) return { problems: toFileProblems(read.problems), newer: false }
  return { problems: [], newer: read.newer === true }
}

export type BackupCheck =
  { ok: true; parsed: ParsedFile; problems: FileProblem[] } | { ok: false; message: string }

/**
 * What writing a backup needs: a full-backup envelope. The records inside are the user's own and
 * are never a reason to refuse the backup: they are saved verbatim, and whatever import would
 * refuse in them is listed in `problems` for the user to see.
 */
export function checkBackupText(text: string): BackupCheck {
  const parsed = parseFile(text)
  if (parsed.ok) {
    return parsed.kind === 'backup'
      ? { ok: true, parsed, problems: [] }
      : {
          ok: false,
          message: say('file.backupOnly', { kind: say(`file.kind.${parsed.kind}`) }),
        }
  }
  const json = parseJsonSafely(text, jsonLimits)
  const root = json.ok ? json.value : undefined
  const data = isPlainObject(root) ? root.data : undefined
  const isBackup =
    isPlainObject(root) &&
    root.format === fileFormats.backup &&
    isPlainObject(data) &&
    (['characters', 'campaigns', 'journal', 'settings'] as const).every((key) =>
      Array.isArray(data[key]),
    )
  if (!isBackup) {
    const first = parsed.problems[0]
    return {
      ok: false,
      message: first
        ? say('file.notBackupBecause', {
            path: first.path || say('file.wholeFile'),
            problem: first.message,
          })
        : say('file.notBackup'),
    }
  }
  return { ok: true, parsed, problems: parsed.problems }
}

/** "a: x; b: y; c: z (and 2 more problems)": the first few problems, in one line. */
export function formatProblems(problems: readonly FileProblem[], shown = 3): string {
  const listed = problems
    .slice(0, shown)
    .map((problem) => `${problem.path || say('file.wholeFileListed')}: ${problem.message}`)
    .join('; ')
  const more = problems.length - shown
  return more > 0 ? say('file.problemsMore', { listed, count: more }) : listed
}

/** True when two records hold the same data, whatever the order of their keys. */
export function sameRecord(a: unknown, b: unknown): boolean {
  return JSON.stringify(sortedDeep(a)) === JSON.stringify(sortedDeep(b))
}
