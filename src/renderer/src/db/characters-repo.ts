import type { CharacterRecord } from '@systems/types'
import { getSystem } from '@systems/index'
import { database } from './database'

function clone<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T
}

/** Brings stored data up to the system's current dataVersion when it is read. */
function upgrade(record: CharacterRecord): CharacterRecord {
  const system = getSystem(record.system)
  if (record.dataVersion === system.dataVersion) return record
  return { ...record, data: system.migrate(record.data, record.dataVersion), dataVersion: system.dataVersion }
}

export const charactersRepo = {
  async list(): Promise<CharacterRecord[]> {
    const all = await database().characters.orderBy('updatedAt').reverse().toArray()
    return all.map(upgrade)
  },
  async get(id: string): Promise<CharacterRecord | undefined> {
    const record = await database().characters.get(id)
    return record ? upgrade(record) : undefined
  },
  async put(record: CharacterRecord): Promise<void> {
    await database().characters.put(clone(record))
  },
  async remove(id: string): Promise<void> {
    await database().characters.delete(id)
  },
}
