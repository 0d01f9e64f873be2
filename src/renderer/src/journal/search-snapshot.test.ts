import fc from 'fast-check'
import MiniSearch from 'minisearch'
import { describe, expect, it } from 'vitest'
import {
  LazyTermData,
  SnapshotRestore,
  SnapshotWriter,
  addDocuments,
  packSnapshot,
  restoreSnapshot,
  snapshotOf,
  supportsSnapshots,
  unpackSnapshot,
  type IndexSnapshot,
  type PackedSnapshot,
} from './search-snapshot'
import '../testing/cloneable-blob'

interface Doc {
  id: string
  title: string
  body: string
  tagList: string[]
}
const options = {
  fields: ['title', 'body'],
  storeFields: ['tagList'],
  // Stop words dropped, as the journal's processTerm does.
  processTerm: (term: string) =>
    ['the', 'a'].includes(term.toLowerCase()) ? null : term.toLowerCase(),
}
const vocabulary = [
  'the',
  'a',
  'wolf',
  'wolves',
  'woe',
  'bridge',
  'brine',
  'kaelen',
  'ka',
  'k',
  'élan',
  '3rd',
]
const docArb = fc.record({
  title: fc.array(fc.constantFrom(...vocabulary), { maxLength: 4 }).map((w) => w.join(' ')),
  body: fc.array(fc.constantFrom(...vocabulary), { maxLength: 30 }).map((w) => w.join(' ')),
  tagList: fc.array(fc.constantFrom('loot', 'npc'), { maxLength: 2 }),
})
const docsArb = fc
  .array(docArb, { minLength: 1, maxLength: 25 })
  .map((docs) => docs.map((d, i): Doc => ({ id: `d${i}`, ...d })))

/** MiniSearch's JSON of an index, its terms sorted (a tree's order depends on insertion order). */
const json = (mini: MiniSearch<Doc>) => {
  const value = JSON.parse(JSON.stringify(mini)) as { index: [string, unknown][] }
  value.index.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  return JSON.stringify(value)
}
/** A snapshot with its terms (and their postings) in sorted order. */
const sorted = (snapshot: IndexSnapshot) => {
  const restored = new MiniSearch<Doc>(options)
  restoreSnapshot(restored, snapshot)
  return { ...snapshot, terms: '', postings: null, index: json(restored) }
}
const built = (docs: Doc[]) => {
  const mini = new MiniSearch<Doc>(options)
  mini.addAll(docs)
  return mini
}
const queries = ['wolf', 'wol', 'bridge kaelen', 'élan', '3rd', 'b', 'nothing']
const answers = (mini: MiniSearch<Doc>) =>
  queries.map((q) => mini.search(q, { prefix: true }).map((r) => [r.id, r.score.toFixed(9)]))

describe('addDocuments', () => {
  it('builds exactly the index that MiniSearch.addAll builds', () => {
    fc.assert(
      fc.property(docsArb, (docs) => {
        const fast = new MiniSearch<Doc>(options)
        expect(supportsSnapshots(fast)).toBe(true)
        addDocuments(fast, docs, (d) => d.id)
        expect(json(fast)).toBe(json(built(docs)))
      }),
    )
  })

  it('refuses an id already in the index', () => {
    const mini = built([{ id: 'd0', title: 'wolf', body: '', tagList: [] }])
    expect(() =>
      addDocuments(mini, [{ id: 'd0', title: '', body: '', tagList: [] }], (d) => d.id),
    ).toThrow(/duplicate/)
  })
})

