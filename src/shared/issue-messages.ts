// Turns zod issues into problems a person can act on: the field's path and what was expected,
// with the allowed range or length taken from the schema ("expected a number from 5 to 15, got
// 20"). Pure TypeScript; the words are in locales/ (shared.issue), never zod's own English.
import type { z } from 'zod'
import type { PathSegment } from './safe-json'
import { text } from './text'

export interface PathProblem {
  path: PathSegment[]
  message: string
}

type Issue = z.core.$ZodIssue
type AnySchema = z.core.$ZodType

/** "data.characters[2].data.attributes.strong". */
export function formatPath(path: readonly PathSegment[]): string {
  let out = ''
  for (const segment of path) {
    if (typeof segment === 'number') out += `[${segment}]`
    else if (/^[A-Za-z_$][\w$-]*$/.test(segment)) out += out === '' ? segment : `.${segment}`
    else out += `[${JSON.stringify(segment)}]`
  }
  return out
}

/** One readable problem per issue; `input` is the value the schema was given. */
export function issueProblems(
  issues: readonly Issue[],
  schema: AnySchema,
  input: unknown,
  prefix: readonly PathSegment[] = [],
): PathProblem[] {
  return issues.map((issue) => {
    const path = issue.path.filter(
      (s): s is PathSegment => typeof s === 'string' || typeof s === 'number',
    )
    return { path: [...prefix, ...path], message: issueMessage(issue, schema, input, path) }
  })
}

function issueMessage(
  issue: Issue,
  root: AnySchema,
  input: unknown,
  path: readonly PathSegment[],
): string {
  const found = valueAt(input, path)
  const leaf = schemaAt(root, path)
  const expected = leaf ? expectation(leaf) : undefined
  const got = (expectation: string) =>
    found.present
      ? text('issue.expectedGot', { expected: expectation, value: describeValue(found.value) })
      : text('issue.expectedMissing', { expected: expectation })
  switch (issue.code) {
    case 'invalid_type':
    case 'invalid_union':
    case 'invalid_value':
      return got(expected ?? text('issue.expects.valid'))
    case 'too_big':
    case 'too_small': {
      if (issue.origin === 'number' || issue.origin === 'bigint' || issue.origin === 'int') {
        if (found.present && typeof found.value === 'number' && !Number.isFinite(found.value)) {
          return text('issue.tooLargeToStore', {
            expected: expected ?? text('issue.finiteNumber'),
          })
        }
        return got(expected ?? text('issue.numberInRange'))
      }
      const max = issue.code === 'too_big'
      const bound = Number(max ? issue.maximum : issue.minimum)
      const size = sizeOf(found.value)
      if (issue.origin === 'string') {
        if (!max && bound === 1) return text('issue.notEmpty')
        const counted = { bound: characters(bound), size: characters(size) }
        return text(max ? 'issue.textAtMostGot' : 'issue.textAtLeastGot', counted)
      }
      if (issue.origin === 'array' || issue.origin === 'set') {
        const counted = { bound: items(bound), size: items(size) }
        return text(max ? 'issue.listAtMostGot' : 'issue.listAtLeastGot', counted)
      }
      return got(expected ?? text('issue.expects.valid'))
    }
    case 'invalid_format':
      // A schema that words its own format ("expected a die such as 1d8") is read as it says.
      if (leaf && hasOwnFormatMessage(leaf)) return issue.message
      return found.present && typeof found.value === 'string'
        ? text('issue.wrongFormatGot', { value: describeValue(found.value) })
        : text('issue.wrongFormat')
    case 'unrecognized_keys':
      return text('issue.unknownFields', {
        count: issue.keys.length,
        keys: issue.keys.map((k) => JSON.stringify(k)).join(', '),
      })
    case 'invalid_key':
      return text('issue.keyNotAllowed')
    case 'not_multiple_of':
      return text('issue.multipleOf', {
        divisor: String(issue.divisor),
        value: found.present ? describeValue(found.value) : '',
      })
    case 'custom':
      // Our own schemas' refinements: their message is already read in the current locale.
      return issue.message
    default:
      return text('issue.notValid')
  }
}

/** Whether a string schema's format check (e.g. a regex) carries a message of its own. */
function hasOwnFormatMessage(schema: AnySchema): boolean {
  const checks = (def(unwrap(schema)) as { checks?: { _zod: { def: { error?: unknown } } }[] })
    .checks
  return (checks ?? []).some((check) => check._zod.def.error !== undefined)
}

const characters = (count: number) => text('count.characters', { count })
const items = (count: number) => text('count.items', { count })

function sizeOf(value: unknown): number {
  if (typeof value === 'string' || Array.isArray(value)) return value.length
  return 0
}

/** "20", "text \"abc\"", "a list", "an object", "null". */
function describeValue(value: unknown): string {
  if (value === null) return text('issue.value.null')
  if (Array.isArray(value)) return text('issue.value.list', { items: items(value.length) })
  switch (typeof value) {
    case 'number':
      return Number.isFinite(value) ? String(value) : text('issue.value.tooLarge')
    case 'string': {
      const shown = value.length > 40 ? `${value.slice(0, 40)}…` : value
      return text('issue.value.text', { text: JSON.stringify(shown) })
    }
    case 'boolean':
      return String(value)
    case 'object':
      return text('issue.value.object')
    default:
      return typeof value
  }
}

