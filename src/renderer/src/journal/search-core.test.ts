import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { journalEntry } from '@shared/journal'
import type { JournalRecord } from '@shared/records'
import {
  JournalIndex,
  highlight,
  packRecord,
  queryWords,
  unpackRecord,
  searchIndexFormat,
  stopWords,
  words,
  type EntryRevision,
} from './search-core'
import '../testing/cloneable-blob'

const at = (minute: number) => `2026-11-01T10:${String(minute).padStart(2, '0')}:00.000Z`

function entry(id: string, fields: Partial<JournalRecord> = {}): JournalRecord {
  return journalEntry({
    id,
    campaignId: 'camp',
    createdAt: at(0),
    updatedAt: at(0),
    ...fields,
  })
}

const entries = [
  entry('e1', {
    title: 'The bridge at Karvosti',
    session: 1,
    body: 'Kaelen crossed the **bridge** and met the Élan witch. The wolves howled.',
    tags: ['travel', 'npc'],
    characterIds: ['kaelen'],
  }),
  entry('e2', {
    title: 'Wolves in the dark',
    session: 2,
    body: 'A pack of wolves attacked the camp. Ysolde fought them with fire.',
    tags: ['combat'],
    characterIds: ['ysolde', 'kaelen'],
    inGame: '3rd of Thaw, evening',
  }),
  entry('e3', {
    title: 'Treasure',
    session: 3,
    body: 'They found a silver chalice in the ruin. Theodric claimed it.',
    tags: ['loot', 'combat'],
    characterIds: ['theodric'],
  }),
]

const revisions = (list: JournalRecord[]): EntryRevision[] =>
  list.map((e) => ({ id: e.id, updatedAt: e.updatedAt }))

/** A fetch that counts the entries it was asked for. */
function fetcher(list: JournalRecord[]) {
  const byId = new Map(list.map((e) => [e.id, e]))
  const calls = { ids: [] as string[] }
  const fetch = (ids: string[]) => {
    calls.ids.push(...ids)
    return Promise.resolve(ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : [])))
  }
  return { fetch, calls }
}

async function built(list: JournalRecord[] = entries): Promise<JournalIndex> {
  const index = new JournalIndex('camp')
  await index.load(undefined, revisions(list), fetcher(list).fetch)
  return index
}

const ids = (
  index: JournalIndex,
  text: string,
  more: { tags?: string[]; characterIds?: string[] } = {},
) => index.search({ text, ...more }).hits.map((h) => h.id)

describe('words and query words', () => {
  it('lower-cases, strips accents and splits on anything but letters and digits', () => {
    expect(words("Élan's CAFÉ, x-ray 3rd")).toEqual(['elan', 's', 'cafe', 'x', 'ray', '3rd'])
  })

  it('drops stop words and single letters from a query, except a last word still being typed', () => {
    expect(queryWords('the wolves of the')).toEqual(['wolves', 'the'])
    expect(queryWords('wolves a')).toEqual(['wolves'])
    expect(queryWords('session 3')).toEqual(['session', '3'])
  })
})

