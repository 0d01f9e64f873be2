// The players' copy of a campaign's journal (#23 §2): every GM secret removed (docs/secrets.md),
// entries in the trash left out. Pure TypeScript: the export, the journal PDF and the desktop print
// request all strip through here, in the renderer, before anything leaves it.
//
// What it holds: the campaign record (its name and description without secrets; house rules and
// reward carry stay, they are table rules the players play by) and the journal entries. No
// characters: the players keep their own, a copy of them would only duplicate or overwrite theirs
// on import, and their ledgers hold notes the GM wrote. No settings and no roll log (a campaign
// file carries neither).
//
// Journal fields: title, body, tags, in-game time, award notes and rolls are free text and go
// through withoutSecrets. No field of an entry is GM-only by nature (the schema has no private
// notes); awards stay, they are what the players were given. Links follow the public text: an
// entry id linked only from a secret, or from an entry in the trash, is dropped.
//
// World pages (format 4): a page marked GM-only is left out whole, with every relation to it; a
// page's summary goes through withoutSecrets like its body. A page's name written outside a
// secret (say, in a public [[link]]) is public: the game master chose to write it there.
import { linkedIds, linkResolver, type LinkResolver } from './journal'
import type { Bundle, CampaignRecord, JournalRecord } from './records'
import { referencedPictures } from './pictures'
import { publicTag, withoutSecrets } from './secrets'

/** Neutral names, translated by the caller, for a title or name that was all secret. */
export interface PlayersCopyNames {
  untitledEntry: string
  untitledCampaign: string
}

function publicTags(tags: readonly string[]): string[] {
  const kept: string[] = []
  for (const tag of tags) {
    const open = publicTag(tag)
    if (open !== null && !kept.includes(open)) kept.push(open)
  }
  return kept
}

/**
 * One entry's players' copy; `resolve` finds the entries the copy holds (`inCopy`), for its
 * links and relations.
 */
function publicEntry(
  entry: JournalRecord,
  names: PlayersCopyNames,
  resolve: LinkResolver,
  inCopy: ReadonlySet<string>,
): JournalRecord {
  const body = withoutSecrets(entry.body)
  const linked = new Set(linkedIds(body, resolve, entry.id).entryIds)
  return {
    ...entry,
    title: withoutSecrets(entry.title).trim() || names.untitledEntry,
    body,
    summary: withoutSecrets(entry.summary).trim(),
    relations: entry.relations.filter((relation) => inCopy.has(relation.targetId)),
    tags: publicTags(entry.tags),
    inGame: withoutSecrets(entry.inGame).trim(),
    entryIds: entry.entryIds.filter((id) => linked.has(id)),
    awards: entry.awards.map((award) => ({
      ...award,
      note: withoutSecrets(award.note),
      shares: award.shares.map((share) => ({
        ...share,
        explanation: withoutSecrets(share.explanation),
      })),
    })),
    rolls: entry.rolls.map((roll) => ({
      ...roll,
      label: withoutSecrets(roll.label),
      result: withoutSecrets(roll.result),
    })),
  }
}

/**
 * The players' copy of journal entries: those not in the trash and not GM-only pages, each
 * without its secrets.
 */
export function playersJournal(
  entries: readonly JournalRecord[],
  names: PlayersCopyNames,
): JournalRecord[] {
  const kept = entries.filter((entry) => entry.deletedAt === null && !entry.gmOnly)
  // A link may name an entry by its title as the GM wrote it or as the players read it.
  const linkable = kept.flatMap((entry) => [
    { id: entry.id, title: entry.title },
    { id: entry.id, title: withoutSecrets(entry.title).trim() },
  ])
  // Indexed once: a journal of 10,000 entries is not searched again for every link.
  const resolve = linkResolver({ characters: [], entries: linkable })
  const inCopy = new Set(kept.map((entry) => entry.id))
  return kept.map((entry) => publicEntry(entry, names, resolve, inCopy))
}

/** A campaign record for players: name and description without secrets. */
export function playersCampaign(campaign: CampaignRecord, names: PlayersCopyNames): CampaignRecord {
  return {
    ...campaign,
    name: withoutSecrets(campaign.name).trim() || names.untitledCampaign,
    description: withoutSecrets(campaign.description),
  }
}

/** The players' copy of a campaign bundle (as transferRepo.campaign gives it): see the top. */
export function playersCopy(bundle: Bundle, names: PlayersCopyNames): Bundle {
  const journal = playersJournal(bundle.journal, names)
  // Only the pictures the copy still shows: none that only a secret or a GM-only page refers to.
  const shown = referencedPictures({ characters: [], journal })
  const copy: Bundle = {
    characters: [],
    campaigns: bundle.campaigns.map((campaign) => playersCampaign(campaign, names)),
    journal,
    settings: [],
    rolls: [],
  }
  const pictures = (bundle.pictures ?? []).filter((picture) => shown.has(picture.hash))
  if (pictures.length > 0) copy.pictures = pictures
  return copy
}
