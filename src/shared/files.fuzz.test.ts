// Fuzzing parseFile with fast-check: malformed and hostile inputs of every sort. parseFile is
// pure (it reads text and returns values), so no input can change stored data; these tests show
// it never throws, refuses every invalid input with a message, and never touches a prototype.
import fc from 'fast-check'
import { afterAll, describe, expect, it } from 'vitest'
import { systems } from '../systems/index'
import {
  buildEnvelope,
  currentFormatVersion,
  fileLimits,
  formatPath,
  internalErrorPrefix,
  parseFile,
  serializeEnvelope,
  type Bundle,
  type FileKind,
  type ParsedFile,
} from './files'
import { campaignBundle, characterBundle, fixedMeta, sampleCharacter } from './file-fixtures'
import { dateKeys } from '../../tests/date-fields'

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }
type Path = (string | number)[]

const seed = 20261121
const tally = { inputs: 0, exceptions: 0, refused: 0, accepted: 0 }
const prototypeNames = {
  object: Object.getOwnPropertyNames(Object.prototype).sort(),
  array: Object.getOwnPropertyNames(Array.prototype).sort(),
  func: Object.getOwnPropertyNames(Function.prototype).sort(),
}

function prototypesClean(): boolean {
  const probe = {} as Record<string, unknown>
  return (
    probe.polluted === undefined &&
    probe.isAdmin === undefined &&
    JSON.stringify(Object.getOwnPropertyNames(Object.prototype).sort()) ===
      JSON.stringify(prototypeNames.object) &&
    JSON.stringify(Object.getOwnPropertyNames(Array.prototype).sort()) ===
      JSON.stringify(prototypeNames.array) &&
    JSON.stringify(Object.getOwnPropertyNames(Function.prototype).sort()) ===
      JSON.stringify(prototypeNames.func)
  )
}

/** Runs parseFile, counting any exception (or the last-resort guard) instead of throwing. */
function attempt(text: string): ParsedFile | 'exception' {
  tally.inputs++
  let result: ParsedFile
  try {
    result = parseFile(text)
  } catch {
    tally.exceptions++
    return 'exception'
  }
  if (!result.ok && result.problems.some((p) => p.message.startsWith(internalErrorPrefix))) {
    tally.exceptions++
    return 'exception'
  }
  if (result.ok) tally.accepted++
  else tally.refused++
  return result
}

/** For input known to be invalid: refused, with messages, prototypes untouched. */
function expectRefused(text: string): void {
  const result = attempt(text)
  expect(result).not.toBe('exception')
  if (result === 'exception') return
  expect(result.ok).toBe(false)
  if (!result.ok) {
    expect(result.problems.length).toBeGreaterThan(0)
    expect(
      result.problems.every((p) => typeof p.message === 'string' && p.message.length > 0),
    ).toBe(true)
  }
  expect(prototypesClean()).toBe(true)
}

/** For input that may happen to stay valid: never throws, and either result is well-formed. */
function expectHandled(text: string): void {
  const result = attempt(text)
  expect(result).not.toBe('exception')
  if (result === 'exception') return
  if (result.ok) expect(parseFile(serializeEnvelope(result.envelope)).ok).toBe(true)
  else expect(result.problems.every((p) => p.message.length > 0)).toBe(true)
  expect(prototypesClean()).toBe(true)
}

function richBackup(): Bundle {
  const bundle = campaignBundle()
  for (const id of Object.keys(systems) as (keyof typeof systems)[]) {
    bundle.characters.push(sampleCharacter(id, `backup-${id}`))
  }
  bundle.settings.push({ key: 'theme', value: 'dark' })
  // A date in every kind of place: the trash, an archive, a roll, a Cairn log entry.
  const at = '2026-11-21T08:00:00.000Z'
  const cairn = bundle.characters.find((c) => c.system === 'cairn-ap')
  if (cairn) {
    ;(cairn.data as { log: unknown[] }).log.push({ id: 'log-1', at, text: 'Rested.' })
    cairn.deletedAt = at
  }
  bundle.campaigns[0]!.archivedAt = at
  bundle.rolls.push({
    id: 'roll-1',
    at,
    characterId: 'hero',
    characterName: 'Hero',
    label: 'Test',
    result: '7',
  })
  return bundle
}