function valueAt(
  input: unknown,
  path: readonly PathSegment[],
): { present: boolean; value: unknown } {
  let node = input
  for (const key of path) {
    if (node === null || typeof node !== 'object') return { present: false, value: undefined }
    if (!Object.prototype.hasOwnProperty.call(node, key))
      return { present: false, value: undefined }
    node = (node as Record<PathSegment, unknown>)[key]
  }
  return { present: node !== undefined, value: node }
}

interface SchemaDef {
  type: string
  innerType?: AnySchema
  getter?: () => AnySchema
  in?: AnySchema
  shape?: Record<string, AnySchema>
  element?: AnySchema
  valueType?: AnySchema
  options?: AnySchema[]
  items?: AnySchema[]
  entries?: Record<string, unknown>
  values?: unknown[]
}

function def(schema: AnySchema): SchemaDef {
  return schema._zod.def
}

const wrapperTypes = new Set([
  'optional',
  'default',
  'prefault',
  'readonly',
  'catch',
  'nonoptional',
])

/** Strips wrappers that do not change what a value must look like (nullable is kept). */
function unwrap(schema: AnySchema): AnySchema {
  let current = schema
  for (let guard = 0; guard < 20; guard++) {
    const d = def(current)
    if (wrapperTypes.has(d.type) && d.innerType) current = d.innerType
    else if (d.type === 'lazy' && d.getter) current = d.getter()
    else if (d.type === 'pipe' && d.in) current = d.in
    else break
  }
  return current
}

/** The schema that validated the value at `path`, when it can be told. */
function schemaAt(root: AnySchema, path: readonly PathSegment[]): AnySchema | undefined {
  let current: AnySchema | undefined = unwrap(root)
  for (const key of path) {
    if (!current) return undefined
    current = child(current, key)
    if (current) current = unwrap(current)
  }
  return current
}

function child(schema: AnySchema, key: PathSegment): AnySchema | undefined {
  const d = def(schema)
  switch (d.type) {
    case 'object':
      return typeof key === 'string' && d.shape && Object.hasOwn(d.shape, key)
        ? d.shape[key]
        : undefined
    case 'array':
      return d.element
    case 'record':
      return d.valueType
    case 'tuple':
      return typeof key === 'number' ? d.items?.[key] : undefined
    case 'nullable':
      return d.innerType ? child(unwrap(d.innerType), key) : undefined
    case 'union':
      for (const option of d.options ?? []) {
        const found = child(unwrap(option), key)
        if (found) return found
      }
      return undefined
    default:
      return undefined
  }
}

interface NumberBounds {
  minValue?: number | null
  maxValue?: number | null
}
interface StringBounds {
  minLength?: number | null
  maxLength?: number | null
}

function finiteBound(value: number | null | undefined): number | undefined {
  return typeof value === 'number' && Math.abs(value) < Number.MAX_SAFE_INTEGER ? value : undefined
}

/** What a schema accepts, in words: "a number from 5 to 15", "text or null". */
function expectation(schema: AnySchema): string {
  const s = unwrap(schema)
  const d = def(s)
  switch (d.type) {
    case 'number':
    case 'int': {
      const bounds = s as unknown as NumberBounds
      const min = finiteBound(bounds.minValue)
      const max = finiteBound(bounds.maxValue)
      if (min !== undefined && max !== undefined)
        return text('issue.expects.numberFromTo', { min, max })
      if (min !== undefined) return text('issue.expects.numberAtLeast', { min })
      if (max !== undefined) return text('issue.expects.numberAtMost', { max })
      return text('issue.expects.number')
    }
    case 'string': {
      const bounds = s as unknown as StringBounds
      const max = finiteBound(bounds.maxLength)
      const min = finiteBound(bounds.minLength) ?? 0
      if (max !== undefined && min > 0)
        return text('issue.expects.textFromTo', { min, max: characters(max) })
      if (max !== undefined) return text('issue.expects.textAtMost', { max: characters(max) })
      if (min > 0) return text('issue.expects.textAtLeast', { min: characters(min) })
      return text('issue.expects.text')
    }
    case 'boolean':
      return text('issue.expects.boolean')
    case 'null':
      return text('issue.expects.null')
    case 'enum':
      return oneOf(Object.values(d.entries ?? {}))
    case 'literal':
      return oneOf(d.values ?? [])
    case 'array':
    case 'tuple':
      return text('issue.expects.list')
    case 'object':
    case 'record':
      return text('issue.expects.object')
    case 'nullable':
      return d.innerType
        ? text('issue.expects.orNull', { expected: expectation(d.innerType) })
        : text('issue.expects.valueOrNull')
    case 'union': {
      const options = (d.options ?? []).map(expectation)
      // z.json() is a union of every JSON type.
      if (options.length >= 6) return text('issue.expects.json')
      if (options.length === 0) return text('issue.expects.valid')
      return options.reduce((first, second) => text('issue.expects.either', { first, second }))
    }
    default:
      return text('issue.expects.valid')
  }
}

/** `"a"` for one value, `one of "a", "b"` for several. */
function oneOf(values: readonly unknown[]): string {
  return values.length === 1
    ? JSON.stringify(values[0])
    : text('issue.expects.oneOf', { values: values.map((v) => JSON.stringify(v)).join(', ') })
}
