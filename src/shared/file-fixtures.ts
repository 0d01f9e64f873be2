// Records for the file-format tests and fixtures, built with each system's own create().
import { getSystem } from '../systems/index'
import { journalEntry } from './journal'
import { resolveHouseRules, type CharacterRecord } from '../systems/types'
import { makeAward } from '../systems/common/ledger'
import type { CampaignRecord, JournalRecord } from './records'
import type { Bundle } from './files'

export const fixedMeta = { app: 'Quillkeep 0.1.0', exportedAt: '2026-11-21T10:00:00.000Z' }
const at = '2026-11-20T09:30:00.000Z'

export function sampleCharacter(
  systemId: string,
  id = `character-${systemId}`,
  campaignId: string | null = null,
): CharacterRecord {
  const system = getSystem(systemId)
  const rules = resolveHouseRules(system.houseRules)
  const ledger = (system.startingAwards?.(rules) ?? []).map((award, index) =>
    makeAward(award.currency, award.amount, { id: `${id}-award-${index}`, at, note: award.note }),
  )
  return {
    id,
    system: systemId,
    dataVersion: system.dataVersion,
    name: `Sample ${system.name}`,
    campaignId,
    data: system.create({ name: `Sample ${system.name}` }, rules),
    ledger,
    createdAt: at,
    updatedAt: at,
    deletedAt: null,
  }
}

export function sampleCampaign(id = 'campaign-1'): CampaignRecord {
  return {
    id,
    name: 'The Davokar Expedition',
    description: 'A party heads into the forest.',
    systems: ['symbaroum'],
    houseRules: { symbaroum: { attributePointTotal: 80 } },
    createdAt: at,
    updatedAt: at,
    archivedAt: null,
    rewardCarry: {},
  }
}

export function sampleJournal(
  id: string,
  campaignId: string,
  characterIds: string[],
): JournalRecord {
  return journalEntry({
    id,
    campaignId,
    title: 'Session one',
    session: 1,
    date: '2026-11-20',
    body: 'The party met at the inn.',
    tags: ['start'],
    characterIds,
    createdAt: at,
    updatedAt: at,
  })
}

export function characterBundle(systemId: string): Bundle {
  return {
    characters: [sampleCharacter(systemId)],
    campaigns: [],
    journal: [],
    settings: [],
    rolls: [],
  }
}

export function campaignBundle(): Bundle {
  const campaign = sampleCampaign()
  const hero = sampleCharacter('symbaroum', 'hero', campaign.id)
  const entry = sampleJournal('journal-1', campaign.id, [hero.id])
  hero.ledger.push(
    makeAward('xp', 5, { id: 'hero-session-1', at, note: 'Session one', journalEntryId: entry.id }),
  )
  return { characters: [hero], campaigns: [campaign], journal: [entry], settings: [], rolls: [] }
}
