// The journal store over a real repository: opening a campaign's journal (first page, timeline,
// link data), following changes to it, the trash, and letting go of it all on close.
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { flushPromises } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { campaign, journalEntry } from '@shared/journal'
import { sampleCharacter } from '@shared/file-fixtures'
import type { JournalRecord } from '@shared/records'
import { QuillkeepDatabase } from '@renderer/db/database'
import { useDatabase } from '@renderer/db/connection'
import { journalRepo } from '@renderer/db/journal-repo'
import { useJournalStore } from './journal'

let counter = 0
let db: QuillkeepDatabase
const at = '2026-11-20T09:30:00.000Z'

beforeEach(() => {
  db = new QuillkeepDatabase(`journal-store-test-${++counter}`)
  useDatabase(db)
  setActivePinia(createPinia())
})

const entry = (id: string, fields: Partial<JournalRecord> = {}, campaignId = 'camp') =>
  journalEntry({ id, campaignId, createdAt: at, updatedAt: at, ...fields })

async function seed(entries: JournalRecord[]): Promise<void> {
  await db.campaigns.put(campaign({ id: 'camp', name: 'Davokar', createdAt: at, updatedAt: at }))
  await db.characters.bulkPut([
    { ...sampleCharacter('symbaroum', 'tova', 'camp'), name: 'Tova' },
    { ...sampleCharacter('murdham', 'wulf', 'camp'), name: 'Wulf', deletedAt: at },
    { ...sampleCharacter('heimr', 'sigrun', 'elsewhere'), name: 'Sigrun' },
  ])
  await db.journal.bulkPut(entries)
}

/** Lets the change listeners' reads finish. */
async function settled(): Promise<void> {
  for (let i = 0; i < 5; i++) {
    await new Promise((resolve) => setTimeout(resolve, 0))
    await flushPromises()
  }
}

const nights = (count: number) =>
  Array.from({ length: count }, (_, i) =>
    entry(`n${i + 1}`, { title: `Night ${i + 1}`, session: i + 1, tags: [`t${i % 2}`] }),
  )

describe('journal store: opening a journal', () => {
  it('reads the newest entries first, then the whole timeline, then the link data', async () => {
    await seed([...nights(30), entry('gone', { session: 99, deletedAt: at })])
    const journal = useJournalStore()
    await journal.open('camp', 5)
    expect(journal.campaignId).toBe('camp')
    expect(journal.timeline).toEqual(['n30', 'n29', 'n28', 'n27', 'n26'])
    expect([...journal.rows.keys()]).toEqual(journal.timeline)
    await journal.loadTimeline()
    expect(journal.timeline).toHaveLength(30)
    expect(journal.timeline.at(-1)).toBe('n1')
    expect(journal.rows.size).toBe(5) // only the entries shown are read

    await journal.loadLinks()
    expect(journal.tags).toEqual(['t0', 't1'])
    expect(journal.titles).toContainEqual({ id: 'gone', title: '', deleted: true, kind: 'session' })
    // The party: this campaign's characters not in the trash; links: every live character.
    expect(journal.party.map((c) => c.name)).toEqual(['Tova'])
    expect(journal.linkTargets.characters.map((c) => c.name).sort()).toEqual(['Sigrun', 'Tova'])
    expect(journal.linkTargets.entries).toHaveLength(30)
  })

  it('reads the entries coming into view once', async () => {
    await seed(nights(30))
    const journal = useJournalStore()
    await journal.open('camp', 2)
    await journal.loadTimeline()
    const read = vi.spyOn(journalRepo, 'getMany')
    await journal.ensureRows(['n30', 'n10', 'n9'])
    expect(read).toHaveBeenCalledWith(['n10', 'n9'])
    expect(journal.rows.get('n10')?.title).toBe('Night 10')
    await journal.ensureRows(['n10', 'n9'])
    expect(read).toHaveBeenCalledOnce()
  })

  it('lets go of everything on close, and drops the reads that answer after it', async () => {
    await seed(nights(3))
    const journal = useJournalStore()
    await journal.open('camp', 3)
    await journal.loadLinks()
    const timeline = journal.loadTimeline()
    journal.close()
    await timeline
    await journal.loadLinks()
    expect(journal.campaignId).toBeNull()
    expect(journal.timeline).toEqual([])
    expect(journal.rows.size).toBe(0)
    expect(journal.titles).toEqual([])
    expect(journal.characters).toEqual([])
    expect(journal.tags).toEqual([])
  })

  it('starts a new entry numbered after the last session, the trash included', async () => {
    await seed([entry('a', { session: 2 }), entry('b', { session: 7, deletedAt: at })])
    const journal = useJournalStore()
    const made = await journal.createEntry('camp')
    expect(made).toMatchObject({ campaignId: 'camp', title: 'Session 8', session: 8, body: '' })
    expect(made.date).toMatch(/^\d{4}-\d\d-\d\d$/)
    expect(await db.journal.get(made.id)).toEqual(made)
  })
})