describe('snapshots', () => {
  it('restore to an index that serialises and searches as the original', () => {
    fc.assert(
      fc.property(docsArb, (docs) => {
        const original = built(docs)
        const restored = new MiniSearch<Doc>(options)
        expect(restoreSnapshot(restored, structuredClone(snapshotOf(original)))).toBe(true)
        expect(answers(restored)).toEqual(answers(original))
        expect(json(restored)).toBe(json(original))
      }),
    )
  })

  it('keep the terms encoded until a search reads them', () => {
    const original = built([
      { id: 'd0', title: 'wolf', body: 'bridge brine', tagList: [] },
      { id: 'd1', title: 'woe', body: 'bridge', tagList: [] },
    ])
    const restored = new MiniSearch<Doc>(options)
    restoreSnapshot(restored, snapshotOf(original))
    const tree = (restored as unknown as { _index: Map<string, LazyTermData> })._index
    const encoded = () =>
      ['wolf', 'woe', 'bridge', 'brine'].filter((t) => tree.get(t)!.encoded() !== null)
    expect(encoded()).toEqual(['wolf', 'woe', 'bridge', 'brine'])
    expect(restored.search('bridge').map((r) => r.id)).toEqual(['d1', 'd0'])
    expect(encoded()).toEqual(['wolf', 'woe', 'brine'])
  })

  it('take edits after a restore like the original does', () => {
    fc.assert(
      fc.property(docsArb, docArb, (docs, changed) => {
        const original = built(docs)
        const restored = new MiniSearch<Doc>(options)
        restoreSnapshot(restored, snapshotOf(original))
        for (const mini of [original, restored]) {
          mini.discard('d0')
          mini.add({ id: 'd0', ...changed })
          mini.add({ id: 'new', ...changed })
        }
        expect(answers(restored)).toEqual(answers(original))
      }),
    )
  })

  it('leave out discarded documents, and the restored index searches as the original', () => {
    fc.assert(
      fc.property(docsArb, docArb, (docs, changed) => {
        const original = built(docs)
        original.discard('d0')
        original.add({ id: 'd0', ...changed })
        const snapshot = snapshotOf(original)
        expect(snapshot.ids).not.toContain(undefined)
        expect(snapshot.ids.filter((id) => id === 'd0')).toHaveLength(1)
        const restored = new MiniSearch<Doc>(options)
        restoreSnapshot(restored, snapshot)
        expect(restored.documentCount).toBe(original.documentCount)
        expect(answers(restored)).toEqual(answers(original))
      }),
    )
  })

  it('written a slice at a time equal the snapshot written at once', () => {
    fc.assert(
      fc.property(docsArb, fc.integer({ min: 1, max: 5 }), (docs, slice) => {
        const mini = built(docs)
        const writer = new SnapshotWriter(mini)
        if (!writer.done) expect(() => writer.snapshot()).toThrow(/not finished/)
        while (!writer.done) {
          writer.step(slice)
        }
        expect(writer.snapshot()).toEqual(snapshotOf(mini))
      }),
    )
  })

  it('restored a slice at a time equal the snapshot restored at once', () => {
    fc.assert(
      fc.property(docsArb, fc.integer({ min: 1, max: 5 }), (docs, slice) => {
        const snapshot = snapshotOf(built(docs))
        const atOnce = new MiniSearch<Doc>(options)
        restoreSnapshot(atOnce, snapshot)
        const inSlices = new MiniSearch<Doc>(options)
        const restore = SnapshotRestore.start(inSlices, snapshot)!
        let steps = 0
        while (!restore.done) {
          restore.step(slice)
          steps++
        }
        // One slice of `slice` terms per step, never all of them at once (unless they fit).
        const termCount = snapshot.terms === '' ? 0 : snapshot.terms.split('\n').length
        expect(steps).toBe(Math.ceil(termCount / slice))
        expect(json(inSlices)).toBe(json(atOnce))
        expect(SnapshotRestore.start(new MiniSearch<Doc>(options), 'not a snapshot')).toBeNull()
      }),
    )
  })

  it('copy undecoded terms as they are when written again', () => {
    const docs = [
      { id: 'd0', title: 'wolf', body: 'bridge brine', tagList: ['npc'] },
      { id: 'd1', title: 'woe', body: 'bridge', tagList: [] },
    ]
    const first = snapshotOf(built(docs))
    const restored = new MiniSearch<Doc>(options)
    restoreSnapshot(restored, first)
    const again = snapshotOf(restored)
    expect(again.postings.length).toBe(first.postings.length)
    expect(sorted(again)).toEqual(sorted(first))
  })

  it('are refused when malformed, leaving the index empty', () => {
    const good = snapshotOf(built([{ id: 'd0', title: 'wolf', body: 'bridge', tagList: [] }]))
    const bad: unknown[] = [
      null,
      'a JSON index',
      { ...good, postings: good.postings.slice(0, -1) },
      { ...good, postings: Uint32Array.from([...good.postings, 0]) },
      { ...good, terms: `${good.terms}\nextra` },
      { ...good, ids: [] },
      { ...good, stored: [null] },
      { ...good, fieldLengths: new Uint32Array(1) },
      { ...good, documentCount: 2 },
      { ...good, shortIds: [0] },
    ]
    for (const snapshot of bad) {
      const mini = new MiniSearch<Doc>(options)
      expect(restoreSnapshot(mini, snapshot)).toBe(false)
      expect(mini.documentCount).toBe(0)
    }
  })

  it('of an empty index restore to an empty index', () => {
    const mini = new MiniSearch<Doc>(options)
    expect(restoreSnapshot(mini, snapshotOf(new MiniSearch<Doc>(options)))).toBe(true)
    expect(mini.search('wolf')).toEqual([])
  })

  it('packed for the table, stored and unpacked, restore as the original', async () => {
    let pauses = 0
    let parts = 0
    const pause = () => (pauses++, Promise.resolve())
    await fc.assert(
      fc.asyncProperty(docsArb, async (docs) => {
        const original = built(docs)
        const snapshot = snapshotOf(original)
        // Each non-empty list of numbers is one part here (far under a part's million numbers).
        parts += [snapshot.shortIds, snapshot.fieldLengths, snapshot.postings].filter(
          (list) => list.length > 0,
        ).length
        // structuredClone: what IndexedDB does to the value on its way in and out.
        const packed = structuredClone(await packSnapshot(snapshot, pause))
        expect(packed.numbers).toBeInstanceOf(Blob)
        const unpacked = await unpackSnapshot(packed)
        expect(unpacked).toEqual(snapshot)
        const restored = new MiniSearch<Doc>(options)
        expect(restoreSnapshot(restored, unpacked)).toBe(true)
        expect(answers(restored)).toEqual(answers(original))
        expect(json(restored)).toBe(json(original))
      }),
      { numRuns: 50 },
    )
    // One yield before each part of the numbers: a write-out never holds the thread for them all.
    expect(parts).toBeGreaterThan(0)
    expect(pauses).toBe(parts)
  })

  it('packed, are refused when damaged', async () => {
    const good = await packSnapshot(
      snapshotOf(built([{ id: 'd0', title: 'wolf', body: 'bridge', tagList: ['loot'] }])),
      () => Promise.resolve(),
    )
    const bad: unknown[] = [
      null,
      'a JSON index',
      snapshotOf(built([{ id: 'd0', title: 'wolf', body: 'bridge', tagList: [] }])),
      { ...good, numbers: 'not a blob' },
      { ...good, numbers: new Blob([new Uint8Array(good.numbers.size - 4)]) },
      { ...good, lengths: [1, 2] },
      { ...good, lengths: [1, 2, -1] },
      { ...good, ids: '["d0"' },
      { ...good, ids: '[0]' },
      { ...good, stored: '[null]' },
      { ...good, terms: 7 },
    ] satisfies unknown[]
    for (const value of bad) expect(await unpackSnapshot(value)).toBeNull()
    expect(await unpackSnapshot({ ...good } satisfies PackedSnapshot)).not.toBeNull()
  })
})
