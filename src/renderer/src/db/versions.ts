// Every Dexie schema version, in order. Never edit a released version: add a new one with an
// upgrade function, and add a fixture of the old shape to versions.test.ts.
import type { Transaction } from 'dexie'

export interface SchemaVersion {
  version: number
  stores: Record<string, string | null>
  description: string
  /** Brings the rows of the previous version to this one's shape. */
  upgrade?: (tx: Transaction) => Promise<void>
}

export const schemaVersions: SchemaVersion[] = [
  {
    version: 1,
    description: 'Characters, campaigns, journal entries and settings.',
    stores: {
      characters: 'id, system, name, campaignId, updatedAt',
      campaigns: 'id, name, updatedAt',
      journal: 'id, campaignId, session, updatedAt, *tags, *characterIds',
      settings: 'key',
    },
  },
  {
    version: 2,
    description:
      'Journal: trash, in-game time, awards, rolls and entry links; campaign reward carry; search index and roll log tables.',
    stores: {
      characters: 'id, system, name, campaignId, updatedAt',
      campaigns: 'id, name, updatedAt',
      journal:
        'id, campaignId, session, updatedAt, deletedAt, *tags, *characterIds, *entryIds, [campaignId+updatedAt], [campaignId+session]',
      settings: 'key',
      searchIndexes: 'campaignId',
      rolls: 'id, characterId, at',
    },
    async upgrade(tx) {
      await tx
        .table('journal')
        .toCollection()
        .modify((entry: Record<string, unknown>) => {
          entry.inGame ??= ''
          entry.timeCounts ??= {}
          entry.entryIds ??= []
          entry.awards ??= []
          entry.rolls ??= []
          entry.deletedAt ??= null
        })
      await tx
        .table('campaigns')
        .toCollection()
        .modify((campaign: Record<string, unknown>) => {
          campaign.rewardCarry ??= {}
        })
    },
  },
]
