// Change capture (#24): committed writes to the synced tables reach db.onRecordsChanged, once per
// transaction, after it commits; aborted transactions and device-private tables report nothing.
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { sampleCampaign, sampleCharacter, sampleJournal } from '@shared/file-fixtures'
import { imageHash } from '@shared/images'
import { useTestDatabase } from '@renderer/testing/sheet-harness'
import '../testing/cloneable-blob'
import { campaignsRepo } from './campaigns-repo'
import { charactersRepo } from './characters-repo'
import { encountersRepo } from './encounters-repo'
import { imagesRepo } from './images-repo'
import { journalRepo } from './journal-repo'
import type { RecordChange } from './record-changes'
import { transferRepo } from './transfer-repo'

const db = useTestDatabase('record-changes')

/** Every report the database makes while `run` runs (and the commits it waits for settle). */
async function reports(run: () => Promise<unknown>): Promise<RecordChange[][]> {
  const heard: RecordChange[][] = []
  const stop = db().onRecordsChanged((changes) => heard.push(changes))
  try {
    await run()
  } finally {
    // 'complete' may fire after the write's promise settles: let it.
    await new Promise((done) => setTimeout(done, 20))
    stop()
  }
  return heard
}

const encounter = (id: string, campaignId: string) => ({
  id,
  campaignId,
  name: `Fight ${id}`,
  round: 1,
  turn: 0,
  combatants: [],
  order: [],
  log: [],
  createdAt: '2026-11-27T00:00:00.000Z',
  updatedAt: '2026-11-27T00:00:00.000Z',
  endedAt: null,
  deletedAt: null,
})

describe('record change capture', () => {
  it("reports a repository's write once, after it commits", async () => {
    const tova = sampleCharacter('heimr', 'tova-character')
    expect(await reports(() => charactersRepo.put(tova))).toEqual([
      [{ table: 'characters', id: tova.id }],
    ])
    expect(await reports(() => charactersRepo.remove(tova.id))).toEqual([
      [{ table: 'characters', id: tova.id }],
    ])
  })

  it('reports every key a transaction wrote, per table, in one report', async () => {
    const campaign = { ...sampleCampaign('campaign-one'), archivedAt: '2026-11-27T00:00:00.000Z' }
    await campaignsRepo.put(campaign)
    const member = sampleCharacter('heimr', 'member-one', campaign.id)
    await charactersRepo.put(member)
    await journalRepo.putMany([
      sampleJournal('entry-one', campaign.id, []),
      sampleJournal('entry-two', campaign.id, []),
    ])
    await encountersRepo.put(encounter('fight-one', campaign.id))
    await db().settings.put({ key: 'theme', value: 'dark' })
    // Deleting an archived campaign: the campaign, its journal and encounters (a range delete),
    // its party moved out, its search index and rolls (device-private, not reported).
    const heard = await reports(() => campaignsRepo.deleteForever(campaign.id))
    expect(heard).toHaveLength(1)
    const byTable = (table: string) =>
      heard[0]!
        .filter((c) => c.table === table)
        .map((c) => c.id)
        .sort()
    expect(byTable('campaigns')).toEqual([campaign.id])
    expect(byTable('journal')).toEqual(['entry-one', 'entry-two'])
    expect(byTable('encounters')).toEqual(['fight-one'])
    expect(byTable('characters')).toEqual([member.id])
    expect(heard[0]).toHaveLength(5)
  })

  it('reports an import, its pictures among them, once', async () => {
    const bytes = new Uint8Array(
      readFileSync(resolve(__dirname, '../../../../tests/fixtures/images/portrait.png')),
    )
    const hash = await imageHash(bytes)
    const stored = await imagesRepo.store({ bytes, type: 'image/png', width: 40, height: 30, hash })
    expect(stored.ok).toBe(true)
    const bundle = await transferRepo.everything()
    await db().images.clear()
    const tova = { ...sampleCharacter('heimr', 'imported-tova'), portrait: hash }
    const heard = await reports(() =>
      transferRepo.write({ ...bundle, characters: [tova], campaigns: [sampleCampaign('c-imp')] }),
    )
    expect(heard).toHaveLength(1)
    expect(heard[0]).toEqual(
      expect.arrayContaining([
        { table: 'pictures', id: hash },
        { table: 'characters', id: tova.id },
        { table: 'campaigns', id: 'c-imp' },
      ]),
    )
  })

  it('reports nothing for a transaction that aborted, or a write the database refused', async () => {
    const tova = sampleCharacter('heimr', 'aborted-tova')
    const heard = await reports(async () => {
      await db()
        .transaction('rw', db().characters, db().journal, async () => {
          await db().characters.put(tova)
          await db().journal.put(sampleJournal('entry-aborted', 'c1', []))
          throw new Error('changed my mind')
        })
        .catch(() => undefined)
      await db()
        .characters.put({ ...tova, name: 'x'.repeat(500) })
        .catch(() => undefined)
    })
    expect(heard).toEqual([])
    expect(await db().characters.count()).toBe(0)
  })

  it('never reports settings, rolls, search indexes or the sync state', async () => {
    const heard = await reports(async () => {
      await db().settings.put({ key: 'theme', value: 'dark' })
      await db().rolls.put({
        id: 'r1',
        at: '2026-11-27T00:00:00.000Z',
        characterId: 'x',
        characterName: 'Tova',
        label: 'STR save',
        result: '4 vs 12: success',
      })
      await db().searchIndexes.put({
        campaignId: 'c1',
        format: 1,
        index: '{}',
        revisions: {},
        savedAt: '2026-11-27T00:00:00.000Z',
      })
      await db().syncStates.put({
        key: 'characters/x',
        table: 'characters',
        id: 'x',
        current: null,
        synced: null,
        seen: [],
        conflicts: [],
        conflicted: 0,
      })
    })
    expect(heard).toEqual([])
  })

  it('stops reporting to a listener that unsubscribed', async () => {
    const heard: RecordChange[][] = []
    const stop = db().onRecordsChanged((changes) => heard.push(changes))
    stop()
    await charactersRepo.put(sampleCharacter('heimr', 'unheard-tova'))
    await new Promise((done) => setTimeout(done, 20))
    expect(heard).toEqual([])
  })
})
