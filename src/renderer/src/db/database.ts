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
import type { IndexSnapshot, PackedSnapshot } from '../journal/search-snapshot'
import { schemaVersions } from './versions'
import { storableRecords } from './storable'
import { recordChanges, type RecordChangesListener } from './record-changes'
import type { RecordHistoryRow, SyncStateRecord } from './sync-state'

/** A campaign's full-text index as the search works on it (see journal/search-core.ts). */
export interface SearchIndexRecord {
  campaignId: string
  /** Format of `index`; a different one is rebuilt. */
  format: number
  /** The index (format 2 on: typed arrays, see journal/search-snapshot.ts; format 1 was JSON). */
  index: IndexSnapshot | string
  /** updatedAt of every entry the index holds, to find what changed since it was saved. */
  revisions: Record<string, string>
  savedAt: string
  /** The database schema it was written under (another one: not trusted, rebuilt). */
  schema?: number
  /** Set by an import (see searchIndexRepo.markImported). */
  importedAt?: string
}

/**
 * A campaign's persisted full-text index, as the searchIndexes table holds it: from format 5 on,
 * `index` packed (PackedSnapshot) and `revisions` a JSON text, so that IndexedDB copies no large
 * object graph on the search worker's thread (journal/search-core.ts packRecord, unpackRecord).
 * Older formats are only ever read, to be found out of date.
 */
export interface StoredSearchIndexRecord extends Omit<SearchIndexRecord, 'index' | 'revisions'> {
  index: PackedSnapshot | IndexSnapshot | string
  revisions: string | Record<string, string>
}

/**
 * A picture as the images table holds it (images-repo.ts): its bytes as a Blob, stored once
 * whatever refers to it, keyed by their SHA-256.
 */
export interface ImageRecord {
  hash: string
  type: 'image/png' | 'image/jpeg'
  width: number
  height: number
  /** The Blob's size, in bytes. */
  bytes: number
  blob: Blob
  createdAt: string
}

export class QuillkeepDatabase extends Dexie {
  characters!: Table<CharacterRecord, string>
  campaigns!: Table<CampaignRecord, string>
  journal!: Table<JournalRecord, string>
  settings!: Table<SettingRecord, string>
  searchIndexes!: Table<StoredSearchIndexRecord, string>
  rolls!: Table<RollRecord, string>
  encounters!: Table<EncounterRecord, string>
  images!: Table<ImageRecord, string>
  /** The sync engine's per-record state (#24): device-private, never synced, backed up or exported. */
  syncStates!: Table<SyncStateRecord, string>
  /** Past bodies of each record's revisions (#24): device-private, bounded per record. */
  recordHistory!: Table<RecordHistoryRow, [string, string]>

  private readonly changeListeners = new Set<RecordChangesListener>()

  constructor(name = 'quillkeep') {
    super(name)
    for (const v of schemaVersions) {
      const version = this.version(v.version).stores(v.stores)
      if (v.upgrade) version.upgrade(v.upgrade)
    }
    // Every write is checked as import checks a file: nothing stored can block a backup.
    this.use(storableRecords)
    // Committed writes to the synced tables reach onRecordsChanged's listeners (record-changes.ts).
    this.use(recordChanges(this.changeListeners))
  }

  /**
   * Hears, after each transaction commits, which records of the synced tables (characters,
   * campaigns, journal, encounters, pictures) it wrote or deleted. Returns the unsubscribe.
   */
  onRecordsChanged(listener: RecordChangesListener): () => void {
    this.changeListeners.add(listener)
    return () => this.changeListeners.delete(listener)
  }
}
