import Dexie, { type Table } from 'dexie'
import type {
  CampaignRecord,
  CharacterRecord,
  EncounterRecord,
  JournalRecord,
  RollRecord,
  SettingRecord,
} from '@shared/records'

export type {
  CampaignRecord,
  EncounterRecord,
  JournalRecord,
  RollRecord,
  SettingRecord,
} from '@shared/records'
import type { IndexSnapshot } from '../journal/search-snapshot'
import { schemaVersions } from './versions'
import { storableRecords } from './storable'

/** A campaign's persisted full-text index (see journal/search-index.ts). */
export interface SearchIndexRecord {
  campaignId: string
  /** Format of `index`; a different one is rebuilt. */
  format: number
  /** The index (format 2: typed arrays, see journal/search-snapshot.ts; format 1 was JSON). */
  index: IndexSnapshot | string
  /** updatedAt of every entry the index holds, to find what changed since it was saved. */
  revisions: Record<string, string>
  savedAt: string
  /** The database schema it was written under (another one: not trusted, rebuilt). */
  schema?: number
  /** Set by an import (see searchIndexRepo.markImported). */
  importedAt?: string
}

export class QuillkeepDatabase extends Dexie {
  characters!: Table<CharacterRecord, string>
  campaigns!: Table<CampaignRecord, string>
  journal!: Table<JournalRecord, string>
  settings!: Table<SettingRecord, string>
  searchIndexes!: Table<SearchIndexRecord, string>
  rolls!: Table<RollRecord, string>
  encounters!: Table<EncounterRecord, string>

  constructor(name = 'quillkeep') {
    super(name)
    for (const v of schemaVersions) {
      const version = this.version(v.version).stores(v.stores)
      if (v.upgrade) version.upgrade(v.upgrade)
    }
    // Every write is checked as import checks a file: nothing stored can block a backup.
    this.use(storableRecords)
  }
}
