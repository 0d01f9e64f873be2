import { database } from './connection'

export const settingsRepo = {
  async get<T>(key: string): Promise<T | undefined> {
    return (await (await database()).settings.get(key))?.value as T | undefined
  },
  async set(key: string, value: unknown): Promise<void> {
    await (
      await database()
    ).settings.put({ key, value: JSON.parse(JSON.stringify(value)) as unknown })
  },
}
