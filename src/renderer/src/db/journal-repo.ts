// The campaign journal in IndexedDB: the timeline, the trash, links and awards. Only this file
// and the other repositories call Dexie.
import type { CampaignRecord, CharacterRecord, JournalRecord, RollRecord } from '@shared/records'
import type { AwardInput } from '@shared/awards'
import { journalEntry } from '@shared/journal'
import { newId } from '@systems/common/ledger'
import { database } from './connection'
import { jsonCopy } from '@systems/common/json'

type Listener = (campaignId: string, ids: string[]) => void
const listeners = new Set<Listener>()

/** Tells the search index (and anyone else) which entries changed. */
export function onJournalChange(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Announces entries written outside this repository (imports, restores). */
export function changed(campaignId: string, ids: string[]): void {
  for (const listener of listeners) listener(campaignId, ids)
}

/** Items grouped by campaign, in order. */
function byCampaign<T extends { campaignId: string }>(items: readonly T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>()
  for (const item of items) {
    const group = groups.get(item.campaignId)
    if (group) group.push(item)
    else groups.set(item.campaignId, [item])
  }
  return groups
}

/** Announces written entries, grouped by campaign (an import may hold several campaigns). */
export function announceEntries(
  entries: readonly Pick<JournalRecord, 'id' | 'campaignId'>[],
): void {
  for (const [campaignId, group] of byCampaign(entries))
    changed(
      campaignId,
      group.map((e) => e.id),
    )
}

/** Hears about entries an import is writing, before it commits, and how the import ended. */
export interface ImportListener {
  importing(campaignId: string, entries: JournalRecord[]): void
  imported(campaignId: string, committed: boolean): void
}
const importListeners = new Set<ImportListener>()

export function onJournalImport(listener: ImportListener): () => void {
  importListeners.add(listener)
  return () => importListeners.delete(listener)
}

/** Entries an import is writing in a transaction not yet committed. */
export function announceImporting(entries: readonly JournalRecord[]): void {
  for (const [campaignId, group] of byCampaign(entries))
    for (const listener of importListeners) listener.importing(campaignId, group)
}

/** How an import that announced entries of these campaigns ended. */
export function announceImported(campaignIds: Iterable<string>, committed: boolean): void {
  for (const campaignId of campaignIds)
    for (const listener of importListeners) listener.imported(campaignId, committed)
}

const pageKinds: Exclude<JournalRecord['kind'], 'session'>[] = ['npc', 'place', 'faction', 'item']
const lowest = -Infinity
const highest = Infinity

export const journalRepo = {
  /** Ids of the campaign's entries that are not in the trash, newest session first. */
  async timeline(campaignId: string): Promise<string[]> {
    const db = await database()
    return db.transaction('r', db.journal, async () => {
      const [ordered, trashed] = await Promise.all([
        // Read forwards (one getAllKeys call) and reverse here: a reversed Dexie collection
        // walks a cursor key by key, which is several times slower for a long journal.
        db.journal
          .where('[campaignId+session]')
          .between([campaignId, lowest], [campaignId, highest])
          .primaryKeys(),
        // Only trashed entries have a deletedAt in the index (null is not indexed).
        db.journal.where('deletedAt').above('').primaryKeys(),
      ])
      const gone = new Set(trashed)
      return ordered.filter((id) => !gone.has(id)).reverse()
    })
  },
  /**
   * The newest `count` entries not in the trash, read with a cursor that stops early: the first
   * screen shows these while `timeline` reads every id (tens of milliseconds for a long journal).
   */
  async firstPage(campaignId: string, count: number): Promise<JournalRecord[]> {
    return (await database()).journal
      .where('[campaignId+session]')
      .between([campaignId, lowest], [campaignId, highest])
      .reverse()
      .filter((r) => r.deletedAt === null)
      .limit(count)
      .toArray()
  },
  /** Every entry of the campaign that is not in the trash (for printing the journal). */
  async entries(campaignId: string): Promise<JournalRecord[]> {
    const rows = await (await database()).journal.where('campaignId').equals(campaignId).toArray()
    return rows.filter((r) => r.deletedAt === null)
  },
  async trashed(campaignId: string): Promise<JournalRecord[]> {
    const db = await database()
    const rows = await db.journal.where('deletedAt').above('').toArray()
    return rows.filter((r) => r.campaignId === campaignId)
  },
  async get(id: string): Promise<JournalRecord | undefined> {
    return (await database()).journal.get(id)
  },
  /** Entries in the order of `ids`; ids that no longer exist are left out. */
  async getMany(ids: readonly string[]): Promise<JournalRecord[]> {
    const rows = await (await database()).journal.bulkGet([...ids])
    return rows.filter((r): r is JournalRecord => r !== undefined)
  },
  /** Every entry's id and title (for resolving [[links]]) and every tag in the campaign. */
  async overview(campaignId: string): Promise<{
    titles: { id: string; title: string; deleted: boolean; kind: JournalRecord['kind'] }[]
    tags: string[]
  }> {
    const db = await database()
    const titles: { id: string; title: string; deleted: boolean; kind: JournalRecord['kind'] }[] =
      []
    const tags = new Set<string>()
    await db.journal
      .where('campaignId')
      .equals(campaignId)
      .each((r) => {
        titles.push({ id: r.id, title: r.title, deleted: r.deletedAt !== null, kind: r.kind })
        if (r.deletedAt === null) for (const tag of r.tags) tags.add(tag)
      })
    return { titles, tags: [...tags].sort((a, b) => a.localeCompare(b)) }
  },
  /** Entries that link to `id`. */
  async backlinks(id: string): Promise<JournalRecord[]> {
    const rows = await (await database()).journal.where('entryIds').equals(id).toArray()
    return rows.filter((r) => r.deletedAt === null)
  },
  /** Entries that involve a character, newest session first. */
  async forCharacter(characterId: string): Promise<JournalRecord[]> {
    const rows = await (
      await database()
    ).journal
      .where('characterIds')
      .equals(characterId)
      .toArray()
    return rows.filter((r) => r.deletedAt === null).sort((a, b) => b.session - a.session)
  },
  /** The number after the campaign's highest session. */
  async nextSession(campaignId: string): Promise<number> {
    const db = await database()
    const last = await db.journal
      .where('[campaignId+session]')
      .between([campaignId, lowest], [campaignId, highest])
      .last()
    return (last?.session ?? 0) + 1
  },
  /** Starts an entry titled and numbered after the campaign's last session (the trash included). */
  async create(campaignId: string, now = new Date().toISOString()): Promise<JournalRecord> {
    const session = await journalRepo.nextSession(campaignId)
    const entry = journalEntry({
      id: newId(),
      campaignId,
      title: `Session ${session}`,
      session,
      date: now.slice(0, 10),
      createdAt: now,
      updatedAt: now,
    })
    await journalRepo.put(entry)
    return entry
  },
  /** Starts a world page of a kind (#23): no session number or date, and a name still to give. */
  async createPage(
    campaignId: string,
    kind: Exclude<JournalRecord['kind'], 'session'>,
    now = new Date().toISOString(),
  ): Promise<JournalRecord> {
    const page = journalEntry({ id: newId(), campaignId, kind, createdAt: now, updatedAt: now })
    await journalRepo.put(page)
    return page
  },
  /** The campaign's world pages (every kind but sessions) that are not in the trash. */
  async pages(campaignId: string): Promise<JournalRecord[]> {
    const rows = await (
      await database()
    ).journal
      .where('[campaignId+kind]')
      .anyOf(pageKinds.map((kind) => [campaignId, kind]))
      .toArray()
    return rows.filter((r) => r.deletedAt === null)
  },
  async put(entry: JournalRecord): Promise<void> {
    await (await database()).journal.put(jsonCopy(entry))
    changed(entry.campaignId, [entry.id])
  },
  /** Writes many entries at once (an import); they were validated before. */
  async putMany(entries: readonly JournalRecord[]): Promise<void> {
    if (entries.length === 0) return
    await (await database()).journal.bulkPut(jsonCopy([...entries]))
    announceEntries(entries)
  },
  async trash(id: string, now = new Date().toISOString()): Promise<void> {
    await setDeleted(id, now)
  },
  async restore(id: string, now = new Date().toISOString()): Promise<void> {
    await setDeleted(id, null, now)
  },
  /** Deletes a trashed entry for good. Entries not in the trash are refused. */
  async deleteForever(id: string): Promise<void> {
    const db = await database()
    const entry = await db.journal.get(id)
    if (!entry) return
    if (entry.deletedAt === null) throw new Error('Move the entry to the trash first.')
    await db.journal.delete(id)
    changed(entry.campaignId, [id])
  },
  /**
   * Adds a block of Markdown at the end of an entry's body (a fight's summary), in one
   * transaction with reading it, so that nothing typed meanwhile is lost.
   */
  async appendToBody(id: string, markdown: string, now = new Date().toISOString()) {
    const db = await database()
    const entry = await db.transaction('rw', db.journal, async () => {
      const stored = await db.journal.get(id)
      if (!stored || stored.deletedAt !== null)
        throw new Error('That journal entry no longer exists.')
      const body = stored.body.trimEnd()
      const next: JournalRecord = {
        ...stored,
        body: body ? `${body}\n\n${markdown}` : markdown,
        updatedAt: now,
      }
      await db.journal.put(next)
      return next
    })
    changed(entry.campaignId, [id])
    return entry
  },
  /**
   * Posts an award from an entry to the chosen characters' ledgers, in one transaction with the
   * entry and the campaign's carry. Throws (writing nothing) when the award is refused.
   */
  async award(entryId: string, input: AwardInput): Promise<JournalRecord> {
    // The rules of every system come with awards only: the journal's screens open without them.
    // Loaded before the transaction, which must not wait on anything but the database.
    const { planAward } = await import('@shared/awards')
    const db = await database()
    const entry = await db.transaction('rw', db.journal, db.characters, db.campaigns, async () => {
      const { entry, campaign, party } = await loadForAward(entryId)
      const result = planAward(entry, campaign, party, input)
      await writeAward(result.entry, result.campaign, result.characters)
      return result.entry
    })
    changed(entry.campaignId, [entry.id])
    return entry
  },
  /** Undoes an award on every character at once (or on none, with the reason). */
  async undoAward(entryId: string, awardId: string): Promise<JournalRecord> {
    const { planUndoAward } = await import('@shared/awards')
    const db = await database()
    const entry = await db.transaction('rw', db.journal, db.characters, db.campaigns, async () => {
      const { entry, campaign } = await loadForAward(entryId)
      const award = entry.awards.find((a) => a.id === awardId)
      const ids = award?.shares.map((s) => s.characterId) ?? []
      const characters = (await db.characters.bulkGet(ids)).filter(
        (c): c is CharacterRecord => c !== undefined,
      )
      const result = planUndoAward(entry, campaign, characters, awardId)
      await writeAward(result.entry, result.campaign, result.characters)
      return result.entry
    })
    changed(entry.campaignId, [entry.id])
    return entry
  },
}

async function setDeleted(id: string, deletedAt: string | null, now = deletedAt): Promise<void> {
  const db = await database()
  const entry = await db.journal.get(id)
  if (!entry) return
  await db.journal.put({ ...entry, deletedAt, updatedAt: now ?? new Date().toISOString() })
  changed(entry.campaignId, [id])
}

async function loadForAward(
  entryId: string,
): Promise<{ entry: JournalRecord; campaign: CampaignRecord; party: CharacterRecord[] }> {
  const db = await database()
  const entry = await db.journal.get(entryId)
  if (!entry) throw new Error('That journal entry no longer exists.')
  const campaign = await db.campaigns.get(entry.campaignId)
  if (!campaign) throw new Error('That campaign no longer exists.')
  const party = await db.characters.where('campaignId').equals(campaign.id).toArray()
  return { entry, campaign, party }
}

async function writeAward(
  entry: JournalRecord,
  campaign: CampaignRecord,
  characters: CharacterRecord[],
): Promise<void> {
  const db = await database()
  await db.journal.put(jsonCopy(entry))
  await db.campaigns.put(jsonCopy(campaign))
  if (characters.length > 0) await db.characters.bulkPut(jsonCopy(characters))
}

/**
 * Copies rolls into an entry's log, or takes one out. The roll log itself (which rolls are marked
 * as attached) is kept by the roll panel through rolls-repo; a roll marked for an entry that does
 * not hold it is offered again there.
 */
export const journalRolls = {
  async attach(entryId: string, rolls: readonly RollRecord[]): Promise<JournalRecord> {
    return editRolls(entryId, (held) => {
      const have = new Set(held.map((r) => r.id))
      const added = rolls
        .filter((r) => !have.has(r.id))
        .map((r) => ({ ...r, journalEntryId: entryId }))
      return [...held, ...added]
    })
  },
  async detach(entryId: string, rollId: string): Promise<JournalRecord> {
    return editRolls(entryId, (held) => held.filter((r) => r.id !== rollId))
  },
}

async function editRolls(
  entryId: string,
  edit: (held: RollRecord[]) => RollRecord[],
): Promise<JournalRecord> {
  const db = await database()
  const entry = await db.transaction('rw', db.journal, async () => {
    const entry = await db.journal.get(entryId)
    if (!entry) throw new Error('That journal entry no longer exists.')
    const next = {
      ...entry,
      rolls: jsonCopy(edit(entry.rolls)),
      updatedAt: new Date().toISOString(),
    }
    await db.journal.put(next)
    return next
  })
  changed(entry.campaignId, [entryId])
  return entry
}

/** The fields the entry editor changes; awards and rolls change only through their own calls. */
export type EntryEdits = Pick<
  JournalRecord,
  | 'title'
  | 'session'
  | 'date'
  | 'inGame'
  | 'timeCounts'
  | 'tags'
  | 'body'
  | 'characterIds'
  | 'entryIds'
  | 'kind'
  | 'summary'
  | 'relations'
  | 'gmOnly'
  | 'portrait'
>

/** Saves the editor's fields onto the stored entry, keeping its awards, rolls and trash state. */
export async function saveEntryEdits(id: string, edits: EntryEdits): Promise<JournalRecord> {
  const db = await database()
  const entry = await db.transaction('rw', db.journal, async () => {
    const stored = await db.journal.get(id)
    if (!stored) throw new Error('That journal entry no longer exists.')
    const next: JournalRecord = {
      ...stored,
      ...jsonCopy(edits),
      updatedAt: new Date().toISOString(),
    }
    // A page whose portrait was removed has none (absent, as files write it).
    if (edits.portrait === undefined) delete next.portrait
    await db.journal.put(next)
    return next
  })
  changed(entry.campaignId, [id])
  return entry
}
