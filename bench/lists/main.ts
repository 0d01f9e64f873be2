// The page bench/lists.mjs drives in Chromium. Built with the web renderer's Vite settings into
// <web build>/bench-lists/, so it shares the app's origin and with it the app's IndexedDB. It
// only seeds the database (the measuring happens in the app's own pages): one campaign whose
// party is every character, with a journal of seeded, generated entries.
// The rules code's words go through the app's vue-i18n, installed as the app installs it.
import '@renderer/i18n'
import { sampleCharacter } from '@shared/file-fixtures'
import { campaign as campaignRecord, journalEntry } from '@shared/journal'
import type { CharacterRecord, JournalRecord } from '@shared/records'
import { systemList } from '@systems/index'
import { database, useDatabase } from '@renderer/db/connection'
import { campaignsRepo } from '@renderer/db/campaigns-repo'
import { journalRepo } from '@renderer/db/journal-repo'
import {
  capital,
  createRng,
  inventedWord,
  makeVocabulary,
  tagPool as allTags,
  zipfWords,
} from '../corpus'

const tagPool = allTags.slice(0, 24)

export const campaignId = 'bench-campaign'

/** `count` characters of every system in turn, each in the campaign's party. */
function makeCharacters(count: number): CharacterRecord[] {
  const random = createRng(1000 + count)
  const systems = systemList().map((s) => s.id)
  const start = Date.UTC(2026, 0, 1)
  const characters: CharacterRecord[] = []
  for (let i = 0; i < count; i++) {
    const system = systems[i % systems.length]!
    const name = `${capital(inventedWord(random, 2))} ${capital(inventedWord(random, 2 + (i % 2)))}`
    const at = new Date(start + i * 60_000).toISOString()
    characters.push({
      ...sampleCharacter(system, `bench-character-${i}`, campaignId),
      name,
      createdAt: at,
      updatedAt: at,
    })
  }
  return characters
}

/** `count` entries of about `averageWords` words (Zipf-distributed vocabulary). */
function makeEntries(count: number, averageWords: number, characterIds: string[]) {
  const random = createRng(20261121)
  const vocabulary = makeVocabulary(random, 5000)
  const word = zipfWords(random, vocabulary)
  const now = Date.UTC(2026, 10, 21)
  const rows: JournalRecord[] = []
  for (let i = 0; i < count; i++) {
    const length = Math.round(averageWords * (0.5 + random()))
    const sentences: string[] = []
    let sentence: string[] = []
    for (let w = 0; w < length; w++) {
      sentence.push(sentence.length === 0 ? capital(word()) : word())
      if (sentence.length >= 8 + random() * 12 || w === length - 1) {
        sentences.push(`${sentence.join(' ')}.`)
        sentence = []
      }
    }
    const session = Math.floor(i / 2) + 1
    const at = new Date(now - (count - i) * 3_600_000).toISOString()
    const tags = new Set<string>()
    while (tags.size < 1 + (i % 3)) tags.add(tagPool[Math.floor(tagPool.length * random() ** 2)]!)
    rows.push(
      journalEntry({
        id: `bench-entry-${i}`,
        campaignId,
        title: `Session ${session}: ${capital(vocabulary[50 + Math.floor(random() * 2000)]!)}`,
        session,
        date: at.slice(0, 10),
        body: sentences.join(' '),
        tags: [...tags],
        characterIds: characterIds.filter(() => random() < 0.5).slice(0, 4),
        inGame: `Day ${session}`,
        createdAt: at,
        updatedAt: at,
      }),
    )
  }
  // A word of middling frequency to type into the journal's search box.
  return { rows, searchWord: vocabulary[120]!, tag: tagPool[1]! }
}

async function deleteAppDatabase(): Promise<void> {
  ;(await database()).close()
  useDatabase(null)
  await new Promise<void>((resolve, reject) => {
    const request = indexedDB.deleteDatabase('quillkeep')
    request.onsuccess = () => resolve()
    request.onerror = () => reject(request.error ?? new Error('IndexedDB delete failed'))
    request.onblocked = () => reject(new Error('deleting the app database is blocked'))
  })
}

const bench = {
  /**
   * A fresh app database: `characters` characters, all in one campaign's party, and `entries`
   * journal entries in that campaign. Returns what the driver types into each list's filter.
   */
  async seed(characters: number, entries: number, averageWords: number) {
    const started = performance.now()
    await deleteAppDatabase()
    const db = await database()
    const party = makeCharacters(characters)
    const at = '2016-01-01T00:00:00.000Z'
    await campaignsRepo.put(
      campaignRecord({
        id: campaignId,
        name: 'Benchmark campaign',
        systems: [...new Set(party.map((c) => c.system))],
        createdAt: at,
        updatedAt: at,
      }),
    )
    await db.characters.bulkPut(party)
    const journal = makeEntries(
      entries,
      averageWords,
      party.slice(0, 6).map((c) => c.id),
    )
    for (let i = 0; i < journal.rows.length; i += 1000)
      await journalRepo.putMany(journal.rows.slice(i, i + 1000))
    // The filter typed into the library and the party: the start of a name two thirds down.
    const far = party[Math.floor(party.length * (2 / 3))]!
    return {
      characters: party.length,
      entries: journal.rows.length,
      nameFilter: far.name.slice(0, 5).toLowerCase(),
      farName: far.name,
      searchWord: journal.searchWord,
      tag: journal.tag,
      ms: performance.now() - started,
    }
  },
}

declare global {
  interface Window {
    listsBench: typeof bench
  }
}
window.listsBench = bench
document.documentElement.dataset.ready = 'true'
