// Field-level differences for the conflict review screen (#24): the rules on real records, and two
// properties over any JSON: a body never differs from itself, and the listed changes are all of it.
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { sampleCampaign, sampleCharacter, sampleJournal } from '../file-fixtures'
import { describePath, fieldDiff, type FieldChange } from './field-diff'

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }

const clone = <T>(value: T): T => structuredClone(value)

describe('fieldDiff', () => {
  it('lists a changed attribute and a renamed character, and not updatedAt', () => {
    const mine = sampleCharacter('symbaroum')
    const theirs = clone(mine)
    theirs.name = 'Tova'
    ;(theirs.data as { attributes: { strong: number } }).attributes.strong = 13
    theirs.updatedAt = '2026-11-27T10:00:00.000Z'
    expect(fieldDiff(mine, theirs)).toEqual([
      { path: ['name'], mine: 'Sample Symbaroum', theirs: 'Tova' },
      { path: ['data', 'attributes', 'strong'], mine: 10, theirs: 13 },
    ])
  })

  it('a record that differs only in updatedAt has no differences', () => {
    const mine = sampleCampaign()
    expect(fieldDiff(mine, { ...mine, updatedAt: '2030-01-01T00:00:00.000Z' })).toEqual([])
  })

  it('one item added to a list of items with ids is one change, with the item', () => {
    const mine = {
      equipment: [
        { id: 'a', name: 'Rope' },
        { id: 'b', name: 'Torch' },
      ],
    }
    const theirs = clone(mine)
    theirs.equipment.push({ id: 'c', name: 'Lantern' })
    theirs.equipment[0]!.name = 'Long rope'
    expect(fieldDiff(mine, theirs)).toEqual([
      { path: ['equipment', 'id=a', 'name'], mine: 'Rope', theirs: 'Long rope' },
      { path: ['equipment', 'id=c'], mine: undefined, theirs: { id: 'c', name: 'Lantern' } },
    ])
  })

  it('an item removed from the front does not shift the rest', () => {
    const mine = {
      ledger: [
        { id: 'x', amount: 1 },
        { id: 'y', amount: 2 },
        { id: 'z', amount: 3 },
      ],
    }
    const theirs = { ledger: mine.ledger.slice(1) }
    expect(fieldDiff(mine, theirs)).toEqual([
      { path: ['ledger', 'id=x'], mine: { id: 'x', amount: 1 }, theirs: undefined },
    ])
  })

  it('each side appending its own item reads as one removed and one added', () => {
    const base = [{ id: 'a', n: 1 }]
    const mine = { items: [...base, { id: 'm', n: 2 }] }
    const theirs = { items: [...base, { id: 't', n: 3 }] }
    expect(fieldDiff(mine, theirs).map((c) => c.path.join('/'))).toEqual([
      'items/id=m',
      'items/id=t',
    ])
  })

  it('a reordered list of items falls back to positions: nothing is hidden', () => {
    const mine = { items: [{ id: 'a' }, { id: 'b' }] }
    const theirs = { items: [{ id: 'b' }, { id: 'a' }] }
    expect(fieldDiff(mine, theirs)).toEqual([
      { path: ['items', '0', 'id'], mine: 'a', theirs: 'b' },
      { path: ['items', '1', 'id'], mine: 'b', theirs: 'a' },
    ])
  })

  it('a list of plain values (tags) is one field', () => {
    const mine = sampleJournal('entry-1', 'campaign-1', [])
    const theirs = { ...clone(mine), tags: ['lore', 'davokar'] }
    expect(fieldDiff({ ...mine, tags: ['davokar'] }, theirs)).toEqual([
      { path: ['tags'], mine: ['davokar'], theirs: ['lore', 'davokar'] },
    ])
  })

  it('a field on one side only, and a value against another type', () => {
    expect(fieldDiff({ a: 1, portrait: 'abc' }, { a: { b: 1 } })).toEqual([
      { path: ['a'], mine: 1, theirs: { b: 1 } },
      { path: ['portrait'], mine: 'abc', theirs: undefined },
    ])
  })

  it('updatedAt is only left out at the top of a record', () => {
    expect(fieldDiff({ x: { updatedAt: 1 } }, { x: { updatedAt: 2 } })).toEqual([
      { path: ['x', 'updatedAt'], mine: 1, theirs: 2 },
    ])
  })
})