describe('JournalIndex search', () => {
  it('finds entries by a word in the title, body, tags or in-game time, best first', async () => {
    const index = await built()
    expect(ids(index, 'wolves')).toEqual(['e2', 'e1']) // title match ranks first
    expect(ids(index, 'combat')).toEqual(expect.arrayContaining(['e2', 'e3']))
    expect(ids(index, 'thaw')).toEqual(['e2'])
  })

  it('finds a world page by a word of its summary, and updates it when the summary changes', async () => {
    const page = entry('p1', {
      kind: 'npc',
      title: 'Velena',
      summary: 'Smuggler queen of the marsh docks',
    })
    const index = await built([...entries, page])
    expect(ids(index, 'smuggler')).toEqual(['p1'])
    expect(ids(index, 'marsh dock')).toEqual(['p1'])
    index.update([{ ...page, summary: 'Retired fence', updatedAt: at(5) }])
    expect(ids(index, 'smuggler')).toEqual([])
    expect(ids(index, 'fence')).toEqual(['p1'])
  })

  it('finds a picture by its alt text, never by its hash (#23 §3)', async () => {
    const hash = 'ab12'.repeat(16)
    const shown = entry('p2', {
      title: 'The mill',
      body: `Dusk.\n\n![Millstone by the ford](picture:${hash})`,
    })
    const index = await built([...entries, shown])
    expect(ids(index, 'millstone')).toEqual(['p2'])
    expect(ids(index, 'picture')).toEqual([])
    expect(ids(index, hash)).toEqual([])
    expect(ids(index, hash.slice(0, 8))).toEqual([])
  })

  it('combines words with AND and matches the last word as a prefix', async () => {
    const index = await built()
    expect(ids(index, 'wolves fire')).toEqual(['e2'])
    expect(ids(index, 'wolves silver')).toEqual([])
    expect(ids(index, 'theod')).toEqual(['e3'])
    // Only the last word is a prefix.
    expect(ids(index, 'theod silver')).toEqual([])
  })

  it('ignores case and accents, and reports the matched index terms', async () => {
    const index = await built()
    const result = index.search({ text: 'ELAN brid' })
    expect(result.hits.map((h) => h.id)).toEqual(['e1'])
    expect(result.hits[0]!.terms.sort()).toEqual(['bridge', 'elan'])
    expect(result.total).toBe(1)
  })

  it('never requires stop words', async () => {
    const index = await built()
    expect(ids(index, 'the silver of chalice')).toEqual(['e3'])
    expect(index.search({ text: 'of a' }).total).toBe(0)
  })

  it('filters by all given tags and by any given character', async () => {
    const index = await built()
    expect(ids(index, 'wolves', { tags: ['combat'] })).toEqual(['e2'])
    expect(ids(index, 'wolves', { tags: ['combat', 'npc'] })).toEqual([])
    expect(ids(index, 'wolves', { characterIds: ['ysolde', 'nobody'] })).toEqual(['e2'])
    expect(ids(index, 'wolves', { characterIds: ['kaelen'] }).sort()).toEqual(['e1', 'e2'])
  })

  it('with no text, lists the filtered entries newest session first, unscored', async () => {
    const index = await built()
    expect(ids(index, '', { tags: ['combat'] })).toEqual(['e3', 'e2'])
    expect(ids(index, '  ', { characterIds: ['kaelen'] })).toEqual(['e2', 'e1'])
    expect(ids(index, '')).toEqual(['e3', 'e2', 'e1'])
    expect(index.search({ text: '', tags: ['combat'] }).hits[0]).toEqual({
      id: 'e3',
      score: 0,
      terms: [],
    })
  })

  it('limits the hits but counts them all', async () => {
    const index = await built()
    const result = index.search({ text: '', limit: 1 })
    expect(result.hits.map((h) => h.id)).toEqual(['e3'])
    expect(result.total).toBe(3)
  })
})

describe('JournalIndex prefix completions', () => {
  it('scores the word itself and its most frequent completions when a prefix has too many, and still counts and lists every match', async () => {
    // 70 completions of "dra" in each of 250 entries: more postings than a search may score.
    const common = Array.from({ length: 70 }, (_, k) => `dra${k}x`).join(' ')
    const list = [
      ...Array.from({ length: 250 }, (_, i) => entry(`c${i}`, { body: common })),
      entry('rare', { body: 'dramatic' }),
      entry('exact', { body: 'dra' }),
    ]
    const index = await built(list)
    const result = index.search({ text: 'dra', limit: 1000 })
    const found = result.hits.map((h) => h.id)
    expect(found).toContain('exact')
    expect(found).toContain('c0')
    // Its completion is the least frequent: not scored, but counted and listed after the scored.
    expect(found.at(-1)).toBe('rare')
    expect(result.hits.at(-1)!.score).toBe(0)
    expect(result.total).toBe(252)
    expect(index.search({ text: 'dra', limit: 10 }).total).toBe(252)
    expect(index.search({ text: 'dramatic' }).hits.map((h) => h.id)).toEqual(['rare'])
    expect(index.search({ text: 'dram' }).hits.map((h) => h.id)).toEqual(['rare'])
  })

  it('ranks an exact word above a completion, and an entry is not ranked up for matching several completions', async () => {
    const index = await built([
      entry('exact', { body: 'a fire at dawn' }),
      entry('longer', { body: 'a firelight at dawn' }),
      entry('many', { body: 'a fireside, firelight, fireplace and firewood at dawn' }),
    ])
    const hits = index.search({ text: 'dawn fire' }).hits
    expect(hits[0]!.id).toBe('exact')
    expect(hits.find((h) => h.id === 'many')!.terms.sort()).toEqual([
      'dawn',
      'firelight',
      'fireplace',
      'fireside',
      'firewood',
    ])
    expect(hits.find((h) => h.id === 'many')!.score).toBeLessThan(hits[0]!.score * 1.5)
  })
})