describe('journal store: following changes', () => {
  it('shows an edit in place, and reads the timeline again when an entry moves', async () => {
    await seed(nights(3))
    const journal = useJournalStore()
    await journal.open('camp', 3)
    await journal.loadTimeline()
    await journal.loadLinks()
    journal.follow()
    const before = journal.revision
    const timeline = vi.spyOn(journalRepo, 'timeline')

    await journalRepo.put({ ...(await journalRepo.get('n1'))!, title: 'First night', tags: ['x'] })
    await settled()
    expect(journal.rows.get('n1')?.title).toBe('First night')
    expect(journal.titles).toContainEqual({
      id: 'n1',
      title: 'First night',
      deleted: false,
      kind: 'session',
    })
    expect(journal.tags).toEqual(['t0', 't1', 'x'])
    expect(timeline).not.toHaveBeenCalled()
    expect(journal.revision).toBe(before + 1)

    await journalRepo.put({ ...(await journalRepo.get('n1'))!, session: 10 })
    await settled()
    expect(timeline).toHaveBeenCalledOnce()
    expect(journal.timeline).toEqual(['n1', 'n3', 'n2'])
    expect(journal.revision).toBe(before + 2)
  })

  it('ignores other campaigns, and stops following on close', async () => {
    await seed(nights(2))
    const journal = useJournalStore()
    await journal.open('camp', 2)
    journal.follow()
    await journalRepo.put(entry('far', { title: 'Far away' }, 'elsewhere'))
    await settled()
    expect(journal.rows.has('far')).toBe(false)
    expect(journal.revision).toBe(0)
    journal.close()
    await journalRepo.put({ ...(await journalRepo.get('n1'))!, title: 'After closing' })
    await settled()
    expect(journal.rows.size).toBe(0)
    expect(journal.revision).toBe(0)
  })

  it('keeps the trash current while it is shown, restoring and deleting for good', async () => {
    await seed([
      entry('a', { title: 'Kept', session: 1 }),
      entry('b', { title: 'Old', session: 2 }),
    ])
    const journal = useJournalStore()
    await journal.open('camp', 5)
    journal.follow()
    await journal.loadTrash()
    expect(journal.trash).toEqual([])

    await journal.moveToTrash('b')
    await settled()
    expect(journal.trash.map((e) => e.title)).toEqual(['Old'])
    expect(journal.timeline).toEqual(['a'])

    await journal.restore('b')
    await settled()
    expect(journal.trash).toEqual([])
    expect(journal.timeline).toEqual(['b', 'a'])

    await journal.moveToTrash('a')
    await settled()
    await journal.deleteForever('a')
    await settled()
    expect(journal.trash).toEqual([])
    expect(await db.journal.get('a')).toBeUndefined()

    journal.forgetTrash()
    await journal.moveToTrash('b')
    await settled()
    expect(journal.trash).toEqual([]) // not read while no screen shows it
  })
})

