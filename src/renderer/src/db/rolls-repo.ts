// The roll log: every roll made on a sheet, kept so the game master can attach the session's
// rolls to a journal entry. Only this file touches the `rolls` table.
import type { JournalRecord, RollRecord } from '@shared/records'
import { database } from './connection'
import { jsonCopy } from '@systems/common/json'

export const rollsRepo = {
  async add(roll: RollRecord): Promise<void> {
    await (await database()).rolls.add(jsonCopy(roll))
  },
  async get(id: string): Promise<RollRecord | undefined> {
    return (await database()).rolls.get(id)
  },
  /** Rolls by any of these characters made at or after `since` (ISO time), oldest first. */
  async byCharacters(characterIds: readonly string[], since = ''): Promise<RollRecord[]> {
    if (characterIds.length === 0) return []
    const rows = await (
      await database()
    ).rolls
      .where('characterId')
      .anyOf([...characterIds])
      .filter((r) => r.at >= since)
      .toArray()
    return rows.sort((a, b) => a.at.localeCompare(b.at) || a.id.localeCompare(b.id))
  },
  /** Marks rolls as attached to a journal entry. Ids that no longer exist are skipped. */
  async attach(rollIds: readonly string[], journalEntryId: string): Promise<void> {
    const db = await database()
    await db.transaction('rw', db.rolls, async () => {
      for (const id of rollIds) await db.rolls.update(id, { journalEntryId })
    })
  },
  /** Clears a roll's journal entry, so it can be attached again. */
  async detach(rollId: string): Promise<void> {
    const db = await database()
    await db.transaction('rw', db.rolls, async () => {
      const roll = await db.rolls.get(rollId)
      if (!roll) return
      const { journalEntryId: _gone, ...rest } = roll
      await db.rolls.put(rest)
    })
  },
  /**
   * The entry before `entry` in its campaign's timeline (a lower session, or the same session
   * written earlier), not in the trash, or undefined when it is the first.
   */
  async previousEntry(entry: JournalRecord): Promise<JournalRecord | undefined> {
    const db = await database()
    let found: JournalRecord | undefined
    await db.journal
      .where('[campaignId+session]')
      .between([entry.campaignId, -Infinity], [entry.campaignId, entry.session], true, true)
      .reverse()
      .until(() => found !== undefined)
      .each((row) => {
        if (found || row.id === entry.id || row.deletedAt !== null) return
        if (row.session < entry.session || row.createdAt < entry.createdAt) found = row
      })
    return found
  },
}