describe('JournalIndex updates', () => {
  it('re-indexes an edited entry: old words no longer match, new ones do', async () => {
    const index = await built()
    expect(index.update([{ ...entries[2]!, body: 'A golden crown.', updatedAt: at(5) }])).toBe(1)
    expect(ids(index, 'chalice')).toEqual([])
    expect(ids(index, 'crown')).toEqual(['e3'])
    expect(index.revision('e3')).toBe(at(5))
    expect(index.size).toBe(3)
  })

  it('takes trashed entries out, and entries of another campaign', async () => {
    const index = await built()
    expect(index.update([{ ...entries[1]!, deletedAt: at(6), updatedAt: at(6) }])).toBe(0)
    expect(ids(index, 'wolves')).toEqual(['e1'])
    expect(index.has('e2')).toBe(false)
    index.update([{ ...entries[0]!, campaignId: 'other' }])
    expect(ids(index, 'wolves')).toEqual([])
    expect(index.remove(['e3', 'nope'])).toBe(1)
    expect(index.size).toBe(0)
  })
})

describe('JournalIndex load', () => {
  it('rebuilds from nothing in batches, reporting progress, and never indexes the trash', async () => {
    const list = Array.from({ length: 25 }, (_, i) =>
      entry(`n${i}`, { title: `Night ${i}`, body: `raven number${i}`, session: i }),
    )
    const index = new JournalIndex('camp')
    const progress: [number, number][] = []
    const report = await index.load(
      undefined,
      revisions(list),
      fetcher([...list.slice(0, 24), { ...list[24]!, deletedAt: at(9) }]).fetch,
      (done, total) => progress.push([done, total]),
      10,
    )
    expect(report).toEqual({ rebuilt: true, reindexed: 24, removed: 0, entries: 24 })
    expect(progress).toEqual([
      [0, 25],
      [10, 25],
      [20, 25],
      [25, 25],
    ])
    expect(index.search({ text: 'raven' }).total).toBe(24)
  })

  it('a saved index reloads without re-indexing anything when nothing changed', async () => {
    const record = (await built()).toRecord('2026-11-02T00:00:00.000Z')
    expect(record).toMatchObject({ campaignId: 'camp', format: searchIndexFormat })
    expect(record.revisions).toEqual({ e1: at(0), e2: at(0), e3: at(0) })

    const { fetch, calls } = fetcher(entries)
    const restarted = new JournalIndex('camp')
    const report = await restarted.load(record, revisions(entries), fetch)
    expect(report).toEqual({ rebuilt: false, reindexed: 0, removed: 0, entries: 3 })
    expect(calls.ids).toEqual([])
    expect(ids(restarted, 'wolves')).toEqual(['e2', 'e1'])
    expect(ids(restarted, 'wolves', { tags: ['combat'] })).toEqual(['e2'])
  })

  it('reconciles: re-indexes only what changed, adds new entries, drops missing ones', async () => {
    const record = (await built()).toRecord()
    const now = [
      entries[0]!, // unchanged
      { ...entries[1]!, body: 'The pack fled from the torches.', updatedAt: at(7) }, // edited
      entry('e4', { title: 'Harbour', body: 'Ships and gulls.', updatedAt: at(8) }), // new
      // e3 is gone (deleted or trashed)
    ]
    const { fetch, calls } = fetcher(now)
    const index = new JournalIndex('camp')
    const report = await index.load(record, revisions(now), fetch)
    expect(report).toEqual({ rebuilt: false, reindexed: 2, removed: 1, entries: 3 })
    expect(calls.ids.sort()).toEqual(['e2', 'e4'])
    expect(ids(index, 'fire')).toEqual([])
    expect(ids(index, 'torches')).toEqual(['e2'])
    expect(ids(index, 'gulls')).toEqual(['e4'])
    expect(ids(index, 'chalice')).toEqual([])
  })

  it('an entry listed but gone by the time it is fetched is not indexed', async () => {
    const index = new JournalIndex('camp')
    const report = await index.load(
      undefined,
      revisions(entries),
      fetcher(entries.slice(0, 2)).fetch,
    )
    expect(report.entries).toBe(2)
    expect(index.has('e3')).toBe(false)
  })

  it('a record packed for the table and stored reloads as the record itself', async () => {
    const record = (await built()).toRecord('2026-11-02T00:00:00.000Z')
    const stored = structuredClone(await packRecord(record, () => Promise.resolve()))
    expect(typeof stored.revisions).toBe('string')
    expect(await unpackRecord(stored)).toEqual(record)
    for (const bad of [
      undefined,
      { ...stored, format: searchIndexFormat - 1 },
      { ...stored, revisions: '{"e1":' },
      { ...stored, revisions: '["e1"]' },
      { ...stored, revisions: '{"e1":7}' },
      { ...stored, revisions: record.revisions }, // an older format's, unpacked
      { ...stored, index: record.index }, // likewise
    ])
      expect(await unpackRecord(bad)).toBeUndefined()
  })

  it('rebuilds a record of another format, another campaign or with a broken index', async () => {
    const good = (await built()).toRecord()
    for (const bad of [
      { ...good, format: searchIndexFormat + 1 },
      { ...good, campaignId: 'other' },
      { ...good, index: '{"not":"an index"' },
      { ...good, index: '{}' },
      { ...good, revisions: { e1: at(0) } }, // disagrees with the index
    ]) {
      const { fetch, calls } = fetcher(entries)
      const index = new JournalIndex('camp')
      const report = await index.load(bad, revisions(entries), fetch)
      expect(report).toEqual({ rebuilt: true, reindexed: 3, removed: 0, entries: 3 })
      expect(calls.ids.sort()).toEqual(['e1', 'e2', 'e3'])
      expect(ids(index, 'wolves')).toEqual(['e2', 'e1'])
    }
  })
})

