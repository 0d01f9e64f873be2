// Rewards from a journal entry: each recipient's share by its system's rule, posted to the
// character's ledger with a link back to the entry, and undone on every character at once.
// Pure: takes records and returns new ones; the caller writes them in one transaction.
import { getSystem, isSystemId } from '../systems/index'
import { makeAward, undoEntry, newId } from '../systems/common/ledger'
import { PurchaseError, type CharacterRecord, type GameSystem } from '../systems/types'
import { formatAmount } from '../systems/common/format'
import { text as say } from './text'
import type { AwardShare, CampaignRecord, JournalAward, JournalRecord } from './records'

export interface AwardInput {
  /** Reward kind id, e.g. "xp". */
  kind: string
  amount: number
  note: string
  characterIds: string[]
}

export interface AwardResult {
  entry: JournalRecord
  campaign: CampaignRecord
  characters: CharacterRecord[]
  award: JournalAward
}

function systemOf(character: CharacterRecord): GameSystem<unknown> {
  return getSystem(character.system)
}

/** Reward kinds every given system accepts, by id, with the label of the first that has it. */
export function rewardKindsFor(
  systemIds: readonly string[],
): { id: string; label: string; systems: string[] }[] {
  const out = new Map<string, { id: string; label: string; systems: string[] }>()
  for (const id of new Set(systemIds)) {
    const system = isSystemId(id) ? getSystem(id) : undefined
    for (const kind of system?.campaign.rewards ?? []) {
      const known = out.get(kind.id) ?? { id: kind.id, label: kind.label, systems: [] }
      known.systems.push(id)
      out.set(kind.id, known)
    }
  }
  return [...out.values()]
}

const carryKey = (system: string, kind: string) => `${system}:${kind}`

/**
 * Shares an award among the chosen characters. Characters are grouped by system and each
 * system's rule decides its group's shares (Heimr divides among those present and carries
 * the remainder; most systems give the amount as entered). Refuses, changing nothing, when a
 * recipient's system has no such reward or a character is not in the party.
 */
export function planAward(
  entry: JournalRecord,
  campaign: CampaignRecord,
  party: readonly CharacterRecord[],
  input: AwardInput,
  now = new Date().toISOString(),
): AwardResult {
  if (!Number.isInteger(input.amount) || input.amount <= 0) {
    throw new PurchaseError(say('award.wholeNumber', { amount: String(input.amount) }))
  }
  const ids = [...new Set(input.characterIds)]
  if (ids.length === 0) throw new PurchaseError(say('award.chooseSomeone'))
  const recipients = ids.map((id) => {
    const character = party.find((c) => c.id === id && c.deletedAt === null)
    if (!character) throw new PurchaseError(say('award.notInParty'))
    const system = systemOf(character)
    if (character.dataVersion > system.dataVersion) {
      // A newer Quillkeep's character is read-only here: its record is never rewritten.
      throw new PurchaseError(say('award.newerCharacter', { name: character.name }))
    }
    return character
  })
  const bySystem = new Map<string, CharacterRecord[]>()
  for (const character of recipients) {
    bySystem.set(character.system, [...(bySystem.get(character.system) ?? []), character])
  }
  const award: JournalAward = {
    id: newId(),
    kind: input.kind,
    amount: input.amount,
    note: input.note.trim(),
    at: now,
    shares: [],
    carried: {},
  }
  const rewardCarry = { ...campaign.rewardCarry }
  const updated: CharacterRecord[] = []
  for (const [systemId, group] of bySystem) {
    const system = systemOf(group[0]!)
    const kind = system.campaign.rewards.find((r) => r.id === input.kind)
    if (!kind) {
      const offered = system.campaign.rewards.map((r) => r.label).join(', ')
      throw new PurchaseError(
        say('award.notOffered', {
          system: system.name,
          names: group.map((c) => c.name).join(', '),
          offered,
        }),
      )
    }
    const key = carryKey(systemId, kind.id)
    const before = rewardCarry[key] ?? 0
    const share = kind.share(input.amount, group.length, before)
    if (share.carry !== before || key in rewardCarry) {
      rewardCarry[key] = share.carry
      award.carried[key] = { before, after: share.carry }
    }
    for (const character of group) {
      if (share.each <= 0) continue
      const label = entry.title.trim() || say('award.session', { session: entry.session })
      const ledgerEntry = makeAward(kind.currency, share.each, {
        at: now,
        note: award.note ? `${label}: ${award.note}` : label,
        journalEntryId: entry.id,
      })
      updated.push({ ...character, ledger: [...character.ledger, ledgerEntry], updatedAt: now })
      award.shares.push({
        characterId: character.id,
        characterName: character.name,
        system: systemId,
        currency: kind.currency,
        amount: share.each,
        ledgerEntryId: ledgerEntry.id,
        explanation: share.explanation,
      })
    }
  }
  if (award.shares.length === 0) {
    throw new PurchaseError(say('award.tooLittle'))
  }
  return {
    award,
    characters: updated,
    campaign: { ...campaign, rewardCarry, updatedAt: now },
    entry: { ...entry, awards: [...entry.awards, award], updatedAt: now },
  }
}

/**
 * Undoes an award on every character that received it, and gives back what it carried.
 * All or nothing: when any character has already spent their share the award stays, with a
 * message naming who. Shares already undone on a character's own ledger are skipped.
 */
export function planUndoAward(
  entry: JournalRecord,
  campaign: CampaignRecord,
  characters: readonly CharacterRecord[],
  awardId: string,
  now = new Date().toISOString(),
): Omit<AwardResult, 'award'> {
  const award = entry.awards.find((a) => a.id === awardId)
  if (!award || award.undoneAt) throw new PurchaseError(say('award.alreadyUndone'))
  const updated: CharacterRecord[] = []
  const blocked: string[] = []
  for (const share of award.shares) {
    const character = characters.find((c) => c.id === share.characterId)
    const ledgerEntry = character?.ledger.find((e) => e.id === share.ledgerEntryId)
    if (!character || !ledgerEntry || ledgerEntry.undoneAt) continue // deleted, or undone there
    try {
      const result = undoEntry(character.data, character.ledger, share.ledgerEntryId, now)
      updated.push({ ...character, data: result.data, ledger: result.ledger, updatedAt: now })
    } catch (error) {
      if (!(error instanceof PurchaseError)) throw error
      blocked.push(character.name)
    }
  }
  if (blocked.length > 0) {
    throw new PurchaseError(
      say('award.alreadySpent', { names: blocked.join(', '), count: blocked.length }),
    )
  }
  const rewardCarry = { ...campaign.rewardCarry }
  for (const [key, { before, after }] of Object.entries(award.carried)) {
    // Later awards may have moved the carry on; take back only what this award added.
    rewardCarry[key] = Math.max(0, (rewardCarry[key] ?? 0) - (after - before))
  }
  return {
    characters: updated,
    campaign: { ...campaign, rewardCarry, updatedAt: now },
    entry: {
      ...entry,
      awards: entry.awards.map((a) => (a.id === awardId ? { ...a, undoneAt: now } : a)),
      updatedAt: now,
    },
  }
}

/** A share's amount as its character's sheet shows it (coins kept in hundredths show as silver). */
export function formatShare(share: Pick<AwardShare, 'system' | 'currency' | 'amount'>): string {
  const system = isSystemId(share.system) ? getSystem(share.system) : undefined
  const decimals = system?.advancement.currencies.find((c) => c.id === share.currency)?.decimals
  return `${formatAmount(share.amount, decimals)} ${share.currency.toUpperCase()}`
}
