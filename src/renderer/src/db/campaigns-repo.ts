import { database } from './connection'
import type { CampaignRecord } from './database'

export const campaignsRepo = {
  async list(): Promise<CampaignRecord[]> {
    return (await database()).campaigns.orderBy('name').toArray()
  },
  async put(record: CampaignRecord): Promise<void> {
    await (await database()).campaigns.put(JSON.parse(JSON.stringify(record)) as CampaignRecord)
  },
}