describe('highlight', () => {
  const marked = (segments: { text: string; match: boolean }[]) =>
    segments.map((s) => (s.match ? `[${s.text}]` : s.text)).join('')

  it('marks words that start with a term, ignoring case and accents', () => {
    expect(marked(highlight('The Élan witch met ELAN and the elans.', ['elan']))).toBe(
      'The [Élan] witch met [ELAN] and the [elans].',
    )
    expect(marked(highlight('Theodric and the theodolite', ['theod']))).toBe(
      '[Theodric] and the [theodolite]',
    )
    expect(marked(highlight('cafe', ['CAFÉ']))).toBe('[cafe]')
  })

  it('does not mark a term in the middle of a word', () => {
    expect(marked(highlight('Wolves howl at werewolves', ['wolves']))).toBe(
      '[Wolves] howl at werewolves',
    )
  })

  it('splits words at apostrophes and hyphens as the index does', () => {
    expect(marked(highlight("Kaelen's sword, half-elf", ['kaelen', 'elf']))).toBe(
      "[Kaelen]'s sword, half-[elf]",
    )
  })

  it('returns the text as one plain segment without terms or matches', () => {
    expect(highlight('No match here', ['dragon'])).toEqual([
      { text: 'No match here', match: false },
    ])
    expect(highlight('Anything', [])).toEqual([{ text: 'Anything', match: false }])
    expect(highlight('', ['x'])).toEqual([])
  })

  it('cuts a long text to a window around the first match, with ellipses', () => {
    const long = `${'lorem ipsum '.repeat(40)}the silver chalice gleamed ${'dolor sit '.repeat(40)}`
    const segments = highlight(long, ['chalice'], 80)
    const text = segments.map((s) => s.text).join('')
    expect(segments.map((s) => s.match)).toEqual([false, true, false])
    expect(segments.filter((s) => s.match)).toEqual([{ text: 'chalice', match: true }])
    expect(text.length).toBeLessThanOrEqual(82)
    // The window starts and ends on whole words.
    expect(text).toMatch(/^…(lorem|ipsum) /)
    expect(text).toMatch(/ (dolor|sit)…$/)
  })

  it('with a length limit, collapses white space and starts at the top without a match', () => {
    expect(marked(highlight('One\n\ntwo   three', ['two'], 100))).toBe('One [two] three')
    const segments = highlight('alpha beta gamma delta epsilon', ['zeta'], 12)
    expect(segments).toEqual([{ text: 'alpha beta…', match: false }])
  })
})

