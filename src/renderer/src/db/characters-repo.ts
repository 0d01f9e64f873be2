import type { CharacterRecord } from '@systems/types'
import { database } from './connection'
import { jsonCopy } from '@systems/common/json'

/**
 * Brings stored data up to the system's current dataVersion when it is read. A newer Quillkeep's
 * record is returned as it is: the editor opens it read-only and nothing rewrites it.
 */
async function upgrade(record: CharacterRecord): Promise<CharacterRecord> {
  const { getSystem } = await import('@systems/index')
  const system = getSystem(record.system)
  if (record.dataVersion >= system.dataVersion) return record
  return {
    ...record,
    data: system.migrate(record.data, record.dataVersion),
    dataVersion: system.dataVersion,
  }
}

export const charactersRepo = {
  /** Every character as stored. Data is upgraded when one is opened (`get`), not for the list. */
  async list(): Promise<CharacterRecord[]> {
    return (await database()).characters.orderBy('updatedAt').reverse().toArray()
  },
  async get(id: string): Promise<CharacterRecord | undefined> {
    const record = await (await database()).characters.get(id)
    return record ? upgrade(record) : undefined
  },
  async put(record: CharacterRecord): Promise<void> {
    await (await database()).characters.put(jsonCopy(record))
  },
  async remove(id: string): Promise<void> {
    await (await database()).characters.delete(id)
  },
}
