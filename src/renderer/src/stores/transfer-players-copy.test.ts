// The players' copy of a campaign (#23 §2), through the store's export and the real import path:
// no secret in the file, none in the journal it imports, and no search hit or snippet for one.
import fc from 'fast-check'
import { beforeEach, describe, expect, it } from 'vitest'
import { createPinia, setActivePinia } from 'pinia'
import { buildEnvelope, parseFile, serializeEnvelope, type Bundle } from '@shared/files'
import { campaign, journalEntry } from '@shared/journal'
import { playersCopy } from '@shared/players-copy'
import { QuillkeepDatabase } from '@renderer/db/database'
import { useDatabase } from '@renderer/db/connection'
import { transferRepo } from '@renderer/db/transfer-repo'
import { setPlatform } from '@renderer/platform'
import { createWebPlatform } from '@renderer/platform/web'
import { JournalIndex } from '@renderer/journal/search-core'
import { entrySnippet } from '@renderer/journal/snippet'
import type { JournalRecord } from '@shared/records'
import { useTransferStore } from './transfer'

const at = '2026-11-01T10:00:00.000Z'
const names = { untitledEntry: 'Untitled', untitledCampaign: 'Campaign' }
let counter = 0
let exported: { name: string; content: string }[] = []

function freshDatabase(): QuillkeepDatabase {
  const db = new QuillkeepDatabase(`players-copy-test-${++counter}`)
  useDatabase(db)
  setActivePinia(createPinia())
  return db
}

beforeEach(() => {
  freshDatabase()
  exported = []
  setPlatform({
    ...createWebPlatform(),
    exportFile(name, content) {
      exported.push({ name, content })
      return Promise.resolve(true)
    },
    writeBackup: () => Promise.resolve({ name: 'b', path: '', removed: [], unreadable: [] }),
  })
})

const entry = (id: string, fields: Partial<JournalRecord>) =>
  journalEntry({ id, campaignId: 'camp', createdAt: at, updatedAt: at, ...fields })

/** Every entry of a campaign indexed for search, as the journal's search worker does. */
function indexOf(entries: JournalRecord[], campaignId: string): JournalIndex {
  const index = new JournalIndex(campaignId)
  index.update(entries)
  return index
}

/** Every snippet a search for `text` shows, as plain text. */
function snippets(index: JournalIndex, entries: JournalRecord[], text: string): string[] {
  const byId = new Map(entries.map((e) => [e.id, e]))
  return index.search({ text }).hits.map((hit) =>
    entrySnippet(byId.get(hit.id)!, hit.terms)
      .map((segment) => segment.text)
      .join(''),
  )
}