const validFiles: { kind: FileKind; bundle: Bundle }[] = [
  ...(Object.keys(systems) as (keyof typeof systems)[]).map((id) => ({
    kind: 'character' as const,
    bundle: characterBundle(id),
  })),
  { kind: 'campaign', bundle: campaignBundle() },
  { kind: 'backup', bundle: richBackup() },
]
const validTexts = validFiles.map((f) =>
  serializeEnvelope(buildEnvelope(f.kind, f.bundle, fixedMeta)),
)
const validJson = validTexts.map((text) => JSON.parse(text) as Json)

/**
 * Paths where more than one JSON type is valid: ledger changes' before/after, setting values and
 * house rule values (a number or true/false).
 */
function isFreeForm(path: Path): boolean {
  const houseRules = path.indexOf('houseRules')
  return (
    path.includes('before') ||
    path.includes('after') ||
    path[3] === 'value' ||
    (houseRules >= 0 && path.length >= houseRules + 3)
  )
}

/** Every path in a value, root included. */
function pathsOf(value: Json, path: Path = [], out: Path[] = []): Path[] {
  out.push(path)
  if (Array.isArray(value)) value.forEach((item, i) => pathsOf(item, [...path, i], out))
  else if (value !== null && typeof value === 'object') {
    for (const key of Object.keys(value)) pathsOf(value[key] as Json, [...path, key], out)
  }
  return out
}

const strictPaths = validJson.map((json) => pathsOf(json).filter((p) => !isFreeForm(p)))
const numberPaths = validJson.map((json, i) =>
  (strictPaths[i] as Path[]).filter((p) => typeof valueAt(json, p) === 'number'),
)

function valueAt(root: Json, path: Path): Json | undefined {
  let node: Json | undefined = root
  for (const key of path) {
    if (node === null || typeof node !== 'object') return undefined
    node = (node as Record<string | number, Json>)[key]
  }
  return node
}

function replaced(root: Json, path: Path, value: unknown): Json {
  if (path.length === 0) return value as Json
  const copy = structuredClone(root)
  const parent = valueAt(copy, path.slice(0, -1)) as Record<string | number, unknown>
  parent[path[path.length - 1] as string | number] = value
  return copy
}

function jsonType(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'array'
  return typeof value
}

/** A value whose JSON type differs from `original` and is never null (nullable fields exist). */
function wrongTypeFor(original: unknown): fc.Arbitrary<unknown> {
  // A null field is nullable text, number or object: only true/false and lists are wrong for all.
  if (original === null) {
    return fc.oneof(fc.boolean(), fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 5 }))
  }
  return fc
    .oneof(
      fc.string({ maxLength: 20 }),
      fc.double(),
      fc.integer(),
      fc.boolean(),
      fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 5 }),
      fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }),
    )
    .filter(
      (v) => jsonType(v) !== jsonType(original) && !(typeof v === 'number' && !Number.isFinite(v)),
    )
}

/** A valid file, one of its strict paths, and a wrong-typed value for it. */
const wrongTypeInput = fc
  .integer({ min: 0, max: validJson.length - 1 })
  .chain((file) =>
    fc
      .constantFrom(...(strictPaths[file] as Path[]))
      .chain((path) =>
        wrongTypeFor(valueAt(validJson[file] as Json, path)).map((value) =>
          JSON.stringify(replaced(validJson[file] as Json, path, value)),
        ),
      ),
  )