describe('match counts of short prefixes', () => {
  // Words sharing 2-, 3- and 4-letter prefixes, some of them stop words or single letters.
  const vocabulary = [
    'ka',
    'kae',
    'kael',
    'kaelen',
    'karvosti',
    'kat',
    'the',
    'them',
    'theodric',
    'a',
    'b',
    'bri',
    'bridge',
    'brine',
    'wolf',
    'wolves',
  ]
  const text = fc.array(fc.constantFrom(...vocabulary), { maxLength: 12 }).map((w) => w.join(' '))
  const journal = fc
    .array(
      fc.record({
        title: text,
        body: text,
        tags: fc.array(fc.constantFrom('npc', 'loot'), { maxLength: 2 }),
        characterIds: fc.array(fc.constantFrom('kaelen', 'ysolde'), { maxLength: 2 }),
      }),
      { minLength: 1, maxLength: 40 },
    )
    .map((list) => list.map((fields, i) => entry(`e${i}`, { session: i + 1, ...fields })))
  const prefix = fc.constantFrom(
    'ka',
    'kae',
    'kael',
    'th',
    'the',
    'theo',
    'br',
    'bri',
    'brid',
    'wo',
    'wol',
    'wolv',
  )

  /** Brute force over the tokens the index keeps (no stop words, no single letters). */
  const bruteForce = (list: JournalRecord[], required: string[], last: string, tag?: string) =>
    list.filter((e) => {
      if (tag && !e.tags.includes(tag)) return false
      const tokens = new Set(
        words(`${e.title} ${e.body} ${e.tags.join(' ')} ${e.inGame} ${e.summary}`).filter(
          (w) => w.length > 1 && !stopWords.has(w),
        ),
      )
      return required.every((w) => tokens.has(w)) && [...tokens].some((t) => t.startsWith(last))
    }).length

  it('equal a brute-force count, whatever the completion budget leaves unscored', async () => {
    await fc.assert(
      fc.asyncProperty(
        journal,
        prefix,
        fc.constantFrom(1, 3, 15_000),
        fc.constantFrom('', 'wolf ', 'bridge '),
        fc.constantFrom(undefined, 'npc'),
        async (list, last, budget, required, tag) => {
          const index = new JournalIndex('camp', budget)
          await index.load(undefined, revisions(list), fetcher(list).fetch)
          const result = index.search({
            text: `${required}${last}`,
            limit: 5,
            tags: tag ? [tag] : [],
          })
          const expected = bruteForce(list, queryWords(required), last, tag)
          expect(result.total).toBe(expected)
          // As many hits as asked for when there are that many, each one a match, none twice.
          expect(result.hits).toHaveLength(Math.min(5, expected))
          expect(new Set(result.hits.map((h) => h.id)).size).toBe(result.hits.length)
          for (const hit of result.hits)
            expect(
              bruteForce(
                list.filter((e) => e.id === hit.id),
                queryWords(required),
                last,
                tag,
              ),
            ).toBe(1)
        },
      ),
      { numRuns: 150 },
    )
  })
})

describe('taking a written-out index back in', () => {
  it('answers as before, and a record it cannot use leaves the index as it was', async () => {
    const index = await built()
    index.update([{ ...entries[0]!, body: 'Kaelen crossed the marsh.', updatedAt: at(5) }])
    const queries = ['wolves', 'marsh', 'bridge', 'kae']
    const before = queries.map((q) => ids(index, q))
    const record = index.toRecord()
    expect(index.adopt(record)).toBe(true)
    expect(queries.map((q) => ids(index, q))).toEqual(before)
    expect(index.revision('e1')).toBe(at(5))

    expect(index.adopt({ ...record, index: 'not an index' })).toBe(false)
    expect(index.adopt({ ...record, campaignId: 'other' })).toBe(false)
    expect(queries.map((q) => ids(index, q))).toEqual(before)
  })

  it('in steps: the live index answers until the last step, then the record takes its place', async () => {
    const index = await built()
    const queries = ['wolves', 'marsh', 'bridge', 'kae']
    const before = queries.map((q) => ids(index, q))
    const record = index.toRecord()
    const adoption = index.adoption(record)!
    adoption.step(1)
    expect(adoption.done).toBe(false)
    expect(adoption.finish()).toBe(false) // not while terms remain
    expect(queries.map((q) => ids(index, q))).toEqual(before) // the live index answers meanwhile
    while (!adoption.done) adoption.step(1)
    expect(adoption.finish()).toBe(true)
    expect(queries.map((q) => ids(index, q))).toEqual(before)
    expect(index.adoption({ ...record, index: 'not an index' })).toBeNull()
  })
})

describe('words, fast for ASCII', () => {
  it('split ASCII text as the Unicode rule does (letters and digits, lower-cased)', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(..."aZ09 .,'-_\t\n\u00a0!é".split('')) }),
        (text) => {
          const unicode = text
            .toLowerCase()
            .normalize('NFD')
            .replace(/\p{M}+/gu, '')
            .split(/[^\p{L}\p{N}]+/u)
            .filter((word) => word !== '')
          expect(words(text)).toEqual(unicode)
        },
      ),
    )
  })
})
