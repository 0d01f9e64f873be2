import type { CharacterRecord } from '@systems/types'
import { campaign as campaignDefaults } from '@shared/journal'
import { newId } from '@systems/common/ledger'
import { database } from './connection'
import type { CampaignRecord, QuillkeepDatabase } from './database'
import { changed } from './journal-repo'
import { maxNameLength } from '@shared/names'
import { jsonCopy } from '@systems/common/json'

/** A refused campaign change; its message is shown to the user as it is. */
export class CampaignError extends Error {
  override name = 'CampaignError'
}

/** What a person may type as a campaign's name: the same as for a character. */
export const campaignNameLimit = maxNameLength
export const campaignDescriptionLimit = 4000

/** Why a campaign name cannot be used, or null when it can. */
export function campaignNameProblem(name: string): string | null {
  const trimmed = name.trim()
  if (!trimmed) return 'Give the campaign a name.'
  if (trimmed.length > campaignNameLimit)
    return `Campaign names are limited to ${campaignNameLimit} characters.`
  return null
}

function descriptionProblem(description: string): string | null {
  return description.length > campaignDescriptionLimit
    ? `Descriptions are limited to ${campaignDescriptionLimit} characters.`
    : null
}

/** A campaign with what the campaign list shows about its party. */
export interface CampaignSummary {
  campaign: CampaignRecord
  /** Party members not in the trash. */
  members: number
  /** Systems of those members, sorted, without repeats. */
  systems: string[]
}

const systemsOf = (members: readonly CharacterRecord[]) =>
  [...new Set(members.filter((c) => c.deletedAt === null).map((c) => c.system))].sort()

async function mustGet(db: QuillkeepDatabase, id: string): Promise<CampaignRecord> {
  const found = await db.campaigns.get(id)
  if (!found) throw new CampaignError('That campaign no longer exists.')
  return found
}

/** Keeps a campaign's `systems` in step with its party (inside a transaction). */
async function refreshSystems(db: QuillkeepDatabase, campaignId: string, now: string) {
  const record = await db.campaigns.get(campaignId)
  if (!record) return
  const members = await db.characters.where('campaignId').equals(campaignId).toArray()
  const systems = systemsOf(members)
  if (JSON.stringify(systems) !== JSON.stringify(record.systems))
    await db.campaigns.put({ ...record, systems, updatedAt: now })
}