describe("exporting the players' copy (#23)", () => {
  it('writes “<campaign> (players)” without secrets, and imports as a journal with none', async () => {
    await transferRepo.write({
      characters: [],
      campaigns: [campaign({ id: 'camp', name: 'Davokar', createdAt: at, updatedAt: at })],
      journal: [
        entry('e1', {
          title: 'The mill {{gm}}of Vortex{{/gm}}',
          body: 'The miller smiles. {{gm}}He serves Vortex.{{/gm}}\n\n{{gm}}\nVortex waits below.\n{{/gm}}\n\nWe left at dawn.',
          tags: ['mill', '{{gm}}vortex{{/gm}}'],
        }),
        entry('e2', { title: 'Vortex unmasked', body: 'Gone', deletedAt: at }),
      ],
      settings: [],
      rolls: [],
    })
    const transfer = useTransferStore()
    await transfer.exportPlayersCopy('camp', 'Davokar')
    expect(transfer.error).toBe('')
    expect(exported).toHaveLength(1)
    const [file] = exported
    expect(file!.name).toBe('Davokar (players).campaign.quillkeep')
    expect(file!.content).not.toMatch(/vortex/i)
    expect(file!.content).toContain('We left at dawn.')

    const db = freshDatabase()
    const importing = useTransferStore()
    await importing.openDropped(new File([file!.content], file!.name))
    importing.mode = 'copy'
    expect(await importing.confirm()).toBe(true)
    const [copy] = await db.campaigns.toArray()
    const journal = await db.journal.toArray()
    expect(copy!.name).toBe('Davokar')
    expect(journal.map((e) => [e.title, e.tags])).toEqual([['The mill', ['mill']]])
    expect(JSON.stringify(journal)).not.toMatch(/vortex/i)
    const index = indexOf(journal, copy!.id)
    expect(index.search({ text: 'vortex' }).total).toBe(0)
    expect(snippets(index, journal, 'dawn')).toEqual([expect.stringContaining('dawn')])
  })

  it('names the file after the public part of a campaign name', async () => {
    await transferRepo.write({
      characters: [],
      campaigns: [
        campaign({ id: 'camp', name: 'Saga {{gm}}of Vortex{{/gm}}', createdAt: at, updatedAt: at }),
      ],
      journal: [],
      settings: [],
      rolls: [],
    })
    await useTransferStore().exportPlayersCopy('camp', 'Saga {{gm}}of Vortex{{/gm}}')
    expect(exported.map((f) => f.name)).toEqual(['Saga (players).campaign.quillkeep'])
  })

  // Random journals with secret words in titles, bodies, tags and links: the players' copy, read
  // back from its file, indexed for search, finds nothing and shows no snippet for a secret word,
  // while each public word still finds its entry.
  it('finds no secret word in the imported copy’s search (property)', () => {
    const word = fc.stringMatching(/^[a-z]{4,8}$/).map((w) => `pub${w}`)
    const secret = fc.integer({ min: 0, max: 99_999 }).map((n) => `hidden${n}q`)
    const piece = fc.oneof(
      word.map((w) => ({ text: w, secrets: [] as string[], words: [w] })),
      secret.map((s) => ({ text: `{{gm}}${s}{{/gm}}`, secrets: [s], words: [] as string[] })),
      fc.tuple(word, secret).map(([w, s]) => ({
        text: `[[${w}|{{gm}}${s}{{/gm}}]]`,
        secrets: [s],
        words: [] as string[],
      })),
      secret.map((s) => ({
        text: `\n\n{{gm}}\n## ${s}\n\n- [[${s}]]\n{{/gm}}\n\n`,
        secrets: [s],
        words: [] as string[],
      })),
    )
    const text = fc.array(piece, { minLength: 1, maxLength: 6 }).map((pieces) => ({
      text: pieces.map((p) => p.text).join(' '),
      secrets: pieces.flatMap((p) => p.secrets),
      words: pieces.flatMap((p) => p.words),
    }))
    const drawnEntry = fc.record({
      title: text,
      body: text,
      tags: fc.array(text, { maxLength: 3 }),
    })
    fc.assert(
      fc.property(fc.array(drawnEntry, { minLength: 1, maxLength: 5 }), (drawn) => {
        const bundle: Bundle = {
          characters: [],
          campaigns: [campaign({ id: 'camp', name: 'Saga', createdAt: at, updatedAt: at })],
          journal: drawn.map((e, i) =>
            entry(`e${i}`, {
              title: e.title.text.slice(0, 200),
              body: e.body.text,
              tags: e.tags.map((tag) => tag.text.slice(0, 100)),
            }),
          ),
          settings: [],
          rolls: [],
        }
        const parsed = parseFile(
          serializeEnvelope(
            buildEnvelope('campaign', playersCopy(bundle, names), {
              app: 'Quillkeep test',
              exportedAt: at,
            }),
          ),
        )
        if (!parsed.ok) throw new Error(JSON.stringify(parsed.problems))
        const journal = parsed.bundle.journal
        const index = indexOf(journal, 'camp')
        const secrets = drawn.flatMap((e) => [
          ...e.title.secrets,
          ...e.body.secrets,
          ...e.tags.flatMap((tag) => tag.secrets),
        ])
        for (const s of secrets) {
          expect(index.search({ text: s }).total).toBe(0)
          for (const w of ['pub', s.slice(0, 6)])
            for (const shown of snippets(index, journal, w)) expect(shown).not.toContain(s)
        }
        for (const [i, e] of drawn.entries())
          for (const w of e.body.words)
            expect(index.search({ text: w }).hits.map((h) => h.id)).toContain(`e${i}`)
      }),
      { numRuns: 200 },
    )
  })
})
