import Dexie, { type Table } from 'dexie'
import type { CampaignRecord, CharacterRecord, JournalRecord, SettingRecord } from '@shared/records'

export type { CampaignRecord, JournalRecord, SettingRecord } from '@shared/records'
import { schemaVersions } from './versions'

export class QuillkeepDatabase extends Dexie {
  characters!: Table<CharacterRecord, string>
  campaigns!: Table<CampaignRecord, string>
  journal!: Table<JournalRecord, string>
  settings!: Table<SettingRecord, string>

  constructor(name = 'quillkeep') {
    super(name)
    for (const v of schemaVersions) this.version(v.version).stores(v.stores)
  }
}
