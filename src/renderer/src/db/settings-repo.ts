import { database } from './connection'
import { jsonCopy } from '@systems/common/json'

export const settingsRepo = {
  async get<T>(key: string): Promise<T | undefined> {
    return (await (await database()).settings.get(key))?.value as T | undefined
  },
  async set(key: string, value: unknown): Promise<void> {
    await (await database()).settings.put({ key, value: jsonCopy(value) })
  },
}
