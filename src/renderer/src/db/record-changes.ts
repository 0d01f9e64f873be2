// Change capture for the sync folder (#24): every committed write to a synced table, from any
// repository (edits, imports, trash, delete forever, upgrades), reaches the listeners as the keys
// it touched, once per transaction and only after the transaction commits. A transaction that
// aborts reports nothing. Built once, as a DBCore middleware (database.ts), so no repository has
// to remember to report its writes. Device-private tables (settings, rolls, search indexes, the
// sync state) are never reported.
import type { DBCore, DBCoreMutateRequest, DBCoreTable, DBCoreTransaction, Middleware } from 'dexie'
import type { SyncTable } from '@shared/sync/record-file'

/** One committed change: the record's sync table and id (a picture's id is its hash). */
export interface RecordChange {
  table: SyncTable
  id: string
}

export type RecordChangesListener = (changes: RecordChange[]) => void

/** The database tables that sync, by the name the sync folder gives them. */
const syncTableOf: Readonly<Record<string, SyncTable>> = {
  characters: 'characters',
  campaigns: 'campaigns',
  journal: 'journal',
  encounters: 'encounters',
  images: 'pictures',
}

/** Keys touched per open transaction: table → ids, in the order first touched. */
type Touched = Map<SyncTable, Set<string>>

export function recordChanges(listeners: ReadonlySet<RecordChangesListener>): Middleware<DBCore> {
  const pending = new WeakMap<DBCoreTransaction, Touched>()

  function touched(trans: DBCoreTransaction): Touched {
    let found = pending.get(trans)
    if (found) return found
    found = new Map()
    pending.set(trans, found)
    const tx = trans as unknown as Partial<IDBTransaction>
    tx.addEventListener?.('complete', () => {
      const keys = pending.get(trans)
      pending.delete(trans)
      if (!keys) return
      const changes = [...keys].flatMap(([table, ids]) => [...ids].map((id) => ({ table, id })))
      if (changes.length === 0) return
      for (const listener of [...listeners]) {
        try {
          listener(changes)
        } catch (error) {
          console.error('A record change listener failed', error)
        }
      }
    })
    return found
  }

  function note(trans: DBCoreTransaction, table: SyncTable, keys: readonly unknown[]): void {
    const ids = keys.filter((k): k is string => typeof k === 'string')
    if (ids.length === 0) return
    const byTable = touched(trans)
    let set = byTable.get(table)
    if (!set) byTable.set(table, (set = new Set()))
    for (const id of ids) set.add(id)
  }

  function reported(table: DBCoreTable, syncTable: SyncTable): DBCoreTable {
    const primaryKey = table.schema.primaryKey
    return {
      ...table,
      async mutate(request: DBCoreMutateRequest) {
        // A range delete (a collection's delete, clear) names no keys: read them first.
        const rangeKeys =
          request.type === 'deleteRange'
            ? await table.query({
                trans: request.trans,
                values: false,
                query: { index: primaryKey, range: request.range },
              })
            : null
        const response = await table.mutate(request)
        const failed = new Set(Object.keys(response.failures).map(Number))
        let keys: unknown[]
        if (request.type === 'deleteRange') keys = rangeKeys?.result ?? []
        else if (request.type === 'delete') keys = request.keys
        else keys = response.results ?? request.keys ?? []
        note(
          request.trans,
          syncTable,
          keys.filter((_, index) => !failed.has(index)),
        )
        return response
      },
    }
  }

  return {
    stack: 'dbcore',
    name: 'record-changes',
    create(down) {
      return {
        ...down,
        table(tableName) {
          const table = down.table(tableName)
          const syncTable = syncTableOf[tableName]
          return syncTable ? reported(table, syncTable) : table
        },
      }
    },
  }
}