/** A number in a valid file replaced by one no field accepts (or one JSON cannot carry). */
const hugeNumberInput = fc
  .integer({ min: 0, max: validJson.length - 1 })
  .chain((file) =>
    fc.tuple(
      fc.constant(file),
      fc.constantFrom(...(numberPaths[file] as Path[])),
      fc.constantFrom(
        '1e400',
        '-1e400',
        '1e309',
        '123456789012345678901234567890',
        '1.5e300',
        '-9e300',
      ),
    ),
  )
  .map(([file, path, token]) => {
    const marker = '"__huge_number_marker__"'
    return JSON.stringify(replaced(validJson[file] as Json, path, JSON.parse(marker))).replace(
      marker,
      token,
    )
  })

/** NaN, Infinity and friends, as bare tokens (not JSON) or as strings (wrong type). */
const nanLikeInput = fc
  .integer({ min: 0, max: validJson.length - 1 })
  .chain((file) =>
    fc.tuple(
      fc.constant(file),
      fc.constantFrom(...(numberPaths[file] as Path[])),
      fc.constantFrom('NaN', 'Infinity', '-Infinity', 'undefined', '0x10', '1e999', '-0e+'),
      fc.boolean(),
    ),
  )
  .map(([file, path, token, quoted]) => {
    const marker = '"__nan_marker__"'
    const text = JSON.stringify(replaced(validJson[file] as Json, path, JSON.parse(marker)))
    return text.replace(marker, quoted ? JSON.stringify(token) : token)
  })

function nested(depth: number, open: string, close: string, inner = '0'): string {
  return open.repeat(depth) + inner + close.repeat(depth)
}

/** Deep nesting, alone or at any strict path of a valid file. */
const deepInput = fc.oneof(
  fc
    .tuple(fc.integer({ min: 65, max: 50_000 }), fc.constantFrom(['[', ']'], ['{"a":', '}']))
    .map(([depth, [open, close]]) => nested(depth, open as string, close as string)),
  fc
    .integer({ min: 0, max: validJson.length - 1 })
    .chain((file) =>
      fc.tuple(
        fc.constant(file),
        fc.constantFrom(...(strictPaths[file] as Path[])),
        fc.integer({ min: 30, max: 3_000 }),
      ),
    )
    .map(([file, path, depth]) => {
      const marker = '"__deep_marker__"'
      const text = JSON.stringify(replaced(validJson[file] as Json, path, JSON.parse(marker)))
      return text.replace(marker, nested(depth, '[', ']'))
    }),
)

/** Arrays past the limits, or long arrays of junk where records belong. */
const hugeArrayInput = fc
  .tuple(
    fc.constantFrom('characters', 'campaigns', 'journal', 'settings'),
    fc.constantFrom('over-limit', 'junk'),
    fc.integer({ min: 1_000, max: 20_000 }),
  )
  .map(([table, mode, count]) => {
    const json = structuredClone(validJson[validJson.length - 1]) as {
      data: Record<string, Json[]>
    }
    const limit = fileLimits[table]
    json.data[table] =
      mode === 'over-limit'
        ? new Array<Json>(limit + 1).fill(0)
        : new Array<Json>(count).fill('junk')
    return JSON.stringify(json)
  })

/** An object with a prototype key as an own, enumerable property, as JSON.parse would make. */
function withKey(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  })
}

const pollutionInput = fc
  .integer({ min: 0, max: validJson.length - 1 })
  .chain((file) => {
    const objectPaths = pathsOf(validJson[file] as Json).filter((p) => {
      const v = valueAt(validJson[file] as Json, p)
      return v !== null && typeof v === 'object' && !Array.isArray(v)
    })
    return fc.tuple(
      fc.constant(file),
      fc.constantFrom(...objectPaths),
      fc.constantFrom('__proto__', 'constructor', 'prototype'),
      fc.constantFrom<Json>(
        { polluted: true },
        { isAdmin: true, prototype: { polluted: true } },
        { toString: 'x' },
        'polluted',
        [],
      ),
    )
  })
  .map(([file, path, key, value]) => {
    const json = structuredClone(validJson[file] as Json)
    withKey(valueAt(json, path) as Record<string, unknown>, key, value)
    return JSON.stringify(json)
  })

