import { defineStore } from 'pinia'
import { shallowRef } from 'vue'
import type { CampaignRecord, CharacterRecord } from '@shared/records'
import { campaignsRepo, type CampaignSummary } from '@renderer/db/campaigns-repo'
import { charactersRepo } from '@renderer/db/characters-repo'

export {
  campaignDescriptionLimit,
  campaignNameLimit,
  campaignNameProblem,
  type CampaignSummary,
} from '@renderer/db/campaigns-repo'

/**
 * Campaigns: the campaign list, and the campaign whose screen is open. The campaign's header and
 * its settings and party tabs all show `current`, so a change made in a tab shows in the header
 * at once; the list shows it too when it is next shown, until it has been read again. Refused
 * changes throw CampaignError, whose message is for the user.
 *
 * Only the campaign screens import this store: the library's first screen never loads it.
 */
export const useCampaignsStore = defineStore('campaigns', () => {
  /** Every campaign by name, with its party size and systems, as `loadSummaries` last read it. */
  const summaries = shallowRef<CampaignSummary[]>([])
  /** The open campaign: null while none is open, or when the open one does not exist. */
  const current = shallowRef<CampaignRecord | null>(null)
  /** Counts `open` calls: only the latest one sets `current` (screens opened in quick turn). */
  let opening = 0

  async function loadSummaries(): Promise<void> {
    summaries.value = await campaignsRepo.summaries()
  }

  /**
   * Reads a campaign and makes it the open one (again: the party screen calls this after moving
   * characters, whose systems the campaign lists). Resolves to null when it does not exist.
   */
  async function open(id: string): Promise<CampaignRecord | null> {
    const call = ++opening
    const found = (await campaignsRepo.get(id)) ?? null
    if (call === opening) current.value = found
    return found
  }

  /** A changed record replaces the one in `current` and in the list, where they hold it. */
  function changed(record: CampaignRecord): CampaignRecord {
    if (current.value?.id === record.id) current.value = record
    if (summaries.value.some((s) => s.campaign.id === record.id))
      summaries.value = summaries.value.map((s) =>
        s.campaign.id === record.id ? { ...s, campaign: record } : s,
      )
    return record
  }

  /**
   * Sync (#24): campaigns changed in the database by another device (or a conflict resolved):
   * the list, when it has been read, and the open campaign are read again.
   */
  async function storedChanged(ids: readonly string[]): Promise<void> {
    if (summaries.value.length > 0) await loadSummaries()
    const open = current.value?.id
    if (open && ids.includes(open)) current.value = (await campaignsRepo.get(open)) ?? null
  }

  /** One campaign as stored now, for a screen inside it that needs it fresh (awards, printing). */
  function get(id: string): Promise<CampaignRecord | undefined> {
    return campaignsRepo.get(id)
  }

  /** Every campaign by name. */
  function list(): Promise<CampaignRecord[]> {
    return campaignsRepo.list()
  }

  /** Creates a campaign; call `loadSummaries` to list it. */
  function create(input: { name: string; description?: string }): Promise<CampaignRecord> {
    return campaignsRepo.create(input)
  }

  async function update(
    id: string,
    patch: { name?: string; description?: string },
  ): Promise<CampaignRecord> {
    return changed(await campaignsRepo.update(id, patch))
  }

  async function setArchived(id: string, archived: boolean): Promise<CampaignRecord> {
    return changed(await campaignsRepo.setArchived(id, archived))
  }

  async function setHouseRule(
    id: string,
    systemId: string,
    ruleId: string,
    value: number | boolean | null,
  ): Promise<CampaignRecord> {
    return changed(await campaignsRepo.setHouseRule(id, systemId, ruleId, value))
  }

  /** The campaign's characters (the trash included), by name. */
  function party(campaignId: string): Promise<CharacterRecord[]> {
    return campaignsRepo.party(campaignId)
  }

  /** Every stored character (the trash included), to pick party members from. */
  function characters(): Promise<CharacterRecord[]> {
    return charactersRepo.list()
  }

  /** What deleting a campaign would remove and release: its journal entries, its characters. */
  function deletionPreview(
    id: string,
  ): Promise<{ entries: number; characters: number; encounters: number }> {
    return campaignsRepo.deletionPreview(id)
  }

  /**
   * Deletes an archived campaign for good (see campaignsRepo.deleteForever) and takes it off the
   * list. `current` keeps it until the screen showing it navigates away.
   */
  async function deleteForever(
    id: string,
  ): Promise<{ entries: number; characters: number; encounters: number }> {
    const deleted = await campaignsRepo.deleteForever(id)
    summaries.value = summaries.value.filter((s) => s.campaign.id !== id)
    return deleted
  }

  /** Moves a character into a campaign's party, or out of any with `null`. */
  function setCampaign(characterId: string, campaignId: string | null): Promise<void> {
    return campaignsRepo.setCampaign(characterId, campaignId)
  }

  return {
    storedChanged,
    summaries,
    current,
    loadSummaries,
    open,
    get,
    list,
    create,
    update,
    setArchived,
    setHouseRule,
    party,
    characters,
    setCampaign,
    deletionPreview,
    deleteForever,
  }
})
