import { database, type CampaignRecord } from './database'

export const campaignsRepo = {
  async list(): Promise<CampaignRecord[]> {
    return database().campaigns.orderBy('name').toArray()
  },
  async put(record: CampaignRecord): Promise<void> {
    await database().campaigns.put(JSON.parse(JSON.stringify(record)) as CampaignRecord)
  },
}