export const campaignsRepo = {
  async list(): Promise<CampaignRecord[]> {
    return (await database()).campaigns.orderBy('name').toArray()
  },
  /** Every campaign by name, with its party size and systems. */
  async summaries(): Promise<CampaignSummary[]> {
    const db = await database()
    return db.transaction('r', db.campaigns, db.characters, async () => {
      const campaigns = await db.campaigns.orderBy('name').toArray()
      const members = await db.characters
        .where('campaignId')
        .anyOf(campaigns.map((c) => c.id))
        .toArray()
      return campaigns.map((campaign) => {
        const party = members.filter((m) => m.campaignId === campaign.id && m.deletedAt === null)
        return { campaign, members: party.length, systems: systemsOf(party) }
      })
    })
  },
  async get(id: string): Promise<CampaignRecord | undefined> {
    return (await database()).campaigns.get(id)
  },
  async put(record: CampaignRecord): Promise<void> {
    await (await database()).campaigns.put(jsonCopy(record))
  },
  /** Creates a campaign. Throws CampaignError for a missing or overlong name. */
  async create(
    input: { name: string; description?: string },
    now = new Date().toISOString(),
  ): Promise<CampaignRecord> {
    const problem = campaignNameProblem(input.name) ?? descriptionProblem(input.description ?? '')
    if (problem) throw new CampaignError(problem)
    const record = campaignDefaults({
      id: newId(),
      name: input.name.trim(),
      description: (input.description ?? '').trim(),
      createdAt: now,
      updatedAt: now,
    })
    await (await database()).campaigns.add(jsonCopy(record))
    return record
  },
  /** Renames or re-describes a campaign. Bad input throws CampaignError and changes nothing. */
  async update(
    id: string,
    patch: { name?: string; description?: string },
    now = new Date().toISOString(),
  ): Promise<CampaignRecord> {
    const problem =
      (patch.name === undefined ? null : campaignNameProblem(patch.name)) ??
      (patch.description === undefined ? null : descriptionProblem(patch.description))
    if (problem) throw new CampaignError(problem)
    const db = await database()
    return db.transaction('rw', db.campaigns, async () => {
      const record = await mustGet(db, id)
      const next: CampaignRecord = {
        ...record,
        ...(patch.name === undefined ? {} : { name: patch.name.trim() }),
        ...(patch.description === undefined ? {} : { description: patch.description }),
        updatedAt: now,
      }
      await db.campaigns.put(next)
      return next
    })
  },
  /** Archives (true) or restores (false) a campaign. Its party and journal stay as they are. */
  async setArchived(
    id: string,
    archived: boolean,
    now = new Date().toISOString(),
  ): Promise<CampaignRecord> {
    const db = await database()
    return db.transaction('rw', db.campaigns, async () => {
      const record = await mustGet(db, id)
      const next = { ...record, archivedAt: archived ? now : null, updatedAt: now }
      await db.campaigns.put(next)
      return next
    })
  },
  /** What deleting a campaign would remove and release: its journal entries, its characters. */
  async deletionPreview(
    id: string,
  ): Promise<{ entries: number; characters: number; encounters: number }> {
    const db = await database()
    return db.transaction('r', db.journal, db.characters, db.encounters, async () => ({
      entries: await db.journal.where('campaignId').equals(id).count(),
      characters: await db.characters.where('campaignId').equals(id).count(),
      encounters: await db.encounters.where('campaignId').equals(id).count(),
    }))
  },
  /**
   * Deletes an archived campaign for good, in one transaction: the campaign, its journal and its
   * encounters (the trash included) and its saved search index. Its characters stay in the library, in no
   * campaign, with every award already posted to their ledgers; rolls that were attached to the
   * deleted entries go back to their log, unattached. A campaign that is not archived is refused
   * with a CampaignError and nothing changes.
   */
  async deleteForever(
    id: string,
    now = new Date().toISOString(),
  ): Promise<{ entries: number; characters: number; encounters: number }> {
    const db = await database()
    const { entryIds, characters, encounters } = await db.transaction(
      'rw',
      [db.campaigns, db.journal, db.characters, db.searchIndexes, db.rolls, db.encounters],
      async () => {
        const record = await mustGet(db, id)
        if (record.archivedAt === null)
          throw new CampaignError('Archive the campaign before deleting it.')
        const entryIds = await db.journal.where('campaignId').equals(id).primaryKeys()
        const members = await db.characters.where('campaignId').equals(id).toArray()
        const deleted = new Set(entryIds)
        // Attached rolls of any character, party member or not (the roll log has no such index).
        const attached = await db.rolls
          .filter((roll) => roll.journalEntryId !== undefined && deleted.has(roll.journalEntryId))
          .toArray()
        await db.rolls.bulkPut(attached.map(({ journalEntryId: _, ...roll }) => roll))
        await db.characters.bulkPut(
          members.map((c) => ({ ...c, campaignId: null, updatedAt: now })),
        )
        await db.journal.bulkDelete(entryIds)
        const encounters = await db.encounters.where('campaignId').equals(id).delete()
        await db.searchIndexes.delete(id)
        await db.campaigns.delete(id)
        return { entryIds, characters: members.length, encounters }
      },
    )
    // The search worker drops the entries; it no longer saves an index for this campaign.
    if (entryIds.length > 0) changed(id, entryIds)
    return { entries: entryIds.length, characters, encounters }
  },
  /**
   * Sets one house rule for one system in this campaign, or clears it with `null` so the
   * app-wide setting applies again. Values other than finite numbers and booleans are refused.
   */
  async setHouseRule(
    id: string,
    systemId: string,
    ruleId: string,
    value: number | boolean | null,
    now = new Date().toISOString(),
  ): Promise<CampaignRecord> {
    if (value !== null && typeof value !== 'boolean' && !Number.isFinite(value))
      throw new CampaignError('A house rule is a number or a yes/no setting.')
    const db = await database()
    return db.transaction('rw', db.campaigns, async () => {
      const record = await mustGet(db, id)
      const forSystem = { ...(record.houseRules[systemId] ?? {}) }
      if (value === null) delete forSystem[ruleId]
      else forSystem[ruleId] = value
      const houseRules = { ...record.houseRules, [systemId]: forSystem }
      if (Object.keys(forSystem).length === 0) delete houseRules[systemId]
      const next = { ...record, houseRules, updatedAt: now }
      await db.campaigns.put(next)
      return next
    })
  },
  /** The campaign's characters (the trash included; callers filter), by name. */
  async party(campaignId: string): Promise<CharacterRecord[]> {
    const rows = await (
      await database()
    ).characters
      .where('campaignId')
      .equals(campaignId)
      .toArray()
    return rows.sort((a, b) => a.name.localeCompare(b.name))
  },
  /**
   * Moves a character into a campaign's party, or out of any with `null`. The character itself
   * is kept either way; the systems listed on the old and new campaign follow their parties.
   */
  async setCampaign(characterId: string, campaignId: string | null): Promise<void> {
    const db = await database()
    await db.transaction('rw', db.characters, db.campaigns, async () => {
      const character = await db.characters.get(characterId)
      if (!character) throw new CampaignError('That character no longer exists.')
      if (campaignId !== null) await mustGet(db, campaignId)
      const now = new Date().toISOString()
      const before = character.campaignId
      await db.characters.put({ ...character, campaignId, updatedAt: now })
      if (before && before !== campaignId) await refreshSystems(db, before, now)
      if (campaignId) await refreshSystems(db, campaignId, now)
    })
  },
}
