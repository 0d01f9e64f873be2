// Every Dexie schema version, in order. Never edit a released version: add a new one with an
// upgrade function, and add a fixture of the old shape to versions.test.ts.
export interface SchemaVersion {
  version: number
  stores: Record<string, string | null>
  description: string
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
]
