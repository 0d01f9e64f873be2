import Dexie, { type Table } from 'dexie'
import type { CharacterRecord } from '@systems/types'
import { schemaVersions } from './versions'

export interface CampaignRecord {
  id: string
  name: string
  description: string
  systems: string[]
  houseRules: Record<string, Record<string, number | boolean>>
  createdAt: string
  updatedAt: string
  archivedAt: string | null
}

export interface JournalRecord {
  id: string
  campaignId: string
  title: string
  session: number
  date: string
  body: string
  tags: string[]
  characterIds: string[]
  createdAt: string
  updatedAt: string
}

export interface SettingRecord {
  key: string
  value: unknown
}

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