const unknownSystemInput = fc
  .tuple(
    fc.integer({ min: 0, max: validJson.length - 1 }),
    fc.string({ minLength: 1, maxLength: 30 }).filter((s) => !Object.hasOwn(systems, s)),
  )
  .filter(
    ([file]) =>
      ((validJson[file] as { data: { characters: Json[] } }).data.characters.length ?? 0) > 0,
  )
  .map(([file, system]) => {
    const json = structuredClone(validJson[file]) as {
      system: string | null
      data: { characters: { system: string }[] }
    }
    for (const character of json.data.characters) character.system = system
    if (json.system !== null) json.system = system
    return JSON.stringify(json)
  })

const newerFormatInput = fc
  .tuple(
    fc.integer({ min: 0, max: validJson.length - 1 }),
    fc.oneof(
      fc.integer({ min: currentFormatVersion + 1, max: 1_000_000 }),
      fc.double({ min: currentFormatVersion + 1, max: 1e9, noNaN: true, noDefaultInfinity: true }),
    ),
  )
  .map(([file, version]) => {
    const json = structuredClone(validJson[file]) as { formatVersion: number }
    json.formatVersion = version
    return JSON.stringify(json)
  })

/** Strict prefixes of valid exports: cut anywhere before the final brace. */
const truncatedInput = fc.integer({ min: 0, max: validTexts.length - 1 }).chain((file) => {
  const text = (validTexts[file] as string).trimEnd()
  return fc.integer({ min: 0, max: text.length - 1 }).map((cut) => text.slice(0, cut))
})

/** Character-level edits of valid exports: may stay valid, must never throw. */
const mutatedInput = fc
  .tuple(
    fc.integer({ min: 0, max: validTexts.length - 1 }),
    fc.array(
      fc.tuple(
        fc.constantFrom('delete', 'insert', 'replace', 'swap'),
        fc.nat(),
        fc.constantFrom(
          '"',
          '{',
          '}',
          '[',
          ']',
          ',',
          ':',
          '0',
          '-',
          'e',
          '\\',
          ' ',
          'x',
          'é',
          '\u0000',
        ),
      ),
      { minLength: 1, maxLength: 6 },
    ),
  )
  .map(([file, edits]) => {
    let text = validTexts[file] as string
    for (const [op, at, char] of edits) {
      const i = at % Math.max(text.length, 1)
      if (op === 'delete') text = text.slice(0, i) + text.slice(i + 1)
      else if (op === 'insert') text = text.slice(0, i) + char + text.slice(i)
      else if (op === 'replace') text = text.slice(0, i) + char + text.slice(i + 1)
      else text = text.slice(0, i) + text.slice(i + 1, i + 2) + text.charAt(i) + text.slice(i + 2)
    }
    return text
  })

/** Random JSON and random text: none of it is a Quillkeep file. */
const randomInput = fc.oneof(
  fc.jsonValue({ maxDepth: 6 }).map((v) => JSON.stringify(v) ?? 'null'),
  fc.string({ maxLength: 200 }),
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc
    .record(
      {
        format: fc.oneof(
          fc.constantFrom('quillkeep-character', 'quillkeep-campaign', 'quillkeep-backup'),
          fc.string(),
        ),
        formatVersion: fc.oneof(fc.integer(), fc.double(), fc.string(), fc.constant(null)),
        data: fc.jsonValue({ maxDepth: 4 }),
      },
      { requiredKeys: [] },
    )
    .map((v) => JSON.stringify(v)),
)

const two = (n: number) => String(n).padStart(2, '0')

/** Days in a month, asked of the platform's calendar (not of the code under test). */
function platformDaysInMonth(year: number, month: number): number {
  const date = new Date(0)
  date.setUTCFullYear(year, month, 0)
  return date.getUTCDate()
}

