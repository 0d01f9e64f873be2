// Ids in an imported bundle: which already exist (the import preview), and a copy of the bundle
// under fresh ids with every link between its records kept ("import as a copy"). Pure TypeScript.
import type { Bundle } from './records'

export interface ExistingIds {
  characters: ReadonlySet<string>
  campaigns: ReadonlySet<string>
  journal: ReadonlySet<string>
  encounters: ReadonlySet<string>
}

interface IdSplit {
  /** Ids in the bundle that the database does not have yet. */
  added: string[]
  /** Ids in the bundle that the database already has. */
  existing: string[]
}

export interface IdDiff {
  characters: IdSplit
  campaigns: IdSplit
  journal: IdSplit
  encounters: IdSplit
}

function split(ids: readonly string[], known: ReadonlySet<string>): IdSplit {
  const out: IdSplit = { added: [], existing: [] }
  for (const id of ids) (known.has(id) ? out.existing : out.added).push(id)
  return out
}

/** What importing `bundle` would add and what it would meet, per table, in the bundle's order. */
export function diffIds(bundle: Bundle, existing: ExistingIds): IdDiff {
  return {
    characters: split(
      bundle.characters.map((c) => c.id),
      existing.characters,
    ),
    campaigns: split(
      bundle.campaigns.map((c) => c.id),
      existing.campaigns,
    ),
    journal: split(
      bundle.journal.map((j) => j.id),
      existing.journal,
    ),
    encounters: split(
      (bundle.encounters ?? []).map((e) => e.id),
      existing.encounters,
    ),
  }
}

function defaultNewId(): string {
  return globalThis.crypto.randomUUID()
}

/**
 * A deep copy of `bundle` where every character, campaign, journal entry and ledger entry has a
 * new id. Links inside the bundle follow (character.campaignId, journal.campaignId,
 * journal.characterIds, entryIds and relations' targets, ledger journalEntryId, an award share's character and
 * ledger entry, a roll's character and entry, in entries and in the roll log, an encounter's
 * campaign and its party members, who are the characters); links to records outside the bundle
 * are kept as they are, so a copied character stays in a campaign the user already has. Foes'
 * ids belong to their encounter alone and stay.
 */
export function withFreshIds(bundle: Bundle, newId: () => string = defaultNewId): Bundle {
  const copy = structuredClone(bundle)
  const characterIds = new Map<string, string>()
  const campaignIds = new Map<string, string>()
  const journalIds = new Map<string, string>()
  const ledgerIds = new Map<string, string>()
  const rollIds = new Map<string, string>()
  const encounterIds = new Map<string, string>()
  const fresh = (map: Map<string, string>, id: string): string => {
    let next = map.get(id)
    if (next === undefined) {
      next = newId()
      map.set(id, next)
    }
    return next
  }
  for (const c of copy.characters) c.id = fresh(characterIds, c.id)
  for (const c of copy.campaigns) c.id = fresh(campaignIds, c.id)
  for (const j of copy.journal) j.id = fresh(journalIds, j.id)
  const follow = (map: Map<string, string>, id: string): string => map.get(id) ?? id

  for (const c of copy.characters) {
    if (c.campaignId !== null) c.campaignId = follow(campaignIds, c.campaignId)
    for (const entry of c.ledger) {
      entry.id = fresh(ledgerIds, entry.id)
      if (entry.journalEntryId !== undefined) {
        entry.journalEntryId = follow(journalIds, entry.journalEntryId)
      }
    }
  }
  for (const j of copy.journal) {
    j.campaignId = follow(campaignIds, j.campaignId)
    j.characterIds = j.characterIds.map((id) => follow(characterIds, id))
    j.entryIds = j.entryIds.map((id) => follow(journalIds, id))
    j.relations = j.relations.map((r) => ({ ...r, targetId: follow(journalIds, r.targetId) }))
    for (const award of j.awards) {
      for (const share of award.shares) {
        share.characterId = follow(characterIds, share.characterId)
        share.ledgerEntryId = follow(ledgerIds, share.ledgerEntryId)
      }
    }
    for (const roll of j.rolls) {
      roll.id = fresh(rollIds, roll.id)
      roll.characterId = follow(characterIds, roll.characterId)
      if (roll.journalEntryId !== undefined) roll.journalEntryId = j.id
    }
  }
  // The roll log: a logged roll and its copy inside an entry keep one id between them.
  for (const roll of copy.rolls) {
    roll.id = fresh(rollIds, roll.id)
    roll.characterId = follow(characterIds, roll.characterId)
    if (roll.journalEntryId !== undefined) {
      roll.journalEntryId = follow(journalIds, roll.journalEntryId)
    }
  }
  // An encounter's party members are the campaign's characters: their ids follow, wherever the
  // encounter names them (combatants, turn order, log).
  for (const e of copy.encounters ?? []) {
    e.id = fresh(encounterIds, e.id)
    e.campaignId = follow(campaignIds, e.campaignId)
    const party = new Set(e.combatants.filter((c) => c.kind === 'party').map((c) => c.id))
    const member = (id: string) => (party.has(id) ? follow(characterIds, id) : id)
    for (const c of e.combatants) c.id = member(c.id)
    for (const slot of e.order) slot.combatantId = member(slot.combatantId)
    for (const event of e.log) {
      event.target = member(event.target)
      if (event.kind === 'damage' && event.source !== null) event.source = member(event.source)
    }
  }
  return copy
}
