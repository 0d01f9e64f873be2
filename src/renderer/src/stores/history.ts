import { defineStore } from 'pinia'
import type { SyncTable } from '@shared/sync/record-file'
import type { JournalRecord } from '@shared/records'
import { charactersRepo } from '@renderer/db/characters-repo'
import { journalRepo } from '@renderer/db/journal-repo'
import { recordHistoryRepo, type RecordHistoryRow } from '@renderer/db/record-history'
import { platform } from '@renderer/platform'

/** One kept revision of a record (#24, history). */
export interface RevisionItem {
  revision: string
  wall: Date
  device: string
  /** Made on this device (else synced from another). */
  thisDevice: boolean
  /** The record was deleted at this revision. */
  deleted: boolean
}

/** A journal session of the character's campaign, with the revision current when it ended. */
export interface SessionItem {
  entryId: string
  title: string
  session: number
  /** The session's date (yyyy-mm-dd), or '' when it has none. */
  date: string
  /** The latest kept revision made by the end of that date (local time); null: none is kept. */
  revision: RevisionItem | null
}

/** The last millisecond of a yyyy-mm-dd date in local time; NaN for anything else. */
function endOfLocalDay(date: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date)
  if (!match) return NaN
  const [, year, month, day] = match.map(Number) as [number, number, number, number]
  return new Date(year, month - 1, day + 1).getTime() - 1
}

/**
 * The history of records (#24): the revisions this device keeps with their bodies (the newest 50
 * per record, kept while sync is on), and a character's sheet "as of" each session of its
 * campaign's journal.
 */
export const useHistoryStore = defineStore('history', () => {
  let device: Promise<string | null> | null = null

  /** This device's sync id, or null where there is no sync. */
  function thisDevice(): Promise<string | null> {
    device ??= (platform().sync?.device() ?? Promise.resolve(null)).catch(() => null)
    return device
  }

  function item(row: RecordHistoryRow, here: string | null): RevisionItem {
    return {
      revision: row.revision,
      wall: new Date(row.wall),
      device: row.device,
      thisDevice: row.device === here,
      deleted: row.deleted,
    }
  }

  /** The record's kept revisions, newest first. */
  async function revisionsOf(table: SyncTable, id: string): Promise<RevisionItem[]> {
    const [rows, here] = await Promise.all([recordHistoryRepo.revisions(table, id), thisDevice()])
    return rows.map((row) => item(row, here))
  }

  /** The record as it was at `revision`: null for a deletion, undefined when it is not kept. */
  async function bodyAt(table: SyncTable, id: string, revision: string): Promise<unknown> {
    return (await recordHistoryRepo.at(table, id, revision))?.body
  }

  /**
   * The sessions of the character's campaign, newest first, each with the revision that was
   * current at the end of its date (local time): the latest kept revision made by then. A
   * character in no campaign has none.
   */
  async function asOfSession(characterId: string): Promise<SessionItem[]> {
    const character = await charactersRepo.get(characterId)
    if (!character?.campaignId) return []
    const [entries, revisions] = await Promise.all([
      journalRepo.entries(character.campaignId),
      revisionsOf('characters', characterId),
    ])
    return entries
      .filter((entry: JournalRecord) => entry.kind === 'session')
      .sort((a, b) => b.session - a.session || b.date.localeCompare(a.date))
      .map((entry) => {
        const end = endOfLocalDay(entry.date)
        return {
          entryId: entry.id,
          title: entry.title,
          session: entry.session,
          date: entry.date,
          revision: revisions.find((r) => r.wall.getTime() <= end) ?? null,
        }
      })
  }

  return { revisionsOf, bodyAt, asOfSession }
})
