// Shared set-up for the journal's component tests: a campaign with a party in a fresh database,
// a router that accepts every path, and a journal search made fresh for each test's database.
import { afterEach } from 'vitest'
import { campaign, journalEntry } from '@shared/journal'
import { sampleCharacter } from '@shared/file-fixtures'
import type { systems } from '@systems/index'
import type { CharacterRecord, JournalRecord } from '@shared/records'
import type { QuillkeepDatabase } from '@renderer/db/database'
import type { JournalSearch, JournalSearchClient } from './search'

export { anyPathRouter, settle } from '@renderer/components/components-test-helpers'

let client: JournalSearchClient | null = null
let make: (() => JournalSearchClient) | null = null

/**
 * A stand-in for the app's `journalSearch` singleton (which keeps the first database it opened):
 * it forwards to a client made on first use in each test. Use it from a `vi.mock('./search')`
 * factory with the real module's `createJournalSearch`.
 */
export function searchPerTest(create: () => JournalSearchClient): JournalSearch {
  make = create
  const current = () => (client ??= make!())
  return {
    search: (query) => current().search(query),
    warm: (campaignId) => current().warm(campaignId),
    onProgress: (listener) => current().onProgress(listener),
    flush: () => current().flush(),
  }
}

afterEach(() => {
  client?.dispose()
  client = null
})

const at = '2026-11-20T09:30:00.000Z'

/** A party member of `system` named `name` in campaign `camp`. */
export function member(
  system: keyof typeof systems,
  name: string,
  fields: Partial<CharacterRecord> = {},
): CharacterRecord {
  return { ...sampleCharacter(system, name.toLowerCase(), 'camp'), name, ...fields }
}

/** An entry of campaign `camp`. */
export function entry(id: string, fields: Partial<JournalRecord> = {}): JournalRecord {
  return journalEntry({ id, campaignId: 'camp', createdAt: at, updatedAt: at, ...fields })
}

/** Stores the campaign `camp`, its party and its entries. */
export async function seedCampaign(
  db: QuillkeepDatabase,
  party: CharacterRecord[],
  entries: JournalRecord[] = [],
): Promise<void> {
  await db.campaigns.put(campaign({ id: 'camp', name: 'Davokar', createdAt: at, updatedAt: at }))
  if (party.length) await db.characters.bulkPut(party)
  if (entries.length) await db.journal.bulkPut(entries)
}
