// Deleting a campaign for good, from the campaign list or the campaign's settings: ask (saying
// what goes and what stays), back everything up, then delete. Only archived campaigns can be
// deleted, so a campaign goes through Archived first, as a character goes through the trash.
import { useCampaignsStore } from '@renderer/stores/campaigns'
import { transferStore } from '@renderer/transfer'
import { i18n } from '@renderer/i18n'

let waiting: string | null = null

/** Keeps a message for the campaign list to show next (a deletion made on another screen). */
export function showOnCampaignList(message: string): void {
  waiting = message
}

/** The message kept for the campaign list, once. */
export function takeCampaignListMessage(): string | null {
  const message = waiting
  waiting = null
  return message
}

/** The question asked before deleting. */
export function deletionQuestion(
  name: string,
  entries: number,
  characters: number,
  encounters = 0,
): string {
  const { t } = i18n.global
  return [
    t('campaigns.deleteQuestion', { name }),
    t('campaigns.deleteJournalGoes', entries),
    encounters > 0 ? t('campaigns.deleteEncountersGo', encounters) : '',
    characters > 0 ? t('campaigns.deleteCharactersStay', characters) : '',
    t('campaigns.deleteBackedUp'),
  ]
    .filter((line) => line !== '')
    .join('\n\n')
}

/**
 * Asks, backs up, deletes. Returns the message to show, or null when the answer was no. Throws
 * when the backup or the deletion fails; nothing is deleted then.
 */
export async function deleteCampaignForever(
  campaign: { id: string; name: string },
  ask: (question: string) => boolean = (question) => window.confirm(question),
): Promise<string | null> {
  const campaigns = useCampaignsStore()
  const { entries, characters, encounters } = await campaigns.deletionPreview(campaign.id)
  if (!ask(deletionQuestion(campaign.name, entries, characters, encounters))) return null
  const backup = await (await transferStore()).backup('before-delete')
  const deleted = await campaigns.deleteForever(campaign.id)
  return i18n.global.t(
    'campaigns.deletedDone',
    { name: campaign.name, n: deleted.entries, backup },
    deleted.entries,
  )
}
