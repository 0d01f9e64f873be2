// The campaigns store over a real repository: the campaign list, the open campaign that the
// campaign screens share, and the changes that keep both in step.
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createPinia, setActivePinia } from 'pinia'
import { sampleCampaign, sampleCharacter } from '@shared/file-fixtures'
import { QuillkeepDatabase } from '@renderer/db/database'
import { useDatabase } from '@renderer/db/connection'
import { campaignsRepo } from '@renderer/db/campaigns-repo'
import { useCampaignsStore } from './campaigns'

let counter = 0
let db: QuillkeepDatabase

beforeEach(() => {
  db = new QuillkeepDatabase(`campaigns-store-test-${++counter}`)
  useDatabase(db)
  setActivePinia(createPinia())
})

const names = () => useCampaignsStore().summaries.map((s) => s.campaign.name)

describe('campaigns store: the list', () => {
  it('lists campaigns by name with their party, once created and read again', async () => {
    const campaigns = useCampaignsStore()
    const made = await campaigns.create({ name: 'Ravenfall' })
    await campaigns.create({ name: 'Alberetor', description: 'The old country.' })
    expect(campaigns.summaries).toEqual([]) // creating does not read the list
    await db.characters.put(sampleCharacter('symbaroum', 'tova', made.id))
    await campaigns.loadSummaries()
    expect(names()).toEqual(['Alberetor', 'Ravenfall'])
    expect(campaigns.summaries[1]).toMatchObject({ members: 1, systems: ['symbaroum'] })
    expect((await campaigns.list()).map((c) => c.name)).toEqual(['Alberetor', 'Ravenfall'])
  })

  it('refuses a bad name with the repository’s message and creates nothing', async () => {
    const campaigns = useCampaignsStore()
    await expect(campaigns.create({ name: '  ' })).rejects.toThrow('Give the campaign a name.')
    expect(await db.campaigns.count()).toBe(0)
  })

  it('takes a campaign deleted for good off the list, after saying what would go', async () => {
    const campaigns = useCampaignsStore()
    const gone = await campaigns.create({ name: 'Gone' })
    await campaigns.create({ name: 'Kept' })
    await db.characters.put(sampleCharacter('heimr', 'sigrun', gone.id))
    await campaigns.loadSummaries()
    expect(await campaigns.deletionPreview(gone.id)).toEqual({
      entries: 0,
      characters: 1,
      encounters: 0,
    })
    // Only archived campaigns can be deleted.
    await expect(campaigns.deleteForever(gone.id)).rejects.toThrow('Archive the campaign')
    expect(names()).toEqual(['Gone', 'Kept'])
    await campaigns.setArchived(gone.id, true)
    // The list shows the change without being read again.
    expect(campaigns.summaries[0]?.campaign.archivedAt).not.toBeNull()
    expect(campaigns.summaries[0]?.members).toBe(1)
    expect(await campaigns.deleteForever(gone.id)).toEqual({
      entries: 0,
      characters: 1,
      encounters: 0,
    })
    expect(names()).toEqual(['Kept'])
    expect((await db.characters.get('sigrun'))?.campaignId).toBeNull()
  })
})

describe('campaigns store: the open campaign', () => {
  it('opens a campaign, or null for one that does not exist', async () => {
    await db.campaigns.put(sampleCampaign('davokar'))
    const campaigns = useCampaignsStore()
    expect(await campaigns.open('davokar')).toMatchObject({ id: 'davokar' })
    expect(campaigns.current?.id).toBe('davokar')
    expect(await campaigns.open('missing')).toBeNull()
    expect(campaigns.current).toBeNull()
  })

  it('keeps the campaign opened last when an earlier read answers after it', async () => {
    await db.campaigns.bulkPut([sampleCampaign('first'), sampleCampaign('second')])
    const campaigns = useCampaignsStore()
    const read = vi.spyOn(campaignsRepo, 'get')
    let answerFirst = (): void => {}
    read.mockImplementationOnce(
      (id) =>
        new Promise((resolve) => {
          answerFirst = () => void db.campaigns.get(id).then(resolve)
        }),
    )
    const first = campaigns.open('first')
    await campaigns.open('second')
    answerFirst()
    expect(await first).toMatchObject({ id: 'first' })
    expect(campaigns.current?.id).toBe('second')
  })

  it('shows a rename, an archive and a house rule of the open campaign at once', async () => {
    await db.campaigns.bulkPut([sampleCampaign('open'), sampleCampaign('other')])
    const campaigns = useCampaignsStore()
    await campaigns.open('open')
    await campaigns.update('open', { name: 'Renamed', description: 'New text' })
    expect(campaigns.current).toMatchObject({ name: 'Renamed', description: 'New text' })
    await campaigns.setArchived('open', true)
    expect(campaigns.current?.archivedAt).not.toBeNull()
    await campaigns.setHouseRule('open', 'cairn-ap', 'slots', 12)
    expect(campaigns.current?.houseRules['cairn-ap']).toEqual({ slots: 12 })
    // Another campaign's change is stored but does not replace the open one.
    const other = await campaigns.update('other', { name: 'Elsewhere' })
    expect(other.name).toBe('Elsewhere')
    expect(campaigns.current?.id).toBe('open')
    expect((await db.campaigns.get('open'))?.name).toBe('Renamed')
  })

  it('moves characters in and out of a party, and reads the party and everyone', async () => {
    await db.campaigns.put({ ...sampleCampaign('camp'), systems: [] })
    await db.characters.bulkPut([
      { ...sampleCharacter('murdham', 'wulf'), name: 'Wulf' },
      { ...sampleCharacter('symbaroum', 'ada'), name: 'Ada' },
    ])
    const campaigns = useCampaignsStore()
    await campaigns.setCampaign('wulf', 'camp')
    await campaigns.setCampaign('ada', 'camp')
    expect((await campaigns.party('camp')).map((c) => c.name)).toEqual(['Ada', 'Wulf'])
    await campaigns.setCampaign('ada', null)
    expect((await campaigns.party('camp')).map((c) => c.name)).toEqual(['Wulf'])
    expect((await campaigns.characters()).map((c) => c.id).sort()).toEqual(['ada', 'wulf'])
    // The campaign lists the systems its party plays; opening it again shows them.
    expect((await campaigns.open('camp'))?.systems).toEqual(['murdham'])
    await expect(campaigns.setCampaign('nobody', 'camp')).rejects.toThrow('no longer exists')
  })

  it('reads a campaign as stored without opening it', async () => {
    await db.campaigns.put(sampleCampaign('camp'))
    const campaigns = useCampaignsStore()
    expect(await campaigns.get('camp')).toMatchObject({ id: 'camp' })
    expect(campaigns.current).toBeNull()
  })
})