/** Paths to date fields (set, or null where a date may go) outside free-form values. */
const datePaths = validJson.map((json) =>
  pathsOf(json).filter((p) => {
    const key = p[p.length - 1]
    const value = valueAt(json, p)
    return (
      typeof key === 'string' &&
      dateKeys.has(key) &&
      !isFreeForm(p) &&
      (typeof value === 'string' || value === null)
    )
  }),
)

const calendarYear = fc.integer({ min: 1583, max: 2400 })
const realDate = fc
  .tuple(calendarYear, fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 31 }))
  .map(([y, m, d]) => `${y}-${two(m)}-${two(Math.min(d, platformDaysInMonth(y, m)))}`)

/** A date that is not on the calendar: day past the month's end (leap years too), month or day 00. */
const impossibleDay = fc.oneof(
  fc
    .tuple(calendarYear, fc.integer({ min: 1, max: 12 }))
    .chain(([y, m]) =>
      fc
        .integer({ min: platformDaysInMonth(y, m) + 1, max: 99 })
        .map((d) => `${y}-${two(m)}-${two(d)}`),
    ),
  fc.constantFrom(1900, 2023, 2025, 2100).map((y) => `${y}-02-29`),
  fc
    .tuple(calendarYear, fc.constantFrom(0, 13, 19, 99), fc.integer({ min: 1, max: 28 }))
    .map(([y, m, d]) => `${y}-${two(m)}-${two(d)}`),
  fc.tuple(calendarYear, fc.integer({ min: 1, max: 12 })).map(([y, m]) => `${y}-${two(m)}-00`),
)

/** A real date with an impossible time: hour 24+, minute or second 60+, offset past ±23:59. */
const impossibleTime = fc
  .tuple(
    realDate,
    fc.constantFrom('hour', 'minute', 'second', 'offset hours', 'offset minutes'),
    fc.integer({ min: 0, max: 39 }),
  )
  .map(([date, wrong, extra]) => {
    const hour = wrong === 'hour' ? 24 + extra : 10
    const minute = wrong === 'minute' ? 60 + extra : 30
    const second = wrong === 'second' ? 60 + extra : 0
    const zone =
      wrong === 'offset hours'
        ? `+${two(24 + extra)}:00`
        : wrong === 'offset minutes'
          ? `-01:${two(60 + extra)}`
          : 'Z'
    return `${date}T${two(hour)}:${two(minute)}:${two(second)}.000${zone}`
  })

/** A valid file with one date field made impossible; the refusal must name that field. */
const impossibleDateInput = fc
  .integer({ min: 0, max: validJson.length - 1 })
  .chain((file) => fc.tuple(fc.constant(file), fc.constantFrom(...(datePaths[file] as Path[]))))
  .chain(([file, path]) =>
    // A journal entry's date is a date alone (a time there is refused for its shape).
    (path[path.length - 1] === 'date'
      ? impossibleDay
      : fc.oneof(impossibleDay, impossibleTime)
    ).map((value) => ({
      text: JSON.stringify(replaced(validJson[file] as Json, path, value)),
      field: formatPath(path),
    })),
  )

const blank = fc.string({
  unit: fc.constantFrom(' ', '\t', '\n', '\r', '\u00a0', '\u2003', '\u3000', '\ufeff'),
  maxLength: 12,
})

/** A character's or a campaign's name made empty or blank. */
const blankNameInput = fc
  .integer({ min: 0, max: validJson.length - 1 })
  .chain((file) => {
    const namePaths = (strictPaths[file] as Path[]).filter(
      (p) =>
        p.length === 4 &&
        p[0] === 'data' &&
        (p[1] === 'characters' || p[1] === 'campaigns') &&
        p[3] === 'name',
    )
    return fc.tuple(fc.constant(file), fc.constantFrom(...namePaths), blank)
  })
  .map(([file, path, name]) => ({
    text: JSON.stringify(replaced(validJson[file] as Json, path, name)),
    field: formatPath(path),
  }))

