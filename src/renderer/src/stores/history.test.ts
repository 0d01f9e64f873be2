// The history store (#24): a record's kept revisions newest first, with their device; a body at a
// revision; and a character "as of" each session of its campaign's journal (the latest revision
// made by the end of that session's date, local time).
import { describe, expect, it } from 'vitest'
import { sampleCampaign, sampleCharacter, sampleJournal } from '@shared/file-fixtures'
import { formatRevision } from '@shared/sync/hlc'
import { setPlatform, type Platform } from '@renderer/platform'
import { createWebPlatform } from '@renderer/platform/web'
import { useTestDatabase } from '@renderer/testing/sheet-harness'
import { useHistoryStore } from './history'

const db = useTestDatabase('history-store')

/** A local time: month 1–12. */
const local = (y: number, m: number, d: number, h = 12, min = 0, s = 0) =>
  new Date(y, m - 1, d, h, min, s).getTime()

async function keep(key: string, wall: number, device: string, body: unknown) {
  const revision = formatRevision({ wall, counter: 0, device })
  await db().recordHistory.put({ key, revision, wall, device, deleted: body === null, body })
  return revision
}

function withDevice(device: string): void {
  const web = createWebPlatform()
  setPlatform({
    ...web,
    sync: { device: () => Promise.resolve(device) } as unknown as NonNullable<Platform['sync']>,
  })
}

describe('history store', () => {
  it('lists revisions newest first, with their time and whether this device made them', async () => {
    withDevice('devicea1')
    const tova = sampleCharacter('heimr', 'tova-character')
    const key = `characters/${tova.id}`
    const r1 = await keep(key, local(2026, 11, 1), 'devicea1', tova)
    const r2 = await keep(key, local(2026, 11, 2), 'deviceb2', { ...tova, name: 'Tova B' })
    const r3 = await keep(key, local(2026, 11, 3), 'devicea1', null)
    await keep('characters/other-character', local(2026, 11, 4), 'devicea1', tova)
    const history = useHistoryStore()
    expect(await history.revisionsOf('characters', tova.id)).toEqual([
      {
        revision: r3,
        wall: new Date(local(2026, 11, 3)),
        device: 'devicea1',
        thisDevice: true,
        deleted: true,
      },
      {
        revision: r2,
        wall: new Date(local(2026, 11, 2)),
        device: 'deviceb2',
        thisDevice: false,
        deleted: false,
      },
      {
        revision: r1,
        wall: new Date(local(2026, 11, 1)),
        device: 'devicea1',
        thisDevice: true,
        deleted: false,
      },
    ])
    expect(await history.bodyAt('characters', tova.id, r2)).toEqual({ ...tova, name: 'Tova B' })
    expect(await history.bodyAt('characters', tova.id, r3)).toBeNull()
    expect(await history.bodyAt('characters', tova.id, 'not-kept')).toBeUndefined()
  })

  it('without sync on this device, no revision is called its own', async () => {
    const tova = sampleCharacter('heimr', 'tova-character')
    await keep(`characters/${tova.id}`, local(2026, 11, 1), 'devicea1', tova)
    const [only] = await useHistoryStore().revisionsOf('characters', tova.id)
    expect(only?.thisDevice).toBe(false)
  })

  it('gives each session of the campaign the revision current at the end of its date', async () => {
    const campaign = sampleCampaign('campaign-1')
    const tova = { ...sampleCharacter('heimr', 'tova-character'), campaignId: campaign.id }
    await db().campaigns.put(campaign)
    await db().characters.put(tova)
    const entry = (id: string, session: number, date: string, kind = 'session' as const) => ({
      ...sampleJournal(id, campaign.id, []),
      title: `Session ${session}`,
      session,
      date,
      kind,
    })
    await db().journal.bulkPut([
      entry('session-one', 1, '2026-11-01'), // before any revision
      entry('session-two', 2, '2026-11-05'),
      entry('session-three', 3, '2026-11-10'),
      entry('session-undated', 4, ''),
      { ...entry('a-place', 0, ''), kind: 'place', title: 'The inn' },
      { ...entry('trashed-one', 5, '2026-11-10'), deletedAt: '2026-11-11T00:00:00.000Z' },
      { ...sampleJournal('elsewhere', 'campaign-2', []), session: 9 },
    ])
    const key = `characters/${tova.id}`
    await keep(key, local(2026, 11, 3), 'devicea1', { ...tova, name: 'Tova 3rd' })
    const lastOfFifth = await keep(key, local(2026, 11, 5, 23, 59, 59), 'devicea1', {
      ...tova,
      name: 'Tova 5th, late',
    })
    const sixth = await keep(key, local(2026, 11, 6, 0, 0, 1), 'devicea1', {
      ...tova,
      name: 'Tova 6th',
    })

    const sessions = await useHistoryStore().asOfSession(tova.id)
    expect(sessions.map((s) => [s.title, s.date, s.revision?.revision ?? null])).toEqual([
      ['Session 4', '', null],
      // The 10th sees the newest revision, made on the 6th.
      ['Session 3', '2026-11-10', sixth],
      ['Session 2', '2026-11-05', lastOfFifth],
      ['Session 1', '2026-11-01', null],
    ])
  })

  it('lists no sessions for a character in no campaign', async () => {
    const tova = sampleCharacter('heimr', 'tova-character')
    await db().characters.put({ ...tova, campaignId: null })
    expect(await useHistoryStore().asOfSession(tova.id)).toEqual([])
  })
})