describe('describePath', () => {
  it('humanises keys and leaves out a character’s data', () => {
    const c = sampleCharacter('symbaroum')
    expect(describePath(['data', 'attributes', 'strong'], c, c)).toEqual(['Attributes', 'Strong'])
    expect(describePath(['rewardCarry', 'symbaroum:xp'], {}, {})).toEqual([
      'Reward carry',
      'Symbaroum:xp',
    ])
  })

  it('names a list item by its name, from either side, else by its id or position', () => {
    const mine = { equipment: [{ id: 'a', name: 'Rope' }], log: [{ x: 1 }, { x: 2 }] }
    const theirs = {
      equipment: [
        { id: 'a', name: 'Rope' },
        { id: 'c', title: 'Lantern' },
      ],
    }
    expect(describePath(['equipment', 'id=a', 'name'], mine, theirs)).toEqual([
      'Equipment',
      'Rope',
      'Name',
    ])
    expect(describePath(['equipment', 'id=c'], mine, theirs)).toEqual(['Equipment', 'Lantern'])
    expect(describePath(['equipment', 'id=q'], mine, theirs)).toEqual(['Equipment', 'q'])
    expect(describePath(['log', '1', 'x'], mine, theirs)).toEqual(['Log', '#2', 'X'])
  })
})

// --- properties -------------------------------------------------------------------------------

const deleted = Symbol('deleted')

/** Puts `value` at `path` in `root` (undefined removes it); returns the new root. */
function put(root: unknown, path: string[], value: unknown): unknown {
  if (path.length === 0) return value === undefined ? deleted : value
  const [segment, ...rest] = path as [string, ...string[]]
  if (Array.isArray(root)) {
    let index = segment.startsWith('id=')
      ? root.findIndex((item: { id?: unknown }) => item?.id === segment.slice(3))
      : Number(segment)
    if (index === -1) index = root.length
    root[index] = put(root[index], rest, value)
    return root
  }
  const object = root as Record<string, unknown>
  const next = put(object[segment], rest, value)
  if (next === deleted) delete object[segment]
  else object[segment] = next
  return root
}

/** Drops the items put() marked as removed from every array. */
function sweep(value: unknown): unknown {
  if (Array.isArray(value)) return value.filter((item) => item !== deleted).map(sweep)
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, sweep(v)]))
  return value
}

function apply(mine: unknown, changes: FieldChange[]): unknown {
  let root: unknown = clone(mine)
  for (const change of changes) root = put(root, change.path, clone(change.theirs))
  return sweep(root)
}

/** JSON as records look: objects with arrays of items that carry ids, edited on two sides. */
const leaf = fc.oneof(fc.integer({ min: -3, max: 3 }), fc.constantFrom('a', 'b', ''), fc.boolean())
const item = fc.record({ id: fc.constantFrom('i1', 'i2', 'i3', 'i4'), n: leaf, name: leaf })
const items = fc.uniqueArray(item, { selector: (i) => i.id, maxLength: 4 })
const recordLike: fc.Arbitrary<Json> = fc.letrec<{ node: Json }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small' },
    leaf,
    items as fc.Arbitrary<Json>,
    fc.array(leaf, { maxLength: 3 }),
    fc.dictionary(fc.constantFrom('x', 'y', 'z', 'id', 'updatedAt'), tie('node'), { maxKeys: 3 }),
    fc.array(tie('node'), { maxLength: 3 }),
  ),
})).node
const body = fc.oneof(fc.jsonValue() as fc.Arbitrary<Json>, recordLike)

/** A record without its top-level updatedAt, which fieldDiff leaves out on purpose. */
function withoutBookkeeping(value: unknown): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value
  const { updatedAt: _, ...rest } = value as Record<string, unknown>
  return rest
}

describe('fieldDiff properties', () => {
  it('a body never differs from itself', () => {
    fc.assert(
      fc.property(body, (a) => {
        expect(fieldDiff(a, clone(a))).toEqual([])
      }),
      {
        numRuns: 500,
      },
    )
  })

  it('putting theirs’ values at the listed paths into mine gives theirs', () => {
    fc.assert(
      fc.property(body, body, (mine, theirs) => {
        const changes = fieldDiff(mine, theirs)
        expect(withoutBookkeeping(apply(mine, changes))).toEqual(withoutBookkeeping(theirs))
      }),
      { numRuns: 1000 },
    )
  })

  it('so does an edit of a record on two devices (lists of items, appended and removed)', () => {
    const edit = fc.record({ name: leaf, equipment: items, tags: fc.array(leaf, { maxLength: 3 }) })
    fc.assert(
      fc.property(edit, edit, (a, b) => {
        const mine = { ...sampleCharacter('symbaroum'), ...a }
        const theirs = { ...sampleCharacter('symbaroum'), ...b, updatedAt: 'later' }
        expect(withoutBookkeeping(apply(mine, fieldDiff(mine, theirs)))).toEqual(
          withoutBookkeeping(theirs),
        )
      }),
      { numRuns: 500 },
    )
  })
})