/** A key of some object written a second time in that object, anywhere in a valid file. */
const repeatedKeyInput = fc
  .integer({ min: 0, max: validJson.length - 1 })
  .chain((file) => {
    const json = validJson[file] as Json
    const withKeys = pathsOf(json).filter((p) => {
      const v = valueAt(json, p)
      return v !== null && typeof v === 'object' && !Array.isArray(v) && Object.keys(v).length > 0
    })
    return fc.constantFrom(...withKeys).chain((path) => {
      const keys = Object.keys(valueAt(json, path) as object)
      return fc.tuple(
        fc.constant(file),
        fc.constant(path),
        fc.constantFrom(...keys),
        fc.jsonValue({ maxDepth: 2 }),
      )
    })
  })
  .map(([file, path, key, value]) => {
    const json = structuredClone(validJson[file] as Json)
    const marker = '__repeated_key_marker__'
    ;(valueAt(json, path) as Record<string, Json>)[marker] = 0
    const text = JSON.stringify(json).replace(
      `"${marker}":0`,
      () => `${JSON.stringify(key)}:${JSON.stringify(value) ?? 'null'}`,
    )
    return { text, field: formatPath([...path, key]) }
  })

/** Refused, and one of the problems names `field`. */
function expectRefusedAt({ text, field }: { text: string; field: string }): void {
  expectRefused(text)
  const result = parseFile(text)
  expect(result.ok ? [] : result.problems.map((p) => p.path)).toContain(field)
}

describe('parseFile under fuzzing', () => {
  afterAll(() => {
    console.log(
      `parseFile fuzzing: ${tally.inputs} generated inputs, ${tally.exceptions} exceptions, ` +
        `${tally.refused} refused, ${tally.accepted} accepted (only character-level edits may stay valid); Object.prototype untouched`,
    )
    expect(tally.exceptions).toBe(0)
  })

  const invalid: [string, fc.Arbitrary<string>, number][] = [
    ['truncated valid exports', truncatedInput, 3_000],
    ['random JSON values and text', randomInput, 3_000],
    ['wrong types at every level', wrongTypeInput, 5_000],
    ['huge numbers', hugeNumberInput, 1_000],
    ['NaN and Infinity-like values', nanLikeInput, 1_000],
    ['deep nesting', deepInput, 300],
    ['huge arrays', hugeArrayInput, 40],
    ['prototype-pollution keys', pollutionInput, 2_000],
    ['unknown systems', unknownSystemInput, 500],
    ['newer format versions', newerFormatInput, 300],
  ]
  // Thousands of runs each: a correctness property, not a timing, so a slow shared machine
  // gets room beyond vitest's default 5 s.
  const propertyTimeout = 30_000
  for (const [name, arbitrary, numRuns] of invalid) {
    it(
      `refuses ${name}`,
      () => {
        fc.assert(
          fc.property(arbitrary, (text) => expectRefused(text)),
          { seed, numRuns },
        )
      },
      propertyTimeout,
    )
  }

  const refusedAtField: [string, fc.Arbitrary<{ text: string; field: string }>, number][] = [
    ['impossible dates in every date field, naming it', impossibleDateInput, 2_000],
    ['blank names of characters and campaigns, naming the field', blankNameInput, 500],
    ['a key repeated in any object, naming it', repeatedKeyInput, 1_000],
  ]
  for (const [name, arbitrary, numRuns] of refusedAtField) {
    it(`refuses ${name}`, () => {
      fc.assert(
        fc.property(arbitrary, (input) => expectRefusedAt(input)),
        { seed, numRuns },
      )
    })
  }

  it('handles character-level edits of valid files', () => {
    fc.assert(
      fc.property(mutatedInput, (text) => expectHandled(text)),
      { seed, numRuns: 3_000 },
    )
  })

  it('gives the same clear message for every newer format version', () => {
    const result = parseFile(JSON.stringify({ ...(validJson[0] as object), formatVersion: 8 }))
    expect(result.ok ? [] : result.problems).toEqual([
      {
        path: 'formatVersion',
        message:
          'This file was written by a newer Quillkeep (format 8); this version reads format 6.',
      },
    ])
  })
})
