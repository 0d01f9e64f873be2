// Deleting a campaign for good, from the campaign list or the campaign's settings: ask (saying
// what goes and what stays), back everything up, then delete. Only archived campaigns can be
// deleted, so a campaign goes through Archived first, as a character goes through the trash.
import { campaignsRepo } from '@renderer/db/campaigns-repo'
import { transferStore } from '@renderer/transfer'

let lastDeleted: string | null = null

/** The message of a deletion made from a campaign's own screen, for the campaign list to show. */
export function takeDeletionMessage(): string | null {
  const message = lastDeleted
  lastDeleted = null
  return message
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

/** The question asked before deleting. */
export function deletionQuestion(name: string, entries: number, characters: number): string {
  return [
    `Delete “${name}” forever?`,
    `Its journal goes with it: ${count(entries, 'entry', 'entries')}, the trash included.`,
    characters > 0
      ? `${count(characters, 'character stays', 'characters stay')} in the library, in no campaign, with the awards already posted to them.`
      : '',
    'Everything is backed up first. This cannot be undone.',
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
  const { entries, characters } = await campaignsRepo.deletionPreview(campaign.id)
  if (!ask(deletionQuestion(campaign.name, entries, characters))) return null
  const backup = await (await transferStore()).backup('before-delete')
  const deleted = await campaignsRepo.deleteForever(campaign.id)
  lastDeleted = `Deleted “${campaign.name}” and ${count(deleted.entries, 'journal entry', 'journal entries')}. A backup from just before is listed under Settings › Backups (${backup}).`
  return lastDeleted
}
