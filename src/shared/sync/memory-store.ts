// A SyncStore in memory (#24): the sync engine's state and the app's records in two maps. For
// tests and the benchmark; the app's store keeps both in its database.
import type { RecordState } from './merge'
import type { SyncTable } from './record-file'
import type { SyncStore } from './engine'

export class MemorySyncStore implements SyncStore {
  readonly states = new Map<string, RecordState<unknown>>()
  /** The app's records, keyed "table/id". */
  readonly records = new Map<string, unknown>()

  getState(key: string): Promise<RecordState<unknown> | undefined> {
    return Promise.resolve(this.states.get(key))
  }
  putState(key: string, state: RecordState<unknown>): Promise<void> {
    this.states.set(key, state)
    return Promise.resolve()
  }
  keys(): Promise<string[]> {
    return Promise.resolve([...this.states.keys()])
  }
  readRecord(table: SyncTable, id: string): Promise<unknown> {
    return Promise.resolve(this.records.get(`${table}/${id}`) ?? null)
  }
  writeRecord(table: SyncTable, id: string, record: unknown): Promise<void> {
    if (record === null) this.records.delete(`${table}/${id}`)
    else this.records.set(`${table}/${id}`, structuredClone(record))
    return Promise.resolve()
  }
}
