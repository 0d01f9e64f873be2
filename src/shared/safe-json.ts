// Safe JSON reading for files from outside: size and nesting limits checked before parsing, and
// keys that could reach an object's prototype refused. Never throws. Pure TypeScript.

export interface JsonLimits {
  /** Longest text read, in UTF-16 code units (about bytes for JSON). */
  maxChars: number
  /** Deepest nesting of arrays and objects. */
  maxDepth: number
}

/** Generous for a full backup (main writes backups up to 200 MB), cheap for anything hostile. */
export const jsonLimits: JsonLimits = { maxChars: 200_000_000, maxDepth: 64 }

/** Keys refused anywhere in a file: they can change how objects behave when copied. */
export const forbiddenKeys: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype'])

export type PathSegment = string | number

export interface JsonProblem {
  path: PathSegment[]
  message: string
}

export type SafeJsonResult = { ok: true; value: unknown } | { ok: false; problems: JsonProblem[] }

const maxKeyProblems = 20

/** Parses `text` as JSON within `limits`, refusing prototype keys. */
export function parseJsonSafely(text: unknown, limits: JsonLimits = jsonLimits): SafeJsonResult {
  if (typeof text !== 'string') return fail('expected the text of a file')
  // Editors on Windows may add a byte-order mark, which JSON.parse rejects.
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text
  if (body.length > limits.maxChars) {
    return fail(
      `the file is too large (${megabytes(body.length)}; the limit is ${megabytes(limits.maxChars)})`,
    )
  }
  if (body.trim() === '') return fail('the file is empty')
  const depth = nestingDepth(body, limits.maxDepth)
  if (depth > limits.maxDepth) {
    return fail(
      `the file nests deeper than ${limits.maxDepth} levels, which no Quillkeep file does`,
    )
  }
  let value: unknown
  try {
    value = JSON.parse(body)
  } catch (error) {
    return fail(jsonErrorMessage(error))
  }
  const problems = forbiddenKeyProblems(value)
  return problems.length > 0 ? { ok: false, problems } : { ok: true, value }
}

function fail(message: string): SafeJsonResult {
  return { ok: false, problems: [{ path: [], message }] }
}

function megabytes(chars: number): string {
  return `${(chars / (1024 * 1024)).toFixed(1).replace(/\.0$/, '')} MB`
}

/**
 * Deepest nesting of brackets outside strings, stopping once past `stopAbove`. Linear and
 * allocation-free, so deeply nested hostile input is refused before JSON.parse builds it.
 */
export function nestingDepth(text: string, stopAbove: number): number {
  let depth = 0
  let deepest = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    if (inString) {
      if (code === 0x5c)
        i++ // backslash: skip the escaped character
      else if (code === 0x22) inString = false
    } else if (code === 0x22) {
      inString = true
    } else if (code === 0x5b || code === 0x7b) {
      depth++
      if (depth > deepest) {
        deepest = depth
        if (deepest > stopAbove) return deepest
      }
    } else if (code === 0x5d || code === 0x7d) {
      depth--
    }
  }
  return deepest
}

function jsonErrorMessage(error: unknown): string {
  const detail = error instanceof Error ? error.message : String(error)
  if (/end of JSON input|Unterminated/i.test(detail)) {
    return `the file ends too early: it is not complete JSON, perhaps cut off while copying (${detail})`
  }
  return `the file is not valid JSON (${detail})`
}

/** Walks the parsed value (depth is already bounded) and lists forbidden keys with their paths. */
function forbiddenKeyProblems(root: unknown): JsonProblem[] {
  const problems: JsonProblem[] = []
  const stack: { value: unknown; path: PathSegment[] }[] = [{ value: root, path: [] }]
  while (stack.length > 0 && problems.length < maxKeyProblems) {
    const { value, path } = stack.pop() as { value: unknown; path: PathSegment[] }
    if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) {
        const item: unknown = value[i]
        if (item !== null && typeof item === 'object')
          stack.push({ value: item, path: [...path, i] })
      }
    } else if (value !== null && typeof value === 'object') {
      for (const key of Object.keys(value)) {
        if (forbiddenKeys.has(key)) {
          problems.push({
            path: [...path, key],
            message: `the key "${key}" is not allowed in a Quillkeep file`,
          })
          continue
        }
        const item: unknown = (value as Record<string, unknown>)[key]
        if (item !== null && typeof item === 'object') {
          stack.push({ value: item, path: [...path, key] })
        }
      }
    }
  }
  return problems
}
