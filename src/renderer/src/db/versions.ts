// Every Dexie schema version, in order. Never edit a released version: add a new one with an
// upgrade function, and add a fixture of the old shape to versions.test.ts.
import type { Transaction } from 'dexie'
import type { CharacterRecord } from '@systems/types'
import { fitName, maxStoredNameLength, unnamed } from '@shared/names'

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
  {
    version: 3,
    description:
      'Repairs names that earlier versions made too long ("(copy)", "(replaced …)") or left empty, so every record passes import again.',
    stores: {},
    async upgrade(tx) {
      await tx
        .table('characters')
        .toCollection()
        .modify((character: Record<string, unknown>) => {
          character.name = repairedName(character.name)
        })
      await tx
        .table('campaigns')
        .toCollection()
        .modify((campaign: Record<string, unknown>) => {
          campaign.name = repairedName(campaign.name)
        })
      await tx
        .table('rolls')
        .toCollection()
        .modify((roll: Record<string, unknown>) => {
          roll.characterName = repairedName(roll.characterName, '')
        })
      await tx
        .table('journal')
        .toCollection()
        .modify((entry: { rolls?: { characterName?: unknown }[]; awards?: AwardLike[] }) => {
          for (const roll of entry.rolls ?? [])
            roll.characterName = repairedName(roll.characterName, '')
          for (const award of entry.awards ?? []) {
            for (const share of award.shares ?? []) {
              share.characterName = repairedName(share.characterName, '')
            }
          }
        })
    },
  },
  {
    version: 4,
    description:
      'Ledger entries keep the purchase a spend made, typed by its system; spends recorded before get theirs from their data changes.',
    stores: {},
    async upgrade(tx) {
      const [{ systemRegistry }, { addRecordedPurchases }] = await whileOpen(
        tx,
        Promise.all([import('@systems/index'), import('@shared/recorded-purchases')]),
      )
      const registry = systemRegistry()
      await tx
        .table('characters')
        .toCollection()
        .modify((character: CharacterRecord) => {
          const system = Object.prototype.hasOwnProperty.call(registry, character.system)
            ? registry[character.system]
            : undefined
          addRecordedPurchases(character, system)
        })
    },
  },
  {
    version: 5,
    description:
      'Journal: world pages (#23). Every entry gets a kind (existing ones are sessions), a summary, relations and the GM-only flag; pages of a kind are listed by [campaignId+kind].',
    stores: {
      journal:
        'id, campaignId, session, updatedAt, deletedAt, kind, *tags, *characterIds, *entryIds, [campaignId+updatedAt], [campaignId+session], [campaignId+kind]',
    },
    async upgrade(tx) {
      await tx
        .table('journal')
        .toCollection()
        .modify((entry: Record<string, unknown>) => {
          entry.kind ??= 'session'
          entry.summary ??= ''
          entry.relations ??= []
          entry.gmOnly ??= false
        })
    },
  },
  {
    version: 6,
    description:
      "Encounters (#23): a campaign's fights, listed by campaign ([campaignId+updatedAt] for the newest first); the trash by deletedAt.",
    stores: {
      encounters: 'id, campaignId, updatedAt, deletedAt, [campaignId+updatedAt]',
    },
  },
  {
    version: 7,
    description:
      'Pictures (#23): each stored once, as a Blob keyed by the SHA-256 of its bytes (images-repo.ts), listed by when it was first stored.',
    stores: {
      images: 'hash, createdAt',
    },
  },
  {
    version: 8,
    description:
      "Sync (#24): the sync engine's state per record, keyed `table/id` (device-private: never synced, backed up or exported); records with conflicts waiting for review are found by `conflicted` (0 or 1).",
    stores: {
      syncStates: 'key, conflicted',
    },
  },
  {
    version: 9,
    description:
      "History (#24): past bodies of each record's revisions, the newest 50 per record, keyed [key+revision] (device-private: never synced, backed up or exported).",
    stores: {
      recordHistory: '[key+revision], key',
    },
  },
]

/**
 * Waits for `work` (code loading) inside an upgrade: an IndexedDB transaction with no request
 * pending commits by itself, so cheap reads keep it open meanwhile (as storable.ts does).
 */
async function whileOpen<T>(tx: Transaction, work: Promise<T>): Promise<T> {
  let done = false
  const result = work.finally(() => (done = true))
  while (!done) await Promise.race([tx.table('settings').get('\uffff'), result])
  return result
}

interface AwardLike {
  shares?: { characterName?: unknown }[]
}

/** The suffixes earlier versions appended without a limit: " (copy)", " (replaced 2026-11-24)". */
const generatedSuffix = /(?: \((?:copy|replaced \d{4}-\d{2}-\d{2})\))+$/

/**
 * A stored name that import would refuse, made acceptable: too long → the base shortened and the
 * generated suffix kept; empty → "Unnamed" (or `empty` where a blank is allowed). Others unchanged.
 */
export function repairedName(name: unknown, empty = unnamed): unknown {
  if (typeof name !== 'string') return name
  if (name.trim() === '') return empty
  if (name.length <= maxStoredNameLength) return name
  const suffix = generatedSuffix.exec(name)?.[0] ?? ''
  return fitName(name.slice(0, name.length - suffix.length), suffix.slice(-60))
}
