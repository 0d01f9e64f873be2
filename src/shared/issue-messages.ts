// Turns zod issues into problems a person can act on: the field's path and what was expected,
// with the allowed range or length taken from the schema ("expected a number from 5 to 15, got
// 20"). Pure TypeScript.
import type { z } from 'zod'
import type { PathSegment } from './safe-json'
import { countOf } from '../systems/common/format'

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
  const got = found.present ? `got ${describeValue(found.value)}` : 'but it is missing'
  switch (issue.code) {
    case 'invalid_type':
    case 'invalid_union':
    case 'invalid_value':
      return expected ? `expected ${expected}, ${got}` : `${lowerFirst(issue.message)}`
    case 'too_big':
    case 'too_small': {
      if (issue.origin === 'number' || issue.origin === 'bigint' || issue.origin === 'int') {
        if (found.present && typeof found.value === 'number' && !Number.isFinite(found.value)) {
          return `expected ${expected ?? 'a finite number'}, got a number too large to store`
        }
        return `expected ${expected ?? 'a number in range'}, ${got}`
      }
      const bound = Number(issue.code === 'too_big' ? issue.maximum : issue.minimum)
      const limit = issue.code === 'too_big' ? 'at most' : 'at least'
      const size = sizeOf(found.value)
      if (issue.origin === 'string') {
        if (issue.code === 'too_small' && bound === 1) return 'must not be empty'
        return `expected text of ${limit} ${countOf(bound, 'character')}, got ${countOf(size, 'character')}`
      }
      if (issue.origin === 'array' || issue.origin === 'set') {
        return `expected ${limit} ${countOf(bound, 'item')}, got ${countOf(size, 'item')}`
      }
      return lowerFirst(issue.message)
    }
    case 'invalid_format':
      return found.present && typeof found.value === 'string'
        ? `${lowerFirst(issue.message)}, got ${describeValue(found.value)}`
        : lowerFirst(issue.message)
    case 'unrecognized_keys':
      return `unknown ${issue.keys.length === 1 ? 'field' : 'fields'} ${issue.keys.map((k) => JSON.stringify(k)).join(', ')}`
    case 'invalid_key':
      return `has a key that is not allowed: ${lowerFirst(issue.message)}`
    default:
      return lowerFirst(issue.message)
  }
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1)
}

function sizeOf(value: unknown): number {
  if (typeof value === 'string' || Array.isArray(value)) return value.length
  return 0
}

/** "20", "text \"abc\"", "a list", "an object", "null". */
function describeValue(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return `a list of ${countOf(value.length, 'item')}`
  switch (typeof value) {
    case 'number':
      return Number.isFinite(value) ? String(value) : 'a number too large to store'
    case 'string': {
      const shown = value.length > 40 ? `${value.slice(0, 40)}…` : value
      return `text ${JSON.stringify(shown)}`
    }
    case 'boolean':
      return String(value)
    case 'object':
      return 'an object'
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
      if (min !== undefined && max !== undefined) return `a number from ${min} to ${max}`
      if (min !== undefined) return `a number of at least ${min}`
      if (max !== undefined) return `a number of at most ${max}`
      return 'a number'
    }
    case 'string': {
      const bounds = s as unknown as StringBounds
      const max = finiteBound(bounds.maxLength)
      const min = finiteBound(bounds.minLength) ?? 0
      if (max !== undefined && min > 0) return `text of ${min} to ${countOf(max, 'character')}`
      if (max !== undefined) return `text of at most ${countOf(max, 'character')}`
      if (min > 0) return `text of at least ${countOf(min, 'character')}`
      return 'text'
    }
    case 'boolean':
      return 'true or false'
    case 'null':
      return 'null'
    case 'enum': {
      const values = Object.values(d.entries ?? {})
      return values.length === 1
        ? JSON.stringify(values[0])
        : `one of ${values.map((v) => JSON.stringify(v)).join(', ')}`
    }
    case 'literal': {
      const values = d.values ?? []
      return values.length === 1
        ? JSON.stringify(values[0])
        : `one of ${values.map((v) => JSON.stringify(v)).join(', ')}`
    }
    case 'array':
    case 'tuple':
      return 'a list'
    case 'object':
    case 'record':
      return 'an object'
    case 'nullable':
      return d.innerType ? `${expectation(d.innerType)} or null` : 'a value or null'
    case 'union': {
      const options = (d.options ?? []).map(expectation)
      // z.json() is a union of every JSON type.
      if (options.length >= 6) return 'a JSON value'
      return options.join(' or ')
    }
    default:
      return 'a valid value'
  }
}
