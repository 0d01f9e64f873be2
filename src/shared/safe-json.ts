// Safe JSON reading for files from outside: size and nesting limits checked before parsing, keys
// that could reach an object's prototype refused, and keys repeated in one object refused (JSON.parse
// would silently keep the last). Never throws. Pure TypeScript.
import { maxFileBytes } from './ipc-channels'
import { formatMegabytes } from './sizes'
import { messageOf } from './errors'
import { text as say } from './text'

export interface JsonLimits {
  /** Longest text read, in UTF-16 code units (about bytes for JSON). */
  maxChars: number
  /** Deepest nesting of arrays and objects. */
  maxDepth: number
}

/** A file's text may be as long as the largest file Quillkeep reads or writes (maxFileBytes). */
export const jsonLimits: JsonLimits = { maxChars: maxFileBytes, maxDepth: 64 }

/** Keys refused anywhere in a file: they can change how objects behave when copied. */
const forbiddenKeys: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype'])

export type PathSegment = string | number

export interface JsonProblem {
  path: PathSegment[]
  message: string
}

export type SafeJsonResult = { ok: true; value: unknown } | { ok: false; problems: JsonProblem[] }

/** Key problems listed at most; the rest are counted in one last problem. */
export const maxKeyProblems = 20

/** Parses `text` as JSON within `limits`, refusing prototype keys and repeated keys. */
export function parseJsonSafely(text: unknown, limits: JsonLimits = jsonLimits): SafeJsonResult {
  if (typeof text !== 'string') return fail(say('json.notText'))
  // Editors on Windows may add a byte-order mark, which JSON.parse rejects.
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text
  if (body.length > limits.maxChars) {
    return fail(
      say('json.tooLarge', {
        size: formatMegabytes(body.length),
        limit: formatMegabytes(limits.maxChars),
      }),
    )
  }
  // (A test for any non-space, not trim(): no copy of a large file is made.)
  if (!/\S/.test(body)) return fail(say('json.empty'))
  // One pass over the text before JSON.parse builds anything: nesting depth and object keys.
  const scan = scanJsonText(body, limits.maxDepth)
  if (scan.deepest > limits.maxDepth) {
    return fail(say('json.tooDeep', { depth: limits.maxDepth }))
  }
  let value: unknown
  try {
    value = JSON.parse(body)
  } catch (error) {
    return fail(jsonErrorMessage(error, body))
  }
  // The scan's findings are only sound for valid JSON, so they are read after JSON.parse.
  return scan.keyProblems.length > 0
    ? { ok: false, problems: scan.keyProblems }
    : { ok: true, value }
}

function fail(message: string): SafeJsonResult {
  return { ok: false, problems: [{ path: [], message }] }
}

// JSON.parse's own message is the engine's English; only where it stopped is kept, as a line and
// column ("at position 41" in V8's message).
function jsonErrorMessage(error: unknown, body: string): string {
  const detail = messageOf(error)
  const early = /end of JSON input|Unterminated/i.test(detail)
  const position = /position (\d+)/.exec(detail)
  if (!position) return say(early ? 'json.endsEarly' : 'json.invalid')
  const at = Math.min(Number(position[1]), body.length)
  const before = body.slice(0, at)
  const line = before.split('\n').length
  const column = at - before.lastIndexOf('\n')
  return say(early ? 'json.endsEarlyAt' : 'json.invalidAt', { line, column })
}

export interface JsonTextScan {
  /** Deepest nesting of arrays and objects; the scan stops once past `stopAbove`. */
  deepest: number
  /** Forbidden and repeated keys with their paths, at most `maxKeyProblems` and a count of the rest. */
  keyProblems: JsonProblem[]
}

const quote = 0x22
const backslash = 0x5c
const openBrace = 0x7b
const closeBrace = 0x7d
const openBracket = 0x5b
const closeBracket = 0x5d
const comma = 0x2c
const space = 0x20
const newline = 0x0a

/** Forbidden and repeated keys found by the scan, with their paths; only ever touched for those. */
class KeyProblems {
  readonly listed: JsonProblem[] = []
  /** How often each repeated key listed appears, by its index in `listed`. */
  private readonly times: number[] = []
  private unlisted = 0
  /** Per depth, the current object's repeated keys: the index of their problem, or -1. */
  private readonly repeatedAt: Map<string, number>[] = []

  constructor(
    private readonly objectAt: boolean[],
    private readonly keyAt: string[],
    private readonly indexAt: number[],
  ) {}

  /** Called when an object opens at `depth`. */
  opened(depth: number): void {
    const repeated = this.repeatedAt[depth]
    if (repeated && repeated.size > 0) repeated.clear()
  }

  forbidden(depth: number, key: string): void {
    this.add(depth, key, say('json.keyNotAllowed', { key: JSON.stringify(key) }))
  }

  repeated(depth: number, key: string): void {
    let repeated = this.repeatedAt[depth]
    if (!repeated) {
      repeated = new Map()
      this.repeatedAt[depth] = repeated
    }
    const at = repeated.get(key)
    if (at === undefined) {
      const added = this.add(depth, key, repeatedKeyMessage(key, 2))
      if (added >= 0) this.times[added] = 2
      repeated.set(key, added)
    } else if (at >= 0) {
      // A third or later time: the problem already listed says how often.
      const count = (this.times[at] ?? 2) + 1
      this.times[at] = count
      ;(this.listed[at] as JsonProblem).message = repeatedKeyMessage(key, count)
    }
  }

  /** All problems, the unlisted ones counted in a last one. */
  all(): JsonProblem[] {
    if (this.unlisted === 0) return this.listed
    return [...this.listed, { path: [], message: say('json.moreKeys', { count: this.unlisted }) }]
  }