describe('journal store: single entries', () => {
  it('reads entries, saves the editor’s fields, and finds the entries linking to one', async () => {
    await seed([entry('a', { title: 'Bridge' }), entry('b', { entryIds: ['a'] })])
    const journal = useJournalStore()
    expect((await journal.get('a'))?.title).toBe('Bridge')
    expect((await journal.getMany(['b', 'nope', 'a'])).map((e) => e.id)).toEqual(['b', 'a'])
    expect((await journal.backlinks('a')).map((e) => e.id)).toEqual(['b'])
    const stored = (await journal.get('a'))!
    const saved = await journal.saveEdits('a', { ...stored, title: 'Long bridge' })
    expect(saved.title).toBe('Long bridge')
    expect((await journal.entries('camp')).map((e) => e.title).sort()).toEqual(['', 'Long bridge'])
  })

  it('attaches rolls to an entry and takes one out again', async () => {
    await seed([entry('a')])
    const journal = useJournalStore()
    const roll = {
      id: 'r1',
      at,
      characterId: 'tova',
      characterName: 'Tova',
      label: 'Accurate test',
      result: 'rolled 7 vs 12: success',
    }
    expect((await journal.attachRolls('a', [roll])).rolls).toEqual([
      { ...roll, journalEntryId: 'a' },
    ])
    expect((await journal.detachRoll('a', 'r1')).rolls).toEqual([])
  })
})

describe('journal store: world pages (#23)', () => {
  it('starts a page of a kind, without a session number or date, and lists the pages', async () => {
    await seed([entry('s1', { session: 1 }), entry('gone', { kind: 'npc', deletedAt: at })])
    const journal = useJournalStore()
    const made = await journal.createPage('camp', 'faction')
    expect(made).toMatchObject({ kind: 'faction', title: '', session: 0, date: '', body: '' })
    expect(await db.journal.get(made.id)).toEqual(made)
    expect((await journal.pages('camp')).map((p) => p.id)).toEqual([made.id])
  })

  it('saves a page’s summary, relations, kind and GM-only flag', async () => {
    await seed([entry('p', { kind: 'npc', title: 'Velena' }), entry('f', { kind: 'faction' })])
    const journal = useJournalStore()
    const stored = (await journal.get('p'))!
    const relations = [{ kind: 'member-of' as const, targetId: 'f' }]
    await journal.saveEdits('p', {
      ...stored,
      kind: 'item',
      summary: 'A smuggler',
      relations,
      gmOnly: true,
    })
    expect(await db.journal.get('p')).toMatchObject({
      kind: 'item',
      summary: 'A smuggler',
      relations,
      gmOnly: true,
    })
  })

  it('filters the timeline by kind: sessions newest first, pages by name', async () => {
    await seed([
      ...nights(2),
      entry('z', { kind: 'npc', title: 'Zora' }),
      entry('a', { kind: 'npc', title: 'Arvid' }),
      entry('f', { kind: 'faction', title: 'Guild' }),
    ])
    const journal = useJournalStore()
    await journal.open('camp', 10)
    await journal.loadTimeline()
    await journal.loadLinks()
    expect(journal.shown).toHaveLength(5)
    journal.kindFilter = 'npc'
    expect(journal.shown).toEqual(['a', 'z'])
    journal.kindFilter = 'session'
    expect(journal.shown).toEqual(['n2', 'n1'])
    journal.kindFilter = 'place'
    expect(journal.shown).toEqual([])
  })

  it('keeps the kind filter when the same journal opens again, not for another campaign', async () => {
    await seed(nights(1))
    const journal = useJournalStore()
    await journal.open('camp', 5)
    journal.kindFilter = 'faction'
    journal.close()
    await journal.open('camp', 5)
    expect(journal.kindFilter).toBe('faction')
    journal.close()
    await journal.open('elsewhere', 5)
    expect(journal.kindFilter).toBe('all')
  })
})
