// A campaign's encounters in IndexedDB (#23 §4): the fights, ongoing and ended, and their trash.
// Only this file and the other repositories call Dexie; every write passes the same checks as
// import (storable.ts).
import type { Encounter } from '@shared/encounter'
import { encounterRecord } from '@shared/encounter-record'
import type { EncounterRecord } from '@shared/records'
import { jsonCopy } from '@systems/common/json'
import { database } from './connection'

const newestFirst = (a: EncounterRecord, b: EncounterRecord) =>
  a.updatedAt < b.updatedAt ? 1 : a.updatedAt > b.updatedAt ? -1 : a.id < b.id ? -1 : 1

async function setDeleted(id: string, deletedAt: string | null, now: string): Promise<void> {
  const db = await database()
  await db.transaction('rw', db.encounters, async () => {
    const stored = await db.encounters.get(id)
    if (stored) await db.encounters.put({ ...stored, deletedAt, updatedAt: now })
  })
}

export const encountersRepo = {
  /** The campaign's encounters not in the trash, the one changed last first. */
  async list(campaignId: string): Promise<EncounterRecord[]> {
    const rows = await (
      await database()
    ).encounters
      .where('campaignId')
      .equals(campaignId)
      .toArray()
    return rows.filter((e) => e.deletedAt === null).sort(newestFirst)
  },
  /** The campaign's encounters in the trash, the one trashed last first. */
  async trashed(campaignId: string): Promise<EncounterRecord[]> {
    const rows = await (await database()).encounters.where('deletedAt').above('').toArray()
    return rows.filter((e) => e.campaignId === campaignId).sort(newestFirst)
  },
  async get(id: string): Promise<EncounterRecord | undefined> {
    return (await database()).encounters.get(id)
  },
  async put(record: EncounterRecord): Promise<void> {
    await (await database()).encounters.put(jsonCopy(record))
  },
  /**
   * Stores the model's encounter after a change: a new one is created now; a stored one keeps
   * its createdAt, endedAt and trash mark. `ended` ends the fight now (it stays ended after).
   */
  async save(
    encounter: Encounter,
    { now = new Date().toISOString(), ended = false }: { now?: string; ended?: boolean } = {},
  ): Promise<EncounterRecord> {
    const db = await database()
    return db.transaction('rw', db.encounters, async () => {
      const stored = await db.encounters.get(encounter.id)
      const record = encounterRecord(jsonCopy(encounter), {
        createdAt: stored?.createdAt ?? now,
        updatedAt: now,
        endedAt: stored?.endedAt ?? (ended ? now : null),
        deletedAt: stored?.deletedAt ?? null,
      })
      await db.encounters.put(record)
      return record
    })
  },
  async trash(id: string, now = new Date().toISOString()): Promise<void> {
    await setDeleted(id, now, now)
  },
  async restore(id: string, now = new Date().toISOString()): Promise<void> {
    await setDeleted(id, null, now)
  },
  /** Deletes a trashed encounter for good. Encounters not in the trash are refused. */
  async deleteForever(id: string): Promise<void> {
    const db = await database()
    await db.transaction('rw', db.encounters, async () => {
      const stored = await db.encounters.get(id)
      if (!stored) return
      if (stored.deletedAt === null) throw new Error('Move the encounter to the trash first.')
      await db.encounters.delete(id)
    })
  },
}
