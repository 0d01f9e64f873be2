// The records Quillkeep stores, shared by the renderer's database, the file formats and the CLI.
// Pure types: no runtime imports.
export type { CharacterRecord } from '../systems/types'

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