  private add(depth: number, key: string, message: string): number {
    if (this.listed.length >= maxKeyProblems) {
      this.unlisted++
      return -1
    }
    const path: PathSegment[] = []
    for (let level = 1; level < depth; level++) {
      path.push(
        this.objectAt[level] ? (this.keyAt[level] as string) : (this.indexAt[level] as number),
      )
    }
    path.push(key)
    return this.listed.push({ path, message }) - 1
  }
}

/** Objects up to this many keys are checked against a short list; longer ones use a set. */
const shortObjectKeys = 8

/**
 * One linear pass over JSON text that builds no values: the deepest nesting, and every object
 * key that is forbidden or repeated in its object (keys compared decoded, so "a" and "\u0061"
 * are the same key). Only keys are read; other strings are skipped with indexOf. Sound for valid
 * JSON; on anything else it stops or guesses, and never throws (JSON.parse reports the text).
 */
export function scanJsonText(text: string, stopAbove: number): JsonTextScan {
  // The open container at `depth`: an object (whether a key comes next, the current key, the
  // keys so far) or an array (the current index). Its ancestors' state is saved by depth. Hot
  // state stays in locals, which no closure captures.
  let depth = 0
  let deepest = 0
  let inObject = false
  let keyNext = false
  let key = ''
  let index = 0
  let keyCount = 0
  const objectAt: boolean[] = [false]
  const keyAt: string[] = ['']
  const indexAt: number[] = [0]
  const keyCountAt: number[] = [0]
  // Keys so far, per depth (one object at a time is open at each depth, so these are reused):
  // the first few in a list, all of them in a set once there are more.
  const shortAt: string[][] = [[]]
  const seenAt: Set<string>[] = [new Set()]
  let short = shortAt[0] as string[]
  let seen = seenAt[0] as Set<string>
  const problems = new KeyProblems(objectAt, keyAt, indexAt)
  // Indentation as Quillkeep writes it (two spaces a level), skipped in one step.
  const indents: string[] = []

  // Where the next backslash is (length when none), found again only once passed: linear.
  let nextBackslash = -1
  const length = text.length
  for (let i = 0; i < length; i++) {
    const code = text.charCodeAt(i)
    if (code <= space) {
      if (code === newline && depth > 1) {
        const indent = (indents[depth] ??= ' '.repeat(2 * (depth - 1)))
        if (text.startsWith(indent, i + 1)) i += indent.length
      }
      continue
    }
    if (code === quote) {
      let end = text.indexOf('"', i + 1)
      if (end === -1) break // unterminated: JSON.parse says so
      if (nextBackslash <= i) {
        nextBackslash = text.indexOf('\\', i + 1)
        if (nextBackslash === -1) nextBackslash = length
      }
      const escaped = nextBackslash < end
      if (escaped) {
        // The closing quote is the first one not preceded by an odd run of backslashes.
        for (;;) {
          let slashes = 0
          while (text.charCodeAt(end - 1 - slashes) === backslash) slashes++
          if (slashes % 2 === 0) break
          end = text.indexOf('"', end + 1)
          if (end === -1) break
        }
        if (end === -1) break
      }
      if (keyNext) {
        keyNext = false
        key = escaped ? decodedKey(text, i, end) : text.slice(i + 1, end)
        if ((key.length === 9 || key.length === 11) && forbiddenKeys.has(key)) {
          problems.forbidden(depth, key)
        } else if (keyCount < shortObjectKeys) {
          let repeated = false
          for (let k = 0; k < keyCount; k++) {
            if (short[k] === key) {
              repeated = true
              break
            }
          }
          if (repeated) problems.repeated(depth, key)
          else {
            short[keyCount++] = key
            if (keyCount === shortObjectKeys) {
              seen.clear()
              for (const known of short) seen.add(known)
            }
          }
        } else {
          const size = seen.size
          seen.add(key)
          if (seen.size === size) problems.repeated(depth, key)
        }
      }
      i = end
    } else if (code === comma) {
      if (inObject) keyNext = true
      else index++
    } else if (code === openBrace || code === openBracket) {
      objectAt[depth] = inObject
      keyAt[depth] = key
      indexAt[depth] = index
      keyCountAt[depth] = keyCount
      depth++
      if (depth > deepest) {
        deepest = depth
        if (deepest > stopAbove) break
        if (seenAt.length <= depth) {
          shortAt.push(new Array<string>(shortObjectKeys).fill(''))
          seenAt.push(new Set())
        }
      }
      inObject = code === openBrace
      keyNext = inObject
      key = ''
      index = 0
      keyCount = 0
      short = shortAt[depth] as string[]
      seen = seenAt[depth] as Set<string>
      if (inObject) problems.opened(depth)
    } else if (code === closeBrace || code === closeBracket) {
      if (depth === 0) continue
      depth--
      inObject = objectAt[depth] as boolean
      keyNext = false
      key = keyAt[depth] as string
      index = indexAt[depth] as number
      keyCount = keyCountAt[depth] as number
      short = shortAt[depth] as string[]
      seen = seenAt[depth] as Set<string>
    }
  }
  return { deepest, keyProblems: problems.all() }
}

function repeatedKeyMessage(key: string, times: number): string {
  const quoted = JSON.stringify(key)
  return times === 2
    ? say('json.repeatedTwice', { key: quoted })
    : say('json.repeated', { key: quoted, count: times })
}

/** The key between the quotes at `open` and `close`, with its escapes decoded. */
function decodedKey(text: string, open: number, close: number): string {
  const raw = text.slice(open + 1, close)
  if (raw.indexOf('\\') === -1) return raw
  try {
    const decoded: unknown = JSON.parse(text.slice(open, close + 1))
    return typeof decoded === 'string' ? decoded : raw
  } catch {
    return raw // a bad escape: JSON.parse refuses the whole text
  }
}
